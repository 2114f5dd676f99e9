// "An ERP script in the tests" (issue #19): what the merchant's ERP does, start to finish, with the key an
// owner gave it: push accounts (with a synced address) and products, let a buyer of a pushed account
// order what the ERP priced, read the order from the feed after its last cursor, receive the signed
// order.placed webhook on its own HTTP server, and mark the order dispatched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, okBody } from '../../testing/api.ts';
import { createAccountWithUser, signIn } from '../../testing/factories.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { startWebhookReceiver } from '../../testing/webhook-receiver.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';
import { orderEventsQueue } from '../orders/orders.queues.ts';
import { pay, readyCheckout } from '../orders/orders.fixtures.ts';
import { erpClient, readFeedUntil } from './integration.fixtures.ts';
import { webhookDeliveryQueue } from './integration.queues.ts';
import { verifySignature } from './webhook-signature.ts';

describe('the ERP, as a script would drive it', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false, config: { webhooks: { allowPrivate: true, timeoutMs: 2000 } } });
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => receiver.close());

  it('upserts accounts and products, reads the new order from its cursor, gets the signed webhook and dispatches the order', async () => {
    // The owner gives the ERP a key and registers its receiver.
    const owner = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    const { key } = (await owner.post('/admin/api/api-keys', { name: 'Accounting system', scopes: ['accounts', 'catalogue', 'orders'] })).body.data;
    const { secret } = (await owner.post('/admin/api/webhooks', { url: receiver.url, events: ['order.placed', 'order.status_changed'] })).body.data;
    const erp = erpClient(testApp, key);

    // Where the ERP's feed starts: everything already there.
    let cursor: string | null = null;
    for (;;) {
      const page: { data: unknown[]; next: string | null } = okBody(await erp.get(`/api/integration/orders?limit=1000${cursor ? `&after=${cursor}` : ''}`));
      cursor = page.next;
      if (page.data.length === 0) break;
    }

    // Accounts with a synced delivery address, and prices and stock.
    const accounts = okBody(
      await erp.put('/api/integration/accounts', {
        accounts: [
          {
            external_code: 'CUST-0042', account_number: '420042', name: 'Harakeke Care Home', can_pay_on_account: true, can_switch_accounts: false,
            addresses: [{ integration_code: 'CUST-0042-D1', line_1: '42 Flax Road', line_2: '', suburb: 'Sydenham', city: 'Christchurch', post_code: '8023', phone: '03 555 0042', primary: true }],
          },
        ],
      }),
    );
    expect(accounts.data).toMatchObject({ created: 1 });
    const products = okBody(await erp.put('/api/integration/products', { products: [{ sku: 'APR-1', price: 1049, base_price: 1199, on_sale: true, active: true, stock_on_hand: 250 }] }));
    expect(products.data).toMatchObject({ updated: 1 });

    // A buyer of that account (its user made by the merchant in the store) orders at the ERP's price.
    const buyer = await signIn(testApp, await createAccountWithUser(testApp, { accountNumber: '420042' }));
    await readyCheckout(testApp, buyer, [{ id: testApp.fixture.products.apron?.id ?? 0, qty: 3 }]);
    expect((await pay(testApp, 'account', buyer)).status).toBe(200);

    // The ERP reads it after its cursor.
    expect((await readFeedUntil(erp, cursor, 100, 1)).numbers).toHaveLength(1);
    const page = okBody(await erp.get(`/api/integration/orders${cursor ? `?after=${cursor}` : ''}`));
    expect(page.data).toHaveLength(1);
    const [order] = page.data;
    expect(order).toMatchObject({ account_number: '420042', account_external_code: 'CUST-0042', lines: [{ sku: 'APR-1', qty: 3, unit_price: 1049, line_total: 3147 }] });

    // The webhook arrives signed.
    await testApp.app.jobs.runDue(orderEventsQueue);
    await testApp.app.jobs.runDue(webhookDeliveryQueue);
    const placed = receiver.received.find((hook) => JSON.parse(hook.body).event === 'order.placed');
    if (!placed) throw new Error('no order.placed webhook arrived');
    expect(verifySignature(secret, String(placed.headers['x-signature']), placed.body)).toBe(true);
    // The webhook's order is the feed's, field for field.
    expect(JSON.parse(placed.body).data).toEqual(order);

    // It dispatches the order; the buyer's history shows it.
    okBody(await erp.post(`/api/integration/orders/${order.order_number}/status`, { status: 'processing' }));
    okBody(await erp.post(`/api/integration/orders/${order.order_number}/status`, { status: 'dispatched', carrier: 'NZ Post', tracking_ref: 'NZP42' }));
    const history = okBody(await apiAs(testApp, buyer).get(`/api/order-history/${order.id}`));
    expect(JSON.stringify(history)).toContain('NZP42');
    await testApp.app.jobs.runDue(orderEventsQueue);
    await testApp.app.jobs.runDue(webhookDeliveryQueue);
    const moves = receiver.received.map((hook) => JSON.parse(hook.body)).filter((event) => event.event === 'order.status_changed');
    expect(moves.map((event) => event.data.to)).toEqual(['processing', 'dispatched']);
  });
});
