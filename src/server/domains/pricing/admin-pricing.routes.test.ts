// The back office's contract prices (issue #27 Part 3): price lists, their entries and assignments,
// customer groups and the price check, with the `pricing` permission, bad input and audit entries.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { multipartBody } from '../../testing/pictures.fixtures.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';

describe('/admin/api/price-lists, customer groups and the price check', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });

  it('lets staff make a list, set its entries, assign it to a group and check what a facility pays', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const buyer = await signedInAccount(testApp);
    const code = `COASTAL-${buyer.accountNumber}`;
    const created = await staff.post('/admin/api/price-lists', { code, name: 'Coastal Care 2027', valid_from: '2027-01-01' });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ code, entries: 0, in_force: false, valid_from: '2027-01-01' });
    expect((await staff.post('/admin/api/price-lists', { code, name: 'Again' })).status).toBe(409);
    // Two adds of one new code at once: one list, and the other told so.
    const twice = await Promise.all([1, 2].map((n) => staff.post('/admin/api/price-lists', { code: `TWICE-${buyer.accountNumber}`, name: `Twice ${n}` })));
    expect(twice.map((answer) => answer.status).sort()).toEqual([201, 409]);

    const entries = okBody(await staff.put(`/admin/api/price-lists/${id}/entries`, { replace: true, entries: [{ sku: 'NIT-1', min_qty: 1, price: 890 }, { sku: 'NIT-1', min_qty: 10, price: 840 }, { sku: 'APR-1', min_qty: 1, price: 900 }] }));
    expect(entries.data.entry_page.data).toEqual([
      { sku: 'APR-1', min_qty: 1, price: 900, title: 'Aprons On A Roll White-200' },
      { sku: 'NIT-1', min_qty: 1, price: 890, title: 'Nitrile Gloves Blue Medium-100' },
      { sku: 'NIT-1', min_qty: 10, price: 840, title: 'Nitrile Gloves Blue Medium-100' },
    ]);
    const changed = okBody(await staff.put(`/admin/api/price-lists/${id}/entries`, { replace: false, entries: [{ sku: 'NIT-1', min_qty: 10, price: 830 }], remove: [{ sku: 'APR-1', min_qty: 1 }] }));
    expect(changed.data.entry_page.data.map((entry: { sku: string; price: number }) => [entry.sku, entry.price])).toEqual([['NIT-1', 890], ['NIT-1', 830]]);
    expect(okBody(await staff.get(`/admin/api/price-lists/${id}?q=apr`)).data.entry_page.meta.total).toBe(0);

    const group = await staff.post('/admin/api/customer-groups', { code: `G-${code}`, name: 'Coastal Care Group', account_numbers: [buyer.accountNumber] });
    expect(group.status).toBe(201);
    expect(group.body.data).toMatchObject({ account_numbers: [buyer.accountNumber] });
    const groupsTwice = await Promise.all([1, 2].map((n) => staff.post('/admin/api/customer-groups', { code: `GT-${code}`, name: `Twice ${n}`, account_numbers: [] })));
    expect(groupsTwice.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const made = groupsTwice.find((answer) => answer.status === 201);
    expect(okBody(await staff.get('/admin/api/customer-groups')).data.find((found: { code: string }) => found.code === `GT-${code}`)).toMatchObject({ name: made?.body.data.name });
    const assigned = okBody(await staff.put(`/admin/api/price-lists/${id}/assignments`, { account_numbers: [], group_codes: [`G-${code}`] }));
    expect(assigned.data).toMatchObject({ groups: 1, group_codes: [`G-${code}`] });

    const check = (qty: number) => staff.get(`/admin/api/price-check?account_number=${buyer.accountNumber}&sku=NIT-1&qty=${qty}`);
    // Valid from 1 January 2027: not yet.
    expect(okBody(await check(12)).data).toMatchObject({ price: 1299, price_source: 'special', price_list_code: null, list_price: 1499 });
    okBody(await staff.request('PATCH', `/admin/api/price-lists/${id}`, { valid_from: null }));
    expect(okBody(await check(12)).data).toEqual({
      price: 830,
      price_source: 'contract',
      price_list_code: code,
      min_qty: 10,
      list_price: 1499,
      breaks: [{ min_qty: 1, price: 890 }, { min_qty: 10, price: 830 }],
    });
    expect(okBody(await check(9)).data).toMatchObject({ price: 890, min_qty: 1 });

    expect(okBody(await staff.get(`/admin/api/price-lists?account_number=${buyer.accountNumber}`)).data.map((list: { code: string }) => list.code)).toEqual([code]);
    expect(okBody(await staff.get(`/admin/api/customer-groups?account_number=${buyer.accountNumber}`)).data).toEqual([expect.objectContaining({ code: `G-${code}` })]);
    const listed = okBody(await staff.get(`/admin/api/price-lists?q=${code}`));
    expect(listed.data).toEqual([expect.objectContaining({ code, entries: 2, groups: 1, in_force: true })]);
    const { rows } = await testApp.database.pool.query(`SELECT action FROM audit_log WHERE entity IN ('price_list', 'customer_group') AND reference IN ($1, $2) ORDER BY id`, [code, `G-${code}`]);
    expect(rows.map((row) => row.action)).toEqual(['price_list.create', 'price_list.update', 'price_list.update', 'customer_group.create', 'price_list.update', 'price_list.update']);
  });

  it('checks a CSV of entries with a preview (problems, warnings, changes), and its entries apply all or nothing', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const made = await staff.post('/admin/api/price-lists', { code: `CSV-${Date.now()}`, name: 'From a CSV' });
    const id = made.body.data.id;
    okBody(await staff.put(`/admin/api/price-lists/${id}/entries`, { replace: true, entries: [{ sku: 'APR-1', min_qty: 1, price: 900 }, { sku: 'VIN-1', min_qty: 1, price: 500 }] }));
    const check = async (text: string) => {
      const { payload, headers } = multipartBody({ field: 'file', name: 'entries.csv', contentType: 'text/csv', bytes: Buffer.from(text) });
      return staff.post(`/admin/api/price-lists/${id}/entries/check`, payload, { headers });
    };
    const good = okBody(await check('sku,price,min_qty\nAPR-1,8.50,1\nNIT-1,8.90,1\nNIT-1,8.40,10\nDPD-1,30.00,1\n')).data;
    expect(good.problems).toEqual([]);
    expect(good.summary).toEqual({ rows: 4, added: 3, repriced: 1, removed: 1, unchanged: 0 });
    expect(good.warnings).toEqual([{ line: 5, message: 'DPD-1: $30.00 is above the list price $24.99 (the lower price still wins).' }]);
    // Nothing changed yet; applying is the whole set.
    expect(okBody(await staff.get(`/admin/api/price-lists/${id}`)).data.entries).toBe(2);
    const applied = okBody(await staff.put(`/admin/api/price-lists/${id}/entries`, { replace: true, entries: good.entries.map(({ line: _line, ...entry }: { line: number }) => entry) }));
    expect(applied.data.entries).toBe(4);

    const bad = okBody(await check('sku,price\nAPR-1,abc\nNO-SUCH,1.00\nAPR-1,2.00\n')).data;
    expect(bad.entries).toEqual([]);
    expect(bad.problems.map((problem: { line: number; field: string }) => [problem.line, problem.field])).toEqual([[2, 'price'], [3, 'sku']]);
    expect(bad.summary.rows).toBe(3);
    expect(okBody(await staff.get(`/admin/api/price-lists/${id}`)).data.entries).toBe(4);
    expectInvalid(await staff.put(`/admin/api/price-lists/${id}/entries`, { replace: true, entries: [{ sku: 'APR-1', min_qty: 1, price: 1 }, { sku: 'NO-SUCH', min_qty: 1, price: 1 }] }), 'entries.1.sku');
    expect(okBody(await staff.get(`/admin/api/price-lists/${id}`)).data.entries).toBe(4);
  });

  it('refuses bad input naming the field, and an unknown list', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    const made = await staff.post('/admin/api/price-lists', { code: `BAD-${Date.now()}`, name: 'Bad' });
    const id = made.body.data.id;
    expectInvalid(await staff.put(`/admin/api/price-lists/${id}/entries`, { replace: true, entries: [{ sku: 'NO-SUCH', min_qty: 1, price: 5 }] }), 'entries.0.sku', "No product has the SKU 'NO-SUCH'.");
    expectInvalid(await staff.put(`/admin/api/price-lists/${id}/entries`, { replace: true, entries: [{ sku: 'APR-1', min_qty: 1, price: -5 }] }), 'entries.0.price');
    expectInvalid(await staff.put(`/admin/api/price-lists/${id}/entries`, { entries: [] }), 'replace');
    expectInvalid(await staff.request('PATCH', `/admin/api/price-lists/${id}`, { category_rules: [{ category_path: 'gloves-ppe', percent_off: 101 }] }), 'category_rules.0.percent_off');
    expectInvalid(await staff.request('PATCH', `/admin/api/price-lists/${id}`, { valid_from: '2027-02-01', valid_to: '2027-01-01' }), 'valid_to');
    expectInvalid(await staff.put(`/admin/api/price-lists/${id}/assignments`, { account_numbers: ['NOPE'], group_codes: [] }), 'account_numbers.0');
    expectInvalid(await staff.post('/admin/api/price-lists', { code: 'Nul\u0000', name: 'x' }), 'code');
    expectInvalid(await staff.post('/admin/api/price-lists', { code: 'X', name: 'x'.repeat(10_000) }), 'name');
    expectInvalid(await staff.get('/admin/api/price-check?account_number=NOPE&sku=APR-1&qty=1'), 'account_number');
    expectInvalid(await staff.get('/admin/api/price-check?account_number=NOPE&sku=APR-1&qty=0'), 'qty');
    expect((await staff.get('/admin/api/price-lists/999999')).status).toBe(404);
    expect((await staff.request('PATCH', '/admin/api/price-lists/999999', { name: 'x' })).status).toBe(404);
    expect((await staff.request('PATCH', '/admin/api/customer-groups/999999', { name: 'x' })).status).toBe(404);
    expect(okBody(await staff.get(`/admin/api/price-lists/${id}`)).data.entries).toBe(0);
  });

  it('is for owners and staff only', async () => {
    const warehouse = apiAs(testApp, await signedInStaff(testApp, 'warehouse'));
    expect((await warehouse.get('/admin/api/price-lists')).status).toBe(403);
    expect((await warehouse.get('/admin/api/price-check?account_number=1&sku=APR-1&qty=1')).status).toBe(403);
    expect((await apiAs(testApp, null).get('/admin/api/price-lists')).status).toBe(401);
    const buyer = apiAs(testApp, await signedInAccount(testApp));
    expect((await buyer.get('/admin/api/customer-groups')).status).toBe(401);
  });
});
