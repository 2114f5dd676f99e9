import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FastOrderListJson } from '../../../shared/schemas/fast-orders.ts';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { createAccountWithUser, signedInAccount, signIn } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { readyCheckout } from '../orders/orders.fixtures.ts';
import { fastOrdersClient, itemsOf, useFastOrdersApp } from './fast-orders.fixtures.ts';

describe('fast-order lists: create, list, update, delete', () => {
  const testApp = useFastOrdersApp();
  const fresh = async () => fastOrdersClient(testApp, await signedInAccount(testApp));
  const titles = (lists: FastOrderListJson[]) => lists.map((list) => list.title);

  it('creates a list (201) with the reference address, under either name', async () => {
    const buyer = await fresh();
    const created = await buyer.post('/api/fast-orders', { title: '  Weekly kitchen ', reference_address: 'Ward 2', is_from_cart: false, sort: 'asc', sortField: 'title' });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({ title: 'Weekly kitchen', reference_address: 'Ward 2', item_count: 0, items: 0, created_by: 'Test User' });
    const other = await buyer.createList({ title: 'Ward 2 continence', address: 'Level 1' });
    expect(other.reference_address).toBe('Level 1');
    expect(okBody(await buyer.get('/api/fast-orders')).data.data).toHaveLength(2);
  });

  it("answers POST /fast-order/create (spec §7's other spelling) exactly as POST /api/fast-orders (issue #16 item 22)", async () => {
    const account = await signedInAccount(testApp);
    const buyer = fastOrdersClient(testApp, account);
    const created = await buyer.post('/fast-order/create', { title: 'Night shift', address: 'Ward 3', is_from_cart: false, sort: 'asc', sortField: 'title' });
    expect(created.status, created.text).toBe(201);
    const twin = await buyer.post('/api/fast-orders', { title: 'Night shift', address: 'Ward 3', is_from_cart: false, sort: 'asc', sortField: 'title' });
    const shape = ({ id: _id, created_at: _created, updated_at: _updated, ...rest }: FastOrderListJson) => rest;
    expect(shape(created.body.data)).toEqual(shape(twin.body.data));
    expectInvalid(await buyer.post('/fast-order/create', { title: '   ' }), 'title', 'The list title is required.');
    await expectGuarded(testApp, { method: 'POST', url: '/fast-order/create', body: { title: 'Guarded' } });
    await testApp.database.pool.query("UPDATE account_users SET role = 'viewer' WHERE user_id = $1", [account.userId]);
    const viewer = fastOrdersClient(testApp, await signIn(testApp, account));
    for (const url of ['/fast-order/create', '/api/fast-orders']) expect((await viewer.post(url, { title: 'Viewer' })).status, url).toBe(403);
    expect(titles(okBody(await buyer.get('/api/fast-orders')).data.data)).toEqual(['Night shift', 'Night shift']);
  });

  it('refuses a missing, blank or too long title and a too long reference address', async () => {
    const buyer = await fresh();
    expectInvalid(await buyer.post('/api/fast-orders', {}), 'title', 'The list title is required.');
    expectInvalid(await buyer.post('/api/fast-orders', { title: '   ' }), 'title', 'The list title is required.');
    expectInvalid(await buyer.post('/api/fast-orders', { title: 'x'.repeat(121) }), 'title');
    expectInvalid(await buyer.post('/api/fast-orders', { title: 'Ok', reference_address: 'x'.repeat(256) }), 'reference_address');
    expectInvalid(await buyer.post('/api/fast-orders', { title: 7 }), 'title');
    expectInvalid(await buyer.post('/api/fast-orders', { title: 'Ok', is_from_cart: 'yes' }), 'is_from_cart');
    expectInvalid(await buyer.post('/api/fast-orders', { title: 'Ok', sort: 'sideways' }), 'sort');
    expect(okBody(await buyer.get('/api/fast-orders')).data.data).toEqual([]);
  });

  it('shares lists between the users of one account, and only them', async () => {
    const first = await createAccountWithUser(testApp);
    const colleague = await createAccountWithUser(testApp, { accountNumber: first.accountNumber });
    const mine = fastOrdersClient(testApp, await signIn(testApp, first));
    const theirs = fastOrdersClient(testApp, await signIn(testApp, colleague));
    const list = await mine.createList({ title: 'Shared' });
    expect(titles(okBody(await theirs.get('/api/fast-orders')).data.data)).toEqual(['Shared']);
    expect((await theirs.detail(list.id)).title).toBe('Shared');
    const stranger = await fresh();
    expect(okBody(await stranger.get('/api/fast-orders')).data.data).toEqual([]);
    expect((await stranger.get(`/api/fast-orders/${list.id}`)).status).toBe(404);
  });

  it('sorts by title (Name A - Z, Z - A) and by item count (Highest, Lowest)', async () => {
    const buyer = await fresh();
    const banana = await buyer.createList({ title: 'banana' });
    const apple = await buyer.createList({ title: 'Apple' });
    await buyer.createList({ title: 'cherry' });
    await buyer.addProducts({ lists: [banana.id], product_ids: [testApp.fixture.productId('vinyl'), testApp.fixture.productId('apron')] });
    await buyer.addProducts({ lists: [apple.id], product_ids: [testApp.fixture.productId('vinyl')] });
    const sorted = async (query: string) => titles(okBody(await buyer.get(`/api/fast-orders${query}`)).data.data);
    expect(await sorted('')).toEqual(['Apple', 'banana', 'cherry']);
    expect(await sorted('?sort_order=desc&sort_field=title')).toEqual(['cherry', 'banana', 'Apple']);
    expect(await sorted('?sort_order=desc&sort_field=items')).toEqual(['banana', 'Apple', 'cherry']);
    expect(await sorted('?sort_order=asc&sort_field=items')).toEqual(['cherry', 'Apple', 'banana']);
    const lists = okBody(await buyer.get('/api/fast-orders?sort_field=items&sort_order=desc')).data.data;
    expect(lists.map((list: FastOrderListJson) => [list.item_count, list.items])).toEqual([[2, 2], [1, 1], [0, 0]]);
    expectInvalid(await buyer.get('/api/fast-orders?sort_field=price'), 'sort_field');
    expectInvalid(await buyer.get('/api/fast-orders?sort_order=up'), 'sort_order');
  });

  it('searches titles case-insensitively above 2 characters, and ignores shorter keywords', async () => {
    const buyer = await fresh();
    for (const title of ['Weekly kitchen', 'Ward 2 continence', 'Kitchen 100%']) await buyer.createList({ title });
    const search = async (keyword: string) => titles(okBody(await buyer.get(`/api/fast-orders?keyword=${encodeURIComponent(keyword)}`)).data.data);
    expect(await search('KITCH')).toEqual(['Kitchen 100%', 'Weekly kitchen']);
    expect(await search('ki')).toHaveLength(3);
    expect(await search('  w ')).toHaveLength(3);
    expect(await search('ward')).toEqual(['Ward 2 continence']);
    expect(await search('0%')).toHaveLength(3);
    expect(await search('00%')).toEqual(['Kitchen 100%']);
    expect(await search('___')).toEqual([]);
    expectInvalid(await buyer.get(`/api/fast-orders?keyword=${'x'.repeat(101)}`), 'keyword');
  });

  it('updates the title and reference address', async () => {
    const buyer = await fresh();
    const list = await buyer.createList({ title: 'Old', reference_address: 'Somewhere' });
    const updated = await buyer.put(`/api/fast-orders/${list.id}`, { title: 'New', reference_address: '' });
    expect(okBody(updated).data).toMatchObject({ id: list.id, title: 'New', reference_address: null });
    expectInvalid(await buyer.put(`/api/fast-orders/${list.id}`, { title: '' }), 'title');
    expect((await buyer.detail(list.id)).title).toBe('New');
  });

  it('deletes a list and answers the lists that remain', async () => {
    const buyer = await fresh();
    const gone = await buyer.createList({ title: 'Gone' });
    await buyer.createList({ title: 'Kept' });
    const response = okBody(await buyer.delete(`/api/fast-orders/${gone.id}`));
    expect(titles(response.data.data)).toEqual(['Kept']);
    expect((await buyer.get(`/api/fast-orders/${gone.id}`)).status).toBe(404);
    expect((await buyer.delete(`/api/fast-orders/${gone.id}`)).status).toBe(404);
  });

  it('answers 404 for an id that names no list and 422 for what no id can be', async () => {
    const buyer = await fresh();
    expect((await buyer.get('/api/fast-orders/99999999')).status).toBe(404);
    for (const id of ['0', '3000000000', 'abc', '1.5', '%00']) expectInvalid(await buyer.get(`/api/fast-orders/${id}`), 'id');
  });

  it('saves the cart as a list (is_from_cart), with its lines and quantities', async () => {
    const session = await signedInAccount(testApp);
    const buyer = fastOrdersClient(testApp, session);
    expectInvalid(await buyer.post('/api/fast-orders', { title: 'From nothing', is_from_cart: true }), 'is_from_cart', 'Your cart is empty.');
    await buyer.post('/api/cart', { id: testApp.fixture.productId('vinyl'), qty: 3 });
    await buyer.post('/api/cart', { id: testApp.fixture.productId('nitrileRange'), variant_id: testApp.fixture.cellId('NIT-3-BLUE-M'), qty: 2 });
    const list = await buyer.createList({ title: 'From the cart', is_from_cart: true });
    expect(list.item_count).toBe(2);
    expect(itemsOf(await buyer.detail(list.id)).map((item) => [item.sku, item.qty, item.variant_label])).toEqual([
      ['NIT-3-BLUE-M', 2, 'Blue / M'],
      ['VIN-1', 3, null],
    ]);
    expectInvalid(await buyer.post('/api/fast-orders', { title: 'Both', is_from_cart: true, from_order_id: 1 }), 'from_order_id');
  });

  it('saves a past order as a list (from_order_id); another account’s order is not found', async () => {
    const session = await signedInAccount(testApp);
    const buyer = fastOrdersClient(testApp, session);
    await readyCheckout(testApp, session, [{ id: testApp.fixture.productId('apron'), qty: 4 }, { id: testApp.fixture.productId('dayPad'), qty: 1 }]);
    expect((await buyer.post('/api/payment/account')).status).toBe(200);
    const [order] = okBody(await buyer.get('/api/order-history')).data;
    const list = await buyer.createList({ title: 'Again', from_order_id: order.id });
    expect(itemsOf(await buyer.detail(list.id)).map((item) => [item.sku, item.qty])).toEqual([['APR-1', 4], ['DPD-1', 1]]);
    const stranger = await fresh();
    expect((await stranger.post('/api/fast-orders', { title: 'Theirs', from_order_id: order.id })).status).toBe(404);
    expect(okBody(await stranger.get('/api/fast-orders')).data.data).toEqual([]);
    expectInvalid(await buyer.post('/api/fast-orders', { title: 'Bad', from_order_id: 0 }), 'from_order_id');
  });

  it('keeps at most 500 lists an account and 5,000 items a list', async () => {
    const session = await signedInAccount(testApp);
    const buyer = fastOrdersClient(testApp, session);
    const db = testApp.database.db;
    await db.execute(sql`INSERT INTO fast_order_lists (account_id, title) SELECT ${session.accountId}, 'Bulk ' || n FROM generate_series(1, 499) AS n`);
    // Six creates at the same instant for the one place left: exactly one gets it.
    const racing = await Promise.all(Array.from({ length: 6 }, (_, n) => buyer.post('/api/fast-orders', { title: `The 500th, try ${n}` })));
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    const last = racing.find((answer) => answer.status === 201)?.body.data as { id: number };
    expectInvalid(await buyer.post('/api/fast-orders', { title: 'One too many' }), 'title', 'An account can keep at most 500 fast order lists.');
    await db.execute(sql`INSERT INTO fast_order_items (list_id, product_id, title, sku) SELECT ${last.id}, 1000000 + n, 'Gone', 'G' || n FROM generate_series(1, 4999) AS n`);
    const full = await buyer.post('/api/fast-order/add-products', { lists: [last.id], product_ids: [testApp.fixture.productId('vinyl'), testApp.fixture.productId('apron')] });
    expectInvalid(full, 'items', 'A fast order list can hold at most 5,000 products.');
    await buyer.addProducts({ lists: [last.id], product_ids: [testApp.fixture.productId('vinyl')] });
    expect((await buyer.detail(last.id)).item_count).toBe(5000);
  });

  it('is guarded: guests 401, no CSRF 403, another account 404', async () => {
    const owner = await signedInAccount(testApp);
    const list = await fastOrdersClient(testApp, owner).createList({ title: 'Mine' });
    await expectGuarded(testApp, { method: 'GET', url: '/api/fast-orders' });
    await expectGuarded(testApp, { method: 'POST', url: '/api/fast-orders', body: { title: 'x' } });
    await expectGuarded(testApp, { method: 'GET', url: `/api/fast-orders/${list.id}` }, { otherAccount: true });
    await expectGuarded(testApp, { method: 'PUT', url: `/api/fast-orders/${list.id}`, body: { title: 'x' } }, { signedIn: owner, otherAccount: true });
    await expectGuarded(testApp, { method: 'DELETE', url: `/api/fast-orders/${list.id}` }, { signedIn: owner, otherAccount: true });
    await expectGuarded(testApp, { method: 'DELETE', url: `/api/fast-orders/remove-all/${list.id}` }, { signedIn: owner, otherAccount: true });
    expect((await apiAs(testApp, owner).get(`/api/fast-orders/${list.id}`)).body.data.title).toBe('Mine');
  });
});
