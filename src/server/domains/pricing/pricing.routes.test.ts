// Contract prices (issue #27): the ERP's groups and price lists, and the one resolver behind every price a
// buyer sees or pays: listings, the product page, suggestions and the cart, with its quantity breaks;
// another account and a guest never see them.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';
import { newErp } from '../integration/integration.fixtures.ts';
import { orderLinesOf, ordersOf, pay, saveBilling, saveShipping } from '../orders/orders.fixtures.ts';
import { plannedManager, residentsClient, useResidentsApp } from '../residents/residents.fixtures.ts';
import { priceList, pricingErp, putPriceLists } from './pricing.fixtures.ts';

describe('contract prices', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });

  async function coastalBuyer() {
    const buyer = await signedInAccount(testApp);
    const erp = await pricingErp(testApp);
    const group = `COASTAL-${buyer.accountNumber}`;
    okBody(await erp.put('/api/integration/customer-groups', { groups: [{ code: group, name: 'Coastal Care Group', account_numbers: [buyer.accountNumber] }] }));
    await putPriceLists(testApp, [
      {
        code: `C2027-${buyer.accountNumber}`,
        name: 'Coastal Care 2027',
        group_codes: [group],
        entries: [
          { sku: 'NIT-1', min_qty: 1, price: 1190 },
          { sku: 'NIT-1', min_qty: 10, price: 1100 },
          { sku: 'NIT-3-BLUE-M', min_qty: 1, price: 900 },
        ],
        category_rules: [{ category_path: testApp.fixture.categories.vinyl.path, percent_off: 10 }],
      },
    ]);
    return buyer;
  }

  const product = (key: string) => {
    const found = testApp.fixture.products[key];
    if (!found) throw new Error(`no fixture product ${key}`);
    return found;
  };
  const productIn = (body: { data: { sku: string }[] }, sku: string) => body.data.find((product) => product.sku === sku) as Record<string, unknown> | undefined;

  it("shows a group's contract price with the list price and its breaks, in listings, the product page and suggestions", async () => {
    const buyer = apiAs(testApp, await coastalBuyer());
    const { fixture } = testApp;
    const listing = okBody(await buyer.get(`/api/products?parent_id=${fixture.categories.gloves.id}&per_page=50`));
    expect(productIn(listing, 'NIT-1')).toMatchObject({
      price: 1190,
      base_price: 1499,
      price_source: 'contract',
      price_breaks: [
        { min_qty: 1, price: 1190 },
        { min_qty: 10, price: 1100 },
      ],
    });
    // The category rule: 10% off vinyl gloves' list price ($5.99 → $5.39).
    expect(productIn(listing, 'VIN-1')).toMatchObject({ price: 539, base_price: 599, price_source: 'contract', price_breaks: [] });
    // No contract for aprons: the product's own price.
    expect(productIn(listing, 'APR-1')).toMatchObject({ price: 999, base_price: 999, price_source: 'list', price_breaks: [] });
    // A product with options: the cell's contract price makes the range.
    expect(productIn(listing, 'NIT-3')).toMatchObject({ price_range_from: 900, price_range_to: 1399 });

    const page = okBody(await buyer.get(`/api/products/${product('nitrileBlue').slug}`));
    expect(page.data).toMatchObject({ price: 1190, base_price: 1499, price_source: 'contract' });
    const matrix = okBody(await buyer.get(`/api/products/${product('nitrileRange').slug}`)).data;
    const blueM = (matrix.variants.variants.blue as { sku: string; price?: number }[]).find((cell) => cell.sku === 'NIT-3-BLUE-M');
    expect(blueM).toMatchObject({ price: 900, price_source: 'contract' });

    const suggested = okBody(await buyer.get('/api/search/suggest?q=nitrile%20blue'));
    expect(suggested.data.products.find((product: { sku: string }) => product.sku === 'NIT-1')).toMatchObject({ price: 1190 });
  });

  it("sorts by 'Lowest Price' on the buyer's own prices, and another account's on the list prices", async () => {
    const buyer = apiAs(testApp, await coastalBuyer());
    const other = apiAs(testApp, await signedInAccount(testApp));
    const url = `/api/products?parent_id=${testApp.fixture.categories.gloves.id}&per_page=50&sort_field=price&sort_order=asc`;
    const skus = (body: { data: { sku: string }[] }) => body.data.map((product) => product.sku);
    expect(skus(okBody(await buyer.get(url)))).toEqual(['VIN-1', 'NIT-3', 'APR-1', 'NIT-1', 'NIT-2']);
    expect(skus(okBody(await other.get(url)))).toEqual(['VIN-1', 'APR-1', 'NIT-3', 'NIT-1', 'NIT-2']);
    expect(skus(okBody(await buyer.get(url.replace('asc', 'desc'))))).toEqual(['NIT-2', 'NIT-1', 'APR-1', 'NIT-3', 'VIN-1']);
  });

  it("orders a keyword search by 'Lowest Price' on the buyer's own prices", async () => {
    const session = await signedInAccount(testApp);
    await putPriceLists(testApp, [{ code: `SEARCH-${session.accountNumber}`, account_numbers: [session.accountNumber], entries: [{ sku: 'NIT-2', min_qty: 1, price: 100 }] }]);
    const url = '/api/products?keyword=gloves&sort_field=price&sort_order=asc&per_page=3';
    const skus = (body: { data: { sku: string }[] }) => body.data.map((product) => product.sku);
    const buyer = apiAs(testApp, session);
    const first = okBody(await buyer.get(url));
    expect(skus(first)).toEqual(['NIT-2', 'VIN-1', 'NIT-3']);
    expect(first.meta.total).toBe(4);
    expect(skus(okBody(await buyer.get(`${url}&page=2`)))).toEqual(['NIT-1']);
    expect(skus(okBody(await apiAs(testApp, await signedInAccount(testApp)).get(url)))).toEqual(['VIN-1', 'NIT-3', 'NIT-1']);
  });

  it('reprices a cart line when its quantity crosses a break, and places the order at those prices', async () => {
    const session = await coastalBuyer();
    const buyer = apiAs(testApp, session);
    const id = product('nitrileBlue').id;
    const added = okBody(await buyer.post('/api/cart', { id, qty: 12 }));
    const line = added.items.find((item: { sku: string }) => item.sku === 'NIT-1');
    expect(line).toMatchObject({ price: 1100, qty: 12, line_total: 13_200 });
    const down = okBody(await buyer.post('/api/cart', { key: line.key, id, qty: 9 }));
    expect(down.items[0]).toMatchObject({ price: 1190, qty: 9, line_total: 10_710 });
    expect(down.summary.sub_total).toBe(10_710);

    okBody(await buyer.post('/api/cart', { key: line.key, id, qty: 12 }));
    await saveShipping(testApp, session);
    await saveBilling(testApp, session);
    expect((await pay(testApp, 'account', session)).status).toBe(200);
    const [order] = await ordersOf(testApp, session.accountId);
    expect(order).toMatchObject({ sub_total_cents: 13_200 });
    expect(await orderLinesOf(testApp, order?.id ?? 0)).toEqual([expect.objectContaining({ sku: 'NIT-1', unit_price_cents: 1100, qty: 12, line_total_cents: 13_200 })]);

    // 'Order again' at today's prices, saying which changed.
    await putPriceLists(testApp, [{ code: `C2027-${session.accountNumber}`, account_numbers: [session.accountNumber], entries: [{ sku: 'NIT-1', min_qty: 10, price: 1050 }] }]);
    const again = okBody(await buyer.post(`/api/order-history/${order?.id}/order-again`, {}));
    expect(again).toMatchObject({ price_changes: [{ sku: 'NIT-1', was: 1100, now: 1050 }], quantity_changes: [] });
    expect(again.message).toContain('1 price has changed since this order.');
  });

  it('prices quick order lines, their cells and their suggestions at the contract price', async () => {
    const buyer = apiAs(testApp, await coastalBuyer());
    const matched = okBody(
      await buyer.post('/api/quick-order/match', {
        lines: [
          { line: 1, query: 'NIT-1', qty: 12 },
          { line: 2, query: 'NIT-3-BLUE-M', qty: 1 },
          { line: 3, query: 'vinyl glovs clear', qty: 1 },
        ],
      }),
    ).data.lines;
    expect(matched[0].product).toMatchObject({ sku: 'NIT-1', price: 1190, price_breaks: [{ min_qty: 1, price: 1190 }, { min_qty: 10, price: 1100 }] });
    expect(matched[1].product).toMatchObject({ sku: 'NIT-3-BLUE-M', price: 900, price_source: 'contract', price_breaks: [] });
    const vinyl = [...(matched[2].suggestions ?? []), ...(matched[2].product ? [matched[2].product] : [])].find((found: { sku: string }) => found.sku === 'VIN-1');
    expect(vinyl).toMatchObject({ price: 539 });
  });

  it('never shows a contract price to another account or a guest', async () => {
    await coastalBuyer();
    const other = apiAs(testApp, await signedInAccount(testApp));
    const { fixture } = testApp;
    const listing = okBody(await other.get(`/api/products?parent_id=${fixture.categories.gloves.id}&per_page=50`));
    expect(productIn(listing, 'NIT-1')).toMatchObject({ price: 1299, base_price: 1499, price_source: 'special', price_breaks: [] });
    expect(productIn(listing, 'VIN-1')).toMatchObject({ price: 599, price_source: 'list' });
    const guest = apiAs(testApp, null);
    const guestListing = await guest.get(`/api/products?parent_id=${fixture.categories.gloves.id}&per_page=50`);
    for (const field of ['price', 'base_price', 'price_source', 'price_breaks']) expect(productIn(guestListing.body, 'NIT-1')).not.toHaveProperty(field);
    const guestPage = await guest.get(`/api/products/${product('nitrileBlue').slug}`);
    expect(guestPage.text).not.toContain('1190');
    expect(guestPage.body.data).not.toHaveProperty('price_breaks');
  });

  it('applies a list only while it is active and within its dates, and a change at once', async () => {
    const buyer = await signedInAccount(testApp);
    const client = apiAs(testApp, buyer);
    const code = `DATES-${buyer.accountNumber}`;
    const slug = product('apron').slug;
    const priceNow = async () => okBody(await client.get(`/api/products/${slug}`)).data.price;
    await putPriceLists(testApp, [{ code, account_numbers: [buyer.accountNumber], entries: [{ sku: 'APR-1', min_qty: 1, price: 800 }], valid_from: '2999-01-01' }]);
    expect(await priceNow()).toBe(999);
    await putPriceLists(testApp, [{ code, account_numbers: [buyer.accountNumber], entries: [{ sku: 'APR-1', min_qty: 1, price: 800 }], valid_to: '2000-12-31' }]);
    expect(await priceNow()).toBe(999);
    await putPriceLists(testApp, [{ code, account_numbers: [buyer.accountNumber], entries: [{ sku: 'APR-1', min_qty: 1, price: 800 }], active: false }]);
    expect(await priceNow()).toBe(999);
    await putPriceLists(testApp, [{ code, account_numbers: [buyer.accountNumber], entries: [{ sku: 'APR-1', min_qty: 1, price: 800 }] }]);
    expect(await priceNow()).toBe(800);
    // A higher contract price is allowed and loses to the list price.
    await putPriceLists(testApp, [{ code, account_numbers: [buyer.accountNumber], entries: [{ sku: 'APR-1', min_qty: 1, price: 1500 }] }]);
    expect(await priceNow()).toBe(999);
  });

  it('upserts lists by code, the same call again changing nothing, with an audit entry per change', async () => {
    const buyer = await signedInAccount(testApp);
    const erp = await pricingErp(testApp);
    const list = priceList({ code: `AUDIT-${buyer.accountNumber}`, account_numbers: [buyer.accountNumber], entries: [{ sku: 'APR-1', min_qty: 1, price: 800 }] });
    expect(okBody(await erp.put('/api/integration/price-lists', { price_lists: [list] })).data).toEqual({ received: 1, created: 1, updated: 0, unchanged: 0 });
    expect(okBody(await erp.put('/api/integration/price-lists', { price_lists: [list] })).data).toEqual({ received: 1, created: 0, updated: 0, unchanged: 1 });
    // Several entries sent in another order are the same list.
    const several = priceList({ code: `ORDER-${buyer.accountNumber}`, entries: [{ sku: 'NIT-1', min_qty: 10, price: 900 }, { sku: 'APR-1', min_qty: 1, price: 800 }, { sku: 'NIT-1', min_qty: 1, price: 950 }] });
    okBody(await erp.put('/api/integration/price-lists', { price_lists: [several] }));
    const reordered = { ...several, entries: [...several.entries].reverse() };
    expect(okBody(await erp.put('/api/integration/price-lists', { price_lists: [reordered] })).data).toMatchObject({ unchanged: 1 });
    const changed = { ...list, entries: [{ sku: 'APR-1', min_qty: 1, price: 750 }] };
    expect(okBody(await erp.put('/api/integration/price-lists', { price_lists: [changed] })).data).toEqual({ received: 1, created: 0, updated: 1, unchanged: 0 });
    const { rows } = await testApp.database.pool.query(`SELECT actor, reference, before, after FROM audit_log WHERE action = 'price_list.sync' AND reference = $1 ORDER BY id`, [list.code]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actor: `api-key:${erp.keyName}`, before: null, after: { entries: 1, account_numbers: [buyer.accountNumber] } });
    expect(rows[1].after).toMatchObject({ entries_changed: 2 });
  });

  it('refuses bad lists naming the row and field, and changes nothing', async () => {
    const buyer = await signedInAccount(testApp);
    const erp = await pricingErp(testApp);
    const code = `BAD-${buyer.accountNumber}`;
    const send = (list: Record<string, unknown>) => erp.put('/api/integration/price-lists', { price_lists: [priceList({ code, ...list })] });
    expectInvalid(await send({ entries: [{ sku: 'APR-1', min_qty: 1, price: -1 }] }), 'price_lists.0.entries.0.price', 'The price may not be negative.');
    expectInvalid(await send({ entries: [{ sku: 'APR-1', min_qty: 0, price: 1 }] }), 'price_lists.0.entries.0.min_qty', 'The min qty must be 1 or more.');
    expectInvalid(await send({ entries: [{ sku: 'NO-SUCH', min_qty: 1, price: 1 }] }), 'price_lists.0.entries.0.sku', "No product has the SKU 'NO-SUCH'.");
    expectInvalid(
      await send({ entries: [{ sku: 'APR-1', min_qty: 5, price: 1 }, { sku: 'APR-1', min_qty: 5, price: 2 }] }),
      'price_lists.0.entries.1.min_qty',
      "The SKU 'APR-1' with min qty 5 is also entry 0: send each once.",
    );
    expectInvalid(await send({ valid_from: '2027-02-01', valid_to: '2027-01-31' }), 'price_lists.0.valid_to', 'The valid to date may not be before the valid from date.');
    expectInvalid(await send({ valid_from: '2027-02-30' }), 'price_lists.0.valid_from', 'The valid from is not a date on the calendar.');
    expectInvalid(await send({ category_rules: [{ category_path: 'gloves-ppe', percent_off: 150 }] }), 'price_lists.0.category_rules.0.percent_off');
    expectInvalid(await send({ category_rules: [{ category_path: 'no/such', percent_off: 5 }] }), 'price_lists.0.category_rules.0.category_path');
    expectInvalid(await send({ account_numbers: ['NOPE'] }), 'price_lists.0.account_numbers.0', "No account has the number 'NOPE'.");
    expectInvalid(await send({ group_codes: ['NOPE'] }), 'price_lists.0.group_codes.0', "No customer group has the code 'NOPE'.");
    expectInvalid(await send({ name: 'Nul\u0000' }), 'price_lists.0.name');
    expectInvalid(await send({ name: 'Bad \ud800' }), 'price_lists.0.name');
    expectInvalid(await send({ name: 'x'.repeat(10_000) }), 'price_lists.0.name');
    expectInvalid(await send({ entries: 'APR-1' }), 'price_lists.0.entries');
    expectInvalid(await send({ active: 'yes' }), 'price_lists.0.active');
    expectInvalid(await erp.put('/api/integration/price-lists', { price_lists: [] }), 'price_lists');
    const { rows } = await testApp.database.pool.query('SELECT count(*)::int AS n FROM price_lists WHERE code = $1', [code]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses a group that names an unknown account or one account twice, and moves an account between groups', async () => {
    const buyer = await signedInAccount(testApp);
    const erp = await pricingErp(testApp);
    const a = `GA-${buyer.accountNumber}`;
    const b = `GB-${buyer.accountNumber}`;
    expectInvalid(await erp.put('/api/integration/customer-groups', { groups: [{ code: a, name: 'A', account_numbers: ['NOPE'] }] }), 'groups.0.account_numbers.0');
    expectInvalid(
      await erp.put('/api/integration/customer-groups', { groups: [{ code: a, name: 'A', account_numbers: [buyer.accountNumber] }, { code: b, name: 'B', account_numbers: [buyer.accountNumber] }] }),
      'groups.1.account_numbers.0',
    );
    okBody(await erp.put('/api/integration/customer-groups', { groups: [{ code: a, name: 'A', account_numbers: [buyer.accountNumber] }] }));
    okBody(await erp.put('/api/integration/customer-groups', { groups: [{ code: b, name: 'B', account_numbers: [buyer.accountNumber] }] }));
    const { rows } = await testApp.database.pool.query(
      'SELECT g.code FROM customer_group_members m JOIN customer_groups g ON g.id = m.group_id JOIN accounts a ON a.id = m.account_id WHERE a.account_number = $1',
      [buyer.accountNumber],
    );
    expect(rows).toEqual([{ code: b }]);
  });

  // Another process's change comes by notice, on a server a moment after it commits: polled.
  it('sees a change made straight in the database, and a deleted list no more', async () => {
    const buyer = apiAs(testApp, await coastalBuyer());
    const other = apiAs(testApp, await signedInAccount(testApp));
    const url = `/api/products?parent_id=${testApp.fixture.categories.gloves.id}&per_page=50`;
    const priceOf = async () => productIn(okBody(await buyer.get(url)), 'NIT-1')?.price;
    expect(await priceOf()).toBe(1190);
    await testApp.database.pool.query(`UPDATE price_list_entries SET price_cents = 1050 WHERE sku = 'NIT-1' AND min_qty = 1 AND list_id IN (SELECT id FROM price_lists WHERE code LIKE 'C2027-%')`);
    await expect.poll(priceOf).toBe(1050);
    await testApp.database.pool.query(`DELETE FROM price_lists WHERE code LIKE 'C2027-%'`);
    const listPrice = productIn(okBody(await other.get(url)), 'NIT-1')?.price;
    await expect.poll(priceOf).toBe(listPrice);
  });

  it('needs a key with the pricing scope', async () => {
    const body = { price_lists: [priceList({ code: 'GUARD' })] };
    expect((await apiAs(testApp, null).put('/api/integration/price-lists', body)).status).toBe(401);
    const catalogueOnly = await newErp(testApp, ['catalogue']);
    expect((await catalogueOnly.put('/api/integration/price-lists', body)).status).toBe(403);
    expect((await catalogueOnly.put('/api/integration/customer-groups', { groups: [] })).status).toBe(403);
  });
});

describe('contract prices in the Resident Tracker', () => {
  const testApp = useResidentsApp();

  it('prices the packets to order at their quantity break (the price a standing order places them at)', async () => {
    const session = await plannedManager(testApp, testApp.fixture);
    const manager = residentsClient(testApp, session);
    const before = (await manager.usage('?days=28')).data.find((line) => line.product.sku === 'DPD-1');
    expect(before).toMatchObject({ to_order: 3, unit_price: 2499, total: 7497 });
    await putPriceLists(testApp, [
      {
        code: `TRACKER-${session.accountNumber}`,
        account_numbers: [session.accountNumber],
        entries: [
          { sku: 'DPD-1', min_qty: 1, price: 2300 },
          { sku: 'DPD-1', min_qty: 3, price: 2000 },
        ],
      },
    ]);
    const after = (await manager.usage('?days=28')).data.find((line) => line.product.sku === 'DPD-1');
    expect(after).toMatchObject({ to_order: 3, unit_price: 2000, total: 6000, product: { price: 2300 } });
  });
});
