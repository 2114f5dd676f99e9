import type { Db } from '../../db/client.ts';

export function createCatalogueRepo(db: Db) {
  return { db };
}
export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
