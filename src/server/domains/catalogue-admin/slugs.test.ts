import { describe, expect, it } from 'vitest';
import { productSlug, slugify } from './slugs.ts';

describe('slugs', () => {
  it('slugifies titles and SKUs into product addresses', () => {
    expect(slugify('Gloves & PPE: Nitrile-100')).toBe('gloves-ppe-nitrile-100');
    expect(productSlug('Tena Slip Plus Medium-28', 'DPD-1001')).toBe('tena-slip-plus-medium-28-dpd-1001');
  });
});
