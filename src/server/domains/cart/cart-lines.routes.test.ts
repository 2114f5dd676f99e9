import { describe, expect, it } from 'vitest';
import type { CartJson } from '../../../shared/schemas/cart.ts';
import { apiAs } from '../../testing/api.ts';
import { createAccountWithUser, signedInAccount, signIn, type TestSession } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { setProductActive } from '../../testing/products.fixtures.ts';
import { later } from '../../testing/suite.ts';
import { cartClient, insertPricedProduct, useCartApp } from './cart.fixtures.ts';

describe('cart lines: update, remove, multi-store, ownership', () => {
  const testApp = useCartApp();
  const client = cartClient(testApp);
  const fixture = later(() => testApp.fixture);

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
      expect(response.status, response.text).toBe(200);
      const cart: CartJson = response.body;
      expect(cart.items).toEqual([expect.objectContaining({ key, qty: 40, line_total: 40 * 599 })]);
      expect(cart.items_count).toBe(40);
    });

    it('refuses quantities outside 1..9999 and of the wrong type, keeping the line', async () => {
      const buyer = await fresh();
      const { key } = await withVinyl(buyer, 3);
      for (const qty of [0, -1, 10_000, '5', null, true, 2.5]) {
        const response = await client.post('/api/cart', { key, id: fixture.productId('vinyl'), qty }, buyer);
        expect(response.status, `qty ${JSON.stringify(qty)}`).toBe(422);
        expect(response.body.errors).toHaveProperty('qty');
      }
      const zero = await client.post('/api/cart', { key, id: fixture.productId('vinyl'), qty: 0 }, buyer);
      expect(zero.body.message).toBe('Product quantity should not be less than 1');
      expect((await client.cart(buyer)).items.map((item) => item.qty)).toEqual([3]);
    });

    it("answers 404 for another account's key, an unknown key, or a key with another product's id", async () => {
      const owner = await fresh();
      const { key } = await withVinyl(owner, 2);
      const intruder = await fresh();
      expect((await client.post('/api/cart', { key, id: fixture.productId('vinyl'), qty: 9 }, intruder)).status).toBe(404);
      expect((await client.post('/api/cart', { key: 'no-such-key', id: fixture.productId('vinyl'), qty: 9 }, owner)).status).toBe(404);
      expect((await client.post('/api/cart', { key, id: fixture.productId('apron'), qty: 9 }, owner)).status).toBe(404);
      expect((await client.cart(owner)).items.map((item) => item.qty)).toEqual([2]);
    });

    it("answers 401 to a guest, 403 without the CSRF header and 404 for another account's key", async () => {
      const buyer = await fresh();
      const { key } = await withVinyl(buyer, 2);
      await expectGuarded(testApp, { method: 'POST', url: '/api/cart', body: { key, id: fixture.productId('vinyl'), qty: 5 } }, { signedIn: buyer, otherAccount: true });
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
      expect(response.status, response.text).toBe(422);
      expect(response.body.errors).toEqual({ id: 'The selected product is not available.' });
      const cart = await client.cart(buyer);
      expect(cart.items.map((item) => [item.key, item.qty])).toEqual([[vinylKey, 2]]);
      expect(cart.summary.sub_total).toBe(2 * 599);
    });

    it('ignores a tampered price in an update', async () => {
      const buyer = await fresh();
      const { key } = await withVinyl(buyer, 2);
      const response = await client.post('/api/cart', { key, id: fixture.productId('vinyl'), qty: 4, price: 1, total: 0 }, buyer);
      expect((response.body as CartJson).summary).toMatchObject({ sub_total: 2396, total: 2396 + 359 });
    });
  });

  describe('DELETE /api/cart/{key}', () => {
    it('removes the line and answers the whole cart', async () => {
      const buyer = await fresh();
      const { key } = await withVinyl(buyer, 2);
      await client.add(buyer, { id: fixture.productId('apron'), qty: 1 });
      const response = await client.remove(key, buyer);
      expect(response.status, response.text).toBe(200);
      const cart: CartJson = response.body;
      expect(cart.items.map((item) => item.sku)).toEqual(['APR-1']);
      expect(cart.summary.sub_total).toBe(999);
    });

    it("answers 404 for another account's key and for an already removed one", async () => {
      const owner = await fresh();
      const { key } = await withVinyl(owner, 2);
      expect((await client.remove(key, await fresh())).status).toBe(404);
      expect((await client.cart(owner)).items).toHaveLength(1);
      expect((await client.remove(key, owner)).status).toBe(200);
      expect((await client.remove(key, owner)).status).toBe(404);
    });

    it("answers 401 to a guest, 403 without the CSRF header and 404 for another account's key", async () => {
      const buyer = await fresh();
      const { key } = await withVinyl(buyer, 2);
      await expectGuarded(testApp, { method: 'DELETE', url: `/api/cart/${key}` }, { signedIn: buyer, otherAccount: true });
      expect((await client.cart(buyer)).items).toHaveLength(1);
    });
  });

  describe('POST /api/cart/multi-store', () => {
    const multi = (session: TestSession, payload: unknown) => client.post('/api/cart/multi-store', payload, session);
    /** A multi-store body adding these cells (by SKU, or by a raw id), each with its quantity. */
    const cells = (...items: [string | number, unknown][]) => ({
      items: items.map(([cell, qty]) => ({ id: typeof cell === 'string' ? fixture.cellId(cell) : cell, qty })),
      add_quantity: true,
    });

    it('adds every cell with a quantity above 0 and skips the zeros', async () => {
      const buyer = await fresh();
      const response = await multi(buyer, cells(['NIT-3-BLUE-S', 2], ['NIT-3-BLUE-M', 0], ['NIT-3-BLACK-M', 5]));
      expect(response.status, response.text).toBe(200);
      const cart: CartJson = response.body;
      expect(cart.items.map((item) => [item.sku, item.qty, item.variant_label])).toEqual([
        ['NIT-3-BLUE-S', 2, 'Blue / S'],
        ['NIT-3-BLACK-M', 5, 'Black / M'],
      ]);
      expect(cart.items_count).toBe(7);
      expect(cart.summary.sub_total).toBe(7 * 1099);
    });

    it('adds to cells already in the cart, and merges a cell sent twice', async () => {
      const buyer = await fresh();
      await multi(buyer, cells(['NIT-3-BLUE-S', 2]));
      const response = await multi(buyer, cells(['NIT-3-BLUE-S', 3], ['NIT-3-BLUE-S', 1]));
      expect(response.status, response.text).toBe(200);
      expect((response.body as CartJson).items.map((item) => item.qty)).toEqual([6]);
    });

    it('is all or nothing: a restricted or unknown cell refuses the lot', async () => {
      const buyer = await fresh();
      const response = await multi(buyer, cells(['NIT-3-BLUE-S', 2], ['NIT-3-BLACK-S', 1], [999_999, 1]));
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({
        'items.1.id': 'The selected product is not available.',
        'items.2.id': 'The selected product is not available.',
      });
      // An id no row can have is refused before the catalogue is asked, in the same words (issue #16 item 28).
      const beyond = await multi(buyer, cells(['NIT-3-BLUE-S', 2], [3_000_000_000, 1]));
      expect(beyond.body.errors).toEqual({ 'items.1.id': 'The selected product is not available.' });
      expect((await client.cart(buyer)).items).toEqual([]);
    });

    it("refuses when no cell is above 0 with the spec's message", async () => {
      const buyer = await fresh();
      for (const body of [cells(['NIT-3-BLUE-S', 0]), cells()]) {
        const response = await multi(buyer, body);
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ message: 'Product/s quantity should not be less than 1', errors: { items: 'Product/s quantity should not be less than 1' } });
      }
    });

    it('refuses quantities of the wrong type or above 9999', async () => {
      const buyer = await fresh();
      for (const qty of ['2', null, true, 1.5, -1, 10_000]) {
        const response = await multi(buyer, cells(['NIT-3-BLUE-S', qty]));
        expect(response.status, `qty ${JSON.stringify(qty)}`).toBe(422);
        expect(response.body.errors).toHaveProperty('items.0.qty');
      }
      expect((await client.cart(buyer)).items).toEqual([]);
    });

    it('answers 401 to a guest and 403 without the CSRF header', async () => {
      const buyer = await fresh();
      await expectGuarded(testApp, { method: 'POST', url: '/api/cart/multi-store', body: cells(['NIT-3-BLUE-S', 1]) }, { signedIn: buyer });
      expect((await client.cart(buyer)).items).toEqual([]);
    });
  });

  describe('GET /cart?ajax=1 and GET /api/cart', () => {
    it('answers the same cart JSON for the header widget', async () => {
      const buyer = await fresh();
      await withVinyl(buyer, 2);
      const widget = await apiAs(testApp, buyer).get<CartJson>('/cart?ajax=1');
      expect(widget.status).toBe(200);
      expect(widget.body).toEqual(await client.cart(buyer));
      expect(widget.body.items_count).toBe(2);
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
        settings: { tax_inclusive: false, calculate_freight: true, free_shipping: false },
        delivery: { zone: '', delivery_date: null, free_over: null, add_for_free_delivery: null },
      });
    });

    it('answers 401 to a guest', async () => {
      await expectGuarded(testApp, { method: 'GET', url: '/cart?ajax=1' });
      await expectGuarded(testApp, { method: 'GET', url: '/api/cart' });
    });

    it('leaves GET /cart without ajax=1 to the page (404 when pages are off)', async () => {
      const buyer = apiAs(testApp, await fresh());
      expect((await buyer.get('/cart')).status).toBe(404);
      expect((await buyer.get('/cart?ajax=0')).status).toBe(404);
    });
  });

  describe('whose cart', () => {
    it('survives sign-out and sign-in: a new session of the same user finds the same lines', async () => {
      const account = await createAccountWithUser(testApp);
      const first = await signIn(testApp, account);
      const { cart } = await withVinyl(first, 4);
      const logout = await apiAs(testApp, first).post('/logout', { token: first.headers['x-xsrf-token'] });
      expect(logout.status).toBeLessThan(400);
      expect((await apiAs(testApp, first).get('/api/cart')).status).toBe(401);
      const second = await signIn(testApp, account);
      expect(await client.cart(second)).toEqual(cart);
    });

    it('loses no quantity when the same add arrives several times at once', async () => {
      const buyer = await fresh();
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => client.post('/api/cart', { id: fixture.productId('vinyl'), qty: 2 }, buyer)),
      );
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
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
      expect((await client.remove(key, colleagueSession)).status).toBe(404);
      expect((await client.post('/api/cart', { key, id: fixture.productId('vinyl'), qty: 1 }, colleagueSession)).status).toBe(404);
      expect((await client.cart(firstSession)).items.map((item) => item.qty)).toEqual([2]);
    });
  });
});
