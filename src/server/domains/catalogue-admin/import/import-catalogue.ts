// Imports a catalogue CSV: all rows or none, upserted by SKU in one transaction. The CLI reads and writes
// in one go (importCatalogueCsv); the back office checks first and writes later (catalogue-import.service.ts),
// through the same rules (import-rows.ts, import-merge.ts) and the same write (writeImportedProducts).
import type { Db } from '../../../db/client.ts';
import type { DbExecutor } from '../../../db/executor.ts';
import { createCatalogueWriter } from '../catalogue-writes.repo.ts';
import { createCatalogueImportRepo } from './catalogue-import.repo.ts';
import { rowChangeOf } from './import-changes.ts';
import { checkImportRows, skusOf, type CheckedRow } from './import-merge.ts';
import { readImportFile, rowErrorText, type ImportError, type ReadRow } from './import-rows.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../../db/pg-errors.ts';

const UPSERT_BATCH = 1000;

export type ImportCounts = { inserted: number; updated: number; unchanged: number };
export type ImportResult =
  | ({ ok: true; rows: number } & ImportCounts)
  | { ok: false; errors: ImportError[] };

/**
 * Writes checked products on `tx` (which holds the catalogue lock): upserts by SKU a thousand at a time;
 * the caller brings the spelling vocabulary up to date (the CLI at once, the back office by a job). `checkedAt`: the time the rows were checked, which rows without a
 * created_at were given (an existing product keeps its own). Answers how many were new.
 */
/**
 * Writes the checked rows' products, leaving out those that would change nothing (an exported catalogue
 * imported back with a few prices edited rewrites only those, as the ERP's upserts do).
 */
export async function writeImportedProducts(tx: DbExecutor, rows: CheckedRow[], checkedAt: Date): Promise<ImportCounts> {
  const writer = createCatalogueWriter(tx);
  const ready = rows.flatMap((row) => (row.product ? [{ ...row, product: row.product }] : []));
  const changed = ready.filter((row) => rowChangeOf(row.current, row.product).action !== 'unchanged').map((row) => row.product);
  let inserted = 0;
  for (let start = 0; start < changed.length; start += UPSERT_BATCH) {
    const written = await writer.upsertProductsBySku(changed.slice(start, start + UPSERT_BATCH), checkedAt);
    inserted += written.filter((row) => row.isNew).length;
  }
  return { inserted, updated: changed.length - inserted, unchanged: ready.length - changed.length };
}

/**
 * Rows read from a file, checked against the catalogue as it is now: the products their SKUs name are
 * read in one query, and with `lock` held until the transaction on `executor` ends (an import's write).
 */
export async function checkAgainstCatalogue(executor: DbExecutor, rows: ReadRow[], checkedAt: Date, lock: boolean): Promise<CheckedRow[]> {
  const current = await createCatalogueImportRepo(executor).findCurrentProducts(executor, skusOf(rows), lock);
  return checkImportRows(rows, current, checkedAt);
}

/**
 * A unique violation against rows already in the database (a new SKU whose product address another
 * product has) as the import's error; null for any other error.
 */
export function importClashOf(error: unknown): ImportError | null {
  if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) return null;
  const cause = ((error as { cause?: unknown }).cause ?? error) as { detail?: string };
  return { line: 0, message: `clashes with a product already in the catalogue: ${cause.detail ?? 'duplicate key'}` };
}

export async function importCatalogueCsv(db: Db, text: string, now: Date = new Date()): Promise<ImportResult> {
  try {
    return await importInTransaction(db, text, now);
  } catch (error) {
    const clash = importClashOf(error);
    if (!clash) throw error;
    return { ok: false, errors: [clash] };
  }
}

async function importInTransaction(db: Db, text: string, now: Date): Promise<ImportResult> {
  const result = await db.transaction(async (tx): Promise<ImportResult> => {
    const writer = createCatalogueWriter(tx);
    await writer.lockCatalogue();
    const { fileError, rows: read } = readImportFile(text, await writer.findCategoryIdsByPath());
    const rows: CheckedRow[] = fileError ? read.map((row) => ({ ...row, product: null })) : await checkAgainstCatalogue(tx, read, now, true);
    const errors = rows.filter((row) => row.product === null).map((row) => ({ line: row.line, message: rowErrorText(row.errors) }));
    if (fileError || errors.length > 0) return { ok: false, errors: [...errors, ...(fileError ? [fileError] : [])].sort((a, b) => a.line - b.line) };
    const counts = await writeImportedProducts(tx, rows, now);
    await writer.rebuildSearchWords();
    return { ok: true, rows: rows.length, ...counts };
  });
  if (result.ok) await createCatalogueWriter(db).vacuumAnalyze();
  return result;
}
