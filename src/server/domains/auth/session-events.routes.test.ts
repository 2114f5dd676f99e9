// Issue #11 part 5: a session ended or changed in one store process is ended or changed in the others
// at once, not after their session cache's time to live (5 s here, the default). Two apps on one
// database stand for two processes: on PostgreSQL they hear each other through LISTEN/NOTIFY.
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs, okBody } from '../../testing/api.ts';
import { createAccountWithUser, signedInAccount, signIn } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import { buildSiblingApp } from '../../testing/test-app.ts';
import { parseSessionEvent } from './session-events.ts';

/** NOTIFY arrives a moment after the commit; "at once" is well under a second, far from the cache's 5 s. */
const AT_ONCE = { timeout: 1000, interval: 20 };

describe('sessions across store processes', () => {
  const testApp = useTestApp(async (base) => ({ other: (await buildSiblingApp(base)).app }), { config: { sessionCacheTtlMs: 5000 } });
  afterAll(async () => testApp.other.close());

  it('signs out in the other process too', async () => {
    const buyer = await signedInAccount(testApp);
    const there = apiAs({ app: testApp.other }, buyer);
    expect((await there.get('/api/fast-orders')).status).toBe(200);
    okBody(await apiAs(testApp, buyer).post('/logout', {}));
    await expect.poll(async () => (await there.get('/api/fast-orders')).status, AT_ONCE).toBe(401);
  });

  it('ends the other sessions of a password change, removes a user and changes a role everywhere', async () => {
    const manager = await signedInAccount(testApp);
    const elsewhere = apiAs({ app: testApp.other }, await signIn(testApp, manager));
    expect((await elsewhere.get('/api/cart')).status).toBe(200);
    const password = 'Pohutukawa-in-bloom';
    okBody(await apiAs(testApp, manager).put('/my-account', { password, password_confirmation: password, current_password: manager.password }));
    await expect.poll(async () => (await elsewhere.get('/api/cart')).status, AT_ONCE).toBe(401);

    const colleague = await createAccountWithUser(testApp);
    await testApp.database.pool.query("INSERT INTO account_users (account_id, user_id, role) VALUES ($1, $2, 'buyer')", [manager.accountId, colleague.userId]);
    await testApp.database.pool.query('DELETE FROM account_users WHERE account_id = $1', [colleague.accountId]);
    const colleagueThere = apiAs({ app: testApp.other }, await signIn(testApp, colleague));
    expect((await colleagueThere.post('/api/fast-orders', { title: 'Before' })).status).toBe(201);
    okBody(await apiAs(testApp, manager).put(`/api/account-users/${colleague.userId}`, { role: 'viewer' }));
    await expect.poll(async () => (await colleagueThere.post('/api/fast-orders', { title: 'After' })).status, AT_ONCE).toBe(403);
    okBody(await apiAs(testApp, manager).delete(`/api/account-users/${colleague.userId}`));
    await expect.poll(async () => (await colleagueThere.get('/api/fast-orders')).status, AT_ONCE).toBe(401);
  });

  it('follows a switch of account and a new account name', async () => {
    const first = await createAccountWithUser(testApp, { accountName: 'Aroha House' });
    const second = await createAccountWithUser(testApp, { email: first.email, password: first.password, accountName: 'Beach Haven' });
    await testApp.database.pool.query('UPDATE accounts SET can_switch_accounts = true WHERE id = ANY($1)', [[first.accountId, second.accountId]]);
    const session = await signIn(testApp, first);
    const there = apiAs({ app: testApp.other }, session);
    expect(okBody(await there.get('/api/session')).account.name).toBe('Aroha House');
    okBody(await apiAs(testApp, session).post('/api/my-account/switch', { account_id: second.accountId }));
    await expect.poll(async () => okBody(await there.get('/api/session')).account.name, AT_ONCE).toBe('Beach Haven');
    okBody(await apiAs(testApp, session).put('/my-account', { account_name: 'Beach Haven Rest Home' }));
    await expect.poll(async () => okBody(await there.get('/api/session')).account.name, AT_ONCE).toBe('Beach Haven Rest Home');
  });
});

describe('session event payloads', () => {
  it('reads the events it sends and nothing else', () => {
    expect(parseSessionEvent('{"type":"member","accountId":3,"userId":4}')).toEqual({ type: 'member', accountId: 3, userId: 4 });
    expect(parseSessionEvent('{"type":"account","accountId":3}')).toEqual({ type: 'account', accountId: 3 });
    expect(parseSessionEvent('{"type":"user"}')).toBeNull();
    expect(parseSessionEvent('not json')).toBeNull();
    expect(parseSessionEvent(undefined)).toBeNull();
  });
});
