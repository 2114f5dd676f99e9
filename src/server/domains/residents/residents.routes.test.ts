import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESIDENTS_MAX } from '../../../shared/limits.ts';
import { RESIDENT_MESSAGES } from '../../../shared/resident-messages.ts';
import { expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { later } from '../../testing/suite.ts';
import { DEFAULT_ORDER_TIMES } from './order-times.repo.ts';
import { residentsClient, useResidentsApp } from './residents.fixtures.ts';
import { RESIDENTS_FULL_MESSAGE } from './residents.service.ts';

describe('residents: spec §7 /api/resident-orders', () => {
  const testApp = useResidentsApp();
  const fresh = async () => residentsClient(testApp, await signedInAccount(testApp));

  it('adds a resident for the session’s account (user_id in the body is ignored) with every order time, empty', async () => {
    const manager = await fresh();
    const stranger = await signedInAccount(testApp);
    const created = await manager.post('/api/resident-orders', { user_id: stranger.userId, name: '  Margaret Smith ', room: '12A', location: 'West Wing' });

    expect(created.status).toBe(201);
    expect(created.body.message).toBe(RESIDENT_MESSAGES.added);
    const resident = created.body.data;
    expect(resident).toMatchObject({ name: 'Margaret Smith', room: '12A', location: 'West Wing', cost_per_day: 0, cost_per_week: 0, cost_per_month: 0, updated_by: 'Test User' });
    expect(resident.user_id).not.toBe(stranger.userId);
    expect(resident.order_times.map((time: { title: string }) => time.title)).toEqual([...DEFAULT_ORDER_TIMES]);
    expect(resident.order_times.every((time: { products: unknown[] }) => time.products.length === 0)).toBe(true);
    expect((await manager.residents()).map((listed) => listed.id)).toEqual([resident.id]);
    // The other account sees none of it.
    expect(await residentsClient(testApp, stranger).residents()).toEqual([]);
  });

  it('needs a name to add, and a name, room and location to edit, with the spec’s messages', async () => {
    const manager = await fresh();
    expect(expectInvalid(await manager.post('/api/resident-orders', { name: '   ', room: '1' }), 'name', RESIDENT_MESSAGES.invalidName).message).toBe(RESIDENT_MESSAGES.invalidName);
    expectInvalid(await manager.post('/api/resident-orders', { room: '1' }), 'name', RESIDENT_MESSAGES.invalidName);
    const resident = await manager.create({ name: 'Alan' });
    expect(resident).toMatchObject({ room: '', location: '' });

    const url = `/api/resident-orders/${resident.id}`;
    const noName = expectInvalid(await manager.put(url, { name: '', room: '', location: '' }), 'name', RESIDENT_MESSAGES.invalidName);
    expect(noName.message).toBe(RESIDENT_MESSAGES.invalidName);
    expect(expectInvalid(await manager.put(url, { name: 'Alan', room: ' ', location: '' }), 'room', RESIDENT_MESSAGES.invalidRoom).message).toBe(RESIDENT_MESSAGES.invalidRoom);
    expectInvalid(await manager.put(url, { name: 'Alan', room: '4' }), 'location', RESIDENT_MESSAGES.invalidLocation);
    expectInvalid(await manager.post('/api/resident-orders', { name: 'x'.repeat(121) }), 'name');
    expectInvalid(await manager.post('/api/resident-orders', { name: 'Nul\u0000' }), 'name');
    expectInvalid(await manager.post('/api/resident-orders', { name: 42 }), 'name', RESIDENT_MESSAGES.invalidName);

    const updated = await manager.put(url, { name: 'Alan Jones', room: '4', location: 'East' });
    expect(okBody(updated)).toMatchObject({ message: RESIDENT_MESSAGES.updated, data: { id: resident.id, name: 'Alan Jones', room: '4', location: 'East' } });
  });

  it('keeps at most 2,000 residents an account, even when several are added at the same instant', async () => {
    const session = await signedInAccount(testApp);
    const manager = residentsClient(testApp, session);
    await testApp.database.db.execute(
      sql`INSERT INTO residents (account_id, name, room, location) SELECT ${session.accountId}, 'Resident ' || n, '', '' FROM generate_series(1, ${RESIDENTS_MAX - 1}) AS n`,
    );
    const racing = await Promise.all(Array.from({ length: 6 }, (_, n) => manager.post('/api/resident-orders', { name: `Last ${n}` })));
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    expectInvalid(racing.find((answer) => answer.status === 422)!, 'name', RESIDENTS_FULL_MESSAGE);
  });

  it('deletes a resident with its lines; deleting again is a 404', async () => {
    const manager = await fresh();
    const resident = await manager.create({ name: 'Betty' });
    expect(okBody(await manager.delete(`/api/resident-orders/${resident.id}`))).toEqual({ message: RESIDENT_MESSAGES.deleted });
    expect(await manager.residents()).toEqual([]);
    expect((await manager.delete(`/api/resident-orders/${resident.id}`)).status).toBe(404);
  });

  it('searches name, room and location above 1 character, filters by location (All, None, one) and sorts by name', async () => {
    const manager = await fresh();
    await manager.create({ name: 'Colin', room: '7', location: 'West Wing' });
    await manager.create({ name: 'alice', room: '12', location: 'east wing' });
    await manager.create({ name: 'Bruce', room: '3' });
    const names = async (query: string) => (await manager.residents(query)).map((resident) => resident.name);

    expect(await names('')).toEqual(['alice', 'Bruce', 'Colin']);
    expect(await names('?sort_order=desc')).toEqual(['Colin', 'Bruce', 'alice']);
    expect(await names('?keyword=WING')).toEqual(['alice', 'Colin']);
    expect(await names('?keyword=12')).toEqual(['alice']);
    expect(await names('?keyword=c')).toEqual(['alice', 'Bruce', 'Colin']);
    expect(await names('?keyword=100%25')).toEqual([]);
    expect(await names('?location=West%20wing')).toEqual(['Colin']);
    expect(await names('?location=none')).toEqual(['Bruce']);
    expect(await names('?location=all')).toEqual(['alice', 'Bruce', 'Colin']);
    expect(okBody(await manager.get('/api/resident-orders')).locations).toEqual(['east wing', 'West Wing']);
    expectInvalid(await manager.get('/api/resident-orders?sort_order=up'), 'sort_order');
    expectInvalid(await manager.get('/api/resident-orders?keyword=%00'), 'keyword');
  });

  it('is guarded: guests 401, no CSRF 403, another account’s resident 404', async () => {
    const manager = await fresh();
    const resident = await manager.create({ name: 'Dora' });
    await expectGuarded(testApp, { method: 'GET', url: '/api/resident-orders' });
    await expectGuarded(testApp, { method: 'POST', url: '/api/resident-orders', body: { name: 'Eve' } });
    await expectGuarded(testApp, { method: 'PUT', url: `/api/resident-orders/${resident.id}`, body: { name: 'Mallory', room: '1', location: 'X' } }, { otherAccount: true });
    await expectGuarded(testApp, { method: 'DELETE', url: `/api/resident-orders/${resident.id}` }, { otherAccount: true });
    expect((await manager.resident(resident.id)).name).toBe('Dora');
    expect((await manager.delete('/api/resident-orders/99999999')).status).toBe(404);
    for (const id of ['0', '99999999999', '-1', '%00']) expect((await manager.delete(`/api/resident-orders/${id}`)).status).toBe(422);
  });
});

describe('the cost report: GET /api/resident-cost-report(.csv)', () => {
  const testApp = useResidentsApp();
  const fixture = later(() => testApp.fixture);

  it('lists each resident’s planned cost by location with totals, as JSON and as a CSV download', async () => {
    const manager = residentsClient(testApp, await signedInAccount(testApp));
    const breakfast = await manager.timeId('Breakfast');
    const west = await manager.create({ name: 'Ann', room: '1', location: 'West' });
    await manager.create({ name: 'Bob', room: '2' });
    // $24.99 for 28, 2 a day: 178.5 cents → 179 a day, so 1,253 a week and 5,012 a month (issue #16 item 8).
    await manager.save(west.id, [{ time: breakfast, category_id: fixture.categories.dayPads.id, product_id: fixture.productId('dayPad'), qty: 2 }]);

    const report = okBody(await manager.get('/api/resident-cost-report'));
    expect(report).toMatchObject({ cost_per_week: 1253, cost_per_month: 5012, location: 'all' });
    expect(report.data.map((group: { location: string; residents: { name: string; cost_per_week: number }[] }) => [group.location, group.residents.map((entry) => [entry.name, entry.cost_per_week])])).toEqual([
      ['West', [['Ann', 1253]]],
      ['No location', [['Bob', 0]]],
    ]);
    expect(okBody(await manager.get('/api/resident-cost-report?location=none')).data).toHaveLength(1);

    const csv = await manager.get('/api/resident-cost-report.csv?location=West');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="resident-cost-report.csv"');
    expect(csv.headers['cache-control']).toMatch(/no-store/);
    expect(csv.text.replace('\uFEFF', '').trim().split('\r\n')).toEqual([
      'Location,Resident,Room,Cost per week,Cost per month',
      'West,Ann,1,12.53,50.12',
      'West,Subtotal,,12.53,50.12',
      'All locations,Total,,12.53,50.12',
    ]);
  });

  it('is guarded, and another account’s report holds none of these residents', async () => {
    await residentsClient(testApp, await signedInAccount(testApp)).create({ name: 'Secret Sam' });
    await expectGuarded(testApp, { method: 'GET', url: '/api/resident-cost-report' });
    await expectGuarded(testApp, { method: 'GET', url: '/api/resident-cost-report.csv' });
    const stranger = residentsClient(testApp, await signedInAccount(testApp));
    expect((await stranger.get('/api/resident-cost-report.csv')).text).not.toContain('Secret Sam');
    expectInvalid(await stranger.get('/api/resident-cost-report?location=%00'), 'location');
  });
});

describe('privacy: residents shown by room only', () => {
  const testApp = useResidentsApp();

  it('keeps names out of every answer, search, sort and the CSV once hidden; edits keep the stored name', async () => {
    const manager = residentsClient(testApp, await signedInAccount(testApp));
    const margaret = await manager.create({ name: 'Margaret Smith', room: '12', location: 'West' });
    await manager.create({ name: 'Alan Jones', room: '3', location: 'West' });
    expect(okBody(await manager.get('/api/resident-settings'))).toEqual({ data: { names_hidden: false } });

    expect(okBody(await manager.put('/api/resident-settings', { names_hidden: true }))).toEqual({ data: { names_hidden: true }, message: 'Residents are now shown by room only.' });
    const listed = okBody(await manager.get('/api/resident-orders'));
    expect(listed.names_hidden).toBe(true);
    // Sorted by room, not by the hidden names; the order times are the defaults (privacy did not skip them).
    expect(listed.data.map((resident: { name: string; display_name: string }) => [resident.name, resident.display_name])).toEqual([
      ['', 'Room 12'],
      ['', 'Room 3'],
    ]);
    expect(listed.data[0].order_times).toHaveLength(6);
    expect(JSON.stringify(listed)).not.toMatch(/Margaret|Alan/);
    // A name cannot be found by searching for it.
    expect(await manager.residents('?keyword=Margaret')).toEqual([]);
    expect((await manager.residents('?keyword=12')).map((resident) => resident.id)).toEqual([margaret.id]);
    const csv = (await manager.get('/api/resident-cost-report.csv')).text;
    expect(csv).not.toMatch(/Margaret|Alan/);
    expect(csv).toContain('West,Room 12,12,');

    // No name is asked for: a new resident without one, an edit without one keeps the stored name.
    const added = await manager.post('/api/resident-orders', { room: '7' });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ name: '', display_name: 'Room 7' });
    expectInvalid(await manager.put(`/api/resident-orders/${margaret.id}`, { room: '', location: 'West' }), 'room', RESIDENT_MESSAGES.invalidRoom);
    expect(okBody(await manager.put(`/api/resident-orders/${margaret.id}`, { room: '14', location: 'East' })).data).toMatchObject({ name: '', display_name: 'Room 14' });

    okBody(await manager.put('/api/resident-settings', { names_hidden: false }));
    expect((await manager.resident(margaret.id)).name).toBe('Margaret Smith');
    expectInvalid(await manager.put('/api/resident-settings', { names_hidden: 'yes' }), 'names_hidden');
    await expectGuarded(testApp, { method: 'PUT', url: '/api/resident-settings', body: { names_hidden: true } });
  });
});
