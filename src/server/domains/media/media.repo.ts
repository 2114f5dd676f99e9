// media_files: the stored files of uploaded pictures, by their content-hashed names.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { mediaFiles } from '../../db/schema/media.ts';
import type { RenderedFile } from './picture-render.ts';

export type StoredMediaFile = { contentType: string; bytes: Buffer };

export function createMediaRepo(db: Db) {
  return {
    /** Stores the files on `executor` (the caller's transaction); a name already stored holds the same bytes. */
    async insertFiles(executor: DbExecutor, files: readonly RenderedFile[]): Promise<void> {
      if (files.length === 0) return;
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

    async countFiles(executor: DbExecutor = db): Promise<number> {
      const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(mediaFiles);
      return row?.count ?? 0;
    },
  };
}
export type MediaRepo = ReturnType<typeof createMediaRepo>;
