// Draws the demo customers' lettermark logos (public/images/customers/*.svg) from the demo content:
// `node scripts/draw-customer-logos.ts`. No internet, no stock images: a coloured badge with initials.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_LOGOS, logoPathOf } from '../src/server/domains/content/demo-content.ts';

const COLOURS: Record<string, string> = { 'Aged care': '#0b5c7a', Hospitals: '#7a1f3d', Catering: '#8a5a00', 'Disability support': '#2f6b2f' };
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

for (const logo of DEMO_LOGOS) {
  const words = logo.title.split(/\s+/);
  const initials = words.slice(0, 2).map((word) => word[0]).join('').toUpperCase();
  const colour = COLOURS[logo.type] ?? '#333333';
  const name = escape(words.slice(0, 2).join(' '));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" role="img" aria-labelledby="t"><title id="t">${escape(logo.title)}</title><rect width="240" height="96" rx="12" fill="#ffffff"/><circle cx="48" cy="48" r="32" fill="${colour}"/><text x="48" y="58" font-family="Arial, Helvetica, sans-serif" font-size="28" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text><text x="92" y="56" font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="700" fill="${colour}">${name}</text></svg>\n`;
  const file = path.join('public', logoPathOf(logo.title));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
}
console.log(`${DEMO_LOGOS.length} logos drawn`);
