// Issue #17 Part 4: customer accounts as staff find, read and change them (the /admin routes are thin
// over this service). A resident's name or room never reaches staff; a change reaches the customer's
// next request, in this process and another.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '../../errors.ts';
import { apiAs, okBody } from '../../testing/api.ts';
import { failingAuditWriter, recordingAuditWriter, TEST_STAFF } from '../../testing/audit-recorder.ts';
import { createAccountWithUser, signedInAccount, signIn, type TestAccount } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import { buildSiblingApp } from '../../testing/test-app.ts';
import { newOrderOf } from '../orders/orders.fixtures.ts';
import { residentsClient } from '../residents/residents.fixtures.ts';
import { toAccountDetailJson, toAccountSummaryJson } from './account-admin-json.ts';
import { RECENT_ORDERS_SHOWN } from './account-admin.service.ts';

/** NOTIFY arrives a moment after the commit; "at once" is well under a second, far from the cache's 5 s. */
const AT_ONCE = { timeout: 1000, interval: 20 };

let sequence = 0;
const unique = (prefix: string) => `${prefix}${process.pid}${(sequence += 1)}`;

describe('accounts for staff', () => {
  const testApp = useTestApp(async (base) => ({ other: (await buildSiblingApp(base)).app }), { runJobs: false, config: { sessionCacheTtlMs: 5000 } });
  afterAll(async () => testApp.other.close());
  const accountAdmin = () => testApp.app.services.accountAdmin;
  const page = { page: 1, per_page: 25 };

  async function placeOrders(account: TestAccount, count: number): Promise<void> {
    for (let n = 0; n < count; n += 1) {
      await testApp.database.db.transaction((tx) => testApp.app.services.orders.insertAccountOrder(newOrderOf(account, unique('admin-key-')), tx));
    }
  }

  it('finds accounts by part of the number, the name or a user’s e-mail, in any case, a page at a time', async () => {
    const marker = unique('Kauri');
    const byName = await createAccountWithUser(testApp, { accountName: `${marker} Lodge`, accountNumber: unique('N') });
    const byNumber = await createAccountWithUser(testApp, { accountNumber: `${marker.toUpperCase()}-77` });
    const byEmail = await createAccountWithUser(testApp, { email: `buyer-${marker.toLowerCase()}@totara.example` });
    const found = await accountAdmin().search({ q: marker.toLowerCase(), ...page });
    expect(found.accounts.map((account) => account.id).sort()).toEqual([byName.accountId, byNumber.accountId, byEmail.accountId].sort());
    expect(found.total).toBe(3);
    expect(toAccountSummaryJson(found.accounts.find((account) => account.id === byName.accountId)!)).toEqual({
      id: byName.accountId,
      account_number: byName.accountNumber,
      name: `${marker} Lodge`,
      can_pay_on_account: true,
      can_switch_accounts: false,
      users_count: 1,
      created_at: expect.any(String),
    });
    const firstPage = await accountAdmin().search({ q: marker, page: 1, per_page: 2 });
    const secondPage = await accountAdmin().search({ q: marker, page: 2, per_page: 2 });
    expect([...firstPage.accounts, ...secondPage.accounts].map((account) => account.id).sort()).toEqual(found.accounts.map((account) => account.id).sort());
    expect(secondPage.total).toBe(3);
    // A page past the last still says how many there are.
    expect(await accountAdmin().search({ q: marker, page: 3, per_page: 2 })).toEqual({ accounts: [], total: 3 });
    // % and _ are letters here, not wildcards.
    expect((await accountAdmin().search({ q: `${marker}%`, ...page })).total).toBe(0);
    expect((await accountAdmin().search({ ...page })).total).toBeGreaterThanOrEqual(3);
  });

  it('shows an account whole: users with roles, addresses with their integration codes, recent orders, and only counts of lists and residents', async () => {
    const owner = await signedInAccount(testApp, { accountName: 'Rata Rest Home' });
    const colleague = await createAccountWithUser(testApp);
    await testApp.database.pool.query("INSERT INTO account_users (account_id, user_id, role) VALUES ($1, $2, 'viewer')", [owner.accountId, colleague.userId]);
    const { addresses } = testApp.app.services;
    await addresses.addAddress(owner.accountId, { line1: '5 Rata Street', suburb: 'Naenae', city: 'Lower Hutt', postCode: '5011', countryId: 155, regionId: 0, integrationCode: 'ERP-5501' });
    await addresses.addAddress(owner.accountId, { line1: '7 Side Road', suburb: 'Naenae', city: 'Lower Hutt', postCode: '5011', countryId: 155, regionId: 0 });
    await placeOrders(owner, RECENT_ORDERS_SHOWN + 2);
    expect((await apiAs(testApp, owner).post('/api/fast-orders', { title: 'Weekly kitchen' })).status).toBe(201);
    const residents = residentsClient(testApp, owner);
    await residents.create({ name: 'Whetu Secret-Resident', room: 'Room 12B', location: 'Kowhai Wing' });
    await residents.create({ name: 'Hemi Private-Person', room: 'Room 3' });

    const detail = await accountAdmin().get(owner.accountId);
    const json = toAccountDetailJson(detail);
    expect(json).toMatchObject({ id: owner.accountId, account_number: owner.accountNumber, name: 'Rata Rest Home', users_count: 2, fast_order_lists_count: 1, residents_count: 2 });
    expect(json.users).toEqual([
      { id: owner.userId, email: owner.email, first_name: 'Test', last_name: 'User', role: 'manager' },
      { id: colleague.userId, email: colleague.email, first_name: 'Test', last_name: 'User', role: 'viewer' },
    ]);
    expect(json.addresses.map((address) => [address.line_1, address.integration_code, address.primary])).toEqual([
      ['5 Rata Street', 'ERP-5501', true],
      ['7 Side Road', null, false],
    ]);
    expect(json.recent_orders).toHaveLength(RECENT_ORDERS_SHOWN);
    expect(json.recent_orders[0]).toEqual({ id: expect.any(Number), order_number: expect.stringMatching(/^CS-\d+$/), created_at: expect.any(String), status: 'placed_on_account', fulfilment_status: 'new', total: 115 });
    const ids = json.recent_orders.map((order) => order.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // The care home's residents stay the care home's.
    const text = JSON.stringify(json);
    for (const secret of ['Whetu', 'Secret-Resident', 'Hemi', 'Private-Person', 'Room 12B', 'Room 3', 'Kowhai Wing']) expect(text).not.toContain(secret);
    expect(JSON.stringify(detail)).not.toContain('Secret-Resident');

    await expect(accountAdmin().get(2_000_000_000)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('changes the name and payment settings with one audit entry of what changed, in the change’s transaction, and nothing when nothing changes', async () => {
    const account = await createAccountWithUser(testApp, { accountName: 'Miro House' });
    const audit = recordingAuditWriter(async (executor) => (await executor.execute<{ name: string }>(sql`SELECT name FROM accounts WHERE id = ${account.accountId}`)).rows[0]?.name);
    const updated = await accountAdmin().update(TEST_STAFF, audit.write, account.accountId, { name: 'Miro House Hospital', can_pay_on_account: false, can_switch_accounts: false });
    expect(updated).toMatchObject({ id: account.accountId, name: 'Miro House Hospital', canPayOnAccount: false, canSwitchAccounts: false });
    expect(audit.entries()).toEqual([
      {
        actor: TEST_STAFF,
        action: 'account.update',
        entity: 'account',
        entityId: account.accountId,
        reference: account.accountNumber,
        before: { name: 'Miro House', can_pay_on_account: true },
        after: { name: 'Miro House Hospital', can_pay_on_account: false },
      },
    ]);
    expect(audit.recorded[0]?.seen).toBe('Miro House Hospital');
    expect(audit.recorded[0]?.executor).not.toBe(testApp.database.db);

    await accountAdmin().update(TEST_STAFF, audit.write, account.accountId, { name: 'Miro House Hospital', can_switch_accounts: false });
    expect(audit.recorded).toHaveLength(1);
    await expect(accountAdmin().update(TEST_STAFF, audit.write, 2_000_000_000, { name: 'Nobody' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('changes nothing when the audit entry cannot be written', async () => {
    const account = await createAccountWithUser(testApp, { accountName: 'Totara Court' });
    await expect(accountAdmin().update(TEST_STAFF, failingAuditWriter, account.accountId, { name: 'Renamed', can_pay_on_account: false })).rejects.toThrow('the audit log is out of reach');
    expect(await accountAdmin().get(account.accountId)).toMatchObject({ name: 'Totara Court', canPayOnAccount: true });
  });

  it('applies a change to the customer’s next request, here and in another store process', async () => {
    const customer = await signedInAccount(testApp, { accountName: 'Puriri Place' });
    const here = apiAs(testApp, customer);
    const there = apiAs({ app: testApp.other }, await signIn(testApp, customer));
    for (const client of [here, there]) {
      expect(okBody(await client.get('/api/session')).account).toMatchObject({ name: 'Puriri Place', can_switch: false });
      expect(okBody(await client.get('/api/checkout')).can_pay_on_account).toBe(true);
    }
    await accountAdmin().update(TEST_STAFF, recordingAuditWriter().write, customer.accountId, { name: 'Puriri Place Care', can_pay_on_account: false, can_switch_accounts: true });
    expect(okBody(await here.get('/api/session')).account).toMatchObject({ name: 'Puriri Place Care', can_switch: true });
    expect(okBody(await here.get('/api/checkout')).can_pay_on_account).toBe(false);
    await expect.poll(async () => okBody(await there.get('/api/session')).account.name, AT_ONCE).toBe('Puriri Place Care');
    expect(okBody(await there.get('/api/session')).account.can_switch).toBe(true);
    expect(okBody(await there.get('/api/checkout')).can_pay_on_account).toBe(false);
  });
});
