import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../kernel/viewer.ts';
import { listingBody, productJsonBytes } from './product-json-bytes.ts';
import { toProductJson } from './product-json.ts';
import { UNTRACKED_STOCK, type Product } from './product.ts';

const guest: Viewer = { user: null, account: null };
const buyer: Viewer = {
  user: { id: 1, email: 'b@example.test', firstName: 'B', lastName: 'Uyer' },
  account: { id: 1, accountNumber: '100200', name: 'Sunrise', canPayOnAccount: true, canSwitchAccounts: false, role: 'manager' },
};

function productNamed(id: number, title: string): Product {
  return {
    id,
    sku: `NIT-${id}`,
    slug: `nitrile-${id}`,
    title,
    categoryId: 3,
    images: [],
    priceCents: 1299,
    basePriceCents: 1499,
    priceRangeFromCents: null,
    priceRangeToCents: null,
    isOnSale: false,
    specialText: null,
    packSize: 100,
    minOrderQty: null,
    orderMultiple: null,
    maxOrderQty: null,
    createdAt: new Date('2025-01-10T00:00:00Z'),
    hasVariants: false,
    ...UNTRACKED_STOCK,
  };
}
const category = { id: 3, title: 'Nitrile Gloves', path: 'gloves-ppe/nitrile-gloves' };

describe('productJsonBytes', () => {
  it('is the JSON of toProductJson, priced only for a signed-in viewer, whichever asked first', () => {
    const product = productNamed(1, 'Nitrile Gloves “Café” -100');
    const priced = JSON.parse(productJsonBytes(product, category, buyer).toString('utf8')) as Record<string, unknown>;
    const asGuest = JSON.parse(productJsonBytes(product, category, guest).toString('utf8')) as Record<string, unknown>;
    expect(priced).toEqual(JSON.parse(JSON.stringify(toProductJson(product, category, buyer))));
    expect(priced.price).toBe(1299);
    expect(asGuest).toEqual(JSON.parse(JSON.stringify(toProductJson(product, category, guest))));
    expect(asGuest).not.toHaveProperty('price');
    expect(productJsonBytes(product, category, guest).toString('utf8')).not.toContain('1299');
  });

  it('is made again when the product or its category is a new object (a change)', () => {
    const product = productNamed(2, 'Old title');
    expect(productJsonBytes(product, category, guest).toString()).toContain('Old title');
    const renamed = { ...category, title: 'Renamed Gloves' };
    expect(productJsonBytes(product, renamed, guest).toString()).toContain('Renamed Gloves');
    const changed = { ...product, title: 'New title' };
    expect(productJsonBytes(changed, renamed, guest).toString()).toContain('New title');
  });
});

describe('listingBody', () => {
  it('joins the products into a valid answer with the rest of its keys', () => {
    const products = [productNamed(3, 'A'), productNamed(4, 'B')];
    const body = listingBody(
      products.map((product) => productJsonBytes(product, category, guest)),
      { meta: { total: 2 }, links: { next: null } },
    );
    const parsed = JSON.parse(body.toString('utf8')) as { data: { title: string }[]; meta: unknown; links: unknown };
    expect(parsed.data.map((item) => item.title)).toEqual(['A', 'B']);
    expect(parsed.meta).toEqual({ total: 2 });
    expect(parsed.links).toEqual({ next: null });
    expect(JSON.parse(listingBody([], {}).toString('utf8'))).toEqual({ data: [] });
  });
});
