// Issue #16 item 14: some 422s did not name their field ('must be a whole number', 'must be a date
// (YYYY-MM-DD)', 'Too big: expected number to be <=10000'). Every message follows the spec's 'The {field} …'.
import { describe, expect, it } from 'vitest';
import { SHIPPING } from '../testing/addresses.fixtures.ts';
import { apiAs } from '../testing/api.ts';
import { signedInAccount } from '../testing/factories.ts';
import { useTestApp } from '../testing/suite.ts';

type Case = { method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown; field: string; message: string };

const get = (url: string, field: string, message: string): Case => ({ method: 'GET', url, field, message });
const post = (url: string, body: unknown, field: string, message: string): Case => ({ method: 'POST', url, body, field, message });

const CASES: Case[] = [
  get('/api/order-history?page=abc', 'page', 'The page must be a whole number.'),
  get('/api/order-history?page=0', 'page', 'The page must be 1 or more.'),
  get('/api/order-history?per_page=15', 'per_page', 'The per page must be one of 10, 20, 30, 40, 50 or 100.'),
  get('/api/order-history?date_from=2026-02-30', 'date_from', 'The date from must be a date (YYYY-MM-DD).'),
  get('/api/order-history?date_to=yesterday', 'date_to', 'The date to must be a date (YYYY-MM-DD).'),
  get('/api/order-history?date_from=2026-03-02&date_to=2026-03-01', 'date_to', 'The date to must be on or after the date from.'),
  get('/api/order-history?search_by=sku', 'search_by', 'The search by must be one of order_id or keyword.'),
  get(`/api/order-history?keyword=${'x'.repeat(101)}`, 'keyword', 'The keyword may not be greater than 100 characters.'),
  get('/api/products?per_page=10001', 'per_page', 'The per page must be 10000 or less.'),
  get('/api/products?page=x', 'page', 'The page must be a whole number.'),
  get('/api/products?sort_order=up', 'sort_order', 'The sort order must be one of asc or desc.'),
  get('/api/products?on_sale=yes', 'on_sale', 'The on sale filter must be 1 or 0.'),
  get('/api/products?category=abc', 'category', "The category must be 'all' or a whole number."),
  get(`/api/products?${Array.from({ length: 101 }, (_, index) => `category_id=${index + 1}`).join('&')}`, 'category_id', 'The category id may not have more than 100 items.'),
  get('/api/category?path=%20', 'path', 'The path field is required.'),
  get('/addresses?page=-2', 'page', 'The page must be a whole number.'),
  get('/api/fast-orders?sort_field=price', 'sort_field', 'The sort field must be one of title or items.'),
  get('/api/resident-orders?lines=some', 'lines', 'The lines must be one of all or none.'),
  post('/api/fast-orders', { title: 'Weekly', is_from_cart: 'yes' }, 'is_from_cart', 'The is from cart must be true or false.'),
  post('/api/cart/multi-store', { items: [{ id: 1, qty: 1 }], add_quantity: 'maybe' }, 'add_quantity', 'The add quantity must be true or false.'),
  post('/api/cart', { id: 1 }, 'qty', 'The quantity must be a whole number.'),
  post('/api/cart', [], '_', 'The request must be an object.'),
  post('/api/quick-order/match', { lines: 'DPD-1007 2' }, 'lines', 'The lines must be a list.'),
  post('/api/checkout/shipping', {}, 'shipping_info', 'The shipping info field is required.'),
  post('/api/checkout/shipping', { shipping_info: { ...SHIPPING, email: `${'a'.repeat(250)}@care.nz` } }, 'shipping_info.email', 'The email may not be greater than 254 characters.'),
];

describe('422 messages name their field (issue #16 item 14)', () => {
  const testApp = useTestApp();

  it("answers every refused parameter and body field with 'The {field} …'", async () => {
    const buyer = apiAs(testApp, await signedInAccount(testApp));
    for (const { method, url, body, field, message } of CASES) {
      const response = await buyer.request(method, url, body);
      expect(response.status, `${method} ${url}: ${response.text}`).toBe(422);
      expect(response.body.errors?.[field], `${method} ${url}: ${response.text}`).toBe(message);
    }
  });
});
