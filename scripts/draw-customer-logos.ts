// Draws the demo customers' lettermark logos (public/images/customers/*.svg) from the demo content:
// `node scripts/draw-customer-logos.ts`. No internet, no stock images: a coloured badge with initials and
// the customer's whole name (src/server/domains/content/customer-logo-svg.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { customerLogoSvg } from '../src/server/domains/content/customer-logo-svg.ts';
import { DEMO_LOGOS, logoPathOf } from '../src/server/domains/demo/demo-content.ts';

for (const logo of DEMO_LOGOS) {
  const file = path.join('public', logoPathOf(logo.title));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, customerLogoSvg(logo.title, logo.type));
}
console.log(`${DEMO_LOGOS.length} logos drawn`);
