import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartJson } from '../../../shared/schemas/cart.ts';
import { guestHeaders, signedInAccount, type TestSession } from '../../testing/factories.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { RESTRICTED_ACCOUNT } from '../catalogue/catalogue.fixtures.ts';
import { cartClient, insertCartFixture, type CartClient, type CartFixture } from './cart.fixtures.ts';

describe('POST /api/cart (add)', () => {
  let testApp: TestApp;
  let fixture: CartFixture;
  let client: CartClient;
  let restricted: TestSession;

  beforeAll(async () => {
    testApp = await buildTestApp();
    fixture = await insertCartFixture(testApp);
    client = cartClient(testApp);
    restricted = await signedInAccount(testApp, { accountNumber: RESTRICTED_ACCOUNT });
  });
  afterAll(async () => testApp.close());

  const fresh = () => signedInAccount(testApp);
  const add = (session: TestSession | null, payload: unknown, options?: { withCsrf?: boolean }) => client.post('/api/cart', payload, session, options);
  async function expect422(session: TestSession, payload: unknown, field: string, message?: string) {
    const response = await add(session, payload);
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json<{ message: string; errors: Record<string, string> }>();
    expect(body.errors).toHaveProperty(field);
    if (message) {
      expect(body.errors[field]).toBe(message);
      expect(body.message).toBe(message);
    }
    return body;
  }

  it('adds a product and answers the whole cart with prices from the database', async () => {
    const buyer = await fresh();
    const response = await add(buyer, { id: fixture.productId('vinyl'), qty: 2, variant_id: 0 });
    expect(response.statusCode, response.body).toBe(200);
    const cart = response.json<CartJson>();
    expect(cart.items).toEqual([
      {
        id: fixture.productId('vinyl'),
        key: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
        title: 'Vinyl Gloves Clear Small-100',
        sku: 'VIN-1',
        url: `/product/${fixture.products.vinyl?.slug}`,
        price: 599,
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
    expect(cart.settings).toEqual({ tax_inclusive: false, calculate_freight: false, free_shipping: true });
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

  it('answers 401 to a guest (with a valid CSRF token)', async () => {
    const guest = await guestHeaders(testApp);
    const response = await add(guest, { id: fixture.productId('vinyl'), qty: 1 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in to continue.' });
  });

  it('answers 403 without the CSRF header and adds nothing', async () => {
    const buyer = await fresh();
    const response = await add(buyer, { id: fixture.productId('vinyl'), qty: 1 }, { withCsrf: false });
    expect(response.statusCode).toBe(403);
    expect((await client.cart(buyer)).items).toEqual([]);
  });

  it('answers 422 for a body that is not JSON', async () => {
    const buyer = await fresh();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      payload: '{"id": 1, "qty": ',
    });
    expect(response.statusCode).toBe(422);
  });
});
