import { describe, expect, it } from 'vitest';
import { categoryImageSvg, escapeXml, productImageSvg, productImageUrl, swatchPalette } from './catalogue-images.ts';
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

  it('labels a category picture with its escaped title but prints no text: the page shows the title once', () => {
    const svg = categoryImageSvg({ path: 'gloves-ppe', title: 'Gloves & <PPE>' }, 'card');
    expect(svg).toContain('aria-label="Gloves &#38; &#60;PPE&#62;"');
    expect(svg).not.toContain('<text');
    const banner = categoryImageSvg({ path: 'x', title: 'Xylophones' }, 'banner');
    expect(banner).toContain('viewBox="0 0 1200 300"');
    expect(banner).not.toContain('<text');
  });

  it("draws a variant's picture in its swatch colour, a light one on grey, an image swatch in the usual palette", () => {
    const blue = productImageSvg('NIT-1017-BLUE-XS', 1, '#1d4ed8');
    expect(blue).toContain('fill="#1d4ed8"');
    expect(blue).toContain('NIT-1017-BLUE-XS');
    const white = productImageSvg('NIT-1017-WHITE-S', 1, '#f9fafb');
    expect(white).toContain('fill="#f9fafb"');
    expect(white).toContain('fill="#c9d3de"');
    expect(productImageSvg('NIT-1017-RED-S', 1, '/images/swatches/red.png')).toBe(productImageSvg('NIT-1017-RED-S', 1));
    expect(swatchPalette('#111827')).toEqual({ background: expect.stringMatching(/^#[0-9a-f]{6}$/), ink: expect.any(String), accent: '#111827' });
    expect(swatchPalette('#abc')?.accent).toBe('#aabbcc');
    expect(swatchPalette('red')).toBeNull();
  });

  it('builds picture URLs', () => {
    expect(productImageUrl('NIT-1')).toBe('/images/products/NIT-1.svg');
    expect(productImageUrl('NIT-1', 2)).toBe('/images/products/NIT-1.svg?view=2');
  });
});
