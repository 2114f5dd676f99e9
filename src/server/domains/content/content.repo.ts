import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { customerLogos, testimonials } from '../../db/schema/content.ts';
import type { NewContentBlocks } from './content.types.ts';

export type CustomerLogo = typeof customerLogos.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;

export function createContentRepo(db: DbExecutor) {
  return {
    /** Logos with a picture (one added in the back office waits for its upload). */
    async findLogos(type: string | null): Promise<CustomerLogo[]> {
      const hasPicture = sql`jsonb_array_length(${customerLogos.files}) > 0`;
      return db
        .select()
        .from(customerLogos)
        .where(type ? and(eq(customerLogos.type, type), hasPicture) : hasPicture)
        .orderBy(asc(customerLogos.position), asc(customerLogos.id));
    },

    async findLogoTypes(): Promise<string[]> {
      const rows = await db.selectDistinct({ type: customerLogos.type }).from(customerLogos).orderBy(asc(customerLogos.type));
      return rows.map((row) => row.type);
    },

    async findTestimonialPage(category: string | null, page: number, perPage: number): Promise<{ rows: Testimonial[]; total: number }> {
      const where = category ? eq(testimonials.category, category) : undefined;
      const [rows, [count]] = await Promise.all([
        db.select().from(testimonials).where(where).orderBy(asc(testimonials.position), asc(testimonials.id)).limit(perPage).offset((page - 1) * perPage),
        db.select({ n: sql<number>`count(*)::int` }).from(testimonials).where(where),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },

    async findTestimonialCategories(): Promise<string[]> {
      const rows = await db.selectDistinct({ category: testimonials.category }).from(testimonials).orderBy(asc(testimonials.category));
      return rows.map((row) => row.category);
    },

    /** Logos and stories when there are none yet (the demo's, from the demo domain; safe to repeat). */
    async addContentIfEmpty(blocks: NewContentBlocks): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('seed-demo-content'))`);
        const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(customerLogos);
        if (Number(existing?.n ?? 0) > 0) return false;
        await tx.insert(customerLogos).values(blocks.logos.map((logo, index) => ({ title: logo.title, type: logo.type, files: [{ path: logo.path }], position: index })));
        await tx.insert(testimonials).values(
          blocks.testimonials.map((story, index) => ({ title: story.title, url: story.url, category: story.category, name: story.name, jobTitle: story.jobTitle, quote: story.quote, position: index })),
        );
        return true;
      });
    },
  };
}
export type ContentRepo = ReturnType<typeof createContentRepo>;
