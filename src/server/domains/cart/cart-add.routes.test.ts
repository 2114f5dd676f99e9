import { describe, expect, it } from 'vitest';
import type { CartJson } from '../../../shared/schemas/cart.ts';
import { apiAs, expectInvalid } from '../../testing/api.ts';
import { signedInAccount, type TestSession } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { later } from '../../testing/suite.ts';
import { RESTRICTED_ACCOUNT } from '../catalogue/catalogue.fixtures.ts';
import { cartClient, useCartApp } from './cart.fixtures.ts';

describe('POST /api/cart (add)', () => {
  const testApp = useCartApp();
  const client = cartClient(testApp);
  const fixture = later(() => testApp.fixture);

  const fresh = () => signedInAccount(testApp);
  const add = (session: TestSession | null, payload: unknown) => client.post('/api/cart', payload, session);
  async function expect422(session: TestSession, payload: unknown, field: string, message?: string) {
    const body = expectInvalid(await add(session, payload), field, message);
    if (message) expect(body.message).toBe(message);
    return body;
  }

  it('adds a product and answers the whole cart with prices from the database', async () => {
    const buyer = await fresh();
    const response = await add(buyer, { id: fixture.productId('vinyl'), qty: 2, variant_id: 0 });
    expect(response.status, response.text).toBe(200);
    const cart: CartJson = response.body;
    expect(cart.items).toEqual([
      {
        id: fixture.productId('vinyl'),
        key: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
        title: 'Vinyl Gloves Clear Small-100',
        sku: 'VIN-1',
        url: `/product/${fixture.products.vinyl?.slug}`,
        price: 599,
        pack_size: 100,
        qty: 2,
        line_total: 1198,
        image: '/images/products/VIN-1.svg',
        pimage: '',
        variant_id: 0,
        variant_label: null,
      },
    ]);
    expect(cart.items_count).toBe(2);
    expect(cart.summary).toEqual({ sub_total: 1198, tax_total: 180, tax_percentage: 15, shipping: 0, discount: 0, total: 1378 });
    expect(cart.settings).toEqual({ tax_inclusive: false, calculate_freight: true, free_shipping: true });
    expect(cart.delivery).toEqual({ zone: 'Standard delivery', delivery_date: null, free_over: null, add_for_free_delivery: null });
    expect(cart).toMatchObject({ shipping_info: null, billing_info: null, coupon_info: null });
  });

  it('takes variant_id as 0 when it is left out', async () => {
    const cart = await client.add(await fresh(), { id: fixture.productId('apron'), qty: 1 });
    expect(cart.items.map((item) => [item.sku, item.variant_id])).toEqual([['APR-1', 0]]);
  });

  it('adds a variant cell with its own SKU, label and picture', async () => {
    const cart = await client.add(await fresh(), { id: fixture.productId('nitrileRange'), qty: 3, variant_id: fixture.cellId('NIT-3-BLUE-M') });
    expect(cart.items).toEqual([
      expect.objectContaining({
        id: fixture.productId('nitrileRange'),
        sku: 'NIT-3-BLUE-M',
        title: 'Nitrile Gloves Colour Range-100',
        variant_id: fixture.cellId('NIT-3-BLUE-M'),
        variant_label: 'Blue / M',
        price: 1099,
        image: '/images/products/NIT-3.svg',
        pimage: '/images/products/NIT-3-BLUE-M.svg',
      }),
    ]);
  });

  it('adds to the quantity of a line already in the cart, capped at 9999', async () => {
    const buyer = await fresh();
    await client.add(buyer, { id: fixture.productId('vinyl'), qty: 2 });
    const twice = await client.add(buyer, { id: fixture.productId('vinyl'), qty: 5 });
    expect(twice.items.map((item) => item.qty)).toEqual([7]);
    const capped = await client.add(buyer, { id: fixture.productId('vinyl'), qty: 9995 });
    expect(capped.items.map((item) => item.qty)).toEqual([9999]);
    expect(capped.items).toHaveLength(1);
    // 7 + 9995 went past 9999: only 9992 were added, and the answer says so.
    expect(capped.message).toBe('Only 9,992 could be added: one cart line holds at most 9,999.');
    expect(twice.message).toBeUndefined();
  });

  it('says nothing was added to a line already at 9999, and leaves it as it was', async () => {
    const buyer = await fresh();
    await client.add(buyer, { id: fixture.productId('vinyl'), qty: 9999 });
    await expect422(buyer, { id: fixture.productId('vinyl'), qty: 2, variant_id: 0 }, 'qty', 'You already have 9,999 of this product in your cart, the most one line can hold. Nothing was added.');
    expect((await client.cart(buyer)).items.map((item) => item.qty)).toEqual([9999]);
  });

  it('clamps a quantity above 9999 to 9999', async () => {
    const cart = await client.add(await fresh(), { id: fixture.productId('vinyl'), qty: 10_000 });
    expect(cart.items[0]?.qty).toBe(9999);
  });

  it("refuses 0 and -1 with the spec's message", async () => {
    const buyer = await fresh();
    for (const qty of [0, -1]) await expect422(buyer, { id: fixture.productId('vinyl'), qty }, 'qty', 'Product quantity should not be less than 1');
    expect((await client.cart(buyer)).items).toEqual([]);
  });

  it('refuses quantities of the wrong type without coercing them', async () => {
    const buyer = await fresh();
    for (const qty of ['2', null, true, 1.5, 'abc', [2], { n: 2 }]) {
      await expect422(buyer, { id: fixture.productId('vinyl'), qty }, 'qty');
    }
    await expect422(buyer, { id: fixture.productId('vinyl') }, 'qty');
    await expect422(buyer, { id: String(fixture.productId('vinyl')), qty: 1 }, 'id');
    await expect422(buyer, { id: fixture.productId('vinyl'), qty: 1, variant_id: '0' }, 'variant_id');
    expect((await client.cart(buyer)).items).toEqual([]);
  });

  it('refuses a missing, inactive or unknown product as not available', async () => {
    const buyer = await fresh();
    const message = 'The selected product is not available.';
    await expect422(buyer, { id: 999_999, qty: 1 }, 'id', message);
    await expect422(buyer, { id: fixture.productId('retired'), qty: 1 }, 'id', message);
    await expect422(buyer, { id: 0, qty: 1 }, 'id');
    await expect422(buyer, { id: 3_000_000_000, qty: 1 }, 'id', message);
    await expect422(buyer, { id: fixture.productId('nitrileRange'), qty: 1, variant_id: 3_000_000_000 }, 'variant_id');
  });

  it('refuses a product hidden from the account by rest_acc, which other accounts can buy', async () => {
    const restricted = await signedInAccount(testApp, { accountNumber: RESTRICTED_ACCOUNT });
    await expect422(restricted, { id: fixture.productId('feed'), qty: 1 }, 'id', 'The selected product is not available.');
    const other = await client.add(await fresh(), { id: fixture.productId('feed'), qty: 1 });
    expect(other.items.map((item) => item.sku)).toEqual(['TFD-1']);
  });

  it('refuses a cell of another product, a restricted cell, a cell on a plain product, and a matrix product without a cell', async () => {
    const buyer = await fresh();
    await expect422(buyer, { id: fixture.productId('nitrileBlue'), qty: 1, variant_id: fixture.cellId('NIT-3-BLUE-S') }, 'variant_id', 'The selected size or colour is not available.');
    await expect422(buyer, { id: fixture.productId('nitrileRange'), qty: 1, variant_id: fixture.cellId('NIT-3-BLACK-S') }, 'variant_id', 'The selected size or colour is not available.');
    await expect422(buyer, { id: fixture.productId('nitrileRange'), qty: 1, variant_id: 999_999 }, 'variant_id');
    await expect422(buyer, { id: fixture.productId('nitrileRange'), qty: 1, variant_id: 0 }, 'variant_id', 'Please choose a size and colour for this product.');
    expect((await client.cart(buyer)).items).toEqual([]);
  });

  it('ignores a tampered price, total or summary in the body', async () => {
    const buyer = await fresh();
    const cart = await client.add(buyer, {
      id: fixture.productId('vinyl'),
      qty: 1,
      price: 1,
      total: 1,
      line_total: 1,
      summary: { sub_total: 1, total: 1, tax_total: 0 },
      items: [{ price: 1 }],
    } as never);
    expect(cart.items[0]?.price).toBe(599);
    expect(cart.summary).toMatchObject({ sub_total: 599, tax_total: 90, total: 689 });
  });

  it('answers 401 to a guest (with a valid CSRF token) and 403 without the CSRF header, adding nothing', async () => {
    const buyer = await fresh();
    await expectGuarded(testApp, { method: 'POST', url: '/api/cart', body: { id: fixture.productId('vinyl'), qty: 1 } }, { signedIn: buyer });
    expect((await client.cart(buyer)).items).toEqual([]);
  });

  it('answers 422 for a body that is not JSON', async () => {
    const response = await apiAs(testApp, await fresh()).post('/api/cart', '{"id": 1, "qty": ', { headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(422);
  });
});
