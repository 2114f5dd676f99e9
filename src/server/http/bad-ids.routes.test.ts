// Issue #16 item 28: Switch Account with account_id 2147483648 answered 500. Every id a client sends, in a
// path, a query string or a JSON body, is a PostgreSQL integer: anything outside 1..2147483647 (0 where an
// id may be 'none') is a 422 naming the field, never a 500; a valid id that names nothing stays a 404.
import { describe, expect, it } from 'vitest';
import { SHIPPING, BILLING } from '../testing/addresses.fixtures.ts';
import { apiAs, type ApiResponse } from '../testing/api.ts';
import { signedInAccount } from '../testing/factories.ts';
import { useTestApp } from '../testing/suite.ts';

/** What a path or query string can carry instead of an id. */
const BAD_TEXT_IDS = ['0', '2147483648', '99999999999999999999', 'abc', '1.5', '-1'];
/** What a JSON body can carry instead of an id. */
const BAD_NUMBER_IDS = [0, 2147483648, 1e20, -1, 1.5];
/** The same where 0 means 'none chosen' (variant_id, region_id, a resident line's product and category). */
const BAD_NUMBER_IDS_OR_NONE = [2147483648, 1e20, -1, 1.5];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Each route with ids in its path: the path with {id} where the id goes, and the error key. */
const PATH_ROUTES: Array<[Method, string, string]> = [
  ['GET', '/api/order-history/{id}', 'id'],
  ['POST', '/api/order-history/{id}/order-again', 'id'],
  ['GET', '/api/fast-orders/{id}', 'id'],
  ['PUT', '/api/fast-orders/{id}', 'id'],
  ['DELETE', '/api/fast-orders/{id}', 'id'],
  ['DELETE', '/api/fast-orders/remove-all/{id}', 'id'],
  ['PUT', '/api/fast-order-items/{id}', 'id'],
  ['DELETE', '/api/fast-order-items/{id}', 'id'],
  ['GET', '/api/resident-orders/{id}', 'id'],
  ['PUT', '/api/resident-orders/{id}', 'id'],
  ['DELETE', '/api/resident-orders/{id}', 'id'],
  ['DELETE', '/api/resident-items/{id}/1', 'residentId'],
  ['DELETE', '/api/resident-items/1/{id}', 'itemId'],
  ['PUT', '/api/resident-order-times/{id}', 'id'],
  ['DELETE', '/api/resident-order-times/{id}', 'id'],
  ['PUT', '/api/user-addresses/{id}', 'id'],
  ['PUT', '/api/user-addresses/set-as-primary/{id}', 'id'],
  ['PUT', '/api/user-addresses/request-change/{id}', 'id'],
  ['DELETE', '/api/user-addresses/{id}', 'id'],
  ['PUT', '/api/account-users/{id}', 'id'],
  ['DELETE', '/api/account-users/{id}', 'id'],
  ['DELETE', '/api/account-users/invitations/{id}', 'id'],
];

/** Query strings with ids: the URL with {id}, and the error key. */
const QUERY_ROUTES: Array<[string, string]> = [
  ['/api/products?category_id={id}', 'category_id.0'],
  ['/api/products?category_id[]={id}', 'category_id[].0'],
  ['/api/products?category={id}', 'category'],
];

/** JSON bodies with ids: the body for a bad id, the error key, and whether 0 is allowed ('none'). */
type BodyCase = [Method, string, (id: number) => object, string, 'id' | 'id or none'];
const BODY_ROUTES: BodyCase[] = [
  ['POST', '/api/my-account/switch', (id) => ({ account_id: id }), 'account_id', 'id'],
  ['POST', '/api/cart', (id) => ({ id, qty: 1 }), 'id', 'id'],
  ['POST', '/api/cart', (id) => ({ id: 1, qty: 1, variant_id: id }), 'variant_id', 'id or none'],
  ['POST', '/api/cart', (id) => ({ key: 'k'.repeat(22), id, qty: 1 }), 'id', 'id'],
  ['POST', '/api/cart/multi-store', (id) => ({ items: [{ id, qty: 1 }] }), 'items.0.id', 'id'],
  ['POST', '/api/cart/multi-store', (id) => ({ items: [{ id: 1, variant_id: id, qty: 1 }] }), 'items.0.variant_id', 'id or none'],
  ['POST', '/api/fast-orders', (id) => ({ title: 'From an order', from_order_id: id }), 'from_order_id', 'id'],
  ['POST', '/fast-order/create', (id) => ({ title: 'From an order', from_order_id: id }), 'from_order_id', 'id'],
  ['POST', '/api/fast-order/add-products', (id) => ({ lists: [id], product_ids: [1] }), 'lists.0', 'id'],
  ['POST', '/api/fast-order/add-products', (id) => ({ lists: [1], product_ids: [id] }), 'product_ids.0', 'id'],
  ['POST', '/api/fast-order/add-products', (id) => ({ lists: [1], items: [{ id, qty: 1 }] }), 'items.0.id', 'id'],
  ['POST', '/api/fast-order/add-products', (id) => ({ lists: [1], items: [{ id: 1, variant_id: id, qty: 1 }] }), 'items.0.variant_id', 'id or none'],
  ['PUT', '/api/resident-items', (id) => ({ resident_id: id, items: [] }), 'resident_id', 'id'],
  ['PUT', '/api/resident-items', (id) => ({ resident_id: 1, items: [{ id, time: 1, category_id: 1, product_id: 1, qty: 1 }] }), 'items.0.id', 'id or none'],
  ['PUT', '/api/resident-items', (id) => ({ resident_id: 1, items: [{ time: id, category_id: 1, product_id: 1, qty: 1 }] }), 'items.0.time', 'id'],
  ['PUT', '/api/resident-items', (id) => ({ resident_id: 1, items: [{ time: 1, category_id: id, product_id: 1, qty: 1 }] }), 'items.0.category_id', 'id or none'],
  ['PUT', '/api/resident-items', (id) => ({ resident_id: 1, items: [{ time: 1, category_id: 1, product_id: id, qty: 1 }] }), 'items.0.product_id', 'id or none'],
  ['PUT', '/api/resident-stock', (id) => ({ product_id: id, on_hand: 1 }), 'product_id', 'id'],
  ['PUT', '/api/resident-order-times/order', (id) => ({ ids: [id] }), 'ids.0', 'id'],
  ['POST', '/api/checkout/shipping', (id) => ({ shipping_info: { ...SHIPPING, country_id: id } }), 'shipping_info.country_id', 'id'],
  ['POST', '/api/checkout/shipping', (id) => ({ shipping_info: { ...SHIPPING, region_id: id } }), 'shipping_info.region_id', 'id or none'],
  ['POST', '/api/checkout/billing', (id) => ({ billing_info: { ...BILLING, country_id: id } }), 'billing_info.country_id', 'id'],
  ['POST', '/api/checkout/billing', (id) => ({ billing_info: { ...BILLING, region_id: id } }), 'billing_info.region_id', 'id or none'],
];

function expectRefused(response: ApiResponse, field: string, what: string): void {
  expect(response.status, `${what}: ${response.text}`).toBe(422);
  expect(response.body.errors?.[field], `${what}: ${response.text}`).toMatch(/^The /);
}

describe('ids out of the integer range (issue #16 item 28)', () => {
  const testApp = useTestApp();

  it('Switch Account with account_id 2147483648 is a 422 naming account_id', async () => {
    const account = await signedInAccount(testApp);
    await testApp.database.pool.query('UPDATE accounts SET can_switch_accounts = true WHERE id = $1', [account.accountId]);
    const manager = apiAs(testApp, account);
    const response = await manager.post('/api/my-account/switch', { account_id: 2147483648 });
    expectRefused(response, 'account_id', 'switch');
    expect(response.body.errors.account_id).toBe('The account id must be 2147483647 or less.');
  });

  it('every id in a path: 422 naming the parameter; the largest id is a 404, not a 500', async () => {
    const manager = apiAs(testApp, await signedInAccount(testApp));
    for (const [method, template, field] of PATH_ROUTES) {
      for (const bad of BAD_TEXT_IDS) {
        const url = template.replace('{id}', bad);
        expectRefused(await manager.request(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}), field, `${method} ${url}`);
      }
      const url = template.replace('{id}', '2147483647');
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const largest = await manager.request(method, url, body);
      expect([404, 422], `${method} ${url}: ${largest.text}`).toContain(largest.status);
      expect(largest.body.errors?.[field], `${method} ${url}`).toBeUndefined();
    }
  });

  it('a product id in GET /api/products/{id}: 422 beyond the range, 404 within it', async () => {
    const guest = apiAs(testApp, null);
    expectRefused(await guest.get('/api/products/2147483648'), 'id', 'product 2147483648');
    expectRefused(await guest.get('/api/products/99999999999999999999'), 'id', 'product with twenty digits');
    expect((await guest.get('/api/products/2147483647')).status).toBe(404);
  });

  it('every id in a query string: 422 naming the parameter', async () => {
    const guest = apiAs(testApp, null);
    for (const [template, field] of QUERY_ROUTES) {
      for (const bad of BAD_TEXT_IDS) {
        const url = template.replace('{id}', bad);
        expectRefused(await guest.get(url), field, url);
      }
      expect((await guest.get(template.replace('{id}', '2147483647'))).status, template).toBe(200);
    }
    expectRefused(await guest.get('/api/products?parent_id=2147483648'), 'parent_id', 'parent_id');
  });

  it('every id in a JSON body: 422 naming the field', async () => {
    const manager = apiAs(testApp, await signedInAccount(testApp));
    for (const [method, url, body, field, kind] of BODY_ROUTES) {
      for (const bad of kind === 'id' ? BAD_NUMBER_IDS : BAD_NUMBER_IDS_OR_NONE) {
        expectRefused(await manager.request(method, url, body(bad)), field, `${method} ${url} ${field}=${bad}`);
      }
    }
  });
});
