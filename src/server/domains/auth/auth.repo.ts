import type { Db } from '../../db/client.ts';

export function createAuthRepo(db: Db) {
  return { db };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;
