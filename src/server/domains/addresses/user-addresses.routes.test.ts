// Issue #11 part 2: the account's delivery addresses on My Account.
import { describe, expect, it } from 'vitest';

import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount, signIn } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { useTestApp } from '../../testing/suite.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { ADDRESS_MESSAGES } from './user-addresses.service.ts';
import { addressChangeMailQueue } from './addresses.queues.ts';

const HOME = { line_1: '12 Harbour Road', line_2: 'Unit 3', suburb: 'Devonport', city: 'Auckland', post_code: '0624' };
const WARD = { line_1: '40 Tui Street', line_2: '', suburb: 'Remuera', city: 'Auckland', post_code: '1050' };

async function syncedAddress(testApp: TestApp, accountId: number): Promise<number> {
  const { rows } = await testApp.database.pool.query(
    `INSERT INTO addresses (account_id, line_1, suburb, city, post_code, integration_code) VALUES ($1, '1 Synced Lane', 'Epsom', 'Auckland', '1023', 'ERP-7') RETURNING id`,
    [accountId],
  );
  return rows[0].id as number;
}

describe('delivery addresses', () => {
  const testApp = useTestApp(undefined, { runJobs: false });

  it('adds, lists 12 a page with the primary first, edits, makes primary and deletes', async () => {
    const manager = apiAs(testApp, await signedInAccount(testApp));
    const first = await manager.post('/api/user-addresses', HOME);
    expect(first.status, first.text).toBe(201);
    expect(first.body.data).toMatchObject({ line_1: '12 Harbour Road', line_2: 'Unit 3', primary: true, integration_code: null });
    const second = (await manager.post('/api/user-addresses', WARD)).body.data;
    expect(second).toMatchObject({ line_2: null, primary: false });
    for (let n = 0; n < 11; n += 1) expect((await manager.post('/api/user-addresses', { ...WARD, line_1: `${n + 1} Extra Street` })).status).toBe(201);
    const pageOne = okBody(await manager.get('/addresses?page=1'));
    expect(pageOne.data).toHaveLength(12);
    expect(pageOne.data[0].id).toBe(first.body.data.id);
    expect(pageOne.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 12, total: 13 });
    expect(okBody(await manager.get('/addresses?page=2')).data).toHaveLength(1);

    expect(okBody(await manager.put(`/api/user-addresses/${second.id}`, { ...WARD, line_1: '42 Tui Street' })).data.line_1).toBe('42 Tui Street');
    okBody(await manager.put(`/api/user-addresses/set-as-primary/${second.id}`));
    const afterPrimary = okBody(await manager.get('/addresses')).data;
    expect(afterPrimary[0]).toMatchObject({ id: second.id, primary: true });
    expect(afterPrimary.filter((address: { primary: boolean }) => address.primary)).toHaveLength(1);
    // Deleting the primary makes the oldest left primary.
    expect(okBody(await manager.delete(`/api/user-addresses/${second.id}`))).toEqual({ message: ADDRESS_MESSAGES.deleted });
    const afterDelete = okBody(await manager.get('/addresses')).data;
    expect(afterDelete[0]).toMatchObject({ id: first.body.data.id, primary: true });
    expect((await manager.delete(`/api/user-addresses/${second.id}`)).status).toBe(404);
  });

  it('keeps exactly one primary when two requests choose different ones at once', async () => {
    const manager = apiAs(testApp, await signedInAccount(testApp));
    const ids: number[] = [];
    for (const line of ['1 A St', '2 B St', '3 C St']) ids.push((await manager.post('/api/user-addresses', { ...WARD, line_1: line })).body.data.id);
    await Promise.all([manager.put(`/api/user-addresses/set-as-primary/${ids[1]}`), manager.put(`/api/user-addresses/set-as-primary/${ids[2]}`)]);
    const { rows } = await testApp.database.pool.query('SELECT count(*)::int AS n FROM addresses WHERE id = ANY($1) AND is_primary', [ids]);
    expect(rows[0].n).toBe(1);
  });

  it('never changes or deletes a synced address: a change is a request, stored and e-mailed once', async () => {
    const account = await signedInAccount(testApp);
    const manager = apiAs(testApp, account);
    const id = await syncedAddress(testApp, account.accountId);
    const refused = await manager.delete(`/api/user-addresses/${id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.data.message).toBe(ADDRESS_MESSAGES.syncedDelete);
    expectInvalid(await manager.put(`/api/user-addresses/${id}`, HOME), 'id', ADDRESS_MESSAGES.syncedEdit);
    const asked = okBody(await manager.put(`/api/user-addresses/request-change/${id}`, HOME));
    expect(asked).toEqual({ message: ADDRESS_MESSAGES.requested, redirect: '/my-account?hasMessage=1' });
    const address = okBody(await manager.get('/addresses')).data.find((row: { id: number }) => row.id === id);
    expect(address).toMatchObject({ line_1: '1 Synced Lane', integration_code: 'ERP-7' });
    const { rows } = await testApp.database.pool.query('SELECT line_1, suburb FROM address_change_requests WHERE address_id = $1', [id]);
    expect(rows).toEqual([{ line_1: '12 Harbour Road', suburb: 'Devonport' }]);
    expect(await testApp.app.jobs.runDue(addressChangeMailQueue)).toBe(1);
    const mail = await testApp.mailer.nextTo(testApp.config.mail.merchantEmail);
    expect(mail.text).toContain('ERP-7');
    expect(mail.text).toContain('12 Harbour Road, Unit 3, Devonport, Auckland, 0624');
    expect(await testApp.app.jobs.runDue(addressChangeMailQueue)).toBe(0);
    // An address of the account's own is edited, not requested.
    const own = (await manager.post('/api/user-addresses', WARD)).body.data;
    expectInvalid(await manager.put(`/api/user-addresses/request-change/${own.id}`, HOME), 'id', ADDRESS_MESSAGES.notSynced);
  });

  it('refuses bad input with a 422 naming the field, and changes nothing', async () => {
    const manager = apiAs(testApp, await signedInAccount(testApp));
    expectInvalid(await manager.post('/api/user-addresses', { ...HOME, line_1: ' ' }), 'line_1');
    expectInvalid(await manager.post('/api/user-addresses', { ...HOME, suburb: undefined }), 'suburb');
    expectInvalid(await manager.post('/api/user-addresses', { ...HOME, city: 'A\u0000' }), 'city');
    expectInvalid(await manager.post('/api/user-addresses', { ...HOME, post_code: '\ud800' }), 'post_code');
    expectInvalid(await manager.post('/api/user-addresses', { ...HOME, line_2: 'x'.repeat(256) }), 'line_2');
    expectInvalid(await manager.get('/addresses?page=0'), 'page');
    expectInvalid(await manager.get('/addresses?page=abc'), 'page');
    expect(okBody(await manager.get('/addresses')).data).toEqual([]);
    expectInvalid(await manager.put('/api/user-addresses/set-as-primary/abc'), 'id', 'The id must be a whole number.');
  });

  it('holds every post code to 4 digits: add, edit and change request refuse ABCDE (issue #16 item 3)', async () => {
    const account = await signedInAccount(testApp);
    const manager = apiAs(testApp, account);
    const message = 'The post code must be 4 digits.';
    expectInvalid(await manager.post('/api/user-addresses', { ...HOME, post_code: 'ABCDE' }), 'post_code', message);
    const own = (await manager.post('/api/user-addresses', HOME)).body.data;
    expectInvalid(await manager.put(`/api/user-addresses/${own.id}`, { ...HOME, post_code: '624' }), 'post_code', message);
    const synced = await syncedAddress(testApp, account.accountId);
    expectInvalid(await manager.put(`/api/user-addresses/request-change/${synced}`, { ...HOME, post_code: 'ABCDE' }), 'post_code', message);
    expect(okBody(await manager.get('/addresses')).data.map((address: { post_code: string }) => address.post_code).sort()).toEqual(['0624', '1023']);
    expect(await testApp.app.jobs.runDue(addressChangeMailQueue)).toBe(0);
  });

  it('lets a buyer or a viewer read the addresses and change none (403)', async () => {
    const account = await signedInAccount(testApp);
    const own = (await apiAs(testApp, account).post('/api/user-addresses', HOME)).body.data;
    for (const role of ['buyer', 'viewer']) {
      await testApp.database.pool.query('UPDATE account_users SET role = $1 WHERE user_id = $2', [role, account.userId]);
      // A new session: the direct update bypasses the notice a role change through the API sends.
      const member = apiAs(testApp, await signIn(testApp, account));
      expect(okBody(await member.get('/addresses')).data).toHaveLength(1);
      expect((await member.post('/api/user-addresses', WARD)).status, role).toBe(403);
      expect((await member.put(`/api/user-addresses/${own.id}`, WARD)).status, role).toBe(403);
      expect((await member.put(`/api/user-addresses/set-as-primary/${own.id}`)).status, role).toBe(403);
      expect((await member.delete(`/api/user-addresses/${own.id}`)).status, role).toBe(403);
    }
  });

  it('sends a browser to My Account, and is guarded: another account’s address is a 404', async () => {
    const account = await signedInAccount(testApp);
    const own = (await apiAs(testApp, account).post('/api/user-addresses', HOME)).body.data;
    const page = await testApp.app.inject({ method: 'GET', url: '/addresses', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/my-account#delivery-addresses');
    expect((await apiAs(testApp, null).get('/addresses')).status).toBe(401);
    await expectGuarded(testApp, { method: 'POST', url: '/api/user-addresses', body: HOME });
    await expectGuarded(testApp, { method: 'PUT', url: `/api/user-addresses/${own.id}`, body: WARD }, { otherAccount: true });
    await expectGuarded(testApp, { method: 'PUT', url: `/api/user-addresses/set-as-primary/${own.id}` }, { otherAccount: true });
    await expectGuarded(testApp, { method: 'PUT', url: `/api/user-addresses/request-change/${own.id}`, body: WARD }, { otherAccount: true });
    await expectGuarded(testApp, { method: 'DELETE', url: `/api/user-addresses/${own.id}` }, { otherAccount: true });
    expect(okBody(await apiAs(testApp, account).get('/addresses')).data[0]).toMatchObject({ line_1: '12 Harbour Road' });
  });
});
