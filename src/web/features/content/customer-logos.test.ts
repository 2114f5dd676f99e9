import { describe, expect, it } from 'vitest';
import type { CustomerLogoJson } from '../../../shared/schemas/content.ts';
import { LOGOS_AT_FIRST, visibleLogos } from './customer-logos.tsx';

const logos: CustomerLogoJson[] = Array.from({ length: 20 }, (_, index) => ({ id: index + 1, title: `Home ${index + 1}`, type: index % 4 === 0 ? 'Hospitals' : 'Aged care', files: [{ path: `/x/${index}.svg` }] }));

describe('the customer logo grid', () => {
  it('shows 12 at first and all after Show More, of the chosen type', () => {
    expect(visibleLogos(logos, 'all', false)).toHaveLength(LOGOS_AT_FIRST);
    expect(visibleLogos(logos, 'all', true)).toHaveLength(20);
    expect(visibleLogos(logos, 'Hospitals', false).map((logo) => logo.id)).toEqual([1, 5, 9, 13, 17]);
    expect(visibleLogos(logos, 'Nobody', true)).toEqual([]);
  });
});
