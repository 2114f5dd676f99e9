// API keys (issue #19): made by owners and shown once, kept hashed, sent as a bearer token only, scoped,
// revocable, rate-limited per key, and every write audited under the key's name.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';
import { erpClient, makeApiKey } from './integration.fixtures.ts';

const PRODUCT = { sku: 'NIT-1', price: 1250, base_price: 1499, on_sale: true, active: true, stock_on_hand: 40 };

describe('/admin/api/api-keys and bearer keys', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false, config: { integrationRateLimitPerMinute: 5 } });

  it('shows a new key once, lists it by prefix without the key, notes its use and stops it when revoked', async () => {
    const owner = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    const made = await owner.post('/admin/api/api-keys', { name: 'Accounting ERP', scopes: ['catalogue', 'orders', 'catalogue'] });
    expect(made.status, made.text).toBe(201);
    const { id, key } = made.body.data;
    expect(key).toMatch(/^csk_[A-Za-z0-9_-]{43}$/);

    const listed = await owner.get('/admin/api/api-keys');
    const row = listed.body.data.find((entry: { id: number }) => entry.id === id);
    expect(row).toMatchObject({ name: 'Accounting ERP', scopes: ['catalogue', 'orders'], prefix: key.slice(0, 12), last_used_at: null, revoked_at: null });
    expect(listed.text).not.toContain(key);
    const { rows } = await testApp.database.pool.query('SELECT key_hash FROM api_keys WHERE id = $1', [id]);
    expect(rows[0].key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].key_hash).not.toContain(key);

    const erp = erpClient(testApp, key);
    const pushed = await erp.put('/api/integration/products', { products: [PRODUCT] });
    expect(pushed.status, pushed.text).toBe(200);
    expect(pushed.headers['set-cookie']).toBeUndefined();
    const used = (await owner.get('/admin/api/api-keys')).body.data.find((entry: { id: number }) => entry.id === id);
    expect(used.last_used_at).not.toBeNull();

    const audit = await owner.get('/admin/api/audit?entity=product');
    expect(audit.body.data[0]).toMatchObject({ staff_id: null, actor: 'api-key:Accounting ERP', action: 'product.sync', reference: PRODUCT.sku });

    expect((await owner.delete(`/admin/api/api-keys/${id}`)).status).toBe(200);
    const refused = await erp.put('/api/integration/products', { products: [PRODUCT] });
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
    expect((await owner.get('/admin/api/api-keys')).body.data.find((entry: { id: number }) => entry.id === id).revoked_at).not.toBeNull();
    expect((await owner.delete(`/admin/api/api-keys/${id}`)).status).toBe(200);
    expect((await owner.delete('/admin/api/api-keys/2147483000')).status).toBe(404);
    // Made and revoked once, on record under the key's name.
    const keyEntries = (await owner.get('/admin/api/audit?entity=api_key')).body.data.filter((row: { entity_id: string }) => row.entity_id === String(id));
    expect(keyEntries.map((row: { action: string; reference: string }) => [row.action, row.reference])).toEqual([
      ['api_key.revoke', 'Accounting ERP'],
      ['api_key.create', 'Accounting ERP'],
    ]);
  });

  it('takes a key only as a bearer token: no key, an unknown one, a cookie or a key in a cookie gives nothing', async () => {
    const { key } = await makeApiKey(testApp, ['orders']);
    const nobody = apiAs(testApp, null);
    const tries: Record<string, string>[] = [{}, { authorization: 'Bearer csk_unknown' }, { authorization: `Basic ${key}` }, { cookie: `sid=${key}` }, { authorization: key }];
    for (const headers of tries) {
      const answer = await nobody.get('/api/integration/orders', { headers });
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(answer.headers['www-authenticate'], JSON.stringify(headers)).toMatch(/^Bearer/);
    }
    const customer = await signedInAccount(testApp);
    expect((await apiAs(testApp, customer).get('/api/integration/orders')).status).toBe(401);
    // A key is no customer and no staff member.
    expect((await erpClient(testApp, key).get('/api/order-history')).status).toBe(401);
    expect((await erpClient(testApp, key).get('/admin/api/api-keys')).status).toBe(401);
    // No CSRF token is asked of a key, and a customer's cookie and token do not stand in for one.
    expect((await apiAs(testApp, customer).put('/api/integration/products', { products: [PRODUCT] })).status).toBe(401);
  });

  it('refuses a key without the route scope with 403', async () => {
    const { key } = await makeApiKey(testApp, ['orders']);
    const answer = await erpClient(testApp, key).put('/api/integration/products', { products: [PRODUCT] });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/catalogue/);
    expect((await erpClient(testApp, key).get('/api/integration/orders')).status).toBe(200);
  });

  it('limits requests per key: the sixth in a minute is a 429, and another key is not held up', async () => {
    const first = erpClient(testApp, (await makeApiKey(testApp, ['orders'])).key);
    for (let i = 0; i < 5; i++) expect((await first.get('/api/integration/orders')).status).toBe(200);
    const limited = await first.get('/api/integration/orders');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await erpClient(testApp, (await makeApiKey(testApp, ['orders'])).key).get('/api/integration/orders')).status).toBe(200);
  });

  it('answers 422 for bad input and is for owners only', async () => {
    const owner = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    expectInvalid(await owner.post('/admin/api/api-keys', { name: 'Nul\u0000', scopes: ['orders'] }), 'name');
    expectInvalid(await owner.post('/admin/api/api-keys', { name: 'Bad \ud800', scopes: ['orders'] }), 'name');
    expectInvalid(await owner.post('/admin/api/api-keys', { name: 'x'.repeat(10_000), scopes: ['orders'] }), 'name');
    expectInvalid(await owner.post('/admin/api/api-keys', { name: 12, scopes: ['orders'] }), 'name');
    expectInvalid(await owner.post('/admin/api/api-keys', { name: 'ERP', scopes: 'orders' }), 'scopes');
    expectInvalid(await owner.post('/admin/api/api-keys', { name: 'ERP', scopes: [] }), 'scopes');
    expectInvalid(await owner.post('/admin/api/api-keys', { name: 'ERP', scopes: ['everything'] }), 'scopes.0');
    expectInvalid(await owner.delete('/admin/api/api-keys/abc'), 'id');
    await expectStaffGuarded(testApp, { method: 'POST', url: '/admin/api/api-keys', body: { name: 'ERP', scopes: ['orders'] } }, { refusedRoles: ['staff', 'warehouse'] });
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/api-keys' }, { refusedRoles: ['staff', 'warehouse'] });
    await expectStaffGuarded(testApp, { method: 'DELETE', url: '/admin/api/api-keys/1' }, { refusedRoles: ['staff', 'warehouse'] });
  });
});
