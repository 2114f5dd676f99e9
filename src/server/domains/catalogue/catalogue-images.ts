// Product and category pictures drawn as SVG on the fly: a colour block from a deterministic
// palette (or, for a variant, its swatch colour), a pictogram of the product type and its name.
// Nothing is fetched from elsewhere.
import { productTypeOfSku, TOP_LEVEL_PICTOGRAMS, type Pictogram } from './product-types.ts';

type Palette = { background: string; ink: string; accent: string };

const PALETTES: readonly Palette[] = [
  { background: '#e0f2f1', ink: '#0f3d3e', accent: '#14807a' },
  { background: '#e3ecf7', ink: '#17324d', accent: '#2f6db5' },
  { background: '#f3ece0', ink: '#4a3317', accent: '#b7791f' },
  { background: '#ece7f6', ink: '#33204f', accent: '#6b46c1' },
  { background: '#fdecea', ink: '#5c1a14', accent: '#c0392b' },
  { background: '#e8f5e9', ink: '#1b4620', accent: '#2e7d32' },
  { background: '#fff6db', ink: '#4d3b00', accent: '#c49000' },
  { background: '#e6f4f8', ink: '#0b3a4a', accent: '#0e7490' },
];

/** FNV-1a: the same text always picks the same palette. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function paletteFor(seed: string, shift = 0): Palette {
  return PALETTES[(hash(seed) + shift) % PALETTES.length] as Palette;
}

type Rgb = [number, number, number];

function parseHex(colour: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
const mix = (from: Rgb, to: Rgb, share: number): Rgb => from.map((part, index) => part + ((to[index] ?? 0) - part) * share) as Rgb;

/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((part) => {
    const channel = part / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * A palette in a variant's own colour: the pictogram is the swatch itself, on a pale tint of it; a very
 * light swatch (white, clear) stands on a grey so that it still shows. Null for an image swatch.
 */
export function swatchPalette(swatch: string): Palette | null {
  const rgb = parseHex(swatch);
  if (!rgb) return null;
  const isLight = luminance(rgb) > 0.6;
  return {
    background: isLight ? '#c9d3de' : toHex(mix(rgb, [255, 255, 255], 0.85)),
    ink: isLight ? '#1f2937' : toHex(mix(rgb, [0, 0, 0], 0.6)),
    accent: toHex(rgb),
  };
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One line of text, squeezed to fit when it would run wider than `maxWidth`. */
function textLine(text: string, attrs: { x: number; y: number; size: number; fill: string; weight?: number; maxWidth: number }): string {
  const estimated = text.length * attrs.size * 0.56;
  const fit = estimated > attrs.maxWidth ? ` textLength="${attrs.maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  return (
    `<text x="${attrs.x}" y="${attrs.y}" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" ` +
    `font-size="${attrs.size}" font-weight="${attrs.weight ?? 600}" fill="${attrs.fill}"${fit}>${escapeXml(text)}</text>`
  );
}

/** A pictogram drawn in a 200 × 200 box. */
function pictogram(kind: Pictogram, p: Palette): string {
  const a = `fill="${p.accent}"`;
  const bg = `fill="${p.background}"`;
  const ink = `fill="${p.ink}"`;
  switch (kind) {
    case 'pad':
      return `<rect x="55" y="10" width="90" height="180" rx="45" ${a}/><rect x="76" y="36" width="48" height="128" rx="24" ${bg} opacity=".75"/>`;
    case 'glove':
      return (
        [20, 10, 14, 30].map((top, i) => `<rect x="${50 + i * 25}" y="${top}" width="21" height="${110 - top}" rx="10.5" ${a}/>`).join('') +
        `<rect x="48" y="88" width="104" height="102" rx="22" ${a}/><rect x="128" y="104" width="22" height="66" rx="11" ${a} transform="rotate(-38 139 137)"/>` +
        `<rect x="48" y="168" width="104" height="10" ${bg} opacity=".6"/>`
      );
    case 'apron':
      return `<path d="M72 20h56v38l42 22v112H30V80l42-22z" ${a}/><rect x="66" y="110" width="68" height="42" rx="6" ${bg} opacity=".6"/>`;
    case 'mask':
      return (
        `<path d="M30 95 Q8 70 4 100 M170 95 Q192 70 196 100 M30 110 Q8 140 4 110 M170 110 Q192 140 196 110" stroke="${p.ink}" stroke-width="5" fill="none"/>` +
        `<rect x="28" y="58" width="144" height="88" rx="30" ${a}/>` +
        [82, 102, 122].map((y) => `<rect x="40" y="${y}" width="120" height="5" rx="2.5" ${bg} opacity=".7"/>`).join('')
      );
    case 'bottle':
      return `<rect x="80" y="8" width="40" height="24" rx="4" ${ink}/><rect x="90" y="30" width="20" height="22" ${a}/><rect x="52" y="50" width="96" height="144" rx="20" ${a}/><rect x="64" y="96" width="72" height="54" rx="6" ${bg} opacity=".8"/>`;
    case 'spray':
      return `<path d="M70 14h60v18h-16l-4 18H86l-4-18H70z" ${ink}/><path d="M130 20h34l-6 12h-28z" ${ink}/><rect x="84" y="48" width="28" height="16" ${a}/><rect x="58" y="62" width="84" height="132" rx="18" ${a}/><rect x="70" y="104" width="60" height="50" rx="6" ${bg} opacity=".8"/>`;
    case 'cup':
      return `<path d="M44 44h112l-15 150H59z" ${a}/><rect x="36" y="30" width="128" height="18" rx="6" ${ink}/><path d="M52 96h96l-4 42H56z" ${bg} opacity=".7"/>`;
    case 'plate':
      return `<circle cx="100" cy="100" r="90" ${a}/><circle cx="100" cy="100" r="62" ${bg} opacity=".75"/><circle cx="100" cy="100" r="46" ${a} opacity=".35"/>`;
    case 'cutlery':
      return (
        [60, 72, 84].map((x) => `<rect x="${x}" y="12" width="7" height="60" rx="3.5" ${a}/>`).join('') +
        `<rect x="58" y="60" width="35" height="24" rx="10" ${a}/><rect x="69" y="80" width="13" height="110" rx="6.5" ${a}/>` +
        `<path d="M130 12c22 14 24 60 14 86h-14z" ${a}/><rect x="130" y="92" width="14" height="98" rx="7" ${a}/>`
      );
    case 'napkin':
      return `<rect x="34" y="34" width="132" height="132" rx="8" ${a} transform="rotate(45 100 100)"/><path d="M100 8v184" stroke="${p.background}" stroke-width="5" opacity=".7"/>`;
    case 'tin':
      return `<rect x="42" y="40" width="116" height="140" ${a}/><ellipse cx="100" cy="180" rx="58" ry="16" ${a}/><ellipse cx="100" cy="40" rx="58" ry="16" ${ink}/><rect x="42" y="88" width="116" height="46" ${bg} opacity=".75"/>`;
    case 'wipes':
      return `<rect x="16" y="50" width="168" height="110" rx="28" ${a}/><ellipse cx="100" cy="96" rx="46" ry="20" ${bg} opacity=".85"/><path d="M82 96q18-26 36 0" ${ink} opacity=".5"/>`;
    case 'tube':
      return `<path d="M58 20h84l-12 140H70z" ${a}/><rect x="78" y="158" width="44" height="34" rx="5" ${ink}/><rect x="66" y="26" width="68" height="8" ${bg} opacity=".7"/><rect x="74" y="64" width="52" height="50" rx="6" ${bg} opacity=".75"/>`;
    case 'brush':
      return `<rect x="92" y="70" width="16" height="124" rx="8" ${a}/><rect x="84" y="14" width="32" height="62" rx="8" ${ink}/>` +
        [22, 34, 46, 58].map((y) => `<rect x="76" y="${y}" width="48" height="6" rx="3" ${bg}/>`).join('');
    case 'bandage':
      return `<g transform="rotate(-35 100 100)"><rect x="10" y="68" width="180" height="64" rx="32" ${a}/><rect x="72" y="68" width="56" height="64" ${bg} opacity=".75"/>` +
        [84, 100, 116].map((x) => `<circle cx="${x}" cy="100" r="4" ${ink} opacity=".5"/>`).join('') + '</g>';
    case 'thermometer':
      return `<rect x="84" y="10" width="32" height="140" rx="16" ${a}/><circle cx="100" cy="162" r="30" ${a}/><rect x="94" y="40" width="12" height="120" rx="6" ${ink}/><circle cx="100" cy="162" r="18" ${ink}/>`;
    case 'roll':
      return `<rect x="60" y="40" width="100" height="130" rx="10" ${a}/><ellipse cx="60" cy="105" rx="34" ry="65" ${a}/><ellipse cx="60" cy="105" rx="26" ry="57" ${bg}/><ellipse cx="60" cy="105" rx="10" ry="22" ${ink}/>`;
    case 'box':
      return `<path d="M100 18l82 36-82 36-82-36z" ${ink}/><path d="M18 54l82 36v96l-82-36z" ${a}/><path d="M182 54l-82 36v96l82-36z" ${a} opacity=".75"/>`;
  }
}

function svg(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">` +
    `${body}</svg>`
  );
}

/**
 * The picture for a SKU; view 2 is a second angle (another palette). A variant cell's SKU, and a product
 * with variants, is drawn in its colour (`swatch`: the block's hex colour) so the picture matches it.
 */
export function productImageSvg(sku: string, view: number, swatch: string | null = null): string {
  const type = productTypeOfSku(sku);
  const p = (swatch ? swatchPalette(swatch) : null) ?? paletteFor(type.code || sku, view > 1 ? 3 : 0);
  return svg(
    400,
    400,
    `${type.label} ${sku}`,
    `<rect width="400" height="400" ${view > 1 ? `fill="${p.accent}" opacity=".18"` : `fill="${p.background}"`}/>` +
      `<g transform="translate(100 50)">${pictogram(type.pictogram, p)}</g>` +
      textLine(type.label, { x: 200, y: 314, size: 28, fill: p.ink, maxWidth: 360 }) +
      textLine(sku, { x: 200, y: 352, size: 20, fill: p.ink, weight: 400, maxWidth: 360 }),
  );
}

/**
 * A category's card picture (400 × 300) or its page banner (1200 × 300): the top level's pictogram and
 * colours, without the title, which the card and the page already print beside the picture (the title
 * stays the picture's own label).
 */
export function categoryImageSvg(category: { path: string; title: string }, variant: 'card' | 'banner'): string {
  const topLevel = category.path.split('/')[0] ?? '';
  const kind = TOP_LEVEL_PICTOGRAMS[topLevel] ?? 'box';
  const p = paletteFor(topLevel);
  if (variant === 'card') {
    return svg(
      400,
      300,
      category.title,
      `<rect width="400" height="300" fill="${p.background}"/><g transform="translate(115 40) scale(.85)">${pictogram(kind, p)}</g>`,
    );
  }
  return svg(
    1200,
    300,
    category.title,
    `<rect width="1200" height="300" fill="${p.background}"/><circle cx="1080" cy="40" r="170" fill="${p.accent}" opacity=".18"/>` +
      `<circle cx="980" cy="290" r="110" fill="${p.accent}" opacity=".12"/><circle cx="160" cy="250" r="140" fill="${p.accent}" opacity=".1"/>` +
      `<g transform="translate(930 60) scale(.9)">${pictogram(kind, p)}</g>`,
  );
}

export function productImageUrl(sku: string, view = 1): string {
  return `/images/products/${encodeURIComponent(sku)}.svg${view > 1 ? `?view=${view}` : ''}`;
}

export function categoryImageUrl(path: string): string {
  return `/images/categories/${path}.svg`;
}

export function categoryBannerUrl(path: string): string {
  return `/images/banners/${path}.svg`;
}
