// Imports a catalogue CSV: all rows or none, upserted by SKU in one transaction.
import type { Db } from '../../../db/client.ts';
import { createCatalogueWriter } from '../catalogue-writes.repo.ts';
import { parseImportFile, type ImportError } from './import-rows.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../../db/pg-errors.ts';

const UPSERT_BATCH = 1000;

export type ImportResult =
  | { ok: true; rows: number; inserted: number; updated: number }
  | { ok: false; errors: ImportError[] };

export async function importCatalogueCsv(db: Db, text: string, now: Date = new Date()): Promise<ImportResult> {
  try {
    return await importInTransaction(db, text, now);
  } catch (error) {
    // A unique violation against rows already in the database (another SKU with the same slug).
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    const cause = ((error as { cause?: unknown }).cause ?? error) as { detail?: string };
    return { ok: false, errors: [{ line: 0, message: `clashes with a product already in the catalogue: ${cause.detail ?? 'duplicate key'}` }] };
  }
}

async function importInTransaction(db: Db, text: string, now: Date): Promise<ImportResult> {
  const result = await db.transaction(async (tx): Promise<ImportResult> => {
    const writer = createCatalogueWriter(tx);
    await writer.lockCatalogue();
    const { products, errors } = parseImportFile(text, await writer.findCategoryIdsByPath(), now);
    if (errors.length > 0) return { ok: false, errors };
    let inserted = 0;
    for (let start = 0; start < products.length; start += UPSERT_BATCH) {
      const written = await writer.upsertProductsBySku(products.slice(start, start + UPSERT_BATCH));
      inserted += written.filter((row) => row.isNew).length;
    }
    await writer.rebuildSearchWords();
    return { ok: true, rows: products.length, inserted, updated: products.length - inserted };
  });
  if (result.ok) await createCatalogueWriter(db).vacuumAnalyze();
  return result;
}
