// Choosing orders for a bulk action (issue #30 Part 1): GET /admin/api/orders/ids finds the ids of every
// order the list's filters find, in the list's order, for 'select all matching' (at most the 1,000 one bulk
// move takes), and GET /admin/api/orders.csv?ids= exports exactly the orders chosen, whatever their days.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BULK_ORDERS_MAX } from '../../../shared/schemas/order-desk.ts';
import { apiAs, expectInvalid, okBody, type ApiClient } from '../../testing/api.ts';
import { createAccountWithUser, signedInAccount } from '../../testing/factories.ts';
import { insertPlacedOrder, setFulfilment } from '../../testing/fulfilment.fixtures.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { setOrderCreatedAt } from '../orders/orders.fixtures.ts';

type IdsAnswer = { data: number[]; total: number; truncated: boolean };

describe('choosing orders for a bulk action', () => {
  const testApp = useTestApp();

  /** The ids of the list's first page for `query` (100 a page unless it says). */
  async function listIds(staff: ApiClient, query: string): Promise<number[]> {
    const perPage = query.includes('per_page=') ? '' : '&per_page=100';
    return okBody(await staff.get(`/admin/api/orders?${query}${perPage}`)).data.map((row: { id: number }) => row.id);
  }

  /** The CSV's rows, each as [order_number, sku]. */
  const csvRows = (text: string) =>
    text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','))
      .map((cells) => [cells[0], cells[8]]);

  it('answers the ids of every order the filters find, in the list’s order, whatever page the list is on', async () => {
    const account = await createAccountWithUser(testApp);
    const other = await createAccountWithUser(testApp);
    const orders = [
      await insertPlacedOrder(testApp, account, { totalCents: 3_000, purchaseOrderNo: 'PO-PICK-1' }),
      await insertPlacedOrder(testApp, account, { totalCents: 1_000, purchaseOrderNo: 'PO-PICK-2' }),
      await insertPlacedOrder(testApp, account, { totalCents: 2_000, purchaseOrderNo: 'PO-OTHER' }),
      await insertPlacedOrder(testApp, account, { totalCents: 4_000, purchaseOrderNo: 'PO-PICK-3' }),
    ];
    const elsewhere = await insertPlacedOrder(testApp, other, { purchaseOrderNo: 'PO-PICK-9' });
    await setFulfilment(testApp, orders[3]!.id, 'processing');
    const staff = apiAs(testApp, await signedInStaff(testApp, 'warehouse'));
    const byAccount = `account_number=${account.accountNumber}`;

    // The static path is not an order id: it answers, never 'id' refused or an order looked up.
    const all = okBody<IdsAnswer>(await staff.get(`/admin/api/orders/ids?${byAccount}`));
    expect(all).toEqual({ data: await listIds(staff, byAccount), total: 4, truncated: false });
    expect(all.data).toEqual(orders.map((order) => order.id).reverse());

    for (const query of [
      `${byAccount}&sort=-total`,
      `${byAccount}&sort=total&status=new`,
      `${byAccount}&q=PO-PICK`,
      `${byAccount}&q=po-pick&sort=created_at`,
      'q=PO-PICK&status=new',
      // Blank filters are none, and paging the list changes nothing here.
      `${byAccount}&status=&zone=&page=2&per_page=1`,
    ]) {
      const answer = okBody<IdsAnswer>(await staff.get(`/admin/api/orders/ids?${query}`));
      expect(answer.data, query).toEqual(await listIds(staff, query.replace(/&page=2&per_page=1$/, '')));
      expect(answer.total, query).toBe(answer.data.length);
      expect(answer.truncated, query).toBe(false);
    }
    expect(okBody<IdsAnswer>(await staff.get(`/admin/api/orders/ids?${byAccount}&sort=-total`)).data).toEqual([orders[3]!.id, orders[0]!.id, orders[2]!.id, orders[1]!.id]);
    expect(okBody<IdsAnswer>(await staff.get('/admin/api/orders/ids?q=PO-PICK&status=new')).data).toEqual(
      expect.arrayContaining([orders[0]!.id, orders[1]!.id, elsewhere.id]),
    );
    expect(okBody<IdsAnswer>(await staff.get(`/admin/api/orders/ids?${byAccount}&date_to=2020-01-01`))).toEqual({ data: [], total: 0, truncated: false });
  });

  it(`answers the first ${BULK_ORDERS_MAX} ids and says how many more were found`, async () => {
    const account = await createAccountWithUser(testApp);
    const template = await insertPlacedOrder(testApp, account);
    // 1,001 copies of one order, written in one statement (each with its own number and checkout key).
    const { rows } = await testApp.database.pool.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'orders' AND column_name NOT IN ('id', 'order_number', 'checkout_key', 'payment_reference')",
    );
    const columns = rows.map((row) => `"${row.column_name}"`).join(', ');
    await testApp.database.pool.query(
      `INSERT INTO orders (${columns}, order_number, checkout_key)
       SELECT ${columns}, 'BULK-' || $1::text || '-' || g, 'bulk-' || $1::text || '-' || g FROM orders, generate_series(1, ${BULK_ORDERS_MAX + 1}) g WHERE id = $2`,
      [account.accountNumber, template.id],
    );
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const answer = okBody<IdsAnswer>(await staff.get(`/admin/api/orders/ids?account_number=${account.accountNumber}&sort=created_at`));
    expect(answer.total).toBe(BULK_ORDERS_MAX + 2);
    expect(answer.truncated).toBe(true);
    expect(answer.data).toHaveLength(BULK_ORDERS_MAX);
    expect(new Set(answer.data).size).toBe(BULK_ORDERS_MAX);
    expect(answer.data.slice(0, 3)).toEqual(await listIds(staff, `account_number=${account.accountNumber}&sort=created_at&per_page=3`));
  });

  it('exports exactly the orders chosen, every line of each, whatever their days and the other filters', async () => {
    const account = await createAccountWithUser(testApp);
    const [old, recent, twoLines, notChosen] = [
      await insertPlacedOrder(testApp, account),
      await insertPlacedOrder(testApp, account),
      await insertPlacedOrder(testApp, account),
      await insertPlacedOrder(testApp, account),
    ];
    // Long before the CSV's 30 days, and another status than the filter given beside the ids.
    await setOrderCreatedAt(testApp, old!.id, '2021-06-01T01:00:00Z');
    await testApp.database.db.execute(sql`
      INSERT INTO order_lines (order_id, product_id, sku, title, unit_price_cents, qty, line_total_cents)
      VALUES (${twoLines!.id}, 9, 'SEL-2', 'Second line', 500, 1, 500)`);
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const chosen = [old!, recent!, twoLines!];

    const csv = await staff.get(`/admin/api/orders.csv?ids=${chosen.map((order) => order.id).join(',')},2147480&status=processing&date_from=2026-01-01&q=nothing-matches`);
    expect(csv.status, csv.text).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="orders-selection-4.csv"');
    const rows = csvRows(csv.text);
    const { rows: lines } = await testApp.database.pool.query<{ order_number: string; sku: string }>(
      'SELECT o.order_number, l.sku FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.id = ANY($1::int[]) ORDER BY o.created_at, o.id, l.id',
      [chosen.map((order) => order.id)],
    );
    expect(rows).toEqual(lines.map((line) => [line.order_number, line.sku]));
    expect(new Set(rows.map(([orderNumber]) => orderNumber))).toEqual(new Set(chosen.map((order) => order.orderNumber)));
    expect(rows.filter(([orderNumber]) => orderNumber === twoLines!.orderNumber).map(([, sku]) => sku)).toContain('SEL-2');
    expect(csv.text).not.toContain(notChosen!.orderNumber);

    // Repeats are read once; ids that are no placed order export nothing.
    const again = await staff.get(`/admin/api/orders.csv?ids=${recent!.id},${recent!.id}`);
    expect(csvRows(again.text).map(([orderNumber]) => orderNumber)).toEqual([recent!.orderNumber]);
    expect((await staff.get('/admin/api/orders.csv?ids=2147480')).text.trim().split('\r\n')).toHaveLength(1);
    // A blank `ids` is none: the list's filters as before.
    const filtered = await staff.get(`/admin/api/orders.csv?ids=&account_number=${account.accountNumber}`);
    expect(filtered.headers['content-disposition']).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(filtered.text).toContain(notChosen!.orderNumber);
    expect(filtered.text).not.toContain(old!.orderNumber);
  });

  it('takes up to 1,000 ids and refuses bad input with a 422 naming the field', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1).join(',');
    expect((await staff.get(`/admin/api/orders.csv?ids=${ids(BULK_ORDERS_MAX)}`)).status).toBe(200);
    expectInvalid(await staff.get(`/admin/api/orders.csv?ids=${ids(BULK_ORDERS_MAX + 1)}`), 'ids', `At most ${BULK_ORDERS_MAX} orders at once.`);
    // Counted as sent: 5,001 repeats of one id are 10,000 characters, and too many.
    expectInvalid(await staff.get(`/admin/api/orders.csv?ids=${'1,'.repeat(5000)}1`), 'ids');
    expectInvalid(await staff.get(`/admin/api/orders.csv?ids=${'9'.repeat(10_000)}`), 'ids');
    for (const bad of ['1%00', '%00', 'abc', '0', '1,0', '-1', '1.5', '1,,2', '1,', ' 1', '1;2', '%ED%A0%80']) {
      expectInvalid(await staff.get(`/admin/api/orders.csv?ids=${bad}`), 'ids');
    }
    expectInvalid(await staff.get('/admin/api/orders.csv?ids=1&ids=2'), 'ids');

    expectInvalid(await staff.get(`/admin/api/orders/ids?q=${'x'.repeat(10_000)}`), 'q');
    expectInvalid(await staff.get('/admin/api/orders/ids?q=PO%00CSV'), 'q');
    expectInvalid(await staff.get('/admin/api/orders/ids?account_number=%00'), 'account_number');
    expectInvalid(await staff.get('/admin/api/orders/ids?status=lost'), 'status');
    expectInvalid(await staff.get('/admin/api/orders/ids?status=new&status=processing'), 'status');
    expectInvalid(await staff.get('/admin/api/orders/ids?sort=id'), 'sort');
    expectInvalid(await staff.get('/admin/api/orders/ids?date_from=2025-13-01'), 'date_from');
    expectInvalid(await staff.get('/admin/api/orders/ids?date_from=2025-03-02&date_to=2025-03-01'), 'date_to');
    expectInvalid(await staff.get(`/admin/api/orders/ids?zone=${'z'.repeat(10_000)}`), 'zone');
  });

  it('guards both: a guest, a customer and a session after the password only get a 401', async () => {
    const customer = apiAs(testApp, await signedInAccount(testApp));
    expect((await customer.get('/admin/api/orders/ids')).status).toBe(401);
    expect((await customer.get('/admin/api/orders.csv?ids=1')).status).toBe(401);
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/orders/ids' });
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/orders.csv?ids=1,2' });
  });
});
