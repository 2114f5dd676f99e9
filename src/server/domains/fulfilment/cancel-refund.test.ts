import { buildFulfilment, buildStoreServices } from '../../testing/fulfilment.fixtures.ts';
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../errors.ts';
import { createAccountWithUser } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import { createSandboxProvider, createStripeProvider } from '../payments/payments.fixtures.ts';
import { fakeStripe } from '../payments/stripe.fixtures.ts';
import {
  auditEntriesOf,
  createAuditTestTable,
  historyOf,
  insertPlacedOrder,
  meetingPoint,
  orderStateOf,
  OTHER_STAFF,
  paymentStatusOf,
  setFulfilment,
  STAFF,
  statusMailJobsOf,
} from '../../testing/fulfilment.fixtures.ts';

describe('cancelling an order paid by card', () => {
  const stripe = fakeStripe();
  const testApp = useTestApp(async (app) => {
    await createAuditTestTable(app);
    return { buyer: await createAccountWithUser(app) };
  });
  const provider = () => createStripeProvider(stripe.client);

  /** A card order paid through (fake) Stripe: its checkout session holds the payment intent to refund. */
  async function paidByStripe(totalCents = 5748) {
    const session = await stripe.client.checkout.sessions.create({ mode: 'payment' });
    const order = await insertPlacedOrder(testApp, testApp.buyer, { totalCents, card: { provider: 'stripe', reference: session.id } });
    return { ...order, paymentIntent: `pi_${session.id}` };
  }

  it('refunds the payment in full through Stripe, then cancels: payment status refunded, the buyer told', async () => {
    const fulfilment = buildFulfilment(testApp, { provider: provider() });
    const order = await paidByStripe(5748);
    const refundsBefore = stripe.refunds.length;

    const outcome = await fulfilment.moveStatus(STAFF, order.id, { status: 'cancelled', note: 'Out of stock' });

    expect(outcome).toMatchObject({ ok: true, paymentStatus: 'refunded', fulfilment: { status: 'cancelled' } });
    expect(stripe.refunds.slice(refundsBefore)).toHaveLength(1);
    const refund = stripe.refunds.at(-1);
    // The refund claim goes with the refund, so a job can find it after a crash (issue #28: by claim, not by amount).
    expect(refund?.params).toEqual({ payment_intent: order.paymentIntent, amount: 5748, metadata: { refund_claim: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    expect(refund?.options?.idempotencyKey).toMatch(/^refund-payment-\d+-[0-9a-f-]{36}$/);
    expect(await orderStateOf(testApp, order.id)).toMatchObject({ status: 'refunded', fulfilment_status: 'cancelled', refund_claim: null });
    expect(await paymentStatusOf(testApp, order.id)).toEqual(['refunded']);
    expect(await auditEntriesOf(testApp, order.id)).toEqual([
      {
        staff_id: 7,
        action: 'order.status',
        before: { fulfilment_status: 'new', payment_status: 'paid' },
        after: { fulfilment_status: 'cancelled', payment_status: 'refunded', note: 'Out of stock' },
      },
    ]);
    const mail = await testApp.mailer.nextTo(testApp.buyer.email);
    expect(mail.subject).toBe(`Care Supply Co order ${order.orderNumber} has been cancelled`);
    expect(mail.text).toContain('Your card payment of $57.48 has been refunded.');
  });

  it('leaves the order uncancelled when Stripe refuses the refund, says why, and lets it move on', async () => {
    const fulfilment = buildFulfilment(testApp, { provider: provider() });
    const order = await paidByStripe();
    await setFulfilment(testApp, order.id, 'processing');
    stripe.setRefundsFail(true, 'charge_disputed');
    try {
      const outcome = await fulfilment.moveStatus(STAFF, order.id, { status: 'cancelled' });
      expect(outcome).toEqual({
        ok: false,
        kind: 'refund-failed',
        message: 'The order was not cancelled. The payment provider did not refund the payment: Stripe refused: charge_disputed',
      });
    } finally {
      stripe.setRefundsFail(false);
    }
    expect(await orderStateOf(testApp, order.id)).toMatchObject({ status: 'paid', fulfilment_status: 'processing', refund_claim: null });
    expect(await paymentStatusOf(testApp, order.id)).toEqual(['approved']);
    expect(await historyOf(testApp, order.id)).toEqual([]);
    expect(await auditEntriesOf(testApp, order.id)).toEqual([]);
    expect(await statusMailJobsOf(testApp, order.id)).toBe(0);
    // The claim was given back: the order may be dispatched after all.
    expect(await fulfilment.moveStatus(STAFF, order.id, { status: 'dispatched', carrier: 'NZ Couriers' })).toMatchObject({ ok: true });
  });

  it('after a crash between Stripe’s refund and our commit: no other move, and cancelling again finishes it without a second refund', async () => {
    const order = await paidByStripe();
    const { orders, payments } = buildStoreServices(testApp, provider());
    // The crashed cancellation: it took the claim and Stripe refunded, then the process died.
    expect(await orders.claimRefund(order.id, 'new', 'crashed-claim', 120)).toBe(true);
    const payment = await payments.findApprovedPayment(order.id);
    if (!payment) throw new Error('no payment');
    expect(await payments.refundPayment(payment, 'crashed-claim')).toEqual({ ok: true, wasAlreadyRefunded: false });
    const refundsAfterCrash = stripe.refunds.length;

    const fulfilment = buildFulfilment(testApp, { provider: provider() });
    const dispatch = fulfilment.moveStatus(STAFF, order.id, { status: 'processing' });
    await expect(dispatch).rejects.toThrow(ConflictError);
    await expect(dispatch).rejects.toThrow(/A refund for this order is under way since .*: the order moves again once that cancellation is finished or given back, within \d+ seconds/);
    await expect(dispatch).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
    // Within the claim's stale time, another cancellation waits for the first.
    await expect(fulfilment.moveStatus(OTHER_STAFF, order.id, { status: 'cancelled' })).rejects.toThrow(ConflictError);

    // Past it, cancelling again asks Stripe under a new key; a charge refunded already is refused as such.
    stripe.setRefundsFail(true, 'charge_already_refunded');
    try {
      const outcome = await buildFulfilment(testApp, { provider: provider(), refundClaimStaleSeconds: 0 }).moveStatus(OTHER_STAFF, order.id, { status: 'cancelled' });
      expect(outcome).toMatchObject({ ok: true, paymentStatus: 'refunded', fulfilment: { status: 'cancelled' } });
    } finally {
      stripe.setRefundsFail(false);
    }
    expect(stripe.refunds.length).toBe(refundsAfterCrash);
    expect(await orderStateOf(testApp, order.id)).toMatchObject({ status: 'refunded', fulfilment_status: 'cancelled', refund_claim: null });
    expect(await paymentStatusOf(testApp, order.id)).toEqual(['refunded']);
    expect(await historyOf(testApp, order.id)).toHaveLength(1);
  });

  it('lets one of two staff cancelling a paid order at once refund it; the other gets a conflict (50 times)', async () => {
    // Both moves read the order before either writes: otherwise, on a busy machine, one could start after
    // the other had finished and rightly succeed too (processing, then cancelled), which is no race.
    let meet = meetingPoint(2);
    const fulfilment = buildFulfilment(testApp, { provider: provider(), afterStateRead: () => meet() });
    for (let run = 0; run < 50; run++) {
      const order = await paidByStripe();
      meet = meetingPoint(2);
      const refundsBefore = stripe.refunds.length;
      const results = await Promise.allSettled([
        fulfilment.moveStatus(STAFF, order.id, { status: 'cancelled' }),
        run % 2 === 0 ? fulfilment.moveStatus(OTHER_STAFF, order.id, { status: 'cancelled' }) : fulfilment.moveStatus(OTHER_STAFF, order.id, { status: 'processing' }),
      ]);
      const cancelled = results[0];
      const other = results[1];
      // Either the cancellation won (and refunded once), or a processing move got there first.
      const wins = results.filter((result) => result.status === 'fulfilled' && result.value.ok);
      expect(wins, `run ${run}`).toHaveLength(1);
      expect([cancelled, other].some((result) => result.status === 'rejected' && result.reason instanceof ConflictError), `run ${run}`).toBe(true);
      const state = await orderStateOf(testApp, order.id);
      const isRefunded = state.status === 'refunded';
      expect(stripe.refunds.length - refundsBefore, `run ${run}`).toBe(isRefunded ? 1 : 0);
      expect(state.fulfilment_status, `run ${run}`).toBe(isRefunded ? 'cancelled' : 'processing');
      expect(state.refund_claim, `run ${run}`).toBeNull();
      expect(await historyOf(testApp, order.id), `run ${run}`).toHaveLength(1);
    }
  }, 120_000);

  it('through the sandbox: the payment row records the refund', async () => {
    const fulfilment = buildFulfilment(testApp, { provider: createSandboxProvider() });
    const order = await insertPlacedOrder(testApp, testApp.buyer, { card: { provider: 'sandbox' } });
    expect(await fulfilment.moveStatus(STAFF, order.id, { status: 'cancelled' })).toMatchObject({ ok: true, paymentStatus: 'refunded' });
    expect(await paymentStatusOf(testApp, order.id)).toEqual(['refunded']);
  });

  it('says so, cancelling nothing, when the order was paid through a provider the store no longer uses', async () => {
    const fulfilment = buildFulfilment(testApp, { provider: createSandboxProvider() });
    const order = await paidByStripe();
    const outcome = await fulfilment.moveStatus(STAFF, order.id, { status: 'cancelled' });
    expect(outcome).toMatchObject({ ok: false, kind: 'refund-failed', message: expect.stringContaining('paid through stripe, which the store no longer uses') });
    expect(await orderStateOf(testApp, order.id)).toMatchObject({ status: 'paid', fulfilment_status: 'new', refund_claim: null });
  });
});
