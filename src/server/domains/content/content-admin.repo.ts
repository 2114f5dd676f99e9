// The content staff keep (issue #19 Part 2): the notice row, testimonials, customer logos and the footer's
// pages. Writes take the caller's transaction, where the audit entry is written too.
import { asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { contentPages, customerLogos, siteNotice, testimonials } from '../../db/schema/content.ts';

export type SiteNotice = typeof siteNotice.$inferSelect;
export type ContentPage = typeof contentPages.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type TestimonialValues = Omit<typeof testimonials.$inferInsert, 'id' | 'createdAt'>;
export type CustomerLogoRow = typeof customerLogos.$inferSelect;
export type CustomerLogoValues = Omit<typeof customerLogos.$inferInsert, 'id' | 'createdAt'>;

/** The next position at the end of a list: a new entry goes last unless told otherwise. */
const nextPosition = (table: typeof testimonials | typeof customerLogos) => sql<number>`(SELECT coalesce(max(${table.position}) + 1, 0) FROM ${table})`;

export function createContentAdminRepo(db: DbExecutor) {
  return {
    async findNotice(executor: DbExecutor = db): Promise<SiteNotice | undefined> {
      const [row] = await executor.select().from(siteNotice).where(eq(siteNotice.id, 1));
      return row;
    },
    async lockNotice(tx: DbExecutor): Promise<SiteNotice | undefined> {
      const [row] = await tx.select().from(siteNotice).where(eq(siteNotice.id, 1)).for('update');
      return row;
    },
    /** The one row (made again if someone deleted it). */
    async saveNotice(tx: DbExecutor, text: string, isEnabled: boolean): Promise<SiteNotice> {
      const [row] = await tx
        .insert(siteNotice)
        .values({ id: 1, text, isEnabled })
        .onConflictDoUpdate({ target: siteNotice.id, set: { text, isEnabled, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('the notice was not saved');
      return row;
    },

    async listTestimonials(): Promise<TestimonialRow[]> {
      return db.select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id));
    },
    async lockTestimonial(tx: DbExecutor, id: number): Promise<TestimonialRow | undefined> {
      const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
      return row;
    },
    async insertTestimonial(tx: DbExecutor, values: Omit<TestimonialValues, 'position'> & { position?: number }): Promise<TestimonialRow> {
      const [row] = await tx.insert(testimonials).values({ ...values, position: values.position ?? nextPosition(testimonials) }).returning();
      if (!row) throw new Error('the testimonial was not saved');
      return row;
    },
    async updateTestimonial(tx: DbExecutor, id: number, values: Partial<TestimonialValues>): Promise<TestimonialRow> {
      const [row] = await tx.update(testimonials).set(values).where(eq(testimonials.id, id)).returning();
      if (!row) throw new Error('the testimonial was not saved');
      return row;
    },
    async deleteTestimonial(tx: DbExecutor, id: number): Promise<void> {
      await tx.delete(testimonials).where(eq(testimonials.id, id));
    },

    async listLogos(): Promise<CustomerLogoRow[]> {
      return db.select().from(customerLogos).orderBy(asc(customerLogos.position), asc(customerLogos.id));
    },
    async lockLogo(tx: DbExecutor, id: number): Promise<CustomerLogoRow | undefined> {
      const [row] = await tx.select().from(customerLogos).where(eq(customerLogos.id, id)).for('update');
      return row;
    },
    async insertLogo(tx: DbExecutor, values: Omit<CustomerLogoValues, 'position'> & { position?: number }): Promise<CustomerLogoRow> {
      const [row] = await tx.insert(customerLogos).values({ ...values, position: values.position ?? nextPosition(customerLogos) }).returning();
      if (!row) throw new Error('the logo was not saved');
      return row;
    },
    async updateLogo(tx: DbExecutor, id: number, values: Partial<CustomerLogoValues>): Promise<CustomerLogoRow> {
      const [row] = await tx.update(customerLogos).set(values).where(eq(customerLogos.id, id)).returning();
      if (!row) throw new Error('the logo was not saved');
      return row;
    },
    async deleteLogo(tx: DbExecutor, id: number): Promise<void> {
      await tx.delete(customerLogos).where(eq(customerLogos.id, id));
    },

    async listPages(): Promise<ContentPage[]> {
      return db.select().from(contentPages).orderBy(asc(contentPages.position), asc(contentPages.slug));
    },
    async findPage(slug: string): Promise<ContentPage | undefined> {
      const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
      return row;
    },
    async lockPage(tx: DbExecutor, slug: string): Promise<ContentPage | undefined> {
      const [row] = await tx.select().from(contentPages).where(eq(contentPages.slug, slug)).for('update');
      return row;
    },
    async updatePage(tx: DbExecutor, slug: string, values: { title: string; description: string; body: string }): Promise<ContentPage> {
      const [row] = await tx.update(contentPages).set({ ...values, updatedAt: sql`now()` }).where(eq(contentPages.slug, slug)).returning();
      if (!row) throw new Error('the page was not saved');
      return row;
    },
  };
}
export type ContentAdminRepo = ReturnType<typeof createContentAdminRepo>;
