// API keys (issue #19): only a key's SHA-256 is kept, and its first characters to tell keys apart.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { apiKeys } from '../../db/schema/integration.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export function createApiKeysRepo(db: Db) {
  return {
    async insertKey(tx: DbExecutor, key: { name: string; scopes: string[]; keyPrefix: string; keyHash: string; createdByStaffId: number }): Promise<ApiKeyRow> {
      const [row] = await tx.insert(apiKeys).values(key).returning();
      if (!row) throw new Error('api key not written');
      return row;
    },

    listKeys: (): Promise<ApiKeyRow[]> => db.select().from(apiKeys).orderBy(asc(apiKeys.id)),

    /** Revokes the key; the row as it was before, or null when there is no such key. */
    async revokeKey(tx: DbExecutor, id: number): Promise<ApiKeyRow | null> {
      const [before] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id)).for('update');
      if (!before) return null;
      if (!before.revokedAt) await tx.update(apiKeys).set({ revokedAt: sql`now()` }).where(eq(apiKeys.id, id));
      return before;
    },

    /** The live key with this hash, and whether its last use is older than `touchAfterSeconds`. */
    async findLiveKey(keyHash: string, touchAfterSeconds: number): Promise<(Pick<ApiKeyRow, 'id' | 'name' | 'scopes'> & { isStale: boolean }) | null> {
      const [row] = await db
        .select({
          id: apiKeys.id,
          name: apiKeys.name,
          scopes: apiKeys.scopes,
          isStale: sql<boolean>`${apiKeys.lastUsedAt} IS NULL OR ${apiKeys.lastUsedAt} < now() - make_interval(secs => ${touchAfterSeconds})`,
        })
        .from(apiKeys)
        .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
      return row ?? null;
    },

    /** Sets last_used_at unless another request (any process) did within `touchAfterSeconds`. */
    async touchKey(id: number, touchAfterSeconds: number): Promise<void> {
      await db.execute(sql`
        UPDATE api_keys SET last_used_at = now()
        WHERE id = ${id} AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => ${touchAfterSeconds}))`);
    },
  };
}
export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;
