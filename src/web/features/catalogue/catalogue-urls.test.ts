import { describe, expect, it } from 'vitest';
import { categoryHref, categoryPathFromSplat, productHref } from './catalogue-urls.ts';

describe('catalogue links', () => {
  it('keeps full paths and prefixes bare slugs', () => {
    expect(productHref('/product/nitrile-gloves-m')).toBe('/product/nitrile-gloves-m');
    expect(productHref('nitrile-gloves-m')).toBe('/product/nitrile-gloves-m');
    expect(categoryHref('/category/gloves-ppe')).toBe('/category/gloves-ppe');
    expect(categoryHref('gloves-ppe/nitrile-gloves')).toBe('/category/gloves-ppe/nitrile-gloves');
  });

  it('trims slashes from the category splat', () => {
    expect(categoryPathFromSplat('gloves-ppe/nitrile-gloves/')).toBe('gloves-ppe/nitrile-gloves');
    expect(categoryPathFromSplat(undefined)).toBe('');
  });
});
