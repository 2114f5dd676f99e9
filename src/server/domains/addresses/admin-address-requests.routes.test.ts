// The back office's address change requests over the wire (issue #17 Part 4): thin routes over the
// service, which address-requests.service.test.ts tests in depth; here permissions, answers and bad input.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid } from '../../testing/api.ts';
import { MOVED_ADDRESS, openAddressRequest } from '../../testing/back-office.fixtures.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { viewerOf } from '../../testing/viewers.ts';

describe('/admin/api/address-requests', () => {
  const testApp = useTestApp(undefined, { runJobs: false });

  it('lists open requests, applies one to the address (which keeps its code), declines another, on record', async () => {
    const first = await openAddressRequest(testApp);
    const second = await openAddressRequest(testApp);
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));

    const open = await staff.get('/admin/api/address-requests?status=open&per_page=100');
    expect(open.status).toBe(200);
    expect(open.body.data.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining([first.requestId, second.requestId]));
    const shown = await staff.get(`/admin/api/address-requests/${first.requestId}`);
    expect(shown.body.data).toMatchObject({ id: first.requestId, status: 'open', address_id: first.addressId, integration_code: `ERP-${first.account.accountId}` });
    expect(shown.body.data.requested).toEqual(MOVED_ADDRESS);

    const applied = await staff.post(`/admin/api/address-requests/${first.requestId}/apply`, {});
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ status: 'applied', current: MOVED_ADDRESS });
    expect(applied.body.message).toBe(
      `The address is changed, and the customer is told. The ERP owns this address (code ERP-${first.account.accountId}): its next sync will overwrite the change unless the ERP makes it too. Webhooks for address_request.applied are sent the change.`,
    );
    const { rows } = await testApp.database.pool.query('SELECT line_1, integration_code FROM addresses WHERE id = $1', [first.addressId]);
    expect(rows[0]).toEqual({ line_1: MOVED_ADDRESS.line_1, integration_code: `ERP-${first.account.accountId}` });
    expect((await staff.post(`/admin/api/address-requests/${first.requestId}/decline`, {})).status).toBe(409);

    const declined = await staff.post(`/admin/api/address-requests/${second.requestId}/decline`, { reason: 'Please ring us to confirm.' });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ status: 'declined', decline_reason: 'Please ring us to confirm.' });

    const audit = await staff.get('/admin/api/audit?entity=address_request');
    const actions = audit.body.data.map((row: { action: string; entity_id: string; reference: string }) => `${row.action} ${row.entity_id} ${row.reference}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        `address_request.apply ${first.requestId} ${first.account.accountNumber} · ERP-${first.account.accountId}`,
        `address_request.decline ${second.requestId} ${second.account.accountNumber} · ERP-${second.account.accountId}`,
      ]),
    );
  });

  it('flags two open requests for one address as conflicting, in the list and on each request', async () => {
    const first = await openAddressRequest(testApp);
    const viewer = viewerOf({ accountId: first.account.accountId, accountNumber: first.account.accountNumber, userId: first.account.userId, email: first.account.email });
    await testApp.app.services.userAddresses.requestChange(viewer, first.addressId, { ...MOVED_ADDRESS, line_1: '41 New Road' });
    const { rows } = await testApp.database.pool.query('SELECT max(id) AS id FROM address_change_requests WHERE address_id = $1', [first.addressId]);
    const secondId = Number(rows[0].id);
    const alone = await openAddressRequest(testApp);
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));

    const open = await staff.get('/admin/api/address-requests?status=open&per_page=100');
    const flagged = Object.fromEntries(open.body.data.map((row: { id: number; conflicting_request_ids: number[] }) => [row.id, row.conflicting_request_ids]));
    expect(flagged[first.requestId]).toEqual([secondId]);
    expect(flagged[secondId]).toEqual([first.requestId]);
    expect(flagged[alone.requestId]).toEqual([]);
    expect((await staff.get(`/admin/api/address-requests/${secondId}`)).body.data.conflicting_request_ids).toEqual([first.requestId]);

    const applied = await staff.post(`/admin/api/address-requests/${first.requestId}/apply`, {});
    expect(applied.body.data.conflicting_request_ids).toEqual([]);
    expect((await staff.get(`/admin/api/address-requests/${secondId}`)).body.data.conflicting_request_ids).toEqual([]);
  });

  it('answers 404 for a request that does not exist, 422 for bad input, and guards every endpoint', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    expect((await staff.get('/admin/api/address-requests/2147483000')).status).toBe(404);
    expect((await staff.post('/admin/api/address-requests/2147483000/apply', {})).status).toBe(404);
    expectInvalid(await staff.get('/admin/api/address-requests?status=pending'), 'status');
    expectInvalid(await staff.get('/admin/api/address-requests?page=0'), 'page');
    const { requestId } = await openAddressRequest(testApp);
    expectInvalid(await staff.post(`/admin/api/address-requests/${requestId}/decline`, { reason: 42 }), 'reason');
    expectInvalid(await staff.post(`/admin/api/address-requests/${requestId}/decline`, { reason: 'x'.repeat(10_000) }), 'reason');
    expectInvalid(await staff.post(`/admin/api/address-requests/${requestId}/decline`, { reason: 'nul \u0000 byte' }), 'reason');
    expectInvalid(await staff.get('/admin/api/address-requests?status=open%00'), 'status');

    const customer = apiAs(testApp, await signedInAccount(testApp));
    expect((await customer.get('/admin/api/address-requests')).status).toBe(401);
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/address-requests' }, { refusedRoles: ['warehouse'] });
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/address-requests/${requestId}/apply`, body: {} }, { refusedRoles: ['warehouse'] });
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/address-requests/${requestId}/decline`, body: {} }, { refusedRoles: ['warehouse'] });
    expect((await staff.get(`/admin/api/address-requests/${requestId}`)).body.data.status).toBe('open');
  });
});
