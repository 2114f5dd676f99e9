// Order-quantity rules (issue #27 Part 2): set by the ERP on a product, shown in its JSON, and kept by the
// cart's adds, updates and multi-store adds with a 422 naming qty and the rule in words; an order whose
// lines broke a rule changed since they were added is refused.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';
import { newErp } from '../integration/integration.fixtures.ts';
import { pay, saveBilling, saveShipping } from '../orders/orders.fixtures.ts';

describe('order-quantity rules', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });
  const productId = (key: string) => {
    const found = testApp.fixture.products[key];
    if (!found) throw new Error(`no fixture product ${key}`);
    return found.id;
  };

  async function setRules(sku: string, rules: Record<string, number | null>) {
    const erp = await newErp(testApp, ['catalogue']);
    return erp.put('/api/integration/products', { products: [{ sku, ...rules }] });
  }

  it('are set by the ERP, refused when the multiple does not divide the most, and shown on the product', async () => {
    expectInvalid(await setRules('APR-1', { order_multiple: 4, max_order_qty: 50 }), 'products.0.max_order_qty', 'The most per order (50) must be a multiple of 4.');
    expectInvalid(await setRules('APR-1', { order_multiple: 0 }), 'products.0.order_multiple', 'The order multiple must be 1 or more.');
    okBody(await setRules('APR-1', { min_order_qty: 4, order_multiple: 2, max_order_qty: 50 }));
    const buyer = apiAs(testApp, await signedInAccount(testApp));
    const page = okBody(await buyer.get(`/api/products/${productId('apron')}`));
    expect(page.data).toMatchObject({ min_order_qty: 4, order_multiple: 2, max_order_qty: 50 });
    const guest = okBody(await apiAs(testApp, null).get(`/api/products/${productId('apron')}`));
    expect(guest.data).toMatchObject({ order_multiple: 2 });
    okBody(await setRules('APR-1', { min_order_qty: null, order_multiple: null, max_order_qty: null }));
  });

  it("keep the cart's adds, updates and multi-store adds within the rules, changing nothing when refused", async () => {
    okBody(await setRules('DPD-1', { min_order_qty: 4, order_multiple: 2, max_order_qty: 50 }));
    const buyer = apiAs(testApp, await signedInAccount(testApp));
    const id = productId('dayPad');
    expectInvalid(await buyer.post('/api/cart', { id, qty: 7 }), 'qty', 'Sold in multiples of 2');
    expectInvalid(await buyer.post('/api/cart', { id, qty: 2 }), 'qty', 'At least 4');
    const added = okBody(await buyer.post('/api/cart', { id, qty: 48 }));
    const key = added.items[0].key;
    expectInvalid(await buyer.post('/api/cart', { id, qty: 4 }), 'qty', 'At most 50: your cart already has 48');
    expectInvalid(await buyer.post('/api/cart', { key, id, qty: 7 }), 'qty', 'Sold in multiples of 2');
    expectInvalid(await buyer.post('/api/cart/multi-store', { items: [{ id, variant_id: 0, qty: 3 }], add_quantity: false }), 'items.0.qty', 'Sold in multiples of 2');
    const cart = okBody(await buyer.get('/cart?ajax=1'));
    expect(cart.items).toEqual([expect.objectContaining({ key, qty: 48 })]);
    expect(okBody(await buyer.post('/api/cart', { key, id, qty: 50 })).items[0]).toMatchObject({ qty: 50 });
  });

  it('refuses to place an order whose line broke a rule changed since it was added', async () => {
    const session = await signedInAccount(testApp);
    const buyer = apiAs(testApp, session);
    okBody(await setRules('VIN-1', { order_multiple: null }));
    okBody(await buyer.post('/api/cart', { id: productId('vinyl'), qty: 7 }));
    okBody(await setRules('VIN-1', { order_multiple: 5 }));
    await saveShipping(testApp, session);
    await saveBilling(testApp, session);
    const paid = await pay(testApp, 'account', session);
    expect(paid.status).toBe(422);
    expect(paid.body.errors?.qty).toBe('Vinyl Gloves Clear Small-100: sold in multiples of 5.');
    okBody(await setRules('VIN-1', { order_multiple: null }));
  });
});
