// Webhooks (issue #19 Part 3): owners register URLs for order events; each event is queued with the
// order's own transaction, delivered by the job queue signed with the webhook's secret, every attempt
// logged, retried until a 2xx, and resent on demand. Private addresses only with WEBHOOK_ALLOW_PRIVATE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody, type ApiClient } from '../../testing/api.ts';
import { createAccountWithUser, signedInAccount } from '../../testing/factories.ts';
import { insertPlacedOrder } from '../../testing/fulfilment.fixtures.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { startWebhookReceiver } from '../../testing/webhook-receiver.ts';
import { pay, readyCheckout } from '../orders/orders.fixtures.ts';
import { orderEventsQueue } from '../orders/orders.queues.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';
import { addressEventsQueue } from '../addresses/addresses.queues.ts';
import { returnEventsQueue } from '../returns/returns.queues.ts';
import { MOVED_ADDRESS, openAddressRequest } from '../../testing/back-office.fixtures.ts';
import { webhookDeliveryQueue } from './integration.queues.ts';
import { verifySignature } from './webhook-signature.ts';

describe('/admin/api/webhooks and deliveries', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false, config: { webhooks: { allowPrivate: true, timeoutMs: 2000 } } });
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let owner: ApiClient;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    owner = apiAs(testApp, await signedInStaff(testApp, 'owner'));
  });
  afterAll(async () => receiver.close());
  const runJobs = async () => {
    await testApp.app.jobs.runDue(orderEventsQueue);
    await testApp.app.jobs.runDue(webhookDeliveryQueue);
  };

  it('delivers order.placed when a buyer places an order, signed with the secret shown once, and logs the attempt', async () => {
    const made = await owner.post('/admin/api/webhooks', { url: receiver.url, events: ['order.placed'] });
    expect(made.status, made.text).toBe(201);
    const { id, secret } = made.body.data;
    expect(secret).toMatch(/^whsec_/);
    const listed = okBody(await owner.get('/admin/api/webhooks'));
    expect(listed.data).toContainEqual(expect.objectContaining({ id, url: receiver.url, events: ['order.placed'] }));
    expect(JSON.stringify(listed)).not.toContain(secret);

    const buyer = await signedInAccount(testApp);
    await readyCheckout(testApp, buyer, [{ id: testApp.fixture.products.apron?.id ?? 0, qty: 2 }]);
    const placed = await pay(testApp, 'account', buyer);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await runJobs();

    const hook = receiver.received.at(-1);
    if (!hook) throw new Error('no webhook arrived');
    expect(verifySignature(secret, String(hook.headers['x-signature']), hook.body)).toBe(true);
    const event = JSON.parse(hook.body);
    expect(event).toMatchObject({ event: 'order.placed', data: { order_number: expect.stringMatching(/^CS-/), lines: [expect.objectContaining({ qty: 2 })] } });
    expect(hook.headers['x-webhook-id']).toBe(event.id);

    const deliveries = okBody(await owner.get(`/admin/api/webhooks/${id}/deliveries`));
    expect(deliveries.data).toEqual([
      expect.objectContaining({ event: 'order.placed', event_id: event.id, status: 'delivered', attempts: [expect.objectContaining({ status_code: 200, error: null })] }),
    ]);
    // The fan-out run again (a retried job) makes no second delivery.
    await testApp.app.jobs.runDue(orderEventsQueue);
    expect(okBody(await owner.get(`/admin/api/webhooks/${id}/deliveries`)).data).toHaveLength(1);
    expect((await owner.delete(`/admin/api/webhooks/${id}`)).status).toBe(200);
    // On record under its address, which staff know it by.
    const entries = okBody(await owner.get('/admin/api/audit?entity=webhook')).data.filter((row: { entity_id: string }) => row.entity_id === String(id));
    expect(entries.map((row: { action: string; reference: string }) => [row.action, row.reference])).toEqual([
      ['webhook.remove', receiver.url],
      ['webhook.create', receiver.url],
    ]);
  });

  it('retries a receiver that fails twice, logging each attempt, and resends on demand with the same event id', async () => {
    const flaky = await startWebhookReceiver([500, 503]);
    try {
      const { id } = (await owner.post('/admin/api/webhooks', { url: flaky.url, events: ['order.status_changed'] })).body.data;
      const order = await insertPlacedOrder(testApp, await createAccountWithUser(testApp));
      okBody(await owner.post(`/admin/api/orders/${order.id}/status`, { status: 'processing' }));
      await testApp.app.jobs.runDue(orderEventsQueue);
      const [delivery] = okBody(await owner.get(`/admin/api/webhooks/${id}/deliveries`)).data;
      const { webhooks } = testApp.app.services;
      await expect(webhooks.deliver({ deliveryId: delivery.id })).rejects.toThrow(/500/);
      await expect(webhooks.deliver({ deliveryId: delivery.id })).rejects.toThrow(/503/);
      await webhooks.deliver({ deliveryId: delivery.id });
      const logged = okBody(await owner.get(`/admin/api/webhooks/${id}/deliveries`)).data[0];
      expect(logged).toMatchObject({ event: 'order.status_changed', status: 'delivered' });
      expect(logged.attempts.map((attempt: { status_code: number }) => attempt.status_code)).toEqual([500, 503, 200]);
      expect(JSON.parse(flaky.received[2]?.body ?? '{}')).toMatchObject({ event: 'order.status_changed', data: { order_number: order.orderNumber, from: 'new', to: 'processing' } });

      expect((await owner.post(`/admin/api/webhooks/${id}/deliveries/${delivery.id}/resend`)).status).toBe(200);
      await testApp.app.jobs.runDue(webhookDeliveryQueue);
      expect(flaky.received).toHaveLength(4);
      expect(flaky.received[3]?.headers['x-webhook-id']).toBe(flaky.received[0]?.headers['x-webhook-id']);
      expect(okBody(await owner.get(`/admin/api/webhooks/${id}/deliveries`)).data[0].attempts).toHaveLength(4);
      expect((await owner.post(`/admin/api/webhooks/${id}/deliveries/999999/resend`)).status).toBe(404);
    } finally {
      await flaky.close();
    }
  });

  it('delivers address_request.applied when staff apply a change to an address the ERP owns, and only to webhooks that want it', async () => {
    const { id, secret } = (await owner.post('/admin/api/webhooks', { url: receiver.url, events: ['address_request.applied'] })).body.data;
    const other = await startWebhookReceiver();
    try {
      const { id: otherId } = (await owner.post('/admin/api/webhooks', { url: other.url, events: ['order.placed', 'order.status_changed'] })).body.data;
      const { account, addressId, requestId } = await openAddressRequest(testApp);
      okBody(await owner.post(`/admin/api/address-requests/${requestId}/apply`, {}));
      const before = receiver.received.length;
      await testApp.app.jobs.runDue(addressEventsQueue);
      await testApp.app.jobs.runDue(webhookDeliveryQueue);

      expect(receiver.received).toHaveLength(before + 1);
      const hook = receiver.received.at(-1)!;
      expect(verifySignature(secret, String(hook.headers['x-signature']), hook.body)).toBe(true);
      expect(hook.headers['x-webhook-event']).toBe('address_request.applied');
      expect(JSON.parse(hook.body)).toEqual({
        id: `address_request.applied.${requestId}`,
        event: 'address_request.applied',
        created_at: expect.any(String),
        data: {
          request_id: requestId,
          account_number: account.accountNumber,
          account_external_code: null,
          address_id: addressId,
          integration_code: `ERP-${account.accountId}`,
          address: MOVED_ADDRESS,
          previous: { line_1: '1 Old Street', line_2: null, suburb: 'Alicetown', city: 'Lower Hutt', post_code: '5010' },
          applied_at: expect.any(String),
        },
      });
      expect(okBody(await owner.get(`/admin/api/webhooks/${id}/deliveries`)).data).toEqual([
        expect.objectContaining({ event: 'address_request.applied', event_id: `address_request.applied.${requestId}`, status: 'delivered' }),
      ]);
      expect(other.received).toEqual([]);
      expect(okBody(await owner.get(`/admin/api/webhooks/${otherId}/deliveries`)).data).toEqual([]);
      await owner.delete(`/admin/api/webhooks/${otherId}`);
    } finally {
      await other.close();
      await owner.delete(`/admin/api/webhooks/${id}`);
    }
  });

  it('delivers a return’s events with the return as it was queued, only to webhooks that want them (issue #30 Part 2)', async () => {
    const returns = await startWebhookReceiver();
    try {
      await owner.post('/admin/api/webhooks', { url: returns.url, events: ['return.requested', 'return.received'] });
      const data = { id: 41, return_number: 'RET-000041', status: 'requested', order_number: 'CS-000041' };
      await testApp.app.jobs.send(returnEventsQueue, { event: 'return.requested', returnId: 41, data });
      await testApp.app.jobs.send(returnEventsQueue, { event: 'return.approved', returnId: 41, data: { ...data, status: 'approved' } });
      await testApp.app.jobs.runDue(returnEventsQueue);
      await testApp.app.jobs.runDue(webhookDeliveryQueue);

      expect(returns.received.map((hook) => JSON.parse(hook.body))).toEqual([{ id: 'return.requested.41', event: 'return.requested', created_at: expect.any(String), data }]);
      expect(returns.received[0]?.headers['x-webhook-event']).toBe('return.requested');
    } finally {
      await returns.close();
    }
  });

  it('logs a receiver that does not answer as an attempt with its error', async () => {
    const { id } = (await owner.post('/admin/api/webhooks', { url: 'http://127.0.0.1:9/hooks', events: ['order.status_changed'] })).body.data;
    const order = await insertPlacedOrder(testApp, await createAccountWithUser(testApp));
    okBody(await owner.post(`/admin/api/orders/${order.id}/status`, { status: 'processing' }));
    await runJobs();
    const [delivery] = okBody(await owner.get(`/admin/api/webhooks/${id}/deliveries`)).data;
    expect(delivery.status).toBe('pending');
    expect(delivery.attempts).toEqual([expect.objectContaining({ status_code: null, error: expect.stringMatching(/ECONNREFUSED/) })]);
    await owner.delete(`/admin/api/webhooks/${id}`);
  });

  it('answers 422 for bad input, 404 for a webhook that is not there, and is for owners only', async () => {
    expectInvalid(await owner.post('/admin/api/webhooks', { url: 'ftp://erp.example.com/', events: ['order.placed'] }), 'url');
    expectInvalid(await owner.post('/admin/api/webhooks', { url: `https://erp.example.com/${'x'.repeat(10_000)}`, events: ['order.placed'] }), 'url');
    expectInvalid(await owner.post('/admin/api/webhooks', { url: 'https://erp.example.com/\u0000', events: ['order.placed'] }), 'url');
    expectInvalid(await owner.post('/admin/api/webhooks', { url: 'https://erp.example.com/\ud800', events: ['order.placed'] }), 'url');
    expectInvalid(await owner.post('/admin/api/webhooks', { url: 42, events: ['order.placed'] }), 'url');
    expectInvalid(await owner.post('/admin/api/webhooks', { url: receiver.url, events: ['order.deleted'] }), 'events.0');
    expectInvalid(await owner.post('/admin/api/webhooks', { url: receiver.url, events: [] }), 'events');
    expect((await owner.get('/admin/api/webhooks/2147483000/deliveries')).status).toBe(404);
    expect((await owner.delete('/admin/api/webhooks/2147483000')).status).toBe(404);
    await expectStaffGuarded(testApp, { method: 'POST', url: '/admin/api/webhooks', body: { url: receiver.url, events: ['order.placed'] } }, { refusedRoles: ['staff', 'warehouse'] });
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/webhooks' }, { refusedRoles: ['staff', 'warehouse'] });
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/webhooks/1/deliveries' }, { refusedRoles: ['staff', 'warehouse'] });
    await expectStaffGuarded(testApp, { method: 'DELETE', url: '/admin/api/webhooks/1' }, { refusedRoles: ['staff', 'warehouse'] });
    await expectStaffGuarded(testApp, { method: 'POST', url: '/admin/api/webhooks/1/deliveries/1/resend' }, { refusedRoles: ['staff', 'warehouse'] });
  });
});

describe('webhook URLs without WEBHOOK_ALLOW_PRIVATE', () => {
  it('refuses loopback, private and link-local hosts with a 422 on url', async () => {
    const testApp = await buildTestApp({}, { runJobs: false });
    try {
      const owner = apiAs(testApp, await signedInStaff(testApp, 'owner'));
      for (const url of ['http://127.0.0.1:8080/hook', 'http://localhost/hook', 'http://[::1]/hook', 'http://[::ffff:10.0.0.1]/hook', 'http://169.254.169.254/latest', 'https://192.168.1.10/hook']) {
        expectInvalid(await owner.post('/admin/api/webhooks', { url, events: ['order.placed'] }), 'url', /private, loopback or link-local|could not be found/);
      }
    } finally {
      await testApp.close();
    }
  });
});
