import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { newsletterSubscribers } from '../../db/schema/applications.ts';

export type Subscriber = typeof newsletterSubscribers.$inferSelect;

export function createNewsletterRepo(db: DbExecutor) {
  return {
    /** The subscriber row of this e-mail (case-insensitive), made if missing, locked until the caller's transaction ends. */
    async lockOrCreate(tx: DbExecutor, email: string, placeholderHash: string): Promise<{ subscriber: Subscriber; isNew: boolean }> {
      const [inserted] = await tx
        .insert(newsletterSubscribers)
        .values({ email, unsubscribeTokenHash: placeholderHash })
        .onConflictDoNothing()
        .returning();
      if (inserted) return { subscriber: inserted, isNew: true };
      const [existing] = await tx.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`).for('update');
      if (!existing) throw new Error('subscriber vanished');
      return { subscriber: existing, isNew: false };
    },

    /** The confirmation is owed from now: counted as sent from the moment it is queued, so a second request meanwhile queues none. */
    async markConfirmationQueued(tx: DbExecutor, id: number, at: Date): Promise<void> {
      await tx.update(newsletterSubscribers).set({ confirmationSentAt: at }).where(eq(newsletterSubscribers.id, id));
    },

    /** Subscribes again after an unsubscribe: confirmed afresh (double opt-in). */
    async restart(tx: DbExecutor, id: number): Promise<void> {
      await tx.update(newsletterSubscribers).set({ unsubscribedAt: null, confirmedAt: null, confirmTokenHash: null, confirmationSentAt: null }).where(eq(newsletterSubscribers.id, id));
    },

    async find(id: number): Promise<Subscriber | undefined> {
      const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
      return row;
    },

    async setConfirmToken(id: number, confirmTokenHash: string, unsubscribeTokenHash: string, at: Date): Promise<void> {
      await db.update(newsletterSubscribers).set({ confirmTokenHash, unsubscribeTokenHash, confirmationSentAt: at }).where(eq(newsletterSubscribers.id, id));
    },

    /** Uses a confirmation link once; answers whether it confirmed someone. */
    async confirm(confirmTokenHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(newsletterSubscribers)
        .set({ confirmedAt: at, confirmTokenHash: null })
        .where(and(eq(newsletterSubscribers.confirmTokenHash, confirmTokenHash), isNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt)))
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0;
    },

    async unsubscribe(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: at, confirmTokenHash: null })
        .where(and(eq(newsletterSubscribers.id, id), isNull(newsletterSubscribers.unsubscribedAt)))
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0;
    },

    /** Whether a confirmation may be sent now: never sent, or the last one longer ago than `resendAfter`. */
    isResendDue(subscriber: Subscriber, resendBefore: Date): boolean {
      return subscriber.confirmationSentAt === null || subscriber.confirmationSentAt < resendBefore;
    },

    /** Confirmed and still subscribed, after `afterId`, by id (the CSV export, a page at a time). */
    async findConfirmedPage(afterId: number, limit: number): Promise<{ id: number; email: string; confirmedAt: Date }[]> {
      const rows = await db
        .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
        .from(newsletterSubscribers)
        .where(and(isNotNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt), gt(newsletterSubscribers.id, afterId)))
        .orderBy(asc(newsletterSubscribers.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, confirmedAt: row.confirmedAt ?? new Date(0) }));
    },

  };
}
export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>;
