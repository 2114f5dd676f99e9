import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount, type TestAccount, type TestSession } from '../../testing/factories.ts';

import { buildSiblingApp, type TestApp } from '../../testing/test-app.ts';
import { cartLineCount, confirmationMailJobsOf, ordersOf, pay, paymentsOf, readyCheckout, useOrdersApp } from '../orders/orders.fixtures.ts';
import { GATEWAY_FAILURE_MESSAGE } from './payment-provider.ts';
import { STRIPE_WEBHOOK_PATH } from './payments.routes.ts';
import { fakeStripe } from './stripe.fixtures.ts';
import { orderConfirmationMailQueue } from '../orders/orders.queues.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';
// The real SDK's webhook helpers (signing and verifying are local HMAC: no network).
const realStripe = new Stripe('sk_test_not_used');


/** The order's own e-mails: a paid card order's tax invoice (issue #28) is e-mailed too, in a job of its own. */
const isOrderMail = (message: { subject: string }) => !message.subject.startsWith('Tax invoice ');
describe('card payments through Stripe Checkout', () => {
  const stripe = fakeStripe();
  // The catalogue fixture's store (sandbox payments), and the same store with Stripe as `testApp`.
  const base = useOrdersApp();
  let testApp: TestApp;
  let stripeApp: FastifyInstance;
  beforeAll(async () => {
    const overrides = { publicUrl: 'https://shop.example', payments: { provider: 'stripe' as const, stripeSecretKey: 'sk_test_fake', stripeWebhookSecret: WEBHOOK_SECRET } };
    const { app, config } = await buildSiblingApp(base, { overrides, stripeClient: stripe.client, mailer: base.mailer });
    stripeApp = app;
    testApp = { ...base, app, config };
  });
  afterAll(async () => stripeApp.close());
  // DPD-1 $24.99 × 2 = $49.98; GST $7.497 → $7.50; total $57.48.
  const lines = () => [{ id: base.fixture.products.dayPad?.id ?? 0, qty: 2 }];

  async function startStripePayment(account: TestAccount & TestSession) {
    await readyCheckout(testApp, account, lines());
    const { status, body } = await pay(testApp, 'card', account);
    expect(status, JSON.stringify(body)).toBe(200);
    const [order] = await ordersOf(testApp, account.accountId);
    const [payment] = await paymentsOf(testApp, order?.id ?? 0);
    if (!order || !payment) throw new Error('no order or payment');
    return { body, order, sessionId: payment.provider_reference };
  }

  function completedEvent(session: { id: string; amountTotal: number | null; currency?: string; orderRef: string | null; paymentStatus?: string }) {
    return JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          amount_total: session.amountTotal,
          currency: session.currency ?? 'nzd',
          client_reference_id: session.orderRef,
          payment_status: session.paymentStatus ?? 'paid',
          status: 'complete',
        },
      },
    });
  }

  function sendWebhook(payload: string, signature = realStripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) {
    return stripeApp.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  it('opens a Checkout session for the order total in NZD cents and answers its url', async () => {
    const account = await signedInAccount(testApp);
    const { body, order, sessionId } = await startStripePayment(account);

    expect(body).toMatchObject({ success: true, url: `https://checkout.stripe.com/c/pay/${sessionId}` });
    expect(order).toMatchObject({ status: 'awaiting_payment', total_cents: 5748 });
    const call = stripe.calls.at(-1);
    expect(call?.params).toMatchObject({
      mode: 'payment',
      client_reference_id: String(order.id),
      customer_email: account.email,
      line_items: [{ quantity: 1, price_data: { currency: 'nzd', unit_amount: 5748, product_data: { name: `Care Supply Co payment ${order.payment_reference}` } } }],
      metadata: { order_id: String(order.id), payment_reference: order.payment_reference },
      success_url: `https://shop.example/checkout/confirmation/${order.id}`,
      cancel_url: `https://shop.example/checkout?payment=declined&reference=${order.payment_reference}`,
    });
    expect(call?.options).toEqual({ idempotencyKey: `order-${order.id}-payment-1` });
  });

  it('refuses a webhook with a bad or missing signature (400) and leaves the order unpaid', async () => {
    const account = await signedInAccount(testApp);
    const { order, sessionId } = await startStripePayment(account);
    const payload = completedEvent({ id: sessionId, amountTotal: 5748, orderRef: String(order.id) });

    const forged = realStripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await sendWebhook(payload, forged)).statusCode).toBe(400);
    const tampered = await sendWebhook(payload.replace('"amount_total":5748', '"amount_total":5749'), realStripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(tampered.statusCode).toBe(400);
    const unsigned = await stripeApp.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers: { 'content-type': 'application/json' }, payload });
    expect(unsigned.statusCode).toBe(400);

    expect((await ordersOf(testApp, account.accountId))[0]?.status).toBe('awaiting_payment');
    expect(await cartLineCount(testApp, account.accountId)).toBe(1);
  });

  it('acknowledges but does not mark paid a signed event whose amount, currency, order or status differ', async () => {
    const account = await signedInAccount(testApp);
    const { order, sessionId } = await startStripePayment(account);

    for (const event of [
      completedEvent({ id: sessionId, amountTotal: 100, orderRef: String(order.id) }),
      completedEvent({ id: sessionId, amountTotal: 5748, currency: 'aud', orderRef: String(order.id) }),
      completedEvent({ id: sessionId, amountTotal: 5748, orderRef: String(order.id + 1000) }),
      completedEvent({ id: sessionId, amountTotal: 5748, orderRef: String(order.id), paymentStatus: 'unpaid' }),
      completedEvent({ id: 'cs_test_unknown', amountTotal: 5748, orderRef: String(order.id) }),
    ]) {
      expect((await sendWebhook(event)).statusCode).toBe(200);
    }

    expect((await ordersOf(testApp, account.accountId))[0]?.status).toBe('awaiting_payment');
    expect((await paymentsOf(testApp, order.id))[0]?.status).toBe('pending');
    await testApp.app.jobs.runDue(orderConfirmationMailQueue);
    expect(testApp.mailer.messages.filter((message) => message.to === account.email && isOrderMail(message))).toEqual([]);
  });

  it('marks the order paid once on a matching signed event; a replayed event changes nothing', async () => {
    const account = await signedInAccount(testApp);
    const { order, sessionId } = await startStripePayment(account);
    const payload = completedEvent({ id: sessionId, amountTotal: 5748, orderRef: String(order.id) });

    const first = await sendWebhook(payload);
    expect(first.statusCode).toBe(200);
    const [paid] = await ordersOf(testApp, account.accountId);
    expect(paid?.status).toBe('paid');
    expect(paid?.paid_at).not.toBeNull();
    expect((await paymentsOf(testApp, order.id))[0]?.status).toBe('approved');
    expect(await cartLineCount(testApp, account.accountId)).toBe(0);
    const mail = await testApp.mailer.nextTo(account.email, undefined, isOrderMail);
    expect(paid?.order_number).toMatch(/^CS-\d{6,}$/);
    expect(mail.text).toContain(`Order number: ${paid?.order_number}`);

    expect((await sendWebhook(payload)).statusCode).toBe(200);
    expect((await sendWebhook(payload)).statusCode).toBe(200);
    expect(testApp.mailer.messages.filter((message) => message.to === account.email && isOrderMail(message))).toHaveLength(1);
    expect(await confirmationMailJobsOf(testApp, order.id)).toBe(1);
    expect((await ordersOf(testApp, account.accountId))[0]?.paid_at).toBe(paid?.paid_at);
  });

  it('refunds in full, once, a payment completed after its order was placed on account instead', async () => {
    const account = await signedInAccount(testApp);
    const { order, sessionId } = await startStripePayment(account);
    // The buyer goes back and confirms on account; the card order is cancelled, then Stripe reports the payment.
    expect((await pay(testApp, 'account', account)).body.success).toBe(true);
    const payload = completedEvent({ id: sessionId, amountTotal: 5748, orderRef: String(order.id) });

    expect((await sendWebhook(payload)).statusCode).toBe(200);
    expect((await sendWebhook(payload)).statusCode).toBe(200);

    expect(stripe.refunds).toHaveLength(1);
    expect(stripe.refunds[0]?.params).toEqual({ payment_intent: `pi_${sessionId}`, amount: 5748 });
    const [payment] = await paymentsOf(testApp, order.id);
    expect(stripe.refunds[0]?.options).toEqual({ idempotencyKey: `refund-payment-${payment?.id}`, timeout: 3000, maxNetworkRetries: 1 });
    expect(payment?.status).toBe('refunded');
    const orders = await ordersOf(testApp, account.accountId);
    expect(orders.map((row) => [row.payment_method, row.status])).toEqual([
      ['card', 'cancelled'],
      ['account', 'placed_on_account'],
    ]);
  });

  it('leaves the payment approved for the staff when Stripe refuses the refund', async () => {
    const account = await signedInAccount(testApp);
    const { order, sessionId } = await startStripePayment(account);
    expect((await pay(testApp, 'account', account)).body.success).toBe(true);
    const refundsBefore = stripe.refunds.length;
    stripe.setRefundsFail(true);
    try {
      const response = await sendWebhook(completedEvent({ id: sessionId, amountTotal: 5748, orderRef: String(order.id) }));
      expect(response.statusCode).toBe(200);
    } finally {
      stripe.setRefundsFail(false);
    }
    expect(stripe.refunds).toHaveLength(refundsBefore);
    expect((await paymentsOf(testApp, order.id))[0]?.status).toBe('approved');
    expect((await ordersOf(testApp, account.accountId))[0]?.status).toBe('cancelled');
  });

  it('opens a new session for the same order after the previous one expired', async () => {
    const account = await signedInAccount(testApp);
    const { order, sessionId } = await startStripePayment(account);
    const session = stripe.sessions.get(sessionId);
    if (session) session.status = 'expired';
    const expired = JSON.stringify({ id: 'evt_expired', object: 'event', type: 'checkout.session.expired', data: { object: { id: sessionId, object: 'checkout.session' } } });
    expect((await sendWebhook(expired)).statusCode).toBe(200);

    const retry = await pay(testApp, 'card', account);

    expect(retry.body.success).toBe(true);
    const attempts = await paymentsOf(testApp, order.id);
    expect(attempts.map((payment) => payment.status)).toEqual(['expired', 'pending']);
    expect(retry.body.url).toBe(`https://checkout.stripe.com/c/pay/${attempts[1]?.provider_reference}`);
    expect(stripe.calls.at(-1)?.options).toEqual({ idempotencyKey: `order-${order.id}-payment-2` });
    expect(await ordersOf(testApp, account.accountId)).toHaveLength(1);
  });

  it('answers the gateway-failure message (502) when Stripe cannot be reached, and recovers on retry', async () => {
    const account = await signedInAccount(testApp);
    await readyCheckout(testApp, account, lines());
    stripe.failNextCreate();

    const failed = await pay(testApp, 'card', account);

    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ success: false, url: null, message: GATEWAY_FAILURE_MESSAGE });
    expect(failed.body.message).not.toMatch(/undefined|null/);
    const [order] = await ordersOf(testApp, account.accountId);
    expect(order?.status).toBe('awaiting_payment');
    expect(await paymentsOf(testApp, order?.id ?? 0)).toEqual([]);

    const retry = await pay(testApp, 'card', account);
    expect(retry.status).toBe(200);
    expect(await ordersOf(testApp, account.accountId)).toHaveLength(1);
  });

  it('has no Stripe webhook when the sandbox provider is configured', async () => {
    const response = await base.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(response.statusCode).toBe(404);
  });
});
