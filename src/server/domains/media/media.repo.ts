// media_files: the stored files of uploaded pictures, by their content-hashed names.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { mediaFiles } from '../../db/schema/media.ts';
import type { RenderedFile } from './picture-render.ts';

export type StoredMediaFile = { contentType: string; bytes: Buffer };

/**
 * Saving a picture holds this lock shared until its transaction ends, and the sweep holds it alone: a file
 * stored again (same content, same name) by a transaction the sweep's snapshot cannot see is never deleted
 * under it, because the sweep waits for that transaction, and a later one waits for the sweep.
 */
const MEDIA_LOCK = sql`hashtext('media-files')`;

/**
 * Every place a page shows an uploaded picture from, as text holding '/media/<hash>-<width>.<ext>' names:
 * products' pictures, category pictures and banners, a variant block's swatch, testimonials' and customer
 * logos' files, the notice and content pages (Markdown), and order lines (a past order keeps its picture).
 */
const REFERENCING_TEXTS = sql`
  SELECT images::text AS text FROM products
  UNION ALL SELECT concat_ws(' ', image, banner_image) FROM categories
  UNION ALL SELECT swatch FROM variant_blocks
  UNION ALL SELECT files::text FROM testimonials
  UNION ALL SELECT files::text FROM customer_logos
  UNION ALL SELECT text FROM site_notice
  UNION ALL SELECT body FROM content_pages
  UNION ALL SELECT image FROM order_lines WHERE image LIKE '/media/%'`;

export function createMediaRepo(db: Db) {
  return {
    /** Stores the files on `executor` (the caller's transaction); a name already stored holds the same bytes. */
    async insertFiles(executor: DbExecutor, files: readonly RenderedFile[]): Promise<void> {
      if (files.length === 0) return;
      await executor.execute(sql`SELECT pg_advisory_xact_lock_shared(${MEDIA_LOCK})`);
      await executor
        .insert(mediaFiles)
        .values(files.map((file) => ({ name: file.name, contentType: file.contentType, byteSize: file.bytes.length, bytes: file.bytes })))
        .onConflictDoNothing({ target: mediaFiles.name });
    },

    async findFile(name: string): Promise<StoredMediaFile | undefined> {
      const [row] = await db
        .select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes })
        .from(mediaFiles)
        .where(eq(mediaFiles.name, name));
      return row;
    },

    /**
     * Deletes the files stored before `before` that nothing names (each size and format of a picture has a
     * name of its own; a banner or a logo names only its fallback JPEG); answers how many. One transaction: the references are read after every saving transaction has ended.
     */
    async deleteUnreferencedBefore(before: Date): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${MEDIA_LOCK})`);
        const result = await tx.execute(sql`
          WITH shown AS (
            SELECT DISTINCT (regexp_matches(text, '/media/([A-Za-z0-9_-]{22}-[0-9]{2,4}[.](?:avif|webp|jpg))', 'g'))[1] AS name
            FROM (${REFERENCING_TEXTS}) AS referencing WHERE text IS NOT NULL
          )
          DELETE FROM media_files m
          WHERE m.created_at < ${before.toISOString()}::timestamptz
            AND NOT EXISTS (SELECT 1 FROM shown WHERE shown.name = m.name)`);
        return result.rowCount ?? 0;
      });
    },

    async countFiles(executor: DbExecutor = db): Promise<number> {
      const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(mediaFiles);
      return row?.count ?? 0;
    },
  };
}
export type MediaRepo = ReturnType<typeof createMediaRepo>;
