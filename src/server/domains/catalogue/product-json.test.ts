import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../kernel/viewer.ts';
import { PLACEHOLDER_IMAGE, priceRangeOf, toProductDetailJson, toProductJson, toVariantMatrixJson } from './product-json.ts';
import { UNTRACKED_STOCK, type Product, type VariantMatrix } from './product.ts';

const guest: Viewer = { user: null, account: null };
const buyer: Viewer = {
  user: { id: 1, email: 'b@example.test', firstName: 'B', lastName: 'Uyer' },
  account: { id: 1, accountNumber: '100200', name: 'Sunrise', canPayOnAccount: true, canSwitchAccounts: false, role: 'manager' },
};
const product: Product = {
  id: 7,
  sku: 'NIT-1',
  slug: 'nitrile-gloves-100-nit-1',
  title: 'Nitrile Gloves-100',
  categoryId: 3,
  images: [{ url: '/images/products/NIT-1.svg', alt: 'Nitrile Gloves-100' }],
  priceCents: 1299,
  basePriceCents: 1499,
  priceRangeFromCents: null,
  priceRangeToCents: null,
  isOnSale: true,
  specialText: 'Save 13%',
  packSize: 100,
  minOrderQty: null,
  orderMultiple: null,
  maxOrderQty: null,
  createdAt: new Date('2025-01-10T00:00:00Z'),
  hasVariants: false,
  ...UNTRACKED_STOCK,
};
const category = { id: 3, title: 'Nitrile Gloves', path: 'gloves-ppe/nitrile-gloves' };

describe('toProductJson', () => {
  it('gives a guest no price keys at all', () => {
    const json = toProductJson(product, category, guest);
    for (const key of ['price', 'base_price', 'price_range_from', 'price_range_to']) expect(json).not.toHaveProperty(key);
    expect(JSON.stringify(json)).not.toContain('1299');
  });

  it('sends no picture stored off the site, however written, so no page fetches one (issue #26 item 3)', () => {
    const offSite = ['/\\evil.example/x.png', '//evil.example/x.png', '/%5Cevil.example/x.png'].map((url) => ({ url, alt: 'x' }));
    const mixed = toProductJson({ ...product, images: [...offSite, ...product.images] }, category, guest);
    expect(mixed).toMatchObject({ image: '/images/products/NIT-1.svg', primary_image: '/images/products/NIT-1.svg', images: product.images });
    const onlyOffSite = toProductJson({ ...product, images: offSite }, category, guest);
    expect(onlyOffSite).toMatchObject({ image: PLACEHOLDER_IMAGE, images: [{ url: PLACEHOLDER_IMAGE, alt: product.title }] });
    expect(JSON.stringify(onlyOffSite)).not.toContain('evil.example');
  });

  it('gives a signed-in account the prices in cents', () => {
    expect(toProductJson(product, category, buyer)).toMatchObject({ price: 1299, base_price: 1499, price_range_from: null, price_range_to: null });
  });

  it('sends a price range only for a product with options whose prices differ (issue #16 item 4)', () => {
    const ranged = { ...product, priceRangeFromCents: 1299, priceRangeToCents: 1599 };
    expect(toProductJson({ ...ranged, hasVariants: true }, category, buyer)).toMatchObject({ price_range_from: 1299, price_range_to: 1599 });
    // No options: the cart charges its one price, so 'From' would be false.
    expect(toProductJson({ ...ranged, hasVariants: false }, category, buyer)).toMatchObject({ price_range_from: null, price_range_to: null });
    const flat = { ...product, hasVariants: true, priceRangeFromCents: 1299, priceRangeToCents: 1299 };
    expect(toProductJson(flat, category, buyer)).toMatchObject({ price_range_from: null, price_range_to: null });
    expect(priceRangeOf({ hasVariants: true, priceRangeFromCents: 1599, priceRangeToCents: 1299 })).toBeNull();
    expect(priceRangeOf({ hasVariants: true, priceRangeFromCents: 1299, priceRangeToCents: null })).toBeNull();
  });

  it('maps names to the wire shape', () => {
    expect(toProductJson(product, category, guest)).toEqual({
      id: 7,
      sku: 'NIT-1',
      title: 'Nitrile Gloves-100',
      url: '/product/nitrile-gloves-100-nit-1',
      image: '/images/products/NIT-1.svg',
      primary_image: '/images/products/NIT-1.svg',
      images: product.images,
      on_sale: true,
      has_variants: false,
      special_text: 'Save 13%',
      pack_size: 100,
      min_order_qty: null,
      order_multiple: null,
      max_order_qty: null,
      category: { id: 3, title: 'Nitrile Gloves', url: '/category/gloves-ppe/nitrile-gloves' },
      created_at: '2025-01-10T00:00:00.000Z',
    });
  });

  it('falls back to a placeholder picture', () => {
    const json = toProductJson({ ...product, images: [] }, category, guest);
    expect(json.image).toBe(PLACEHOLDER_IMAGE);
    expect(json.images).toEqual([{ url: PLACEHOLDER_IMAGE, alt: 'Nitrile Gloves-100' }]);
  });
});

describe('toVariantMatrixJson', () => {
  const matrix: VariantMatrix = {
    blockType: 'colour',
    sizes: ['S', 'M', 'L'],
    blocks: [
      { key: 'blue', label: 'Blue', swatch: '#00f' },
      { key: 'black', label: 'Black', swatch: '#111' },
    ],
    cells: [
      { id: 11, blockKey: 'blue', size: 'M', sku: 'X-BLUE-M', isRestricted: false, priceCents: 1299, ownPriceCents: null },
      { id: 12, blockKey: 'blue', size: 'L', sku: 'X-BLUE-L', isRestricted: false, priceCents: 1599, ownPriceCents: null },
      { id: 13, blockKey: 'black', size: 'S', sku: 'X-BLACK-S', isRestricted: true, priceCents: 1299, ownPriceCents: null },
      { id: 14, blockKey: 'black', size: 'M', sku: 'X-BLACK-M', isRestricted: false, priceCents: 1399, ownPriceCents: null },
    ],
  };

  it('fills every block × size, a missing cell restricted and empty, and gives a guest no price', () => {
    const json = toVariantMatrixJson(matrix, guest);
    expect(json.variants).toEqual({
      blue: [
        { id: 0, size: 'S', sku: '', qty: 0, restrict: true },
        { id: 11, size: 'M', sku: 'X-BLUE-M', qty: 0, restrict: false },
        { id: 12, size: 'L', sku: 'X-BLUE-L', qty: 0, restrict: false },
      ],
      black: [
        { id: 13, size: 'S', sku: 'X-BLACK-S', qty: 0, restrict: true },
        { id: 14, size: 'M', sku: 'X-BLACK-M', qty: 0, restrict: false },
        { id: 0, size: 'L', sku: '', qty: 0, restrict: true },
      ],
    });
    expect(JSON.stringify(json)).not.toContain('price');
  });

  it("gives a signed-in viewer each open cell's own price", () => {
    const json = toVariantMatrixJson(matrix, buyer);
    expect(json.variants.blue?.map((cell) => cell.price)).toEqual([undefined, 1299, 1599]);
    expect(json.variants.black?.map((cell) => cell.price)).toEqual([undefined, 1399, undefined]);
  });

  it("pictures each block by its first open cell, drawn in the block's colour", () => {
    expect(toVariantMatrixJson(matrix, guest).blocks).toEqual([
      { key: 'blue', label: 'Blue', swatch: '#00f', image: '/images/products/X-BLUE-M.svg' },
      { key: 'black', label: 'Black', swatch: '#111', image: '/images/products/X-BLACK-M.svg' },
    ]);
  });
});

describe('toProductDetailJson', () => {
  it('adds description, trail and variants, and takes the category from the end of the trail', () => {
    const top = { id: 1, title: 'Gloves & PPE', path: 'gloves-ppe' };
    const json = toProductDetailJson({ ...product, description: 'Good gloves.', variants: null }, [top, category], guest);
    expect(json).toMatchObject({ description: 'Good gloves.', variants: null, category: { id: 3 } });
    expect(json.trail.map((link) => link.url)).toEqual(['/category/gloves-ppe', '/category/gloves-ppe/nitrile-gloves']);
    expect(json).not.toHaveProperty('price');
  });
});
