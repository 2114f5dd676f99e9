import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { customerLogoSvg, layOutName, NAME_BOX, textWidth } from './customer-logo-svg.ts';
import { DEMO_LOGOS, logoPathOf } from '../demo/demo.service.ts';

describe('customer logos (issue #16 item 14: names were cut off)', () => {
  it.each(DEMO_LOGOS.map((logo) => [logo.title]))('%s: the whole name, on lines that fit the picture', (title) => {
    const { fontSize, lines } = layOutName(title);
    expect(lines.join(' ')).toBe(title);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(fontSize).toBeGreaterThanOrEqual(12);
    for (const line of lines) expect(NAME_BOX.left + textWidth(line, fontSize), line).toBeLessThanOrEqual(NAME_BOX.right);
    expect(lines.length * fontSize * 1.2).toBeLessThanOrEqual(NAME_BOX.bottom - NAME_BOX.top);
  });

  it('keeps a short name on one line at the full size, and wraps a long one', () => {
    expect(layOutName('Kowhai Lodge')).toEqual({ fontSize: 17, lines: ['Kowhai Lodge'] });
    expect(layOutName('Harbourview Retirement Village')).toEqual({ fontSize: 17, lines: ['Harbourview', 'Retirement', 'Village'] });
  });

  it('refuses a name that cannot fit rather than cut it off', () => {
    expect(() => layOutName('Supercalifragilisticexpialidociously Long Name')).toThrow(/does not fit/);
  });

  it('is what public/images/customers holds (scripts/draw-customer-logos.ts)', () => {
    for (const logo of DEMO_LOGOS) {
      const drawn = readFileSync(new URL(`../../../../public${logoPathOf(logo.title)}`, import.meta.url), 'utf8');
      expect(drawn, logo.title).toBe(customerLogoSvg(logo.title, logo.type));
    }
  });
});
