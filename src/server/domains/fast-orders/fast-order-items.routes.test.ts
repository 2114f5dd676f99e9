import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FAST_ORDER_MESSAGES } from '../../../shared/schemas/fast-orders.ts';
import { expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { later } from '../../testing/suite.ts';
import { RESTRICTED_ACCOUNT } from '../catalogue/catalogue.fixtures.ts';
import { fastOrdersClient, itemsOf, useFastOrdersApp } from './fast-orders.fixtures.ts';

const NOT_AVAILABLE = 'The selected product is not available.';

describe('fast-order items: add-products, quantities, removal, detail', () => {
  const testApp = useFastOrdersApp();
  const fixture = later(() => testApp.fixture);
  const fresh = async (accountNumber?: string) => fastOrdersClient(testApp, await signedInAccount(testApp, { accountNumber }));

  it('adds products and variant cells to several lists at once, priced for the viewer and grouped by category', async () => {
    const buyer = await fresh();
    const kitchen = await buyer.createList({ title: 'Kitchen' });
    const ward = await buyer.createList({ title: 'Ward' });
    const added = await buyer.post('/api/fast-order/add-products', {
      lists: [kitchen.id, ward.id],
      product_ids: [fixture.productId('vinyl'), fixture.productId('nitrileBlue'), fixture.productId('dayPad')],
      items: [{ id: fixture.productId('nitrileRange'), variant_id: fixture.cellId('NIT-3-BLUE-L'), qty: 4 }],
    });
    expect(okBody(added)).toEqual({ message: FAST_ORDER_MESSAGES.added });
    const detail = await buyer.detail(kitchen.id);
    expect(detail).toMatchObject({ id: kitchen.id, title: 'Kitchen', item_count: 4, items: 4 });
    expect(detail.categories.map((category) => [category.title, category.items.map((item) => [item.sku, item.qty, item.price, item.available])])).toEqual([
      ['Nitrile Gloves', [['NIT-1', 1, 1299, true], ['NIT-3-BLUE-L', 4, 1399, true]]],
      ['Vinyl Gloves', [['VIN-1', 1, 599, true]]],
      ['Day Pads', [['DPD-1', 1, 2499, true]]],
    ]);
    const cell = itemsOf(detail).find((item) => item.sku === 'NIT-3-BLUE-L');
    expect(cell).toMatchObject({ id: fixture.productId('nitrileRange'), variant_id: fixture.cellId('NIT-3-BLUE-L'), variant_label: 'Blue / L', url: expect.stringContaining('/product/') });
    expect(typeof cell?.fast_order_item_id).toBe('number');
    expect((await buyer.detail(ward.id)).item_count).toBe(4);
  });

  it('keeps one line per product: product_ids keep the usual quantity, items set it', async () => {
    const buyer = await fresh();
    const list = await buyer.createList({ title: 'Once' });
    const vinyl = fixture.productId('vinyl');
    await buyer.addProducts({ lists: [list.id], items: [{ id: vinyl, variant_id: 0, qty: 6 }] });
    await buyer.addProducts({ lists: [list.id], product_ids: [vinyl, vinyl] });
    expect(itemsOf(await buyer.detail(list.id)).map((item) => item.qty)).toEqual([6]);
    await buyer.addProducts({ lists: [list.id], product_ids: [vinyl], items: [{ id: vinyl, qty: 9 }] });
    expect(itemsOf(await buyer.detail(list.id)).map((item) => item.qty)).toEqual([9]);
  });

  it('makes one line of 20 adds of the same product at the same instant', async () => {
    const buyer = await fresh();
    const list = await buyer.createList({ title: 'Race' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => buyer.post('/api/fast-order/add-products', { lists: [list.id], product_ids: [fixture.productId('apron')] })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const detail = await buyer.detail(list.id);
    expect(detail.item_count).toBe(1);
    expect(itemsOf(detail).map((item) => [item.sku, item.qty])).toEqual([['APR-1', 1]]);
  });

  it('answers a hidden (rest_acc), restricted, not sold or unknown product exactly alike, adding nothing', async () => {
    const buyer = await fresh(RESTRICTED_ACCOUNT);
    const list = await buyer.createList({ title: 'Refused' });
    const refusal = async (body: Record<string, unknown>) => {
      const response = await buyer.post('/api/fast-order/add-products', { lists: [list.id], ...body });
      expect(response.status, response.text).toBe(422);
      return response.body;
    };
    const hidden = await refusal({ product_ids: [fixture.productId('feed')] });
    const unknown = await refusal({ product_ids: [999_999] });
    expect(hidden).toEqual(unknown);
    expect(hidden).toEqual({ message: NOT_AVAILABLE, errors: { 'product_ids.0': NOT_AVAILABLE } });
    expect(await refusal({ product_ids: [fixture.productId('retired')] })).toEqual(unknown);
    const restricted = await refusal({ items: [{ id: fixture.productId('nitrileRange'), variant_id: fixture.cellId('NIT-3-BLACK-S'), qty: 1 }] });
    expect(restricted).toEqual({ message: NOT_AVAILABLE, errors: { 'items.0.id': NOT_AVAILABLE } });
    // One refused product refuses the lot.
    await refusal({ product_ids: [fixture.productId('vinyl'), 999_999] });
    expect((await buyer.detail(list.id)).item_count).toBe(0);
    // A product that comes in sizes needs a cell: told so, since the buyer can see it.
    expectInvalid(await buyer.post('/api/fast-order/add-products', { lists: [list.id], product_ids: [fixture.productId('nitrileRange')] }), 'product_ids.0', /size and colour/);
  });

  it('refuses bad add-products input with the field named', async () => {
    const buyer = await fresh();
    const list = await buyer.createList({ title: 'Input' });
    const add = (body: unknown) => buyer.post('/api/fast-order/add-products', body);
    expectInvalid(await add({ product_ids: [1] }), 'lists');
    expectInvalid(await add({ lists: [], product_ids: [1] }), 'lists');
    expectInvalid(await add({ lists: [list.id] }), 'product_ids');
    expectInvalid(await add({ lists: [list.id], product_ids: ['1'] }), 'product_ids.0');
    expectInvalid(await add({ lists: [list.id], product_ids: [0] }), 'product_ids.0');
    expectInvalid(await add({ lists: [list.id], items: [{ id: fixture.productId('vinyl'), qty: 0 }] }), 'items.0.qty', 'Product quantity should not be less than 1');
    expectInvalid(await add({ lists: [list.id], items: [{ id: fixture.productId('vinyl'), qty: 10_000 }] }), 'items.0.qty');
    expectInvalid(await add({ lists: [list.id], items: [{ id: fixture.productId('vinyl'), variant_id: -1 }] }), 'items.0.variant_id');
    expectInvalid(await add({ lists: [3_000_000_000], product_ids: [1] }), 'lists.0');
    expect((await add({ lists: [list.id, 999_999], product_ids: [fixture.productId('vinyl')] })).status).toBe(404);
    expect((await buyer.detail(list.id)).item_count).toBe(0);
  });

  it('sets an item’s usual quantity and removes one item or all of them', async () => {
    const buyer = await fresh();
    const list = await buyer.createList({ title: 'Edit' });
    await buyer.addProducts({ lists: [list.id], product_ids: [fixture.productId('vinyl'), fixture.productId('apron')] });
    const [apron, vinyl] = itemsOf(await buyer.detail(list.id));
    if (!apron || !vinyl) throw new Error('items missing');
    expect(okBody(await buyer.put(`/api/fast-order-items/${vinyl.fast_order_item_id}`, { qty: 12 }))).toEqual({ data: { fast_order_item_id: vinyl.fast_order_item_id, qty: 12 } });
    expectInvalid(await buyer.put(`/api/fast-order-items/${vinyl.fast_order_item_id}`, { qty: 0 }), 'qty', 'Product quantity should not be less than 1');
    expectInvalid(await buyer.put(`/api/fast-order-items/${vinyl.fast_order_item_id}`, { qty: '3' }), 'qty');
    expect(itemsOf(await buyer.detail(list.id)).map((item) => [item.sku, item.qty])).toEqual([['APR-1', 1], ['VIN-1', 12]]);
    expect(okBody(await buyer.delete(`/api/fast-order-items/${apron.fast_order_item_id}`)).message).toBe(FAST_ORDER_MESSAGES.itemRemoved);
    expect((await buyer.delete(`/api/fast-order-items/${apron.fast_order_item_id}`)).status).toBe(404);
    expect((await buyer.put('/api/fast-order-items/999999', { qty: 2 })).status).toBe(404);
    const emptied = okBody(await buyer.delete(`/api/fast-orders/remove-all/${list.id}`));
    expect(emptied).toMatchObject({ message: 'All product has been successfully removed', data: { id: list.id, item_count: 0, categories: [] } });
    expect((await buyer.detail(list.id)).categories).toEqual([]);
  });

  it('guards items: guests 401, no CSRF 403, another account’s item 404', async () => {
    const owner = await signedInAccount(testApp);
    const buyer = fastOrdersClient(testApp, owner);
    const list = await buyer.createList({ title: 'Guarded' });
    await buyer.addProducts({ lists: [list.id], product_ids: [fixture.productId('vinyl')] });
    const [item] = itemsOf(await buyer.detail(list.id));
    const url = `/api/fast-order-items/${item?.fast_order_item_id}`;
    await expectGuarded(testApp, { method: 'PUT', url, body: { qty: 3 } }, { signedIn: owner, otherAccount: true });
    await expectGuarded(testApp, { method: 'DELETE', url }, { signedIn: owner, otherAccount: true });
    const body = { lists: [list.id], product_ids: [fixture.productId('apron')] };
    await expectGuarded(testApp, { method: 'POST', url: '/api/fast-order/add-products', body }, { signedIn: owner, otherAccount: true });
    expect(itemsOf(await buyer.detail(list.id)).map((entry) => [entry.sku, entry.qty])).toEqual([['VIN-1', 1]]);
  });

  it('searches items by title above 1 character', async () => {
    const buyer = await fresh();
    const list = await buyer.createList({ title: 'Search' });
    await buyer.addProducts({ lists: [list.id], product_ids: [fixture.productId('vinyl'), fixture.productId('apron'), fixture.productId('dayPad')] });
    const skus = async (keyword: string) => itemsOf(await buyer.detail(list.id, keyword)).map((item) => item.sku);
    expect(await skus('GLOVES')).toEqual(['VIN-1']);
    expect(await skus('ap')).toEqual(['APR-1']);
    expect(await skus('a')).toHaveLength(3);
    expect(await skus('')).toHaveLength(3);
    expect(await skus('zz')).toEqual([]);
    expect((await buyer.detail(list.id, 'zz')).item_count).toBe(3);
  });

  it('keeps items whose product is deleted, no longer sold or hidden, shown unavailable without a price', async () => {
    const buyer = await fresh('999999');
    const list = await buyer.createList({ title: 'Changing' });
    const db = testApp.database.db;
    const doomed = await db.execute<{ id: number }>(sql`
      INSERT INTO products (sku, slug, title, category_id, price_cents, base_price_cents)
      VALUES ('DOOM-1', 'doom-1', 'Doomed Gown', ${fixture.categories.vinyl.id}, 500, 500) RETURNING id`);
    const doomedId = Number(doomed.rows[0]?.id);
    await buyer.addProducts({ lists: [list.id], product_ids: [doomedId, fixture.productId('nitrileBlack'), fixture.productId('vinyl')] });
    // As if the list had it before the account was hidden from Clinical Nutrition.
    await db.execute(sql`INSERT INTO fast_order_items (list_id, product_id, variant_id, qty, title, sku)
      VALUES (${list.id}, ${fixture.productId('feed')}, 0, 2, 'Enteral Feed Vanilla 1000ml-8', 'TFD-1')`);
    await db.execute(sql`DELETE FROM products WHERE id = ${doomedId}`);
    await db.execute(sql`UPDATE products SET is_active = false WHERE id = ${fixture.productId('nitrileBlack')}`);
    try {
      const detail = await buyer.detail(list.id);
      expect(detail.item_count).toBe(4);
      expect(detail.categories.map((category) => [category.id, category.title, category.items.map((item) => [item.sku, item.available])])).toEqual([
        [fixture.categories.vinyl.id, 'Vinyl Gloves', [['VIN-1', true]]],
        [0, 'No longer available', [['DOOM-1', false], ['TFD-1', false], ['NIT-2', false]]],
      ]);
      for (const item of itemsOf(detail).filter((entry) => !entry.available)) {
        expect(item).not.toHaveProperty('price');
        expect(item).not.toHaveProperty('base_price');
        expect(item.url).toBe('');
      }
      expect(itemsOf(detail).find((item) => item.sku === 'TFD-1')).toMatchObject({ title: 'Enteral Feed Vanilla 1000ml-8', qty: 2 });
    } finally {
      await db.execute(sql`UPDATE products SET is_active = true WHERE id = ${fixture.productId('nitrileBlack')}`);
    }
  });
});
