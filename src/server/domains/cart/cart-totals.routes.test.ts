import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../../testing/factories.ts';
import { setProductActive, setProductPrice } from '../../testing/products.fixtures.ts';
import { cartClient, insertPricedProduct, useCartApp } from './cart.fixtures.ts';

describe('cart totals and GST', () => {
  const testApp = useCartApp();
  const client = cartClient(testApp);
  let tenNinetyNine: number;
  let fiveCents: number;

  beforeAll(async () => {
    tenNinetyNine = await insertPricedProduct(testApp, testApp.fixture, { sku: 'TOT-1099', priceCents: 1099 });
    fiveCents = await insertPricedProduct(testApp, testApp.fixture, { sku: 'TOT-5', priceCents: 5 });
  });
  afterEach(async () => {
    await setProductPrice(testApp, tenNinetyNine, 1099);
    await setProductActive(testApp, fiveCents, true);
  });

  it('computes line totals exactly and GST once on the sub-total, rounded half up', async () => {
    const buyer = await signedInAccount(testApp);
    await client.add(buyer, { id: tenNinetyNine, qty: 3 });
    const cart = await client.add(buyer, { id: fiveCents, qty: 1 });
    expect(cart.items.map((item) => [item.price, item.qty, item.line_total])).toEqual([
      [1099, 3, 3297],
      [5, 1, 5],
    ]);
    // 3302 × 15% = 495.3 → 495 (per-line rounding would give 495 + 1 = 496).
    expect(cart.summary).toEqual({ sub_total: 3302, tax_total: 495, tax_percentage: 15, shipping: 0, discount: 0, total: 3797 });
  });

  it('rounds half a cent of GST up', async () => {
    const buyer = await signedInAccount(testApp);
    const cart = await client.add(buyer, { id: fiveCents, qty: 2 }); // 10 × 15% = 1.5 → 2
    expect(cart.summary).toMatchObject({ sub_total: 10, tax_total: 2, total: 12 });
  });

  it("shows today's price: a price change reaches carts at once", async () => {
    const buyer = await signedInAccount(testApp);
    await client.add(buyer, { id: tenNinetyNine, qty: 2 });
    await setProductPrice(testApp, tenNinetyNine, 1250);
    const cart = await client.cart(buyer);
    expect(cart.items[0]).toMatchObject({ price: 1250, line_total: 2500 });
    expect(cart.summary).toMatchObject({ sub_total: 2500, tax_total: 375, total: 2875 });
  });

  it('prices a line put in the cart by another server process, which this one could not have predicted', async () => {
    const buyer = await signedInAccount(testApp);
    const first = await client.add(buyer, { id: tenNinetyNine, qty: 1 });
    const key = first.items[0]?.key ?? '';
    await testApp.database.db.execute(sql`
      INSERT INTO cart_lines (cart_id, key, product_id, variant_id, qty)
      SELECT cart_id, 'added-elsewhere', ${fiveCents}, 0, 3 FROM cart_lines WHERE key = ${key}`);
    const cart = await client.add(buyer, { id: tenNinetyNine, qty: 1 });
    expect(cart.items.map((item) => [item.sku, item.qty, item.line_total])).toEqual([
      ['TOT-1099', 2, 2198],
      ['TOT-5', 3, 15],
    ]);
    expect(cart.summary.sub_total).toBe(2213);
  });

  it("prices the lines already in the cart at today's price when another is added", async () => {
    const buyer = await signedInAccount(testApp);
    await client.add(buyer, { id: tenNinetyNine, qty: 2 });
    await setProductPrice(testApp, tenNinetyNine, 1250);
    const cart = await client.add(buyer, { id: fiveCents, qty: 1 });
    expect(cart.items.map((item) => [item.sku, item.price])).toEqual([
      ['TOT-1099', 1250],
      ['TOT-5', 5],
    ]);
    expect(cart.summary.sub_total).toBe(2505);
  });

  it('leaves out a line whose product is no longer sold, and counts it nowhere', async () => {
    const buyer = await signedInAccount(testApp);
    await client.add(buyer, { id: tenNinetyNine, qty: 1 });
    const before = await client.add(buyer, { id: fiveCents, qty: 4 });
    const hiddenKey = before.items.find((item) => item.sku === 'TOT-5')?.key;
    await setProductActive(testApp, fiveCents, false);
    const cart = await client.cart(buyer);
    expect(cart.items.map((item) => item.sku)).toEqual(['TOT-1099']);
    expect(cart.items_count).toBe(1);
    expect(cart.summary).toMatchObject({ sub_total: 1099, tax_total: 165, total: 1264 });
    const update = await client.post('/api/cart', { key: hiddenKey, id: fiveCents, qty: 2 }, buyer);
    expect(update.status).toBe(422);
    expect(update.body.message).toBe('The selected product is not available.');
  });
});

describe('cart totals with TAX_INCLUSIVE', () => {
  const testApp = useCartApp({ config: { taxInclusive: true, gstPercent: 12.5 } });
  const client = cartClient(testApp);

  it('carries the sub-total including GST, the GST it includes, and the same total', async () => {
    const buyer = await signedInAccount(testApp);
    const cart = await client.add(buyer, { id: testApp.fixture.productId('vinyl'), qty: 3 }); // 1797 net
    // 1797 × 12.5% = 224.625 → 225; sub-total incl. GST 2022; no GST added on top.
    expect(cart.summary).toEqual({ sub_total: 2022, tax_total: 225, tax_percentage: 12.5, shipping: 0, discount: 0, total: 2022 });
    expect(cart.settings).toEqual({ tax_inclusive: true, calculate_freight: true, free_shipping: true });
    // Item prices stay as stored and listed: excluding GST.
    expect(cart.items[0]).toMatchObject({ price: 599, line_total: 1797 });
  });
});
