// Bad text in every field, query and path of the fast-order calls: a NUL byte, a lone surrogate and a
// 10,000-character string are a 422 naming the field (or a 404 for a path id), never a 500, and nothing
// is written.
import { describe, expect, it } from 'vitest';
import { expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { fastOrdersClient, useFastOrdersApp } from './fast-orders.fixtures.ts';

const BAD_TEXT = { NUL: 'abc\u0000def', 'a lone surrogate': 'abc\ud800def', '10,000 characters': 'x'.repeat(10_000) } as const;

describe('fast orders refuse bad text', () => {
  const testApp = useFastOrdersApp();

  it('in the title and reference address of a create or an update, keeping what was there', async () => {
    const buyer = fastOrdersClient(testApp, await signedInAccount(testApp));
    const list = await buyer.createList({ title: 'Weekly kitchen', reference_address: 'Ward 2' });
    for (const bad of Object.values(BAD_TEXT)) {
      expectInvalid(await buyer.post('/api/fast-orders', { title: bad }), 'title');
      for (const field of ['reference_address', 'address'] as const) {
        expectInvalid(await buyer.post('/api/fast-orders', { title: 'Ok', [field]: bad }), field);
        expectInvalid(await buyer.put(`/api/fast-orders/${list.id}`, { title: 'Ok', [field]: bad }), field);
      }
      expectInvalid(await buyer.put(`/api/fast-orders/${list.id}`, { title: bad }), 'title');
    }
    const lists = okBody(await buyer.get('/api/fast-orders')).data.data;
    expect(lists.map((found: { title: string; reference_address: string | null }) => [found.title, found.reference_address])).toEqual([['Weekly kitchen', 'Ward 2']]);
  });

  it('in the search keywords and the path ids', async () => {
    const buyer = fastOrdersClient(testApp, await signedInAccount(testApp));
    const list = await buyer.createList({ title: 'Weekly kitchen' });
    const longKeyword = 'x'.repeat(10_000);
    expectInvalid(await buyer.get('/api/fast-orders?keyword=abc%00def'), 'keyword');
    expectInvalid(await buyer.get(`/api/fast-orders?keyword=${longKeyword}`), 'keyword');
    expectInvalid(await buyer.get(`/api/fast-orders/${list.id}?keyword=abc%00def`), 'keyword');
    expectInvalid(await buyer.get(`/api/fast-orders/${list.id}?keyword=${longKeyword}`), 'keyword');
    expectInvalid(await buyer.get('/api/fast-orders/1%00'), 'id');
    expectInvalid(await buyer.delete('/api/fast-order-items/1%00'), 'id');
    expectInvalid(await buyer.get('/api/fast-orders/abc'), 'id', 'The id must be a whole number.');
    expectInvalid(await buyer.get('/api/fast-orders/99999999999'), 'id', 'The id must be 2147483647 or less.');
    // A path parameter past Fastify's 100 characters is answered 414 (URI Too Long) before any handler runs.
    expect((await buyer.get(`/api/fast-orders/${'9'.repeat(10_000)}`)).status).toBe(414);
    expect((await buyer.delete(`/api/fast-order-items/${'9'.repeat(10_000)}`)).status).toBe(414);
    expect((await buyer.delete(`/api/fast-orders/remove-all/${'9'.repeat(10_000)}`)).status).toBe(414);
  });

  it('in the numbers of add-products and of an item quantity', async () => {
    const buyer = fastOrdersClient(testApp, await signedInAccount(testApp));
    const list = await buyer.createList({ title: 'Weekly kitchen' });
    for (const bad of Object.values(BAD_TEXT)) {
      expectInvalid(await buyer.post('/api/fast-order/add-products', { lists: [bad], product_ids: [1] }), 'lists.0');
      expectInvalid(await buyer.post('/api/fast-order/add-products', { lists: [list.id], product_ids: [bad] }), 'product_ids.0');
      expectInvalid(await buyer.post('/api/fast-order/add-products', { lists: [list.id], items: [{ id: 1, qty: bad }] }), 'items.0.qty');
      expectInvalid(await buyer.put('/api/fast-order-items/1', { qty: bad }), 'qty');
    }
    expect(okBody(await buyer.get(`/api/fast-orders/${list.id}`)).data.item_count).toBe(0);
  });
});
