// The catalogue CSV in the back office over the wire (issue #19 Part 1): check, apply once, export.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid } from '../../../testing/api.ts';
import { multipartBody } from '../../../testing/pictures.fixtures.ts';
import { expectStaffGuarded, signedInStaff } from '../../../testing/staff.ts';
import { later, useTestApp } from '../../../testing/suite.ts';
import { insertCatalogueFixture } from '../../catalogue/catalogue.fixtures.ts';
import { parseCsv } from '../../../kernel/csv.ts';
import { uploadCatalogueCsv as upload } from './catalogue-import.fixtures.ts';

const HEADER = 'sku,title,category_path,price,base_price,on_sale';

describe('/admin/api/catalogue/import and /admin/api/catalogue.csv', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });
  const fixture = later(() => testApp.fixture);
  const priceOf = async (sku: string) =>
    (await testApp.database.pool.query('SELECT price_cents FROM products WHERE sku = $1', [sku])).rows[0]?.price_cents as number | undefined;
  const productCount = async () => Number((await testApp.database.pool.query('SELECT count(*)::int AS n FROM products')).rows[0].n);

  it('lists every row with its errors and changes nothing; refuses to apply that file; applies a good one once, on record', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const nitrile = fixture.products.nitrileBlue ?? Object.values(fixture.products)[0];
    if (!nitrile) throw new Error('no fixture product');
    const path = fixture.categories.nitrile.path;
    const before = { price: await priceOf(nitrile.sku), count: await productCount() };

    const bad = [HEADER, `${nitrile.sku},${nitrile.title},${path},12.34,,`, `WEB-1,Web Gloves-100,${path},1.234,,maybe`, `WEB-2,Web Aprons-50,nowhere,3,,`].join('\n');
    const checked = await upload(staff, bad);
    expect(checked.status, checked.text).toBe(200);
    expect(checked.body).toMatchObject({ file_name: 'prices.csv', valid: 1, invalid: 2, token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    expect(checked.body.rows).toEqual([
      { line: 2, sku: nitrile.sku, errors: {}, action: 'update', changes: expect.objectContaining({ price: `$${(nitrile.priceCents / 100).toFixed(2)} → $12.34` }) },
      { line: 3, sku: 'WEB-1', errors: { price: expect.stringContaining('at most 2 decimals'), on_sale: 'must be true or false' }, action: 'new', changes: {} },
      { line: 4, sku: 'WEB-2', errors: { category_path: "no category 'nowhere'" }, action: 'new', changes: {} },
    ]);
    expect({ price: await priceOf(nitrile.sku), count: await productCount() }).toEqual(before);
    expectInvalid(await staff.post(`/admin/api/catalogue/import/${checked.body.token}/apply`, {}), 'token', /2 row\(s\) with errors/);
    expect({ price: await priceOf(nitrile.sku), count: await productCount() }).toEqual(before);

    const good = [HEADER, `${nitrile.sku},${nitrile.title},${path},12.34,15,true`, `WEB-1,Web Gloves-100,${path},1.23,,`].join('\r\n');
    const ready = await upload(staff, good);
    expect(ready.body).toMatchObject({ valid: 2, invalid: 0 });
    const applied = await staff.post(`/admin/api/catalogue/import/${ready.body.token}/apply`, {});
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.data).toMatchObject({ rows: 2, inserted: 1, updated: 1, unchanged: 0 });
    expect(await priceOf(nitrile.sku)).toBe(1234);
    expect(await priceOf('WEB-1')).toBe(123);
    expect(await productCount()).toBe(before.count + 1);
    const again = await staff.post(`/admin/api/catalogue/import/${ready.body.token}/apply`, {});
    expect(again.status).toBe(409);

    const audit = await staff.get('/admin/api/audit?entity=catalogue_import');
    expect(audit.body.data).toEqual([
      expect.objectContaining({ action: 'catalogue.import', entity_id: ready.body.token, reference: 'prices.csv', after: { file_name: 'prices.csv', rows: 2, inserted: 1, updated: 1, unchanged: 0 } }),
    ]);
  });

  // RACE_ROUNDS=50 runs the race fifty times in a row (as checked on both databases before it was committed).
  it('applies a file once when three applies arrive together', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    const path = fixture.categories.nitrile.path;
    for (let round = 0; round < Number(process.env.RACE_ROUNDS ?? 1); round++) {
      const ready = await upload(staff, [HEADER, `TWICE-1,Twice Gloves-100,${path},${2 + round}.50,,`].join('\n'));
      const answers = await Promise.all([1, 2, 3].map(() => staff.post(`/admin/api/catalogue/import/${ready.body.token}/apply`, {})));
      expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([200, 409, 409]);
      const audit = await staff.get('/admin/api/audit?entity=catalogue_import');
      expect(audit.body.data.filter((entry: { entity_id: string }) => entry.entity_id === ready.body.token), `round ${round}`).toHaveLength(1);
      expect(await priceOf('TWICE-1')).toBe((2 + round) * 100 + 50);
    }
  });

  it('leaves everything as it was when a new SKU in the second batch clashes with a product already there', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const existing = Object.values(fixture.products)[0];
    if (!existing) throw new Error('no fixture product');
    const path = fixture.categories.nitrile.path;
    const before = await productCount();
    // 'NIT.1' with the title of 'NIT-1' would take its product address (slug): found only by the database.
    const clash = existing.sku.replace('-', '.');
    // The clash is in the second batch of a thousand: the first batch, written already, is undone with it.
    const many = Array.from({ length: 1200 }, (_, index) => `MANY-${index},Many Gloves ${index}-100,${path},2.50,,`);
    const ready = await upload(staff, [HEADER, `FIRST-1,First Gloves-100,${path},2.50,,`, ...many, `${clash},${existing.title},${path},5,,`].join('\n'));
    expect(ready.body).toMatchObject({ invalid: 0, valid: 1202 });
    expectInvalid(await staff.post(`/admin/api/catalogue/import/${ready.body.token}/apply`, {}), 'file', /clashes with a product already in the catalogue/);
    expect(await productCount()).toBe(before);
    expect(await priceOf('FIRST-1')).toBeUndefined();
    expect(await priceOf('MANY-0')).toBeUndefined();
    expect((await staff.post(`/admin/api/catalogue/import/${ready.body.token}/apply`, {})).status, 'a failed apply may be tried again').toBe(422);
  });

  it('refuses what is not a catalogue CSV with a 422 naming the file, and a 50 MB upload with a 413', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
    expectInvalid(await upload(staff, png, 'picture.png'), 'file', /not a CSV file/);
    expectInvalid(await upload(staff, 'Dear supplier,\nhere are the prices.\n'), 'file', /missing column 'sku'/);
    expectInvalid(await upload(staff, ''), 'file', /Choose a file/);
    expectInvalid(await upload(staff, '\n\n'), 'file', /empty/);
    expectInvalid(await upload(staff, `${HEADER}\nA-1,Nul\u0000-1,x,1,,\n`), 'file', /NUL/);
    // A lone surrogate cannot be UTF-8: its would-be bytes are refused as not text.
    expectInvalid(await upload(staff, Buffer.concat([Buffer.from(`${HEADER}\nA-1,Bad `), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('-1,x,1,,\n')])), 'file', /UTF-8/);
    expectInvalid(await staff.post('/admin/api/catalogue/import', { file: 'sku,title' }), 'file');
    const { payload, headers } = multipartBody({ field: 'picture', name: 'prices.csv', contentType: 'text/csv', bytes: Buffer.from(`${HEADER}\n`) });
    expectInvalid(await staff.post('/admin/api/catalogue/import', payload, { headers }), 'file');

    const huge = await upload(staff, Buffer.alloc(50 * 1024 * 1024, 'a'));
    expect(huge.status).toBe(413);

    const long = await upload(staff, [HEADER, `LONG-1,${'x'.repeat(10_000)},${fixture.categories.nitrile.path},1,,`].join('\n'));
    expect(long.body.rows[0].errors).toEqual({ title: 'must be at most 200 characters' });
  });

  it('refuses an image_url that leads off the site, naming the column, and will not apply the file (issue #26 item 3)', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const path = fixture.categories.nitrile.path;
    const offSite = ['/\\evil.example/x.png', '//evil.example/x.png', '/images\\x.png', '/%2F%2Fevil.example/x.png', '/%5Cevil.example/x.png', '/%255Cevil.example', '/%09/evil.example'];
    const lines = offSite.map((url, index) => `OFF-${index},Off Gloves-${index},${path},1.00,,,${url}`);
    const checked = await upload(staff, [`${HEADER},image_url`, ...lines, `ON-1,On Gloves-1,${path},1.00,,,/images/products/ON-1.svg`].join('\n'));
    expect(checked.status, checked.text).toBe(200);
    expect(checked.body).toMatchObject({ valid: 1, invalid: offSite.length });
    for (const row of checked.body.rows.slice(0, offSite.length)) expect(Object.keys(row.errors)).toEqual(['image_url']);
    const before = await productCount();
    expectInvalid(await staff.post(`/admin/api/catalogue/import/${checked.body.token}/apply`, {}), 'token', /row\(s\) with errors/);
    expect(await productCount()).toBe(before);
  });

  it('keeps uploaded pictures, the stock on hand, the version history and the added date of the products it updates', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const vinyl = fixture.products.vinyl;
    if (!vinyl) throw new Error('no vinyl fixture');
    const pictures = [{ url: '/media/AAAAAAAAAAAAAAAAAAAAAA-640.jpg', alt: 'Front' }, { url: '/media/BBBBBBBBBBBBBBBBBBBBBB-640.jpg', alt: 'Back' }];
    await testApp.database.pool.query("UPDATE products SET images = $2, stock_on_hand = 40, version = 7, created_at = '2024-06-01T00:00:00Z' WHERE sku = $1", [vinyl.sku, JSON.stringify(pictures)]);
    const ready = await upload(staff, [HEADER, `${vinyl.sku},${vinyl.title},${fixture.categories.vinyl.path},6.10,,`].join('\n'));
    expect((await staff.post(`/admin/api/catalogue/import/${ready.body.token}/apply`, {})).status).toBe(200);
    const { rows } = await testApp.database.pool.query('SELECT images, stock_on_hand, version, price_cents, created_at FROM products WHERE sku = $1', [vinyl.sku]);
    expect(rows[0]).toEqual({ images: pictures, stock_on_hand: 40, version: 8, price_cents: 610, created_at: new Date('2024-06-01T00:00:00Z') });

    const renamed = await upload(staff, ['sku,title,category_path,price,image_url', `${vinyl.sku},${vinyl.title},${fixture.categories.vinyl.path},6.10,/images/new.svg`].join('\n'));
    expect((await staff.post(`/admin/api/catalogue/import/${renamed.body.token}/apply`, {})).status).toBe(200);
    const { rows: after } = await testApp.database.pool.query('SELECT images FROM products WHERE sku = $1', [vinyl.sku]);
    expect(after[0].images).toEqual([{ url: '/images/new.svg', alt: vinyl.title }]);
  });

  it('refuses a token older than an hour, and the next upload deletes it (applied ones stay on record)', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const line = `OLD-1,Old Gloves-100,${fixture.categories.nitrile.path},2.50,,`;
    const old = await upload(staff, [HEADER, line].join('\n'));
    const kept = await upload(staff, [HEADER, line].join('\n'));
    expect((await staff.post(`/admin/api/catalogue/import/${kept.body.token}/apply`, {})).status).toBe(200);
    await testApp.database.pool.query("UPDATE catalogue_imports SET created_at = now() - interval '61 minutes' WHERE token = ANY($1)", [[old.body.token, kept.body.token]]);
    expect((await staff.post(`/admin/api/catalogue/import/${old.body.token}/apply`, {})).status).toBe(404);
    await upload(staff, [HEADER, line].join('\n'));
    const { rows } = await testApp.database.pool.query('SELECT token FROM catalogue_imports WHERE token = ANY($1)', [[old.body.token, kept.body.token]]);
    expect(rows).toEqual([{ token: kept.body.token }]);
  });

  it('answers 404 for an unknown token or another member’s, 422 for a malformed one, and guards every endpoint', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const other = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const ready = await upload(staff, [HEADER, `MINE-1,Mine Gloves-100,${fixture.categories.nitrile.path},2.50,,`].join('\n'));
    expect((await other.post(`/admin/api/catalogue/import/${ready.body.token}/apply`, {})).status).toBe(404);
    expect((await staff.post(`/admin/api/catalogue/import/${'A'.repeat(22)}/apply`, {})).status).toBe(404);
    expectInvalid(await staff.post('/admin/api/catalogue/import/not-a-token/apply', {}), 'token');
    expectInvalid(await staff.post(`/admin/api/catalogue/import/${'A'.repeat(80)}/apply`, {}), 'token');

    await expectStaffGuarded(testApp, { method: 'POST', url: '/admin/api/catalogue/import', body: {} }, { refusedRoles: ['warehouse'] });
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/catalogue/import/${ready.body.token}/apply`, body: {} }, { refusedRoles: ['warehouse'] });
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/catalogue.csv' }, { refusedRoles: ['warehouse'] });
    expect(await priceOf('MINE-1')).toBeUndefined();
  });

  it('exports the active catalogue in the import’s columns, formula-guarded, and the export imports back unchanged', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const path = fixture.categories.nitrile.path;
    const made = await upload(staff, [HEADER + ',description', `FORM-1,=HYPERLINK(x)-10,${path},1.50,,,"@SUM(A1), really"`].join('\n'));
    expect(made.body.invalid).toBe(0);
    expect((await staff.post(`/admin/api/catalogue/import/${made.body.token}/apply`, {})).status).toBe(200);

    const exported = await staff.get('/admin/api/catalogue.csv');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    const { records, errors } = parseCsv(exported.text);
    expect(errors).toEqual([]);
    expect(records[0]?.fields).toEqual(['sku', 'title', 'category_path', 'price', 'base_price', 'price_range_from', 'price_range_to', 'on_sale', 'description', 'image_url', 'created_at']);
    const row = records.find((record) => record.fields[0] === 'FORM-1')?.fields;
    expect(row?.slice(0, 4)).toEqual(['FORM-1', "'=HYPERLINK(x)-10", path, '1.50']);
    expect(row?.[8]).toBe("'@SUM(A1), really");
    const { rows: inactive } = await testApp.database.pool.query('SELECT sku FROM products WHERE NOT is_active');
    for (const { sku } of inactive) expect(records.some((record) => record.fields[0] === sku)).toBe(false);

    const { rows: beforeRows } = await testApp.database.pool.query('SELECT sku, title, price_cents, base_price_cents, is_on_sale, description, created_at FROM products WHERE is_active ORDER BY sku');
    const back = await upload(staff, exported.text, 'catalogue.csv');
    expect(back.body).toMatchObject({ invalid: 0, valid: beforeRows.length });
    expect(back.body.rows.filter((row: { action: string }) => row.action !== 'unchanged')).toEqual([]);
    const versions = async () => (await testApp.database.pool.query('SELECT sku, version, xmin::text AS tuple FROM products ORDER BY sku')).rows;
    const versionsBefore = await versions();
    expect((await staff.post(`/admin/api/catalogue/import/${back.body.token}/apply`, {})).body.data).toMatchObject({ inserted: 0, updated: 0, unchanged: beforeRows.length });
    // Rows that change nothing are not written at all: no product's row is rewritten (xmin stays).
    expect(await versions()).toEqual(versionsBefore);
    const { rows: afterRows } = await testApp.database.pool.query('SELECT sku, title, price_cents, base_price_cents, is_on_sale, description, created_at FROM products WHERE is_active ORDER BY sku');
    expect(afterRows).toEqual(beforeRows);
  });
});
