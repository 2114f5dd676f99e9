import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { INITIAL_PAYMENT_STATUS, PAYMENT_STATUS, parsePaymentStatus, paymentStatusChange, type PaymentStatus } from '../orders/orders.service.ts';
import type { PaymentProviderName } from './payment-provider.ts';

export type Payment = {
  id: number;
  orderId: number;
  provider: PaymentProviderName;
  reference: string;
  amountCents: number;
  status: PaymentStatus;
};

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

const paymentColumns = {
  id: payments.id,
  orderId: payments.orderId,
  provider: payments.provider,
  reference: payments.providerReference,
  amountCents: payments.amountCents,
  status: payments.status,
};

function toPayment(row: { id: number; orderId: number; provider: string; reference: string; amountCents: number; status: string }): Payment {
  return { ...row, provider: row.provider as PaymentProviderName, status: parsePaymentStatus(row.status) };
}

function lockedQueries(tx: Executor) {
  return {
    /** The payment that paid the order (approved); null when none did. */
    async findApprovedPayment(orderId: number): Promise<Payment | null> {
      const [row] = await tx
        .select(paymentColumns)
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, PAYMENT_STATUS.approved)))
        .orderBy(sql`${payments.id} DESC`)
        .limit(1);
      return row ? toPayment(row) : null;
    },
    /** Every payment attempt of the order, oldest first (the back office's order detail). */
    async findOrderPayments(orderId: number): Promise<(Payment & { createdAt: Date })[]> {
      const rows = await tx
        .select({ ...paymentColumns, createdAt: payments.createdAt })
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(payments.id);
      return rows.map((row) => ({ ...toPayment(row), createdAt: row.createdAt }));
    },
    async findPendingPayment(orderId: number, provider: PaymentProviderName): Promise<Payment | null> {
      const [row] = await tx
        .select(paymentColumns)
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider), eq(payments.status, PAYMENT_STATUS.pending)))
        .orderBy(sql`${payments.id} DESC`)
        .limit(1);
      return row ? toPayment(row) : null;
    },
    async countPayments(orderId: number): Promise<number> {
      const [row] = await tx.select({ total: count() }).from(payments).where(eq(payments.orderId, orderId));
      return row?.total ?? 0;
    },
    async insertPayment(input: Omit<Payment, 'id' | 'status'>): Promise<void> {
      await tx.insert(payments).values({
        orderId: input.orderId,
        provider: input.provider,
        providerReference: input.reference,
        amountCents: input.amountCents,
        status: INITIAL_PAYMENT_STATUS,
      });
    },
    /**
     * Moves the payment from any of `from` to `to`, if order-status.ts allows each move (else throws); the
     * WHERE on the old status keeps concurrent changes safe. True only for the call that made the change.
     */
    async setPaymentStatus(paymentId: number, from: readonly PaymentStatus[], to: PaymentStatus): Promise<boolean> {
      const change = paymentStatusChange(from, to);
      const rows = await tx
        .update(payments)
        .set({ status: change.to, updatedAt: sql`now()` })
        .where(and(eq(payments.id, paymentId), inArray(payments.status, [...change.from])))
        .returning({ id: payments.id });
      return rows.length === 1;
    },
  };
}
export type LockedPaymentQueries = ReturnType<typeof lockedQueries>;

/** The payment queries on a caller's transaction, so a payment's change commits with the order's. */
export const paymentQueriesOn = (tx: Executor): LockedPaymentQueries => lockedQueries(tx);

// Key space of the advisory lock that serialises starting payments for one order.
const PAYMENT_LOCK_SPACE = 31_001;

export function createPaymentsRepo(db: Db) {
  return {
    ...lockedQueries(db),

    /**
     * Runs `work` in a transaction holding a lock on the order's payments, so two identical requests at
     * the same instant open one payment, not two (the second finds the first one's pending payment).
     */
    async withOrderPaymentLock<T>(orderId: number, work: (queries: LockedPaymentQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAYMENT_LOCK_SPACE}, ${orderId})`);
        return work(lockedQueries(tx));
      });
    },

    async findPaymentByReference(provider: PaymentProviderName, reference: string): Promise<Payment | null> {
      const [row] = await db
        .select(paymentColumns)
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerReference, reference)));
      return row ? toPayment(row) : null;
    },

    /** Marks the order's pending payments expired; answers them so the provider can be told too. */
    async expirePendingPayments(orderId: number): Promise<Payment[]> {
      const change = paymentStatusChange([PAYMENT_STATUS.pending], PAYMENT_STATUS.expired);
      const rows = await db
        .update(payments)
        .set({ status: change.to, updatedAt: sql`now()` })
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...change.from])))
        .returning(paymentColumns);
      return rows.map(toPayment);
    },
  };
}
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
