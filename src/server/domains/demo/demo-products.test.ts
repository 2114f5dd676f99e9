import { describe, expect, it } from 'vitest';
import { flattenDemoCategories } from './demo-categories.ts';
import { PRODUCT_TEMPLATES } from './demo-product-templates.ts';
import { demoProductsOfType, sizePriceCents } from './demo-products.ts';
import { seededRandom } from './prng.ts';

const now = new Date('2026-11-21T00:00:00Z');
const all = () => flattenDemoCategories().flatMap((category) => (category.productTypes ?? []).flatMap((code) => demoProductsOfType(code, now)));

describe('demo categories', () => {
  it('has about 40 categories in eight top levels, three levels deep, with unique paths', () => {
    const flat = flattenDemoCategories();
    expect(flat.filter((category) => category.depth === 1)).toHaveLength(8);
    expect(flat.length).toBeGreaterThanOrEqual(40);
    expect(Math.max(...flat.map((category) => category.depth))).toBe(3);
    expect(new Set(flat.map((category) => category.path)).size).toBe(flat.length);
    expect(flat.find((category) => category.path === 'food-nutrition/clinical-nutrition')?.restAcc).toEqual(['100200']);
  });

  it('gives every leaf product types that have templates', () => {
    for (const category of flattenDemoCategories()) {
      for (const code of category.productTypes ?? []) expect(PRODUCT_TEMPLATES[code], code).toBeDefined();
    }
  });
});

describe('demo products', () => {
  it('are the same on every run', () => {
    expect(all()).toEqual(all());
  });

  it('number at least 400 with unique SKUs and slugs, pack sizes at the end of titles', () => {
    const products = all();
    expect(products.length).toBeGreaterThanOrEqual(400);
    expect(new Set(products.map((product) => product.sku)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
    expect(products.filter((product) => /-\d+$/.test(product.title)).length).toBe(products.length);
  });

  it('include sales, price ranges and variant matrices, with prices in whole cents', () => {
    const products = all();
    const onSale = products.filter((product) => product.isOnSale);
    expect(onSale.length).toBeGreaterThan(20);
    for (const product of onSale) expect(product.basePriceCents).toBeGreaterThan(product.priceCents);
    const matrices = products.filter((product) => product.matrix);
    expect(matrices.length).toBeGreaterThanOrEqual(5);
    expect(matrices.some((product) => product.matrix?.cells.some((cell) => cell.isRestricted))).toBe(true);
    // Each size has its price within the product's range, from its start (smallest size) to its end (largest).
    for (const product of matrices) {
      const cellPrices = product.matrix?.cells.map((cell) => cell.priceCents ?? 0) ?? [];
      expect(Math.min(...cellPrices)).toBe(product.priceRangeFromCents);
      expect(Math.max(...cellPrices)).toBe(product.priceRangeToCents);
      for (const price of cellPrices) expect(price % 100).toBe(99);
    }
    for (const product of products) expect(Number.isInteger(product.priceCents) && product.priceCents > 0).toBe(true);
  });

  it('give a price range only to products with sizes, whose prices really differ (issue #16 item 4)', () => {
    const ranged = all().filter((product) => product.priceRangeFromCents !== null || product.priceRangeToCents !== null);
    expect(ranged.length).toBeGreaterThanOrEqual(5);
    for (const product of ranged) {
      expect(product.matrix, product.sku).toBeDefined();
      expect(product.priceRangeToCents, product.sku).toBeGreaterThan(product.priceRangeFromCents ?? Infinity);
    }
  });

  it('spread created_at over the past two years', () => {
    const ages = all().map((product) => (now.getTime() - (product.createdAt?.getTime() ?? 0)) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(730);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(600);
  });
});

describe('helpers', () => {
  it('prices sizes evenly from the range start (smallest) to its end (largest)', () => {
    expect([0, 1, 2, 3, 4].map((index) => sizePriceCents(1299, 1599, index, 5))).toEqual([1299, 1399, 1499, 1499, 1599]);
    expect(sizePriceCents(1299, 1599, 0, 1)).toBe(1299);
  });

  it('draws the same numbers from the same seed', () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    const numbers = Array.from({ length: 5 }, () => first.next());
    expect(numbers).toEqual(Array.from({ length: 5 }, () => second.next()));
    for (const number of numbers) expect(number >= 0 && number < 1).toBe(true);
    expect(seededRandom(1).int(3, 3)).toBe(3);
  });
});
