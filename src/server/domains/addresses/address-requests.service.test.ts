// Issue #17 Part 4: staff apply or decline a customer's address change request (the /admin routes are
// thin over this service). The address keeps its integration code; the customer is e-mailed either way,
// in the decision's transaction, with its audit entry; a request is decided once, even at once.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { failingAuditWriter, recordingAuditWriter, TEST_STAFF } from '../../testing/audit-recorder.ts';
import { MOVED_ADDRESS, openAddressRequest } from '../../testing/back-office.fixtures.ts';
import { createAccountWithUser } from '../../testing/factories.ts';
import { viewerOf } from '../../testing/viewers.ts';
import { useTestApp } from '../../testing/suite.ts';
import { toAddressRequestJson } from './address-request-json.ts';
import { addressEventsQueue, addressRequestDecisionMailQueue } from './addresses.queues.ts';

const MOVED = MOVED_ADDRESS;

describe('staff deciding address change requests', () => {
  const testApp = useTestApp(undefined, { runJobs: false });
  const requests = () => testApp.app.services.addressRequests;

  const openRequest = (options: Parameters<typeof openAddressRequest>[1] = {}) => openAddressRequest(testApp, options);

  const addressOf = async (id: number) =>
    (await testApp.database.pool.query('SELECT line_1, line_2, suburb, city, post_code, integration_code, is_primary FROM addresses WHERE id = $1', [id])).rows[0];
  const requestRow = async (id: number) => (await testApp.database.pool.query('SELECT status, decline_reason FROM address_change_requests WHERE id = $1', [id])).rows[0];

  it('lists them by status, oldest first, a page at a time, with the account, the address as it is and who asked', async () => {
    const first = await openRequest();
    const second = await openRequest();
    const decided = await openRequest();
    await requests().decline(TEST_STAFF, recordingAuditWriter().write, decided.requestId, {});
    const open = await requests().listPage({ status: 'open', page: 1, per_page: 100 });
    const ids = open.requests.map((request) => request.id);
    expect(ids).toEqual(expect.arrayContaining([first.requestId, second.requestId]));
    expect(ids).not.toContain(decided.requestId);
    expect(ids.indexOf(first.requestId)).toBeLessThan(ids.indexOf(second.requestId));
    const onePage = await requests().listPage({ status: 'open', page: 2, per_page: 1 });
    expect(onePage.requests).toHaveLength(1);
    expect(onePage.total).toBe(open.total);
    expect((await requests().listPage({ status: 'declined', page: 1, per_page: 100 })).requests.map((request) => request.id)).toContain(decided.requestId);

    const shown = toAddressRequestJson(open.requests.find((request) => request.id === first.requestId)!);
    expect(shown).toEqual({
      id: first.requestId,
      status: 'open',
      account: { id: first.account.accountId, account_number: first.account.accountNumber, name: expect.any(String) },
      address_id: first.addressId,
      integration_code: `ERP-${first.account.accountId}`,
      conflicting_request_ids: [],
      current: { line_1: '1 Old Street', line_2: null, suburb: 'Alicetown', city: 'Lower Hutt', post_code: '5010' },
      requested: MOVED,
      requested_by: first.account.email,
      decline_reason: null,
      created_at: expect.any(String),
      decided_at: null,
    });
  });

  it('applies one: the address takes the values asked for and keeps its code, the asker is e-mailed, and the entry is written in the same transaction', async () => {
    await testApp.app.jobs.runDue(addressRequestDecisionMailQueue);
    const { account, addressId, requestId } = await openRequest();
    const audit = recordingAuditWriter(async (executor) => (await executor.execute<{ line_1: string }>(sql`SELECT line_1 FROM addresses WHERE id = ${addressId}`)).rows[0]?.line_1);
    const applied = await requests().apply(TEST_STAFF, audit.write, requestId);

    expect(applied).toMatchObject({ id: requestId, status: 'applied', decidedAt: expect.any(Date), current: { line1: '40 New Road', postCode: '5012' } });
    expect(await addressOf(addressId)).toEqual({ ...MOVED, integration_code: `ERP-${account.accountId}`, is_primary: true });
    expect(audit.entries()).toEqual([
      {
        actor: TEST_STAFF,
        action: 'address_request.apply',
        entity: 'address_request',
        entityId: requestId,
        reference: `${account.accountNumber} · ERP-${account.accountId}`,
        before: { status: 'open', address_id: addressId, line_1: '1 Old Street', line_2: null, suburb: 'Alicetown', city: 'Lower Hutt', post_code: '5010' },
        after: { status: 'applied', address_id: addressId, ...MOVED },
      },
    ]);
    expect(audit.recorded[0]?.seen).toBe('40 New Road');
    expect(audit.recorded[0]?.executor).not.toBe(testApp.database.db);

    expect(await testApp.app.jobs.runDue(addressRequestDecisionMailQueue)).toBe(1);
    const mail = await testApp.mailer.nextTo(account.email);
    expect(mail.subject).toBe('Your delivery address has been changed');
    expect(mail.text).toContain('40 New Road, Block B, Petone, Lower Hutt, 5012');
    expect(mail.text).toContain(`account ${account.accountNumber}`);
  });

  it('declines one with a reason: the address stays, the reason is kept and e-mailed', async () => {
    await testApp.app.jobs.runDue(addressRequestDecisionMailQueue);
    const { account, addressId, requestId } = await openRequest();
    const audit = recordingAuditWriter();
    const reason = 'That street is outside our delivery runs.';
    const declined = await requests().decline(TEST_STAFF, audit.write, requestId, { reason });
    expect(declined).toMatchObject({ status: 'declined', declineReason: reason });
    expect(await addressOf(addressId)).toMatchObject({ line_1: '1 Old Street', post_code: '5010', integration_code: `ERP-${account.accountId}` });
    expect(await requestRow(requestId)).toEqual({ status: 'declined', decline_reason: reason });
    expect(audit.entries()).toEqual([
      { actor: TEST_STAFF, action: 'address_request.decline', entity: 'address_request', entityId: requestId, reference: `${account.accountNumber} · ERP-${account.accountId}`, before: { status: 'open', address_id: addressId }, after: { status: 'declined', address_id: addressId, reason } },
    ]);
    expect(await testApp.app.jobs.runDue(addressRequestDecisionMailQueue)).toBe(1);
    const mail = await testApp.mailer.nextTo(account.email);
    expect(mail.subject).toBe('Your address change request');
    expect(mail.text).toContain(`Reason:\n${reason}`);
    expect(mail.text).toContain('The address stays as it was: 1 Old Street, Alicetown, Lower Hutt, 5010.');
  });

  it('e-mails the account’s managers when the user who asked has left the account', async () => {
    await testApp.app.jobs.runDue(addressRequestDecisionMailQueue);
    const account = await createAccountWithUser(testApp);
    const buyer = await createAccountWithUser(testApp);
    await testApp.database.pool.query("INSERT INTO account_users (account_id, user_id, role) VALUES ($1, $2, 'buyer')", [account.accountId, buyer.userId]);
    const { requestId } = await openRequest({ account, asker: buyer });
    await testApp.database.pool.query('DELETE FROM account_users WHERE account_id = $1 AND user_id = $2', [account.accountId, buyer.userId]);
    await requests().apply(TEST_STAFF, recordingAuditWriter().write, requestId);
    expect(await testApp.app.jobs.runDue(addressRequestDecisionMailQueue)).toBe(1);
    expect((await testApp.mailer.nextTo(account.email)).subject).toBe('Your delivery address has been changed');
    expect(testApp.mailer.messages.filter((message) => message.to === buyer.email)).toEqual([]);
  });

  it('refuses a second decision (409) and an unknown request (404)', async () => {
    const audit = recordingAuditWriter();
    const applied = await openRequest();
    await requests().apply(TEST_STAFF, audit.write, applied.requestId);
    await expect(requests().apply(TEST_STAFF, audit.write, applied.requestId)).rejects.toThrow(new ConflictError(`Address change request #${applied.requestId} was applied already.`));
    await expect(requests().decline(TEST_STAFF, audit.write, applied.requestId, {})).rejects.toBeInstanceOf(ConflictError);
    const declined = await openRequest();
    await requests().decline(TEST_STAFF, audit.write, declined.requestId, { reason: 'No' });
    await expect(requests().apply(TEST_STAFF, audit.write, declined.requestId)).rejects.toThrow(`Address change request #${declined.requestId} was declined already.`);
    expect(await addressOf(declined.addressId)).toMatchObject({ line_1: '1 Old Street' });
    await expect(requests().apply(TEST_STAFF, audit.write, 2_000_000_000)).rejects.toBeInstanceOf(NotFoundError);
    await expect(requests().decline(TEST_STAFF, audit.write, 2_000_000_000, {})).rejects.toBeInstanceOf(NotFoundError);
    await expect(requests().get(2_000_000_000)).rejects.toBeInstanceOf(NotFoundError);
    expect(audit.recorded).toHaveLength(2);
  });

  it('rolls the decision, its e-mail and its webhook event back when the audit entry cannot be written', async () => {
    await testApp.app.jobs.runDue(addressRequestDecisionMailQueue);
    await testApp.app.jobs.runDue(addressEventsQueue);
    const { addressId, requestId } = await openRequest();
    await expect(requests().apply(TEST_STAFF, failingAuditWriter, requestId)).rejects.toThrow('the audit log is out of reach');
    await expect(requests().decline(TEST_STAFF, failingAuditWriter, requestId, { reason: 'No' })).rejects.toThrow('the audit log is out of reach');
    expect(await addressOf(addressId)).toMatchObject({ line_1: '1 Old Street', post_code: '5010' });
    expect(await requestRow(requestId)).toEqual({ status: 'open', decline_reason: null });
    expect(await testApp.app.jobs.runDue(addressRequestDecisionMailQueue)).toBe(0);
    expect(await testApp.app.jobs.runDue(addressEventsQueue)).toBe(0);
  });

  it('flags two or more open requests for one address as conflicting, each naming the others, until they are decided', async () => {
    const account = await createAccountWithUser(testApp);
    const first = await openRequest({ account });
    const viewer = viewerOf({ accountId: account.accountId, accountNumber: account.accountNumber, userId: account.userId, email: account.email });
    await testApp.app.services.userAddresses.requestChange(viewer, first.addressId, { ...MOVED, line_1: '41 New Road' });
    await testApp.app.services.userAddresses.requestChange(viewer, first.addressId, { ...MOVED, line_1: '42 New Road' });
    const { rows } = await testApp.database.pool.query('SELECT id FROM address_change_requests WHERE address_id = $1 ORDER BY id', [first.addressId]);
    const [one, two, three] = rows.map((row) => Number(row.id));
    const alone = await openRequest({ account });

    expect((await requests().get(one!)).conflictingRequestIds).toEqual([two, three]);
    expect((await requests().get(two!)).conflictingRequestIds).toEqual([one, three]);
    expect((await requests().get(alone.requestId)).conflictingRequestIds).toEqual([]);
    const listed = (await requests().listPage({ status: 'open', page: 1, per_page: 100 })).requests.find((request) => request.id === three);
    expect(listed?.conflictingRequestIds).toEqual([one, two]);

    const applied = await requests().apply(TEST_STAFF, recordingAuditWriter().write, one!);
    expect(applied.conflictingRequestIds).toEqual([]);
    expect((await requests().get(two!)).conflictingRequestIds).toEqual([three]);
    await requests().decline(TEST_STAFF, recordingAuditWriter().write, three!, {});
    expect((await requests().get(two!)).conflictingRequestIds).toEqual([]);
  });

  it('queues address_request.applied in the apply, with the account, the code and the address as applied and as it was', async () => {
    await testApp.app.jobs.runDue(addressEventsQueue);
    const { account, addressId, requestId } = await openRequest();
    await testApp.database.pool.query('UPDATE accounts SET external_code = $1 WHERE id = $2', [`CUST-${account.accountId}`, account.accountId]);
    const applied = await requests().apply(TEST_STAFF, recordingAuditWriter().write, requestId);
    const { rows } = await testApp.database.pool.query("SELECT data FROM pgboss.job WHERE name = 'address-events' AND data->>'requestId' = $1", [String(requestId)]);
    expect(rows.map((row) => row.data)).toEqual([
      {
        event: 'address_request.applied',
        requestId,
        data: {
          request_id: requestId,
          account_number: account.accountNumber,
          account_external_code: `CUST-${account.accountId}`,
          address_id: addressId,
          integration_code: `ERP-${account.accountId}`,
          address: MOVED,
          previous: { line_1: '1 Old Street', line_2: null, suburb: 'Alicetown', city: 'Lower Hutt', post_code: '5010' },
          applied_at: applied.decidedAt?.toISOString(),
        },
      },
    ]);
    const declined = await openRequest();
    await requests().decline(TEST_STAFF, recordingAuditWriter().write, declined.requestId, {});
    expect(await testApp.app.jobs.runDue(addressEventsQueue)).toBe(1);
  });

  it('lets one of two decisions made at the same moment win and refuses the other with 409, 50 times over', async () => {
    await testApp.app.jobs.runDue(addressRequestDecisionMailQueue);
    const account = await createAccountWithUser(testApp);
    const audit = recordingAuditWriter();
    for (let round = 0; round < 50; round += 1) {
      const { addressId, requestId } = await openRequest({ account });
      const secondIsDecline = round % 2 === 1;
      const results = await Promise.allSettled([
        requests().apply(TEST_STAFF, audit.write, requestId),
        secondIsDecline ? requests().decline(TEST_STAFF, audit.write, requestId, { reason: 'Both at once' }) : requests().apply(TEST_STAFF, audit.write, requestId),
      ]);
      const refused = results.filter((result) => result.status === 'rejected');
      expect(refused, `round ${round}`).toHaveLength(1);
      expect((refused[0] as PromiseRejectedResult).reason, `round ${round}`).toBeInstanceOf(ConflictError);
      const { status } = await requestRow(requestId);
      expect((await addressOf(addressId)).line_1, `round ${round}`).toBe(status === 'applied' ? '40 New Road' : '1 Old Street');
    }
    expect(audit.recorded).toHaveLength(50);
    expect(await testApp.app.jobs.runDue(addressRequestDecisionMailQueue)).toBe(50);
  });
});
