// Webhooks, their deliveries and every attempt (issue #19).
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema/integration.ts';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;
export type StatusChangeRow = { order_number: string; from_status: string; to_status: string; carrier: string | null; tracking_ref: string | null; created_at: Date | string };

/** Deliveries the log shows per webhook: the latest. */
const DELIVERIES_SHOWN = 100;

export function createWebhooksRepo(db: Db) {
  return {
    async insertWebhook(tx: DbExecutor, webhook: { url: string; events: string[]; secret: string; createdByStaffId: number }): Promise<WebhookRow> {
      const [row] = await tx.insert(webhooks).values(webhook).returning();
      if (!row) throw new Error('webhook not written');
      return row;
    },

    listWebhooks: (): Promise<WebhookRow[]> => db.select().from(webhooks).where(isNull(webhooks.removedAt)).orderBy(asc(webhooks.id)),

    async findWebhook(id: number): Promise<WebhookRow | null> {
      const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id));
      return row ?? null;
    },

    /** Removes the webhook (its log is kept); the row before, or null when there is none still registered. */
    async removeWebhook(tx: DbExecutor, id: number): Promise<WebhookRow | null> {
      const [row] = await tx.update(webhooks).set({ removedAt: sql`now()` }).where(and(eq(webhooks.id, id), isNull(webhooks.removedAt))).returning();
      return row ?? null;
    },

    /** The registered webhooks that want `event`. */
    findSubscribers: (event: string): Promise<WebhookRow[]> =>
      db.select().from(webhooks).where(and(isNull(webhooks.removedAt), sql`${event} = ANY(${webhooks.events})`)).orderBy(asc(webhooks.id)),

    /** One delivery per webhook for this event, unless it has one already (a fan-out run again); their ids. */
    async insertDeliveries(tx: DbExecutor, webhookIds: number[], event: string, eventId: string, payload: Record<string, unknown>): Promise<number[]> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO webhook_deliveries (webhook_id, event, event_id, payload)
        SELECT w.id, ${event}, ${eventId}, ${JSON.stringify(payload)}::jsonb FROM unnest(${sql.param(webhookIds)}::int[]) AS w(id)
        WHERE NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.webhook_id = w.id AND d.event_id = ${eventId})
        RETURNING id`);
      return rows.map((row) => Number(row.id));
    },

    async findDelivery(id: number): Promise<(DeliveryRow & { url: string; secret: string; isRemoved: boolean }) | null> {
      const [row] = await db
        .select({ delivery: webhookDeliveries, url: webhooks.url, secret: webhooks.secret, removedAt: webhooks.removedAt })
        .from(webhookDeliveries)
        .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
        .where(eq(webhookDeliveries.id, id));
      return row ? { ...row.delivery, url: row.url, secret: row.secret, isRemoved: row.removedAt !== null } : null;
    },

    /** Logs one attempt and sets the delivery's state; the number of attempts so far. */
    async recordAttempt(deliveryId: number, attempt: { statusCode: number | null; error: string | null; durationMs: number }, status: 'pending' | 'delivered' | 'failed'): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.insert(webhookAttempts).values({ deliveryId, ...attempt });
        const [row] = await tx
          .update(webhookDeliveries)
          .set({
            attempts: sql`${webhookDeliveries.attempts} + 1`,
            status,
            lastStatusCode: attempt.statusCode,
            lastError: attempt.error,
            ...(status === 'delivered' ? { deliveredAt: sql`now()` } : {}),
          })
          .where(eq(webhookDeliveries.id, deliveryId))
          .returning({ attempts: webhookDeliveries.attempts });
        return row?.attempts ?? 0;
      });
    },

    async markFailed(deliveryId: number): Promise<void> {
      await db.update(webhookDeliveries).set({ status: 'failed' }).where(eq(webhookDeliveries.id, deliveryId));
    },

    /** A resend: the delivery is pending again (its attempts so far stay in the log). False when it is not this webhook's. */
    async reopenDelivery(tx: DbExecutor, webhookId: number, deliveryId: number): Promise<boolean> {
      const rows = await tx
        .update(webhookDeliveries)
        .set({ status: 'pending', attempts: 0 })
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, webhookId)))
        .returning({ id: webhookDeliveries.id });
      return rows.length > 0;
    },

    /** The webhook's latest deliveries, newest first, each with its attempts in order. */
    async listDeliveries(webhookId: number): Promise<{ delivery: DeliveryRow; attempts: AttemptRow[] }[]> {
      const deliveries = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId)).orderBy(desc(webhookDeliveries.id)).limit(DELIVERIES_SHOWN);
      if (deliveries.length === 0) return [];
      const attempts = await db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, deliveries.map((row) => row.id))).orderBy(asc(webhookAttempts.id));
      return deliveries.map((delivery) => ({ delivery, attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id) }));
    },

    /** An order's fulfilment move, as its event tells it. */
    async findStatusChange(changeId: number): Promise<StatusChangeRow | null> {
      const { rows } = await db.execute<StatusChangeRow>(sql`
        SELECT o.order_number, h.from_status, h.to_status, h.carrier, h.tracking_ref, h.created_at
        FROM order_status_history h JOIN orders o ON o.id = h.order_id WHERE h.id = ${changeId}`);
      return rows[0] ?? null;
    },
  };
}
export type WebhooksRepo = ReturnType<typeof createWebhooksRepo>;
