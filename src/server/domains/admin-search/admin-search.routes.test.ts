// GET /admin/api/search (issue #30 Part 5): the header's box finds orders by a line's SKU or their number,
// accounts by number and products by SKU, each kind only for the roles that may see it; bad input and
// who may ask.
import { describe, expect, it } from 'vitest';
import { ADMIN_SEARCH_PER_KIND } from '../../../shared/schemas/admin-search.ts';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { createAccountWithUser } from '../../testing/factories.ts';
import { insertPlacedOrder } from '../../testing/fulfilment.fixtures.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';

describe('GET /admin/api/search', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }));
  const staffAs = async (role: 'owner' | 'staff' | 'warehouse') => apiAs(testApp, await signedInStaff(testApp, role));
  const search = async (client: Awaited<ReturnType<typeof staffAs>>, q: string) => okBody(await client.get(`/admin/api/search?${new URLSearchParams({ q })}`)).data;

  it('finds an order by its number and by a line’s SKU, an account by its number and a product by its SKU, with where the full lists are', async () => {
    const account = await createAccountWithUser(testApp, { accountName: 'Kowhai Search Lodge' });
    const order = await insertPlacedOrder(testApp, account);
    const desk = await staffAs('staff');

    const byNumber = await search(desk, order.orderNumber);
    expect(byNumber.orders).toMatchObject({ total: 1, is_more: false, items: [{ id: order.id, order_number: order.orderNumber, account_name: 'Kowhai Search Lodge', url: `/admin/orders/${order.id}` }] });
    expect(byNumber.orders.list_url).toBe(`/admin/orders?q=${encodeURIComponent(order.orderNumber)}`);

    const bySku = await search(desk, 'APR-1');
    expect(bySku.orders.items.map((found: { id: number }) => found.id)).toContain(order.id);
    expect(bySku.orders.items.length).toBeLessThanOrEqual(ADMIN_SEARCH_PER_KIND);
    expect(bySku.products.items[0]).toMatchObject({ sku: 'APR-1', url: expect.stringMatching(/^\/admin\/products\/\d+$/) });
    const product = (await search(desk, 'NIT-1')).products;
    expect(product.items[0]).toMatchObject({ sku: 'NIT-1', title: 'Nitrile Gloves Blue Medium-100', is_active: true, url: expect.stringMatching(/^\/admin\/products\/\d+$/) });

    const byAccount = await search(desk, account.accountNumber);
    expect(byAccount.accounts).toMatchObject({ total: 1, items: [{ account_number: account.accountNumber, name: 'Kowhai Search Lodge' }] });
    expect(byAccount.accounts.list_url).toBe(`/admin/accounts?q=${account.accountNumber}`);

    expect(await search(desk, 'nothing-is-called-this-zq')).toEqual({
      orders: { items: [], total: 0, is_more: false, list_url: '/admin/orders?q=nothing-is-called-this-zq' },
      accounts: { items: [], total: 0, is_more: false, list_url: '/admin/accounts?q=nothing-is-called-this-zq' },
      products: { items: [], total: 0, is_more: false, list_url: '/admin/products?q=nothing-is-called-this-zq' },
    });
  });

  it('gives the warehouse orders only: accounts and products are null for a role without their permission', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await insertPlacedOrder(testApp, account);
    const found = await search(await staffAs('warehouse'), order.orderNumber);
    expect(found.orders.items).toHaveLength(1);
    expect(found.accounts).toBeNull();
    expect(found.products).toBeNull();
  });

  it('refuses bad input with a 422 naming q', async () => {
    const desk = await staffAs('staff');
    expectInvalid(await desk.get('/admin/api/search'), 'q');
    expectInvalid(await desk.get('/admin/api/search?q=%20%20'), 'q', 'Type something to search for.');
    expectInvalid(await desk.get('/admin/api/search?q=a%00b'), 'q');
    expectInvalid(await desk.get('/admin/api/search?q=%ED%A0%80'), 'q');
    expectInvalid(await desk.get(`/admin/api/search?q=${'x'.repeat(10_000)}`), 'q');
    expectInvalid(await desk.get('/admin/api/search?q=a&q=b'), 'q');
  });

  it('is for signed-in staff: a guest, a customer and a half-signed-in member get a 401', async () => {
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/search?q=CS' });
  });
});
