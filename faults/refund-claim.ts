// Issue #26 item 7 in the fault suite: a cancellation with refund killed (kill -9) while it holds the
// order's refund claim. Just before a kill, the suite leaves the database as such a cancellation does
// (the claim and its settling job, committed together by the store's own repository and job queue, as
// fulfilment/status-moves.ts commits them); after the restart the claim must be settled, so the order
// moves again, within 30 s of the store answering.
import { randomBytes } from 'node:crypto';
import { queuesOf } from '../src/server/assembly/assemble.ts';
import { STORE_DOMAINS } from '../src/server/assembly/store-domains.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { transactOn } from '../src/server/db/executor.ts';
import { refundClaimQueue, type RefundClaimJob } from '../src/server/domains/fulfilment/fulfilment.queues.ts';
import { REFUND_CLAIM_STALE_SECONDS } from '../src/server/domains/fulfilment/status-moves.ts';
import { createAccountsRepo } from '../src/server/domains/accounts/accounts.repo.ts';
import { createAccountsService } from '../src/server/domains/accounts/accounts.service.ts';
import { createOrderFulfilmentRepo } from '../src/server/domains/orders/order-fulfilment.repo.ts';
import { createOrdersRepo } from '../src/server/domains/orders/orders.repo.ts';
import { createJobQueue } from '../src/server/jobs/job-queue.ts';
import { BILLING, FULL_ADDRESS, SHIPPING } from '../src/server/testing/addresses.fixtures.ts';

/** The limit after the restart (issue #26 item 7). */
export const REFUND_CLAIM_DEADLINE_SECONDS = 30;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withDatabase<T>(databaseUrl: string, work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl, dataDir: '', poolMax: 1, queueLimit: 10, queueTimeoutMs: 30_000 });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** A sandbox card order of an account of its own (the buyers' audit never sees it), paid and placed. */
export function insertPaidCardOrder(databaseUrl: string): Promise<number> {
  return withDatabase(databaseUrl, async (database) => {
    const { accountId, userId } = await createAccountsService({ repo: createAccountsRepo(database.db) }).createAccountWithUser({
      email: 'fault-refund@example.test',
      password: `fault-refund-${randomBytes(6).toString('hex')}`,
      accountNumber: '990001',
      accountName: 'Fault Refund Home',
      firstName: 'Fault',
      lastName: 'Refund',
      canPayOnAccount: false,
    });
    const repo = createOrdersRepo(database.db);
    const { order } = await repo.insertOrder({
      accountId,
      userId,
      status: 'awaiting_payment',
      paymentMethod: 'card',
      shippingInfo: SHIPPING,
      billingInfo: BILLING,
      shippingFullAddress: FULL_ADDRESS,
      deliveryDate: null,
      deliveryZone: null,
      totals: { subTotalCents: 1000, taxTotalCents: 150, taxRateBasisPoints: 1500, isTaxInclusive: false, shippingCents: 0, discountCents: 0, totalCents: 1150 },
      checkoutKey: `fault-refund-${randomBytes(8).toString('hex')}`,
      lines: [{ productId: 1, variantId: 0, sku: 'APR-1', title: 'Aprons', unitPriceCents: 1000, qty: 1, lineTotalCents: 1000, image: '' }],
    });
    await database.pool.query(`INSERT INTO payments (order_id, provider, provider_reference, amount_cents, status) VALUES ($1, 'sandbox', $2, 1150, 'approved')`, [
      order.id,
      `sbx_${randomBytes(24).toString('base64url')}`,
    ]);
    await repo.markOrderPaid(order.id);
    await repo.assignOrderNumber(order.id);
    return order.id;
  });
}

/** What a cancellation commits before it calls the provider: the claim and the job that settles it. Answers when (ms). */
export function holdRefundClaim(databaseUrl: string, orderId: number): Promise<number> {
  return withDatabase(databaseUrl, async (database) => {
    const jobs = createJobQueue(database, quiet, { queues: queuesOf(STORE_DOMAINS), isWorker: false, pollingIntervalSeconds: 1 });
    await jobs.start();
    try {
      const claim = randomBytes(16).toString('hex');
      const job: RefundClaimJob = { orderId, claim, actor: { kind: 'staff', staffId: 1, email: 'faults@example.test' }, note: 'kill -9 during a cancel with refund' };
      await transactOn(database.db)(async (tx) => {
        if (!(await createOrderFulfilmentRepo(tx).claimRefund(orderId, 'new', claim, REFUND_CLAIM_STALE_SECONDS))) throw new Error(`order ${orderId}: refund claim not taken`);
        await jobs.send(refundClaimQueue, job, { executor: tx, startAfterSeconds: REFUND_CLAIM_STALE_SECONDS });
      });
      return Date.now();
    } finally {
      await jobs.stop();
    }
  });
}

export type SettledClaim = {
  /** From the store answering again after the kill; null: not settled within 60 s. */
  settledSeconds: number | null;
  /** From the claim being taken (the stale time, 20 s, is the floor). */
  sinceClaimSeconds: number | null;
  isConsistent: boolean;
};

/**
 * When the order's claim is settled, and whether the order was left consistent: the sandbox gave nothing
 * back, so the claim is released with the order still paid, not cancelled, its payment approved.
 */
export function waitForSettledClaim(databaseUrl: string, orderId: number, times: { claimedAtMs: number; backAtMs: number }): Promise<SettledClaim> {
  const fromMs = times.backAtMs;
  const seconds = (sinceMs: number) => Math.round((Date.now() - sinceMs) / 100) / 10;
  return withDatabase(databaseUrl, async (database) => {
    for (;;) {
      const { rows } = await database.pool.query<{ refund_claim: string | null; status: string; fulfilment_status: string; payment_status: string }>(
        `SELECT o.refund_claim, o.status, o.fulfilment_status, p.status AS payment_status FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.id = $1`,
        [orderId],
      );
      const row = rows[0];
      if (row && row.refund_claim === null) {
        const isConsistent = row.status === 'paid' && row.fulfilment_status === 'new' && row.payment_status === 'approved';
        return { settledSeconds: seconds(fromMs), sinceClaimSeconds: seconds(times.claimedAtMs), isConsistent };
      }
      if (Date.now() - fromMs > 60_000) return { settledSeconds: null, sinceClaimSeconds: null, isConsistent: false };
      await sleep(250);
    }
  });
}
