// Issue #26 item 7: a cancellation whose process died holding its refund claim is settled by a job once
// the claim is stale by the database's clock: finished when the provider gave the money back, released
// when it did not, and a fresh claim left alone. No run of the job asks for a refund.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../errors.ts';
import { createAccountWithUser } from '../../testing/factories.ts';
import {
  auditEntriesOf,
  buildFulfilment,
  buildStoreServices,
  createAuditTestTable,
  historyOf,
  insertPlacedOrder,
  jobsOf,
  meetingPoint,
  orderStateOf,
  paymentStatusOf,
  STAFF,
  statusMailJobsOf,
} from '../../testing/fulfilment.fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { useTestApp } from '../../testing/suite.ts';
import { createSandboxProvider, createStripeProvider } from '../payments/payments.fixtures.ts';
import { fakeStripe } from '../payments/stripe.fixtures.ts';
import { refundClaimQueue, type RefundClaimJob } from './fulfilment.queues.ts';
import { REFUND_CLAIM_STALE_SECONDS } from './status-moves.ts';

/** Ages the order's refund claim by the database's own clock (a process dying that long ago). */
async function ageClaim(testApp: TestApp, orderId: number, seconds: number): Promise<void> {
  await testApp.database.db.execute(sql`UPDATE orders SET refund_claimed_at = now() - make_interval(secs => ${seconds}) WHERE id = ${orderId}`);
}

/** Seconds from the order's refund claim to the start of its first settling job. */
async function startDelaySeconds(testApp: TestApp, orderId: number): Promise<number> {
  const result = await testApp.database.db.execute<{ seconds: number }>(sql`
    SELECT extract(epoch from job.start_after - orders.refund_claimed_at)::float8 AS seconds
    FROM pgboss.job JOIN orders ON orders.id = (job.data->>'orderId')::int
    WHERE job.name = ${refundClaimQueue.name} AND orders.id = ${orderId} ORDER BY job.created_on LIMIT 1`);
  return result.rows[0]?.seconds ?? Number.NaN;
}

/** Makes the order's waiting settling jobs due now (a test does not wait out their delay). */
async function makeDue(testApp: TestApp, orderId: number): Promise<void> {
  await testApp.database.db.execute(sql`
    UPDATE pgboss.job SET start_after = now() WHERE name = ${refundClaimQueue.name} AND data->>'orderId' = ${String(orderId)} AND state = 'created'`);
}

describe('settling the refund claim of a cancellation whose process died', () => {
  const stripe = fakeStripe();
  const testApp = useTestApp(async (app) => {
    await createAuditTestTable(app);
    return { buyer: await createAccountWithUser(app) };
  });
  const provider = () => createStripeProvider(stripe.client);

  /** A card order paid through (fake) Stripe whose cancellation died after taking its claim, and after Stripe refunded when `isRefunded`. */
  async function crashedCancellation(options: { isRefunded: boolean; ageSeconds?: number }) {
    const session = await stripe.client.checkout.sessions.create({ mode: 'payment' });
    const order = await insertPlacedOrder(testApp, testApp.buyer, { totalCents: 4200, card: { provider: 'stripe', reference: session.id } });
    const { orders, payments } = buildStoreServices(testApp, provider());
    const claim = `crashed-${order.id}`;
    expect(await orders.claimRefund(order.id, 'new', claim, REFUND_CLAIM_STALE_SECONDS)).toBe(true);
    if (options.isRefunded) {
      const payment = await payments.findApprovedPayment(order.id);
      if (!payment) throw new Error('no payment');
      expect(await payments.refundPayment(payment, claim)).toMatchObject({ ok: true });
    }
    await ageClaim(testApp, order.id, options.ageSeconds ?? REFUND_CLAIM_STALE_SECONDS + 1);
    const job: RefundClaimJob = { orderId: order.id, claim, actor: STAFF, note: 'Out of stock' };
    return { order, job, refundsAfterCrash: stripe.refunds.length };
  }

  it('is queued with the claim, waits while it is fresh, and through the store’s queue releases it once stale', async () => {
    const order = await insertPlacedOrder(testApp, testApp.buyer, { card: { provider: 'sandbox' } });
    // A cancellation whose process dies while the provider refunds: its claim and job are committed, nothing more.
    const dying = { ...createSandboxProvider(), refundPayment: () => new Promise<never>(() => {}) };
    void buildFulfilment(testApp, { provider: dying }).moveStatus(STAFF, order.id, { status: 'cancelled' });
    await expect.poll(async () => (await orderStateOf(testApp, order.id)).refund_claim).not.toBeNull();
    expect(await jobsOf(testApp, refundClaimQueue.name, 'orderId', order.id)).toBe(1);

    const dispatch = buildFulfilment(testApp).moveStatus(STAFF, order.id, { status: 'processing' });
    await expect(dispatch).rejects.toThrow(ConflictError);
    await expect(dispatch).rejects.toThrow(/A refund for this order is under way since .*: the order moves again once that cancellation is finished or given back, within 2\d seconds\. Try again then\./);

    // Due when the claim goes stale, by the database's clock.
    const { jobs } = testApp.app;
    expect(await jobs.runDue(refundClaimQueue)).toBe(0);
    expect(await startDelaySeconds(testApp, order.id)).toBeCloseTo(REFUND_CLAIM_STALE_SECONDS, 0);

    // Run early (a clock apart), it leaves the claim and queues itself again for when it is stale.
    await makeDue(testApp, order.id);
    expect(await jobs.runDue(refundClaimQueue)).toBe(1);
    expect((await orderStateOf(testApp, order.id)).refund_claim).not.toBeNull();
    expect(await jobsOf(testApp, refundClaimQueue.name, 'orderId', order.id)).toBe(2);

    await ageClaim(testApp, order.id, REFUND_CLAIM_STALE_SECONDS);
    await makeDue(testApp, order.id);
    expect(await jobs.runDue(refundClaimQueue)).toBe(1);
    expect(await orderStateOf(testApp, order.id)).toMatchObject({ status: 'paid', fulfilment_status: 'new', refund_claim: null });
    expect(await paymentStatusOf(testApp, order.id)).toEqual(['approved']);
    expect(await buildFulfilment(testApp).moveStatus(STAFF, order.id, { status: 'processing' })).toMatchObject({ ok: true });
  });

  it('finishes a stale claim whose refund Stripe made: cancelled and refunded as its staff asked, with no second refund', async () => {
    const { order, job, refundsAfterCrash } = await crashedCancellation({ isRefunded: true });

    expect(await buildFulfilment(testApp, { provider: provider() }).settleRefundClaim(job)).toEqual({ kind: 'finished' });

    expect(stripe.refunds.length).toBe(refundsAfterCrash);
    expect(await orderStateOf(testApp, order.id)).toMatchObject({ status: 'refunded', fulfilment_status: 'cancelled', refund_claim: null });
    expect(await paymentStatusOf(testApp, order.id)).toEqual(['refunded']);
    expect(await historyOf(testApp, order.id)).toMatchObject([{ staff_id: STAFF.staffId, from_status: 'new', to_status: 'cancelled' }]);
    expect(await auditEntriesOf(testApp, order.id)).toMatchObject([{ staff_id: STAFF.staffId, after: { fulfilment_status: 'cancelled', payment_status: 'refunded', note: 'Out of stock' } }]);
    expect(await statusMailJobsOf(testApp, order.id)).toBe(1);
  });

  it('releases a stale claim whose refund never reached Stripe: the order as it was, and movable', async () => {
    const { order, job, refundsAfterCrash } = await crashedCancellation({ isRefunded: false });
    const fulfilment = buildFulfilment(testApp, { provider: provider() });

    expect(await fulfilment.settleRefundClaim(job)).toEqual({ kind: 'released' });

    expect(stripe.refunds.length).toBe(refundsAfterCrash);
    expect(await orderStateOf(testApp, order.id)).toMatchObject({ status: 'paid', fulfilment_status: 'new', refund_claim: null });
    expect(await paymentStatusOf(testApp, order.id)).toEqual(['approved']);
    expect(await historyOf(testApp, order.id)).toEqual([]);
    expect(await fulfilment.moveStatus(STAFF, order.id, { status: 'processing' })).toMatchObject({ ok: true });
  });

  it('leaves a fresh claim alone and says when it goes stale', async () => {
    const { order, job } = await crashedCancellation({ isRefunded: true, ageSeconds: 5 });

    const settled = await buildFulfilment(testApp, { provider: provider() }).settleRefundClaim(job);

    expect(settled).toMatchObject({ kind: 'fresh' });
    const retryInSeconds = settled.kind === 'fresh' ? settled.retryInSeconds : 0;
    expect(retryInSeconds).toBeGreaterThanOrEqual(REFUND_CLAIM_STALE_SECONDS - 6);
    expect(retryInSeconds).toBeLessThanOrEqual(REFUND_CLAIM_STALE_SECONDS - 4);
    expect(await orderStateOf(testApp, order.id)).toMatchObject({ status: 'paid', fulfilment_status: 'new', refund_claim: job.claim });
    expect(await historyOf(testApp, order.id)).toEqual([]);
  });

  it('leaves alone a claim a new cancellation took over, and its finished order', async () => {
    const { order, job } = await crashedCancellation({ isRefunded: true });
    stripe.setRefundsFail(true, 'charge_already_refunded');
    try {
      const again = await buildFulfilment(testApp, { provider: provider() }).moveStatus(STAFF, order.id, { status: 'cancelled' });
      expect(again).toMatchObject({ ok: true, paymentStatus: 'refunded' });
    } finally {
      stripe.setRefundsFail(false);
    }
    expect(await buildFulfilment(testApp, { provider: provider() }).settleRefundClaim(job)).toEqual({ kind: 'gone' });
    expect(await historyOf(testApp, order.id)).toHaveLength(1);
  });

  it('lets one of two job runs at once settle the claim, never refunding (50 times)', async () => {
    let meet = meetingPoint(2);
    const fulfilment = buildFulfilment(testApp, { provider: provider(), afterStateRead: () => meet() });
    for (let run = 0; run < 50; run++) {
      const isRefunded = run % 2 === 0;
      const { order, job, refundsAfterCrash } = await crashedCancellation({ isRefunded });
      meet = meetingPoint(2);

      const settled = await Promise.all([fulfilment.settleRefundClaim(job), fulfilment.settleRefundClaim(job)]);

      const kinds = settled.map((outcome) => outcome.kind).sort();
      // A release or a finish happens once; the other run finds the claim gone.
      expect(kinds, `run ${run}`).toEqual(isRefunded ? ['finished', 'gone'] : ['gone', 'released']);
      expect(stripe.refunds.length, `run ${run}`).toBe(refundsAfterCrash);
      expect(await orderStateOf(testApp, order.id), `run ${run}`).toMatchObject({
        status: isRefunded ? 'refunded' : 'paid',
        fulfilment_status: isRefunded ? 'cancelled' : 'new',
        refund_claim: null,
      });
      expect(await historyOf(testApp, order.id), `run ${run}`).toHaveLength(isRefunded ? 1 : 0);
      expect(await statusMailJobsOf(testApp, order.id), `run ${run}`).toBe(isRefunded ? 1 : 0);
    }
  }, 120_000);
});
