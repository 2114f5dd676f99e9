import { beforeAll, describe, expect, it } from 'vitest';
import type { CartJson } from '../../../shared/schemas/cart.ts';
import type { OrderAgainResponseJson, OrderDetailJson, OrderHistoryResponse } from '../../../shared/schemas/orders.ts';
import { BILLING, FULL_ADDRESS, SHIPPING } from '../../testing/addresses.fixtures.ts';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount, type TestAccount, type TestSession } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { setProductActive, setProductPrice } from '../../testing/products.fixtures.ts';
import { newOrderOf, ordersOf, pay, readyCheckout, setOrderCreatedAt, useOrdersApp } from './orders.fixtures.ts';
import { createOrdersRepo } from './orders.repo.ts';
import { buildFulfilment, STAFF } from '../../testing/fulfilment.fixtures.ts';

describe('order history', () => {
  const testApp = useOrdersApp();
  let buyer: TestAccount & TestSession;
  let other: TestAccount & TestSession;
  /** buyer's three orders on account, oldest first. */
  let placed: { id: number; order_number: string }[];
  const id = (key: string) => testApp.fixture.products[key]?.id ?? 0;

  async function placeOnAccount(session: TestAccount & TestSession, lines: { id: number; qty: number }[]) {
    await readyCheckout(testApp, session, lines);
    const answer = await pay(testApp, 'account', session);
    expect(answer.status, answer.text).toBe(200);
  }

  beforeAll(async () => {
    buyer = await signedInAccount(testApp);
    other = await signedInAccount(testApp);
    await placeOnAccount(buyer, [{ id: id('nitrileBlue'), qty: 1 }]);
    await placeOnAccount(buyer, [
      { id: id('apron'), qty: 2 },
      { id: id('vinyl'), qty: 3 },
    ]);
    await placeOnAccount(buyer, [{ id: id('dayPad'), qty: 1 }]);
    await placeOnAccount(other, [{ id: id('apron'), qty: 5 }]);
    placed = (await ordersOf(testApp, buyer.accountId)).map((row) => ({ id: row.id, order_number: row.order_number ?? '' }));
    // Three NZ calendar days: 1 March, 2 March (00:30 NZDT is still 1 March in UTC) and 10 March 2025.
    await setOrderCreatedAt(testApp, placed[0]?.id ?? 0, '2025-03-01T02:00:00Z');
    await setOrderCreatedAt(testApp, placed[1]?.id ?? 0, '2025-03-01T11:30:00Z');
    await setOrderCreatedAt(testApp, placed[2]?.id ?? 0, '2025-03-10T02:00:00Z');
  });

  async function history(query: string, session: TestSession = buyer): Promise<OrderHistoryResponse> {
    return okBody(await apiAs(testApp, session).get<OrderHistoryResponse>(`/api/order-history${query}`));
  }
  const numbers = (body: OrderHistoryResponse) => body.data.map((entry) => entry.order_number);
  const numberOf = (index: number) => placed[index]?.order_number ?? '';

  describe('GET /api/order-history', () => {
    it("lists the account's orders newest first with the spec's entry fields and meta", async () => {
      const body = await history('');
      expect(numbers(body)).toEqual([numberOf(2), numberOf(1), numberOf(0)]);
      expect(body.data[0]).toEqual({
        id: placed[2]?.id,
        order_number: numberOf(2),
        shipping_full_address: FULL_ADDRESS,
        created_at: '2025-03-10T02:00:00.000Z',
        total: 2874,
        status: 'placed_on_account',
        fulfilment_status: 'new',
        carrier: null,
        tracking_ref: null,
        dispatched_at: null,
        delivered_at: null,
        // The default zone's first open day when it was placed, which moves with the calendar.
        delivery_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        delivery_zone: 'Standard delivery',
      });
      expect(body.meta).toEqual({ current_page: 1, from: 1, last_page: 1, per_page: 10, to: 3, total: 3 });
    });

    it("never lists another account's orders", async () => {
      const body = await history('', other);
      expect(body.meta.total).toBe(1);
      expect(numbers(body)).not.toContain(numberOf(0));
    });

    it('pages with per_page and page, meta counting the whole result', async () => {
      const account = await signedInAccount(testApp);
      const repo = createOrdersRepo(testApp.database.db);
      for (let index = 0; index < 12; index++) {
        // Numbered as placing numbers it: a listed order always has its number.
        const { order } = await repo.insertOrder(newOrderOf(account, `paging-${account.accountId}-${index}`, id('apron')));
        await repo.assignOrderNumber(order.id);
      }

      const second = await history('?page=2&per_page=10', account);
      expect(second.data).toHaveLength(2);
      expect(second.meta).toEqual({ current_page: 2, from: 11, last_page: 2, per_page: 10, to: 12, total: 12 });
      const first = await history('?per_page=20', account);
      expect(first.data).toHaveLength(12);
      const past = await history('?page=5', account);
      expect(past.data).toEqual([]);
      expect(past.meta).toMatchObject({ current_page: 5, from: null, to: null, total: 12, last_page: 2 });
    });

    it('answers 422 naming the field for a per_page outside the list, a bad page, bad dates or search_by', async () => {
      for (const [query, field] of [
        ['?per_page=15', 'per_page'],
        ['?per_page=10000', 'per_page'],
        ['?page=0', 'page'],
        ['?page=abc', 'page'],
        ['?date_from=2025-02-30', 'date_from'],
        ['?date_to=01/03/2025', 'date_to'],
        ['?date_from=2025-03-10&date_to=2025-03-01', 'date_to'],
        ['?search_by=title', 'search_by'],
      ] as const) {
        const response = await apiAs(testApp, buyer).get(`/api/order-history${query}`);
        expect(response.status, query).toBe(422);
        expect(Object.keys(response.body.errors), query).toEqual([field]);
      }
    });

    it('finds an order by its number, with or without the CS- prefix, or by its id', async () => {
      const target = numberOf(1);
      const digits = target.slice(3);
      expect(numbers(await history(`?search_by=order_id&keyword=${target}`))).toEqual([target]);
      expect(numbers(await history(`?search_by=order_id&keyword=${target.toLowerCase()}`))).toEqual([target]);
      expect(numbers(await history(`?search_by=order_id&keyword=${digits}`))).toEqual([target]);
      expect(numbers(await history(`?search_by=order_id&keyword=${placed[1]?.id}`))).toContain(target);
      expect(numbers(await history('?search_by=order_id&keyword=aprons'))).toEqual([]);
      // Another account's order number finds nothing.
      const [otherOrder] = await ordersOf(testApp, other.accountId);
      expect(numbers(await history(`?search_by=order_id&keyword=${otherOrder?.order_number}`))).toEqual([]);
    });

    it('finds an order from one keyword by its number, PO number, or a line’s title or SKU, in any case (issue #16 item 2)', async () => {
      expect(numbers(await history('?keyword=aprons'))).toEqual([numberOf(1)]);
      expect(numbers(await history('?keyword=vin-1'))).toEqual([numberOf(1)]);
      expect(numbers(await history('?keyword=day%20pad'))).toEqual([numberOf(2)]);
      expect((await history('?keyword=po-7788')).meta.total).toBe(3);
      expect(numbers(await history(`?keyword=${numberOf(0).toLowerCase()}`))).toEqual([numberOf(0)]);
      expect(numbers(await history(`?keyword=${numberOf(2).slice(3)}`))).toEqual([numberOf(2)]);
      // A match never runs from a title into its SKU ('…White-200' then 'APR-1').
      expect((await history('?keyword=white-200%20apr')).data).toEqual([]);
      expect((await history('?keyword=100%25')).data).toEqual([]);
      expect((await history('?keyword=nothing-like-this')).data).toEqual([]);
      // The other account's order of aprons is not this account's.
      expect((await history('?keyword=aprons', other)).meta.total).toBe(1);
    });

    it('narrows with search_by: order_id to the order number, keyword to the PO number and products', async () => {
      expect(numbers(await history(`?search_by=keyword&keyword=${numberOf(0)}`))).toEqual([]);
      expect(numbers(await history('?search_by=keyword&keyword=aprons'))).toEqual([numberOf(1)]);
      expect(numbers(await history('?search_by=keyword&keyword=VIN-1'))).toEqual([numberOf(1)]);
      expect((await history('?search_by=keyword&keyword=po-7788')).meta.total).toBe(3);
      expect(numbers(await history('?search_by=order_id&keyword=po-7788'))).toEqual([]);
    });

    it('keeps what the keyword reads in step with the order: a new order number, lines written later', async () => {
      const account = await signedInAccount(testApp);
      const repo = createOrdersRepo(testApp.database.db);
      const { order } = await repo.insertOrder(newOrderOf(account, `search-${account.accountId}`, id('apron')));
      const orderNumber = await repo.assignOrderNumber(order.id);
      const found = async (keyword: string) => numbers(await history(`?keyword=${encodeURIComponent(keyword)}`, account));
      expect(await found('aprons')).toEqual([orderNumber]);
      await testApp.database.pool.query("UPDATE orders SET order_number = 'CS-SEARCH-7' WHERE id = $1", [order.id]);
      expect(await found('cs-search-7')).toEqual(['CS-SEARCH-7']);
      expect(await found(orderNumber)).toEqual([]);
      await testApp.database.pool.query(
        "INSERT INTO order_lines (order_id, product_id, sku, title, unit_price_cents, qty, line_total_cents) VALUES ($1, 1, 'LATE-9', 'Late Added Wipes', 100, 1, 100)",
        [order.id],
      );
      expect(await found('late added')).toEqual(['CS-SEARCH-7']);
      await testApp.database.pool.query("UPDATE orders SET status = 'paid' WHERE id = $1", [order.id]);
      expect(await found('late-9')).toEqual(['CS-SEARCH-7']);
    });

    it('filters by New Zealand calendar days, both ends included', async () => {
      expect(numbers(await history('?date_from=2025-03-01&date_to=2025-03-01'))).toEqual([numberOf(0)]);
      expect(numbers(await history('?date_from=2025-03-02&date_to=2025-03-02'))).toEqual([numberOf(1)]);
      expect(numbers(await history('?date_from=2025-03-02'))).toEqual([numberOf(2), numberOf(1)]);
      expect(numbers(await history('?date_to=2025-03-09'))).toEqual([numberOf(1), numberOf(0)]);
      expect(numbers(await history('?date_from=2025-03-02&date_to=2025-03-10&search_by=keyword&keyword=pad'))).toEqual([numberOf(2)]);
    });

    it('leaves out card attempts that were never paid', async () => {
      const account = await signedInAccount(testApp);
      await readyCheckout(testApp, account, [{ id: id('apron'), qty: 1 }]);
      const card = await pay(testApp, 'card', account);
      expect(card.status).toBe(200);
      expect((await history('', account)).data).toEqual([]);
    });

    it('answers 401 to a guest', async () => {
      await expectGuarded(testApp, { method: 'GET', url: '/api/order-history' });
    });
  });

  describe('GET /api/order-history/{id}', () => {
    it('answers the snapshot: lines, addresses, totals with GST, who placed it', async () => {
      const response = await apiAs(testApp, buyer).get<{ data: OrderDetailJson }>(`/api/order-history/${placed[1]?.id}`);
      expect(response.status).toBe(200);
      const { data } = response.body;
      expect(data).toMatchObject({
        id: placed[1]?.id,
        order_number: numberOf(1),
        status: 'placed_on_account',
        payment_method: 'account',
        placed_by: 'Test User',
        paid_at: null,
        shipping_full_address: FULL_ADDRESS,
        shipping_info: SHIPPING,
        billing_info: BILLING,
        shipping_place: { country: 'New Zealand', region: 'Auckland' },
        billing_place: { country: 'New Zealand', region: 'Auckland' },
        // APR-1 $9.99 × 2 + VIN-1 $5.99 × 3 = $37.95; GST $5.6925 → $5.69.
        summary: { sub_total: 3795, tax_total: 569, tax_percentage: 15, shipping: 0, discount: 0, total: 4364, tax_inclusive: false },
      });
      expect(data.items).toEqual([
        { id: expect.any(Number), product_id: id('apron'), variant_id: 0, sku: 'APR-1', title: 'Aprons On A Roll White-200', price: 999, qty: 2, line_total: 1998, image: '/images/products/APR-1.svg', shipped_qty: 0 },
        { id: expect.any(Number), product_id: id('vinyl'), variant_id: 0, sku: 'VIN-1', title: 'Vinyl Gloves Clear Small-100', price: 599, qty: 3, line_total: 1797, image: '/images/products/VIN-1.svg', shipped_qty: 0 },
      ]);
      // Issue #30 Part 2: each line's id, the line_id shipments, changes and returns name, in the order's order.
      expect(new Set(data.items.map((line) => line.id)).size).toBe(2);
      expect(data.items[0]?.id ?? 0).toBeLessThan(data.items[1]?.id ?? 0);
    });

    it('answers where the order is on its way once staff move it: status, carrier, tracking reference and days (issue #17)', async () => {
      const account = await signedInAccount(testApp);
      await placeOnAccount(account, [{ id: id('apron'), qty: 1 }]);
      const [order] = await ordersOf(testApp, account.accountId);
      const orderId = order?.id ?? 0;
      const fulfilment = buildFulfilment(testApp, { audit: async () => {} });
      await fulfilment.moveStatus(STAFF, orderId, { status: 'processing' });
      await fulfilment.moveStatus(STAFF, orderId, { status: 'dispatched', carrier: 'NZ Couriers', tracking_ref: 'ABC123' });

      const [entry] = (await history('', account)).data;
      const detail = okBody(await apiAs(testApp, account).get<{ data: OrderDetailJson }>(`/api/order-history/${orderId}`)).data;
      for (const answer of [entry, detail]) {
        expect(answer).toMatchObject({ id: orderId, status: 'placed_on_account', fulfilment_status: 'dispatched', carrier: 'NZ Couriers', tracking_ref: 'ABC123', delivered_at: null });
        expect(Date.parse(answer?.dispatched_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
      }
      await fulfilment.moveStatus(STAFF, orderId, { status: 'delivered' });
      const delivered = okBody(await apiAs(testApp, account).get<{ data: OrderDetailJson }>(`/api/order-history/${orderId}`)).data;
      expect(delivered).toMatchObject({ fulfilment_status: 'delivered', carrier: 'NZ Couriers', tracking_ref: 'ABC123', delivered_at: expect.any(String) });
    });

    it("answers 404 for another account's order and an unknown id, 422 for what no id can be; 401 to a guest", async () => {
      await expectGuarded(testApp, { method: 'GET', url: `/api/order-history/${placed[0]?.id}` }, { otherAccount: other });
      expect((await apiAs(testApp, buyer).get('/api/order-history/999999')).status).toBe(404);
      for (const id of ['abc', '1.5', '-1', '99999999999']) expectInvalid(await apiAs(testApp, buyer).get(`/api/order-history/${id}`), 'id');
    });
  });

  describe('POST /api/order-history/{id}/order-again', () => {
    const orderAgain = (orderId: number | undefined, session: TestSession, payload?: object) =>
      apiAs(testApp, session).post<OrderAgainResponseJson>(`/api/order-history/${orderId}/order-again`, payload);

    it("puts the order's lines in the cart at today's prices and reports a product no longer sold", async () => {
      const account = await signedInAccount(testApp);
      await placeOnAccount(account, [
        { id: id('apron'), qty: 2 },
        { id: id('nitrileBlack'), qty: 1 },
      ]);
      const [order] = await ordersOf(testApp, account.accountId);
      await setProductPrice(testApp, id('apron'), 1149);
      await setProductActive(testApp, id('nitrileBlack'), false);
      try {
        const response = await orderAgain(order?.id, account, { price: 1, items: [{ id: id('apron'), price: 1 }] });

        expect(response.status, response.text).toBe(200);
        expect(response.body).toEqual({
          message: 'Product/s has been added to cart. 1 product was not added. 1 price has changed since this order.',
          skipped: [{ sku: 'NIT-2', title: 'Nitrile Gloves Black Large-200', reason: 'This product is no longer available.' }],
          price_changes: [{ sku: 'APR-1', title: 'Aprons On A Roll White-200', was: 999, now: 1149 }],
          quantity_changes: [],
        });
        const cart = await apiAs(testApp, account).get<CartJson>('/api/cart');
        expect(cart.body.items.map((item) => [item.sku, item.price, item.qty])).toEqual([['APR-1', 1149, 2]]);
        // The order itself keeps the price it was placed at.
        const detail = await apiAs(testApp, account).get<{ data: OrderDetailJson }>(`/api/order-history/${order?.id}`);
        expect(detail.body.data.items[0]).toMatchObject({ sku: 'APR-1', price: 999 });
      } finally {
        await setProductPrice(testApp, id('apron'), 999);
        await setProductActive(testApp, id('nitrileBlack'), true);
      }
    });

    it("answers 404 for another account's order, 403 without CSRF and 401 to a guest", async () => {
      await expectGuarded(testApp, { method: 'POST', url: `/api/order-history/${placed[0]?.id}/order-again` }, { signedIn: buyer, otherAccount: other });
      expect((await apiAs(testApp, other).get<CartJson>('/api/cart')).body.items).toEqual([]);
    });
  });
});
