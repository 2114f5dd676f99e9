// What a path on this site is (issue #26 item 3): one rule for every field that takes one (a testimonial's
// link, a logo's picture, an imported product's image_url, a swatch) and for every page that shows a stored
// one. Browsers read a backslash as a slash and drop tabs and line breaks, so '/\evil.example' and
// '/\t/evil.example' both lead to another site; a server or proxy may decode '%2F%2F' or '%5C' again later.

/** Longest site path a field takes. */
export const SITE_PATH_MAX_LENGTH = 500;

/** How many rounds of percent-decoding are followed before a value is refused as too deeply encoded. */
const DECODE_ROUNDS_MAX = 8;

// In the text as sent: what an attribute or a URL would need escaped.
const RAW_FORBIDDEN = /[\s<>"'`]/;
// In the text and every decoded form of it: two slashes, a backslash, a control character.
const DECODED_FORBIDDEN = /\/\/|\\|[\u0000-\u001f\u007f-\u009f]/;
const ESCAPE_RUN = /(?:%[0-9a-f]{2})+/gi;
const ASCII_ESCAPE = /%([0-7][0-9a-f])/gi;

/** One round of percent-decoding; a run that is no UTF-8 text still has its ASCII escapes decoded. */
function decodeOnce(text: string): string {
  return text.replace(ESCAPE_RUN, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(ASCII_ESCAPE, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    }
  });
}

/** Whether `text` is a path on this site ('/about-us', '/images/a.jpg?v=2'): never another site, however encoded. */
export function isSitePath(text: string): boolean {
  if (!text.startsWith('/') || text.length > SITE_PATH_MAX_LENGTH || RAW_FORBIDDEN.test(text)) return false;
  let current = text;
  for (let round = 0; round <= DECODE_ROUNDS_MAX; round += 1) {
    if (DECODED_FORBIDDEN.test(current)) return false;
    const decoded = decodeOnce(current);
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

/** The refusal a field gives for a value that is no site path. */
export function sitePathMessage(label: string): string {
  return `The ${label} must be a path on this site, starting with '/' (no '//', backslash or control character).`;
}
