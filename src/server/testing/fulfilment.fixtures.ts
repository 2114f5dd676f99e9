// Service-level test helpers for the back office's orders (in the test kit: they build the store's
// orders and payments services with the provider a test chooses, which a domain's own files may not): the fulfilment service built on a test app's
// database (its real orders and payments services, a provider the test chooses, an audit writer that
// records), placed orders written straight to the tables, and reads of what a move left behind.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SHIPPING } from './addresses.fixtures.ts';
import type { TestAccount } from './factories.ts';
import type { TestApp } from './test-app.ts';
import type { DbExecutor } from '../db/executor.ts';
import type { AuditEntry, AuditWriter } from '../domains/audit/audit-entry.types.ts';
import { newOrderOf } from '../domains/orders/orders.fixtures.ts';
import { orderStatusMailQueue } from '../domains/orders/orders.queues.ts';
import { transactOn } from '../db/executor.ts';
import { createFulfilmentService } from '../domains/fulfilment/fulfilment.service.ts';
import type { PaymentProvider } from '../domains/payments/payment-provider.ts';
import { createPaymentsRepo } from '../domains/payments/payments.repo.ts';
import { createPaymentsService } from '../domains/payments/payments.service.ts';
import { createSandboxProvider } from '../domains/payments/sandbox-provider.ts';
import { createOrdersRepo } from '../domains/orders/orders.repo.ts';

export const STAFF = { kind: 'staff', staffId: 7, email: 'warehouse@caresupply.example' } as const;
export const OTHER_STAFF = { kind: 'staff', staffId: 8, email: 'owner@caresupply.example' } as const;

/**
 * An audit writer that inserts each entry through the executor it is given into `test_audit_entries`
 * (so an entry commits or rolls back with that executor's transaction), and keeps the calls.
 */
export function recordingAuditWriter(options: { failWith?: Error } = {}) {
  const calls: { executor: DbExecutor; entry: AuditEntry }[] = [];
  const write: AuditWriter = async (executor, entry) => {
    calls.push({ executor, entry });
    await executor.execute(sql`
      INSERT INTO test_audit_entries (staff_id, action, entity, entity_id, before, after)
      VALUES (${entry.actor.staffId}, ${entry.action}, ${entry.entity}, ${String(entry.entityId)}, ${JSON.stringify(entry.before)}::jsonb, ${JSON.stringify(entry.after)}::jsonb)`);
    if (options.failWith) throw options.failWith;
  };
  return { write, calls };
}

export async function createAuditTestTable(testApp: TestApp): Promise<void> {
  await testApp.database.db.execute(sql`
    CREATE TABLE IF NOT EXISTS test_audit_entries (
      id serial PRIMARY KEY, staff_id integer NOT NULL, action text NOT NULL, entity text NOT NULL, entity_id text NOT NULL,
      before jsonb, after jsonb)`);
}

export async function auditEntriesOf(testApp: TestApp, orderId: number) {
  const result = await testApp.database.db.execute<{ staff_id: number; action: string; before: unknown; after: unknown }>(sql`
    SELECT staff_id, action, before, after FROM test_audit_entries WHERE entity = 'order' AND entity_id = ${String(orderId)} ORDER BY id`);
  return result.rows;
}


export type PlacedOrder = { id: number; orderNumber: string };

/**
 * A placed order written straight to the tables: on account, or by card with an approved payment of
 * `payment.provider` under `payment.reference` (a sandbox reference unless given).
 */
export async function insertPlacedOrder(
  testApp: TestApp,
  account: TestAccount,
  options: { totalCents?: number; purchaseOrderNo?: string; card?: { provider: 'sandbox' | 'stripe'; reference?: string } } = {},
): Promise<PlacedOrder> {
  const repo = createOrdersRepo(testApp.database.db);
  const base = newOrderOf(account, `fixture-${randomBytes(8).toString('hex')}`);
  const totalCents = options.totalCents ?? base.totals.totalCents;
  const order = {
    ...base,
    shippingInfo: { ...SHIPPING, purchase_order_no: options.purchaseOrderNo ?? '' },
    totals: { ...base.totals, totalCents },
    ...(options.card ? { status: 'awaiting_payment' as const, paymentMethod: 'card' as const } : {}),
  };
  const { order: inserted } = await repo.insertOrder(order);
  if (options.card) {
    const reference = options.card.reference ?? `sbx_${randomBytes(24).toString('base64url')}`;
    await testApp.database.db.execute(sql`
      INSERT INTO payments (order_id, provider, provider_reference, amount_cents, status)
      VALUES (${inserted.id}, ${options.card.provider}, ${reference}, ${totalCents}, 'approved')`);
    await repo.markOrderPaid(inserted.id);
  }
  return { id: inserted.id, orderNumber: await repo.assignOrderNumber(inserted.id) };
}

/** Moves an order's fulfilment by SQL (setting up a test, not under test). */
export async function setFulfilment(testApp: TestApp, orderId: number, status: string, createdAt?: string): Promise<void> {
  await testApp.database.db.execute(sql`UPDATE orders SET fulfilment_status = ${status} WHERE id = ${orderId}`);
  if (createdAt) await testApp.database.db.execute(sql`UPDATE orders SET created_at = ${createdAt}::timestamptz WHERE id = ${orderId}`);
}

export async function orderStateOf(testApp: TestApp, orderId: number) {
  const result = await testApp.database.db.execute<{
    status: string;
    fulfilment_status: string;
    carrier: string | null;
    tracking_ref: string | null;
    has_dispatched_at: boolean;
    has_delivered_at: boolean;
    refund_claim: string | null;
  }>(sql`
    SELECT status, fulfilment_status, carrier, tracking_ref, dispatched_at IS NOT NULL AS has_dispatched_at,
           delivered_at IS NOT NULL AS has_delivered_at, refund_claim
    FROM orders WHERE id = ${orderId}`);
  const row = result.rows[0];
  if (!row) throw new Error(`order ${orderId} not found`);
  return row;
}

export async function historyOf(testApp: TestApp, orderId: number) {
  const result = await testApp.database.db.execute<{ id: number; staff_id: number; staff_email: string; from_status: string; to_status: string }>(sql`
    SELECT id, staff_id, staff_email, from_status, to_status FROM order_status_history WHERE order_id = ${orderId} ORDER BY id`);
  return result.rows;
}

/** Jobs of a queue whose data has `key` = `value` (queued, running or done). */
export async function jobsOf(testApp: TestApp, queue: string, key: string, value: number): Promise<number> {
  const result = await testApp.database.db.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM pgboss.job WHERE name = ${queue} AND data->>${key} = ${String(value)}`);
  return result.rows[0]?.count ?? 0;
}

/** Status e-mails owed for an order's moves. */
export const statusMailJobsOf = (testApp: TestApp, orderId: number): Promise<number> => jobsOf(testApp, orderStatusMailQueue.name, 'orderId', orderId);

export async function paymentStatusOf(testApp: TestApp, orderId: number): Promise<string[]> {
  const result = await testApp.database.db.execute<{ status: string }>(sql`SELECT status FROM payments WHERE order_id = ${orderId} ORDER BY id`);
  return result.rows.map((row) => row.status);
}

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** The store's orders and payments services on the test app's database and job queue, with `provider`. */
export function buildStoreServices(testApp: TestApp, provider: PaymentProvider = createSandboxProvider()) {
  const { db } = testApp.database;
  const { cart, orders, approvals } = testApp.app.services;
  const payments = createPaymentsService({ repo: createPaymentsRepo(db), orders, cart, approvals, provider, publicUrl: testApp.config.publicUrl, log: silentLog });
  return { orders, payments };
}

export function buildFulfilment(
  testApp: TestApp,
  options: {
    provider?: PaymentProvider;
    audit?: AuditWriter;
    refundClaimStaleSeconds?: number;
    /** Awaited after each read of an order's state that a move starts from (a test's race barrier). */
    afterStateRead?: () => Promise<void>;
  } = {},
) {
  const services = buildStoreServices(testApp, options.provider);
  const { payments } = services;
  const { afterStateRead } = options;
  const orders = afterStateRead
    ? {
        ...services.orders,
        async findFulfilmentState(orderId: number, tx?: DbExecutor) {
          const state = await services.orders.findFulfilmentState(orderId, tx);
          if (!tx) await afterStateRead();
          return state;
        },
      }
    : services.orders;
  const audit = options.audit ?? recordingAuditWriter().write;
  const { refundClaimStaleSeconds } = options;
  const { jobs } = testApp.app;
  return createFulfilmentService({ transact: transactOn(testApp.database.db), orders, payments, jobs, audit, log: silentLog, refundClaimStaleSeconds, invoicing: testApp.app.services.invoicing, creditNotes: testApp.app.services.creditNotes, cart: testApp.app.services.cart, credit: testApp.app.services.creditControl });
}

/** Lets the first `parties` callers go on only once all of them have come; later callers go on at once. */
export function meetingPoint(parties: number): () => Promise<void> {
  let arrived = 0;
  let openUp: () => void = () => {};
  const everyoneHere = new Promise<void>((resolve) => (openUp = resolve));
  return async () => {
    arrived += 1;
    if (arrived === parties) openUp();
    if (arrived <= parties) await everyoneHere;
  };
}

/** The orders repository on the test app's database, for a test that writes an order row as it is. */
export const ordersRepoOf = (testApp: TestApp) => createOrdersRepo(testApp.database.db);
