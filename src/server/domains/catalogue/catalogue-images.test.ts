import { describe, expect, it } from 'vitest';
import { categoryImageSvg, escapeXml, productImageSvg, productImageUrl } from './catalogue-images.ts';
import { PRODUCT_TYPES, productTypeOfSku } from './product-types.ts';

describe('generated pictures', () => {
  it('escapes text for XML', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;');
  });

  it('draws the same picture for the same SKU, labelled with its product type', () => {
    const svg = productImageSvg('NIT-1001', 1);
    expect(svg).toBe(productImageSvg('NIT-1001', 1));
    expect(svg).toContain('Nitrile Gloves');
    expect(svg).toContain('NIT-1001');
    expect(productImageSvg('NIT-1001', 2)).not.toBe(svg);
  });

  it('draws every product type, and a plain box for an unknown prefix', () => {
    for (const type of PRODUCT_TYPES) expect(productImageSvg(`${type.code}-1`, 1)).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
    expect(productTypeOfSku('ZZZ-1')).toEqual({ code: 'ZZZ', label: 'Product', pictogram: 'box' });
  });

  it('escapes a category title and squeezes a long one to fit', () => {
    const svg = categoryImageSvg({ path: 'gloves-ppe', title: 'Gloves & <PPE> for Every Single Shift Of The Week' }, 'card');
    expect(svg).toContain('Gloves &#38; &#60;PPE&#62;');
    expect(svg).toContain('textLength="360"');
    expect(categoryImageSvg({ path: 'x', title: 'X' }, 'banner')).toContain('viewBox="0 0 1200 300"');
  });

  it('builds picture URLs', () => {
    expect(productImageUrl('NIT-1')).toBe('/images/products/NIT-1.svg');
    expect(productImageUrl('NIT-1', 2)).toBe('/images/products/NIT-1.svg?view=2');
  });
});
