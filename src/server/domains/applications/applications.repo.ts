import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { tradeApplications } from '../../db/schema/applications.ts';
import type { TradeApplicationBody } from '../../../shared/schemas/applications.ts';

export type TradeApplication = typeof tradeApplications.$inferSelect;

export function createApplicationsRepo(db: DbExecutor) {
  return {
    /** Takes turns per e-mail (case-insensitive) until the caller's transaction ends. */
    async lockEmail(tx: DbExecutor, email: string): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('trade-application:' || lower(${email})))`);
    },

    async findRecentByEmail(tx: DbExecutor, email: string, since: Date): Promise<TradeApplication | undefined> {
      const [row] = await tx
        .select()
        .from(tradeApplications)
        .where(and(sql`lower(${tradeApplications.email}) = lower(${email})`, gt(tradeApplications.createdAt, since)))
        .limit(1);
      return row;
    },

    async insert(tx: DbExecutor, body: TradeApplicationBody): Promise<number> {
      const [row] = await tx
        .insert(tradeApplications)
        .values({
          email: body.email,
          companyName: body.company_name,
          purchaserName: body.purchaser_name,
          contactPhone: body.contact_phone,
          contactEmail: body.contact_email,
          billingAddress: body.billing_address,
          billingSuburb: body.billing_suburb,
          billingCity: body.billing_city,
          billingPhone: body.billing_phone,
          billingPostcode: body.billing_postcode,
          sameAddress: body.same_address,
          shippingAddress: body.shipping_address,
          shippingSuburb: body.shipping_suburb,
          shippingCity: body.shipping_city,
          shippingPhone: body.shipping_phone,
          shippingPostcode: body.shipping_postcode,
        })
        .returning({ id: tradeApplications.id });
      if (!row) throw new Error('application not stored');
      return row.id;
    },

    async find(id: number): Promise<TradeApplication | undefined> {
      const [row] = await db.select().from(tradeApplications).where(eq(tradeApplications.id, id));
      return row;
    },

    async findForUpdate(tx: DbExecutor, id: number): Promise<TradeApplication | undefined> {
      const [row] = await tx.select().from(tradeApplications).where(eq(tradeApplications.id, id)).for('update');
      return row;
    },

    async listByStatus(status: string | undefined): Promise<TradeApplication[]> {
      const query = db.select().from(tradeApplications);
      return (status ? query.where(eq(tradeApplications.status, status)) : query).orderBy(asc(tradeApplications.id));
    },

    /** One page of the applications with `status` (all when undefined), newest first, and how many there are. */
    async findPage(status: string | undefined, page: { limit: number; offset: number }): Promise<{ applications: TradeApplication[]; total: number }> {
      const where = status ? eq(tradeApplications.status, status) : undefined;
      const [applications, [counted]] = await Promise.all([
        db.select().from(tradeApplications).where(where).orderBy(desc(tradeApplications.id)).limit(page.limit).offset(page.offset),
        db.select({ total: count() }).from(tradeApplications).where(where),
      ]);
      return { applications, total: counted?.total ?? 0 };
    },

    /** Records the decision on the application (locked by the caller); answers it as it now is. */
    async decide(
      tx: DbExecutor,
      id: number,
      decision: { status: 'approved' | 'declined'; accountId?: number; declineReason?: string },
      at: Date,
    ): Promise<TradeApplication> {
      const [row] = await tx
        .update(tradeApplications)
        .set({ status: decision.status, accountId: decision.accountId ?? null, declineReason: decision.declineReason ?? null, decidedAt: at })
        .where(eq(tradeApplications.id, id))
        .returning();
      if (!row) throw new Error(`application ${id} vanished while it was locked`);
      return row;
    },
  };
}
export type ApplicationsRepo = ReturnType<typeof createApplicationsRepo>;
