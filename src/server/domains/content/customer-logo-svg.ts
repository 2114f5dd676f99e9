// The demo customers' lettermark logos (scripts/draw-customer-logos.ts writes them to public/images/customers):
// a coloured badge with initials and the customer's whole name beside it, wrapped onto up to three lines and
// sized to fit (issue #16 item 14: 'Harbourview Retir…' was cut off at the picture's edge).

const COLOURS: Record<string, string> = { 'Aged care': '#0b5c7a', Hospitals: '#7a1f3d', Catering: '#8a5a00', 'Disability support': '#2f6b2f' };
const FONT_FAMILY = 'Arial, Helvetica, sans-serif';

/** Where the name may go: right of the badge, inside the 240 × 96 picture with a margin. */
export const NAME_BOX = { left: 92, right: 228, top: 10, bottom: 86 } as const;
const NAME_WIDTH = NAME_BOX.right - NAME_BOX.left;
const FONT_SIZES = [17, 16, 15, 14, 13, 12] as const;
const MAX_LINES = 3;
const LINE_HEIGHT = 1.2;

// Advance widths of Arial Bold (the same as Helvetica Bold and Liberation Sans Bold), in thousandths of the font size.
const UPPER = [722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611];
const LOWER = [556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500];

function characterWidth(character: string): number {
  const code = character.charCodeAt(0);
  if (code >= 65 && code <= 90) return UPPER[code - 65] ?? 722;
  if (code >= 97 && code <= 122) return LOWER[code - 97] ?? 611;
  if (character === ' ') return 278;
  return 611;
}

/** The width of a line of Arial Bold at this size, in picture units. */
export function textWidth(text: string, fontSize: number): number {
  return ([...text].reduce((sum, character) => sum + characterWidth(character), 0) * fontSize) / 1000;
}

/** Words onto lines no wider than NAME_WIDTH (greedy); null when they need more than MAX_LINES or a word is too long. */
function wrap(words: string[], fontSize: number): string[] | null {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, fontSize) <= NAME_WIDTH) lines[lines.length - 1] = `${last} ${word}`;
    else if (textWidth(word, fontSize) <= NAME_WIDTH) lines.push(word);
    else return null;
  }
  return lines.length <= MAX_LINES ? lines : null;
}

/** The largest size at which the whole name fits, and its lines. */
export function layOutName(name: string): { fontSize: number; lines: string[] } {
  const words = name.split(/\s+/).filter(Boolean);
  for (const fontSize of FONT_SIZES) {
    const lines = wrap(words, fontSize);
    if (lines) return { fontSize, lines };
  }
  throw new Error(`the customer name '${name}' does not fit its logo`);
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function customerLogoSvg(title: string, type: string): string {
  const words = title.split(/\s+/);
  const initials = words.slice(0, 2).map((word) => word[0]).join('').toUpperCase();
  const colour = COLOURS[type] ?? '#333333';
  const { fontSize, lines } = layOutName(title);
  const lineHeight = fontSize * LINE_HEIGHT;
  // The lines are centred on the badge; each baseline sits about 0.35 em below its line's middle.
  const firstBaseline = 48 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  // textLength holds each line to Arial's width, so a substitute font cannot push it past the edge.
  const name = lines
    .map((line, index) => {
      const y = (firstBaseline + index * lineHeight).toFixed(1);
      return `<text x="${NAME_BOX.left}" y="${y}" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="700" fill="${colour}" textLength="${textWidth(line, fontSize).toFixed(1)}" lengthAdjust="spacingAndGlyphs">${escape(line)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" role="img" aria-labelledby="t"><title id="t">${escape(title)}</title><rect width="240" height="96" rx="12" fill="#ffffff"/><circle cx="48" cy="48" r="32" fill="${colour}"/><text x="48" y="58" font-family="${FONT_FAMILY}" font-size="28" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text>${name}</svg>\n`;
}
