import { describe, expect, it } from 'vitest';
import { decidePurchase } from './purchasable.ts';
import type { PurchaseCandidate } from './purchase.types.ts';

const product = (overrides: Partial<NonNullable<PurchaseCandidate['product']>> = {}): NonNullable<PurchaseCandidate['product']> => ({
  id: 7,
  sku: 'NIT-3',
  slug: 'nitrile-nit-3',
  title: 'Nitrile Gloves-100',
  categoryId: 2,
  images: [{ url: '/images/products/NIT-3.svg', alt: 'Nitrile' }],
  priceCents: 1099,
  basePriceCents: 1299,
  isOnSale: true,
  packSize: 100,
  minOrderQty: null,
  orderMultiple: null,
  maxOrderQty: null,
  hasVariants: false,
  ...overrides,
});
const visible = () => true;

describe('decidePurchase', () => {
  it('sells a plain product at its price with its own SKU', () => {
    const check = decidePurchase({ requestedProductId: 7, variantId: 0, product: product(), cell: null }, visible);
    expect(check).toEqual({
      ok: true,
      item: expect.objectContaining({ productId: 7, variantId: 0, sku: 'NIT-3', priceCents: 1099, packSize: 100, variantLabel: null }),
    });
  });

  it("prices an item from its own prices: a product's base and special, a cell's own price alone, or its product's", () => {
    const plain = decidePurchase({ requestedProductId: 7, variantId: 0, product: product(), cell: null }, visible);
    expect(plain.ok && plain.item.schedule).toEqual({ listCents: 1299, ownCents: 1099, isSpecial: true, contract: [] });
    const cell = (ownPriceCents: number | null) => ({ id: 31, sku: 'NIT-3-BLUE-M', label: 'Blue / M', isRestricted: false, priceCents: ownPriceCents ?? 1099, ownPriceCents });
    const priced = decidePurchase({ requestedProductId: 7, variantId: 31, product: product({ hasVariants: true }), cell: cell(1399) }, visible);
    expect(priced.ok && priced.item.schedule).toEqual({ listCents: 1399, ownCents: 1399, isSpecial: false, contract: [] });
    const inheriting = decidePurchase({ requestedProductId: 7, variantId: 31, product: product({ hasVariants: true }), cell: cell(null) }, visible);
    expect(inheriting.ok && inheriting.item.schedule).toEqual({ listCents: 1299, ownCents: 1099, isSpecial: true, contract: [] });
  });

  it('sells an unrestricted cell with the cell SKU and label', () => {
    const check = decidePurchase(
      { requestedProductId: null, variantId: 31, product: product({ hasVariants: true }), cell: { id: 31, sku: 'NIT-3-BLUE-M', label: 'Blue / M', isRestricted: false, priceCents: 1399, ownPriceCents: 1399 } },
      visible,
    );
    expect(check).toEqual({
      ok: true,
      item: expect.objectContaining({ productId: 7, variantId: 31, sku: 'NIT-3-BLUE-M', productSku: 'NIT-3', variantLabel: 'Blue / M', priceCents: 1399 }),
    });
  });

  it('refuses a missing product, and a hidden one in the same words', () => {
    expect(decidePurchase({ requestedProductId: 7, variantId: 0, product: null, cell: null }, visible)).toMatchObject({ ok: false, reason: 'not-available', productId: 7 });
    expect(decidePurchase({ requestedProductId: 7, variantId: 0, product: product(), cell: null }, () => false)).toMatchObject({ ok: false, reason: 'not-available' });
  });

  it('asks for a variant when a matrix product comes without one', () => {
    expect(decidePurchase({ requestedProductId: 7, variantId: 0, product: product({ hasVariants: true }), cell: null }, visible)).toMatchObject({ ok: false, reason: 'needs-variant' });
  });

  it('refuses a restricted cell, a cell of another product and a cell on a plain product', () => {
    const restricted = { id: 32, sku: 'NIT-3-BLACK-S', label: 'Black / S', isRestricted: true, priceCents: null, ownPriceCents: null };
    expect(decidePurchase({ requestedProductId: 7, variantId: 32, product: product({ hasVariants: true }), cell: restricted }, visible)).toMatchObject({ ok: false, reason: 'variant-not-available' });
    expect(decidePurchase({ requestedProductId: 7, variantId: 99, product: product({ hasVariants: true }), cell: null }, visible)).toMatchObject({ ok: false, reason: 'variant-not-available' });
    expect(decidePurchase({ requestedProductId: 7, variantId: 99, product: product(), cell: null }, visible)).toMatchObject({ ok: false, reason: 'variant-not-available' });
  });

  it('refuses an unknown cell asked for by itself (multi-store)', () => {
    expect(decidePurchase({ requestedProductId: null, variantId: 99, product: null, cell: null }, visible)).toMatchObject({ ok: false, reason: 'variant-not-available', productId: null });
  });
});
