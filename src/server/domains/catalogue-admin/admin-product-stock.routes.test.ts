// Staff keep a product's stock (issue #30 Part 3): the count, the policy when out, the product's own
// low-stock threshold and the day more is expected, through the product's versioned save; the list shows
// the stock and filters to 'Low stock' (at or below the threshold, tracked products only, out included).
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';

const DEFAULT_THRESHOLD = 10;

describe('a product\u2019s stock in the back office', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), {
    runJobs: false,
    config: { stock: { lowThreshold: DEFAULT_THRESHOLD, display: 'status', shownToGuests: false } },
  });
  const idOf = (key: string) => testApp.fixture.products[key]!.id;

  it('sets the count, policy, threshold and back-in-stock day with the version read, and audits the change', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const id = idOf('dayPad');
    const read = okBody(await staff.get(`/admin/api/products/${id}`)).data;
    expect(read).toMatchObject({ stock_on_hand: null, stock_policy: 'allow_backorder', low_stock_threshold: null, back_in_stock_on: null, stock_level: 'untracked', default_low_stock_threshold: DEFAULT_THRESHOLD });

    const saved = okBody(await staff.patch(`/admin/api/products/${id}`, { version: read.version, stock_on_hand: 4, stock_policy: 'stop', low_stock_threshold: 5, back_in_stock_on: '2026-04-01' }));
    expect(saved.data).toMatchObject({ stock_on_hand: 4, stock_policy: 'stop', low_stock_threshold: 5, back_in_stock_on: '2026-04-01', stock_level: 'low_stock' });
    expect(saved.data.version).toBeGreaterThan(read.version);
    const { rows } = await testApp.database.pool.query("SELECT action, before, after FROM audit_log WHERE entity = 'product' AND entity_id = $1 ORDER BY id DESC LIMIT 1", [String(id)]);
    expect(rows[0]).toEqual({
      action: 'product.update',
      before: { stock_on_hand: null, stock_policy: 'allow_backorder', low_stock_threshold: null, back_in_stock_on: null },
      after: { stock_on_hand: 4, stock_policy: 'stop', low_stock_threshold: 5, back_in_stock_on: '2026-04-01' },
    });

    // The policy alone moves the version on; a save from the older read is refused and changes nothing.
    const policy = okBody(await staff.patch(`/admin/api/products/${id}`, { version: saved.data.version, stock_policy: 'allow_backorder' }));
    expect(policy.data.version).toBeGreaterThan(saved.data.version);
    const stale = await staff.patch(`/admin/api/products/${id}`, { version: saved.data.version, stock_on_hand: 90 });
    expect(stale.status, stale.text).toBe(409);
    // Blank threshold and day: the store's default, none said; null count: not tracked.
    const cleared = okBody(await staff.patch(`/admin/api/products/${id}`, { version: policy.data.version, stock_on_hand: 0, low_stock_threshold: null, back_in_stock_on: null }));
    expect(cleared.data).toMatchObject({ stock_on_hand: 0, low_stock_threshold: null, back_in_stock_on: null, stock_level: 'out_of_stock' });
    const untracked = okBody(await staff.patch(`/admin/api/products/${id}`, { version: cleared.data.version, stock_on_hand: null }));
    expect(untracked.data).toMatchObject({ stock_on_hand: null, stock_level: 'untracked' });
  });

  it('keeps a page open while orders lower the count: its save is not refused, and leaves the count the orders left unless a new one is typed', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const id = idOf('nitrileBlue');
    const counted = okBody(await staff.patch(`/admin/api/products/${id}`, { version: okBody(await staff.get(`/admin/api/products/${id}`)).data.version, stock_on_hand: 50 })).data;
    // Orders take 3 while the page is open (as orders do: the count alone).
    await testApp.database.pool.query('UPDATE products SET stock_on_hand = stock_on_hand - 3 WHERE id = $1', [id]);
    expect(okBody(await staff.get(`/admin/api/products/${id}`)).data).toMatchObject({ version: counted.version, stock_on_hand: 47 });

    const renamed = await staff.patch(`/admin/api/products/${id}`, { version: counted.version, title: 'Nitrile Gloves Blue Medium-100 (box)' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data).toMatchObject({ title: 'Nitrile Gloves Blue Medium-100 (box)', stock_on_hand: 47 });
    // A count typed after a shelf count replaces it, as the ERP's does.
    expect(okBody(await staff.patch(`/admin/api/products/${id}`, { version: renamed.body.data.version, stock_on_hand: 60 })).data).toMatchObject({ stock_on_hand: 60 });
  });

  it('adds a product with its stock', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    const created = await staff.post('/admin/api/products', {
      title: 'Wipes Soft-80', sku: 'WIPE-1', price: 499, category_id: testApp.fixture.categories.gloves.id, stock_on_hand: 30, stock_policy: 'stop', low_stock_threshold: 40,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({ stock_on_hand: 30, stock_policy: 'stop', low_stock_threshold: 40, back_in_stock_on: null, stock_level: 'low_stock' });
  });

  it('refuses what is not meant as a count, a policy, a threshold or a day, naming the field; nothing changes', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const id = idOf('vinyl');
    const { version } = okBody(await staff.get(`/admin/api/products/${id}`)).data;
    const long = '9'.repeat(10_000);
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [{ stock_on_hand: 12.5 }, 'stock_on_hand', 'The stock on hand must be a whole number.'],
      [{ stock_on_hand: '12' }, 'stock_on_hand', 'The stock on hand must be a whole number.'],
      [{ stock_on_hand: 1_000_000_001 }, 'stock_on_hand', 'The stock on hand may be at most 1000000000.'],
      [{ stock_policy: 'never' }, 'stock_policy', 'The stock policy must be allow_backorder or stop.'],
      [{ stock_policy: null }, 'stock_policy', 'The stock policy field is required.'],
      [{ stock_policy: long }, 'stock_policy', 'The stock policy must be allow_backorder or stop.'],
      [{ low_stock_threshold: -1 }, 'low_stock_threshold', 'The low stock threshold may not be negative.'],
      [{ low_stock_threshold: long }, 'low_stock_threshold', 'The low stock threshold must be a whole number.'],
      [{ low_stock_threshold: true }, 'low_stock_threshold', 'The low stock threshold must be a whole number.'],
      [{ back_in_stock_on: '2026-13-01' }, 'back_in_stock_on', 'The back in stock on must be a date (YYYY-MM-DD).'],
      [{ back_in_stock_on: long }, 'back_in_stock_on', 'The back in stock on must be a date (YYYY-MM-DD).'],
      [{ back_in_stock_on: '2026-04-01\u0000' }, 'back_in_stock_on', /./],
      [{ back_in_stock_on: '\uD800' }, 'back_in_stock_on', /./],
      [{ back_in_stock_on: 20260401 }, 'back_in_stock_on', /./],
    ];
    for (const [fields, field, message] of cases) expectInvalid(await staff.patch(`/admin/api/products/${id}`, { version, ...fields }), field, message);
    expect(okBody(await staff.get(`/admin/api/products/${id}`)).data).toMatchObject({ version, stock_on_hand: null, stock_policy: 'allow_backorder' });
  });

  it('is guarded by the catalogue permission: a guest or a customer 401, no CSRF token 403, the warehouse 403', async () => {
    const id = idOf('apron');
    await expectStaffGuarded(testApp, { method: 'PATCH', url: `/admin/api/products/${id}`, body: { version: 1, stock_on_hand: 5 } }, { refusedRoles: ['warehouse'] });
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/products?low_stock=1' }, { refusedRoles: ['warehouse'] });
  });
});

describe("the product list's stock and 'Low stock' filter", () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), {
    runJobs: false,
    config: { stock: { lowThreshold: DEFAULT_THRESHOLD, display: 'status', shownToGuests: false } },
  });
  const setStock = (sku: string, stock: number | null, threshold: number | null) =>
    testApp.database.pool.query('UPDATE products SET stock_on_hand = $2, low_stock_threshold = $3 WHERE sku = $1', [sku, stock, threshold]);

  it('lists tracked products at or below their own threshold or the default, out of stock included, with their stock', async () => {
    await setStock('NIT-1', 10, null); // at the default: low
    await setStock('NIT-2', 11, null); // above the default
    await setStock('VIN-1', 11, 20); // at or below its own: low
    await setStock('APR-1', 5, 2); // above its own, below the default
    await setStock('DPD-1', -3, null); // owed on back orders: out
    await setStock('NIT-9', 0, 0); // inactive, out
    // TFD-1, NIT-3: not tracked, never low.
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const low = okBody(await staff.get('/admin/api/products?low_stock=1'));
    expect(low.data.map((row: { sku: string }) => row.sku)).toEqual(['DPD-1', 'NIT-1', 'NIT-9', 'VIN-1']);
    expect(low.meta.total).toBe(4);
    expect(low.data.find((row: { sku: string }) => row.sku === 'DPD-1')).toMatchObject({ stock_on_hand: -3, low_stock_threshold: null, stock_level: 'out_of_stock' });
    expect(low.data.find((row: { sku: string }) => row.sku === 'VIN-1')).toMatchObject({ stock_on_hand: 11, low_stock_threshold: 20, stock_level: 'low_stock' });

    const all = okBody(await staff.get('/admin/api/products?per_page=100'));
    const levels = Object.fromEntries(all.data.map((row: { sku: string; stock_level: string }) => [row.sku, row.stock_level]));
    expect(levels).toMatchObject({ 'NIT-2': 'in_stock', 'APR-1': 'in_stock', 'TFD-1': 'untracked' });

    // With words (matched as text, the engine knows no stock), the other filters, and 0 for every product.
    expect(okBody(await staff.get('/admin/api/products?low_stock=1&q=nitrile')).data.map((row: { sku: string }) => row.sku)).toEqual(['NIT-1', 'NIT-9']);
    expect(okBody(await staff.get('/admin/api/products?low_stock=1&active=1')).meta.total).toBe(3);
    expect(okBody(await staff.get('/admin/api/products?low_stock=0')).meta.total).toBe(all.meta.total);
    expectInvalid(await staff.get('/admin/api/products?low_stock=yes'), 'low_stock', 'The low stock filter must be 0 or 1.');
    expectInvalid(await staff.get(`/admin/api/products?low_stock=${'1'.repeat(10_000)}`), 'low_stock');
  });
});
