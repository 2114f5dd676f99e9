// The ERP's stock fields (issue #30 Part 3): stock_policy, low_stock_threshold and back_in_stock_on beside
// stock_on_hand, each kept when left out, checked field by field (422 naming it, nothing changed), audited
// with the batch, and a stale back-office save refused after the ERP changed one of them.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';
import { newErp } from './integration.fixtures.ts';

describe('PUT /api/integration/products with stock', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });
  const stockOf = async (sku: string) =>
    (await testApp.database.pool.query('SELECT stock_on_hand, stock_policy, low_stock_threshold, back_in_stock_on::text FROM products WHERE sku = $1', [sku])).rows[0];

  it('sets the policy, threshold and back-in-stock day, keeps each left out, takes null as none, and audits the change', async () => {
    const erp = await newErp(testApp);
    expect(await stockOf('APR-1')).toEqual({ stock_on_hand: null, stock_policy: 'allow_backorder', low_stock_threshold: null, back_in_stock_on: null });
    const sent = { sku: 'APR-1', stock_on_hand: 3, stock_policy: 'stop', low_stock_threshold: 5, back_in_stock_on: '2026-03-02' };
    expect(okBody(await erp.put('/api/integration/products', { products: [sent] })).data).toEqual({ received: 1, created: 0, updated: 1, unchanged: 0 });
    expect(await stockOf('APR-1')).toEqual({ stock_on_hand: 3, stock_policy: 'stop', low_stock_threshold: 5, back_in_stock_on: '2026-03-02' });

    const { rows } = await testApp.database.pool.query("SELECT actor, before, after FROM audit_log WHERE action = 'product.sync' ORDER BY id DESC LIMIT 1");
    expect(rows[0].actor).toBe(`api-key:${erp.keyName}`);
    expect(rows[0].before['APR-1']).toMatchObject({ stock_on_hand: null, stock_policy: 'allow_backorder', low_stock_threshold: null, back_in_stock_on: null });
    expect(rows[0].after['APR-1']).toMatchObject({ stock_on_hand: 3, stock_policy: 'stop', low_stock_threshold: 5, back_in_stock_on: '2026-03-02' });

    // Left out: kept. The count sent replaces the store's.
    okBody(await erp.put('/api/integration/products', { products: [{ sku: 'APR-1', stock_on_hand: 40 }] }));
    expect(await stockOf('APR-1')).toEqual({ stock_on_hand: 40, stock_policy: 'stop', low_stock_threshold: 5, back_in_stock_on: '2026-03-02' });
    // null: the store's default threshold, no day said.
    okBody(await erp.put('/api/integration/products', { products: [{ sku: 'APR-1', low_stock_threshold: null, back_in_stock_on: null, stock_policy: 'allow_backorder' }] }));
    expect(await stockOf('APR-1')).toEqual({ stock_on_hand: 40, stock_policy: 'allow_backorder', low_stock_threshold: null, back_in_stock_on: null });
    // The same again changes nothing.
    expect(okBody(await erp.put('/api/integration/products', { products: [{ sku: 'APR-1', low_stock_threshold: null, stock_policy: 'allow_backorder' }] })).data).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it('refuses wrong types, 10,000 characters, a negative threshold, a decimal and a date that is no day, naming each field; nothing changes', async () => {
    const erp = await newErp(testApp);
    const before = await stockOf('DPD-1');
    const long = 'x'.repeat(10_000);
    const answer = await erp.put('/api/integration/products', {
      products: [
        { sku: 'DPD-1', stock_policy: 'sometimes', low_stock_threshold: -1, back_in_stock_on: '2026-02-30' },
        { sku: 'TFD-1', stock_policy: null, low_stock_threshold: '5', back_in_stock_on: 20260301, stock_on_hand: 12.5 },
        { sku: 'VIN-1', stock_policy: long, low_stock_threshold: 2.5, back_in_stock_on: long, stock_on_hand: '12' },
        { sku: 'APR-1', stock_policy: 1, low_stock_threshold: 1_000_001, back_in_stock_on: '2026-3-1' },
        { sku: 'NIT-1', back_in_stock_on: '2026-03-01\u0000' },
      ],
    });
    const body = expectInvalid(answer, 'products.0.stock_policy', 'The stock policy must be allow_backorder or stop.');
    expect(body.errors).toMatchObject({
      'products.0.low_stock_threshold': 'The low stock threshold may not be negative.',
      'products.0.back_in_stock_on': 'The back in stock on must be a date (YYYY-MM-DD).',
      'products.1.stock_policy': 'The stock policy may not be null: leave it out to keep its value.',
      'products.1.low_stock_threshold': 'The low stock threshold must be a whole number.',
      'products.1.stock_on_hand': 'The stock on hand must be a whole number.',
      'products.2.stock_policy': 'The stock policy must be allow_backorder or stop.',
      'products.2.low_stock_threshold': 'The low stock threshold must be a whole number.',
      'products.2.back_in_stock_on': 'The back in stock on must be a date (YYYY-MM-DD).',
      'products.2.stock_on_hand': 'The stock on hand must be a whole number.',
      'products.3.stock_policy': 'The stock policy must be allow_backorder or stop.',
      'products.3.low_stock_threshold': 'The low stock threshold may be at most 1000000.',
      'products.3.back_in_stock_on': 'The back in stock on must be a date (YYYY-MM-DD).',
    });
    expect(body.errors).toHaveProperty(['products.1.back_in_stock_on']);
    expect(body.errors).toHaveProperty(['products.4.back_in_stock_on']);
    expect(await stockOf('DPD-1')).toEqual(before);
  });

  it('moves the product on, so a back-office save read before the ERP changed the policy is refused (409), not reverting it', async () => {
    const erp = await newErp(testApp);
    const staff = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    const id = testApp.fixture.products.feed!.id;
    const read = okBody(await staff.get(`/admin/api/products/${id}`)).data;
    okBody(await erp.put('/api/integration/products', { products: [{ sku: 'TFD-1', stock_policy: 'stop' }] }));
    const stale = await staff.patch(`/admin/api/products/${id}`, { version: read.version, stock_policy: 'allow_backorder', title: read.title });
    expect(stale.status, stale.text).toBe(409);
    expect(await stockOf('TFD-1')).toMatchObject({ stock_policy: 'stop' });
  });
});
