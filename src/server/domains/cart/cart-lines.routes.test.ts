import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartJson } from '../../../shared/schemas/cart.ts';
import { createAccountWithUser, guestHeaders, signedInAccount, signIn, type TestSession } from '../../testing/factories.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartClient, insertCartFixture, insertPricedProduct, setProductActive, type CartClient, type CartFixture } from './cart.fixtures.ts';

describe('cart lines: update, remove, multi-store, ownership', () => {
  let testApp: TestApp;
  let fixture: CartFixture;
  let client: CartClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    fixture = await insertCartFixture(testApp);
    client = cartClient(testApp);
  });
  afterAll(async () => testApp.close());

  const fresh = () => signedInAccount(testApp);
  async function withVinyl(session: TestSession, qty = 2): Promise<{ cart: CartJson; key: string }> {
    const cart = await client.add(session, { id: fixture.productId('vinyl'), qty });
    const key = cart.items.find((item) => item.sku === 'VIN-1')?.key;
    if (!key) throw new Error('vinyl line missing');
    return { cart, key };
  }

  describe('POST /api/cart (update by key)', () => {
    it('sets the quantity of the line', async () => {
      const buyer = await fresh();
      const { key } = await withVinyl(buyer, 2);
      const response = await client.post('/api/cart', { key, id: fixture.productId('vinyl'), qty: 40 }, buyer);
      expect(response.statusCode, response.body).toBe(200);
      const cart = response.json<CartJson>();
      expect(cart.items).toEqual([expect.objectContaining({ key, qty: 40, line_total: 40 * 599 })]);
      expect(cart.items_count).toBe(40);
    });

    it('refuses quantities outside 1..9999 and of the wrong type, keeping the line', async () => {
      const buyer = await fresh();
      const { key } = await withVinyl(buyer, 3);
      for (const qty of [0, -1, 10_000, '5', null, true, 2.5]) {
        const response = await client.post('/api/cart', { key, id: fixture.productId('vinyl'), qty }, buyer);
        expect(response.statusCode, `qty ${JSON.stringify(qty)}`).toBe(422);
        expect(response.json().errors).toHaveProperty('qty');
      }
      const zero = await client.post('/api/cart', { key, id: fixture.productId('vinyl'), qty: 0 }, buyer);
      expect(zero.json().message).toBe('Product quantity should not be less than 1');
      expect((await client.cart(buyer)).items.map((item) => item.qty)).toEqual([3]);
    });

    it("answers 404 for another account's key, an unknown key, or a key with another product's id", async () => {
      const owner = await fresh();
      const { key } = await withVinyl(owner, 2);
      const intruder = await fresh();
      expect((await client.post('/api/cart', { key, id: fixture.productId('vinyl'), qty: 9 }, intruder)).statusCode).toBe(404);
      expect((await client.post('/api/cart', { key: 'no-such-key', id: fixture.productId('vinyl'), qty: 9 }, owner)).statusCode).toBe(404);
      expect((await client.post('/api/cart', { key, id: fixture.productId('apron'), qty: 9 }, owner)).statusCode).toBe(404);
      expect((await client.cart(owner)).items.map((item) => item.qty)).toEqual([2]);
    });

    it('answers 401 to a guest and 403 without the CSRF header', async () => {
      const buyer = await fresh();
      const { key } = await withVinyl(buyer, 2);
      const guest = await guestHeaders(testApp);
      expect((await client.post('/api/cart', { key, id: fixture.productId('vinyl'), qty: 5 }, guest)).statusCode).toBe(401);
      expect((await client.post('/api/cart', { key, id: fixture.productId('vinyl'), qty: 5 }, buyer, { withCsrf: false })).statusCode).toBe(403);
      expect((await client.cart(buyer)).items.map((item) => item.qty)).toEqual([2]);
    });

    it('refuses to update a line whose product is no longer sold, and leaves that line out of the cart', async () => {
      const buyer = await fresh();
      const { key: vinylKey } = await withVinyl(buyer, 2);
      const retiredId = await insertPricedProduct(testApp, fixture, { sku: 'RETIRED-UPD', priceCents: 250 });
      const added = await client.add(buyer, { id: retiredId, qty: 1 });
      const retiredKey = added.items.find((item) => item.sku === 'RETIRED-UPD')?.key;
      await setProductActive(testApp, retiredId, false);

      const response = await client.post('/api/cart', { key: retiredKey, id: retiredId, qty: 5 }, buyer);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({ id: 'The selected product is not available.' });
      const cart = await client.cart(buyer);
      expect(cart.items.map((item) => [item.key, item.qty])).toEqual([[vinylKey, 2]]);
      expect(cart.summary.sub_total).toBe(2 * 599);
    });

    it('ignores a tampered price in an update', async () => {
      const buyer = await fresh();
      const { key } = await withVinyl(buyer, 2);
      const response = await client.post('/api/cart', { key, id: fixture.productId('vinyl'), qty: 4, price: 1, total: 0 }, buyer);
      expect(response.json<CartJson>().summary).toMatchObject({ sub_total: 2396, total: 2396 + 359 });
    });
  });

  describe('DELETE /api/cart/{key}', () => {
    it('removes the line and answers the whole cart', async () => {
      const buyer = await fresh();
      const { key } = await withVinyl(buyer, 2);
      await client.add(buyer, { id: fixture.productId('apron'), qty: 1 });
      const response = await client.remove(key, buyer);
      expect(response.statusCode, response.body).toBe(200);
      const cart = response.json<CartJson>();
      expect(cart.items.map((item) => item.sku)).toEqual(['APR-1']);
      expect(cart.summary.sub_total).toBe(999);
    });

    it("answers 404 for another account's key and for an already removed one", async () => {
      const owner = await fresh();
      const { key } = await withVinyl(owner, 2);
      expect((await client.remove(key, await fresh())).statusCode).toBe(404);
      expect((await client.cart(owner)).items).toHaveLength(1);
      expect((await client.remove(key, owner)).statusCode).toBe(200);
      expect((await client.remove(key, owner)).statusCode).toBe(404);
    });

    it('answers 401 to a guest and 403 without the CSRF header', async () => {
      const buyer = await fresh();
      const { key } = await withVinyl(buyer, 2);
      expect((await client.remove(key, await guestHeaders(testApp))).statusCode).toBe(401);
      expect((await client.remove(key, buyer, { withCsrf: false })).statusCode).toBe(403);
      expect((await client.cart(buyer)).items).toHaveLength(1);
    });
  });

  describe('POST /api/cart/multi-store', () => {
    const multi = (session: TestSession | null, payload: unknown, options?: { withCsrf?: boolean }) =>
      client.post('/api/cart/multi-store', payload, session, options);

    it('adds every cell with a quantity above 0 and skips the zeros', async () => {
      const buyer = await fresh();
      const response = await multi(buyer, {
        items: [
          { id: fixture.cellId('NIT-3-BLUE-S'), qty: 2 },
          { id: fixture.cellId('NIT-3-BLUE-M'), qty: 0 },
          { id: fixture.cellId('NIT-3-BLACK-M'), qty: 5 },
        ],
        add_quantity: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      const cart = response.json<CartJson>();
      expect(cart.items.map((item) => [item.sku, item.qty, item.variant_label])).toEqual([
        ['NIT-3-BLUE-S', 2, 'Blue / S'],
        ['NIT-3-BLACK-M', 5, 'Black / M'],
      ]);
      expect(cart.items_count).toBe(7);
      expect(cart.summary.sub_total).toBe(7 * 1099);
    });

    it('adds to cells already in the cart, and merges a cell sent twice', async () => {
      const buyer = await fresh();
      await multi(buyer, { items: [{ id: fixture.cellId('NIT-3-BLUE-S'), qty: 2 }], add_quantity: true });
      const response = await multi(buyer, {
        items: [
          { id: fixture.cellId('NIT-3-BLUE-S'), qty: 3 },
          { id: fixture.cellId('NIT-3-BLUE-S'), qty: 1 },
        ],
        add_quantity: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<CartJson>().items.map((item) => item.qty)).toEqual([6]);
    });

    it('is all or nothing: a restricted or unknown cell refuses the lot', async () => {
      const buyer = await fresh();
      const response = await multi(buyer, {
        items: [
          { id: fixture.cellId('NIT-3-BLUE-S'), qty: 2 },
          { id: fixture.cellId('NIT-3-BLACK-S'), qty: 1 },
          { id: 999_999, qty: 1 },
          { id: 3_000_000_000, qty: 1 },
        ],
        add_quantity: true,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        'items.1.id': 'The selected product is not available.',
        'items.2.id': 'The selected product is not available.',
        'items.3.id': 'The selected product is not available.',
      });
      expect((await client.cart(buyer)).items).toEqual([]);
    });

    it("refuses when no cell is above 0 with the spec's message", async () => {
      const buyer = await fresh();
      for (const items of [[{ id: fixture.cellId('NIT-3-BLUE-S'), qty: 0 }], []]) {
        const response = await multi(buyer, { items, add_quantity: true });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ message: 'Product/s quantity should not be less than 1', errors: { items: 'Product/s quantity should not be less than 1' } });
      }
    });

    it('refuses quantities of the wrong type or above 9999', async () => {
      const buyer = await fresh();
      for (const qty of ['2', null, true, 1.5, -1, 10_000]) {
        const response = await multi(buyer, { items: [{ id: fixture.cellId('NIT-3-BLUE-S'), qty }], add_quantity: true });
        expect(response.statusCode, `qty ${JSON.stringify(qty)}`).toBe(422);
        expect(response.json().errors).toHaveProperty('items.0.qty');
      }
      expect((await client.cart(buyer)).items).toEqual([]);
    });

    it('answers 401 to a guest and 403 without the CSRF header', async () => {
      const payload = { items: [{ id: fixture.cellId('NIT-3-BLUE-S'), qty: 1 }], add_quantity: true };
      expect((await multi(await guestHeaders(testApp), payload)).statusCode).toBe(401);
      const buyer = await fresh();
      expect((await multi(buyer, payload, { withCsrf: false })).statusCode).toBe(403);
      expect((await client.cart(buyer)).items).toEqual([]);
    });
  });

  describe('GET /cart?ajax=1 and GET /api/cart', () => {
    it('answers the same cart JSON for the header widget', async () => {
      const buyer = await fresh();
      await withVinyl(buyer, 2);
      const widget = await testApp.app.inject({ method: 'GET', url: '/cart?ajax=1', headers: buyer.headers });
      expect(widget.statusCode).toBe(200);
      expect(widget.json()).toEqual(await client.cart(buyer));
      expect(widget.json<CartJson>().items_count).toBe(2);
    });

    it('answers an empty cart to a signed-in user who never added anything', async () => {
      const cart = await client.cart(await fresh());
      expect(cart).toEqual({
        items: [],
        items_count: 0,
        shipping_info: null,
        billing_info: null,
        coupon_info: null,
        summary: { sub_total: 0, tax_total: 0, tax_percentage: 15, shipping: 0, discount: 0, total: 0 },
        settings: { tax_inclusive: false, calculate_freight: false, free_shipping: true },
      });
    });

    it('answers 401 to a guest', async () => {
      const guest = await guestHeaders(testApp);
      expect((await testApp.app.inject({ method: 'GET', url: '/cart?ajax=1', headers: guest.headers })).statusCode).toBe(401);
      expect((await testApp.app.inject({ method: 'GET', url: '/api/cart', headers: guest.headers })).statusCode).toBe(401);
    });

    it('leaves GET /cart without ajax=1 to the page (404 when pages are off)', async () => {
      const buyer = await fresh();
      expect((await testApp.app.inject({ method: 'GET', url: '/cart', headers: buyer.headers })).statusCode).toBe(404);
      expect((await testApp.app.inject({ method: 'GET', url: '/cart?ajax=0', headers: buyer.headers })).statusCode).toBe(404);
    });
  });

  describe('whose cart', () => {
    it('survives sign-out and sign-in: a new session of the same user finds the same lines', async () => {
      const account = await createAccountWithUser(testApp);
      const first = await signIn(testApp, account);
      const { cart } = await withVinyl(first, 4);
      const logout = await testApp.app.inject({ method: 'POST', url: '/logout', headers: first.headers, payload: { token: first.headers['x-xsrf-token'] } });
      expect(logout.statusCode).toBeLessThan(400);
      expect((await testApp.app.inject({ method: 'GET', url: '/api/cart', headers: first.headers })).statusCode).toBe(401);
      const second = await signIn(testApp, account);
      expect(await client.cart(second)).toEqual(cart);
    });

    it('loses no quantity when the same add arrives several times at once', async () => {
      const buyer = await fresh();
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => client.post('/api/cart', { id: fixture.productId('vinyl'), qty: 2 }, buyer)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      const cart = await client.cart(buyer);
      expect(cart.items.map((item) => item.qty)).toEqual([12]);
    });

    it('gives another user of the same account their own cart', async () => {
      const first = await createAccountWithUser(testApp);
      const colleague = await createAccountWithUser(testApp, { accountNumber: first.accountNumber });
      expect(colleague.accountId).toBe(first.accountId);
      const firstSession = await signIn(testApp, first);
      const colleagueSession = await signIn(testApp, colleague);
      const { key } = await withVinyl(firstSession, 2);
      expect((await client.cart(colleagueSession)).items).toEqual([]);
      expect((await client.remove(key, colleagueSession)).statusCode).toBe(404);
      expect((await client.post('/api/cart', { key, id: fixture.productId('vinyl'), qty: 1 }, colleagueSession)).statusCode).toBe(404);
      expect((await client.cart(firstSession)).items.map((item) => item.qty)).toEqual([2]);
    });
  });
});
