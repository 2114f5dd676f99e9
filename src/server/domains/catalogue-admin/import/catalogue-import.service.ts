// The catalogue CSV in the back office (issue #19 Part 1), with the CLI import's rules (import-rows.ts,
// import-merge.ts): a file is checked first against the catalogue as it is and every row answered with its
// problems, nothing written; its rows' cells wait under a random token for an hour; applying merges them
// again with the products as they are then and writes them all in one transaction, at most once, and only
// for a file with no bad rows; the audit log gets one entry with the counts. Checked files not applied in
// time are dropped by the next upload (no timer in a request process).
import { randomBytes } from 'node:crypto';
import { centsToInputText } from '../../../../shared/money-input.ts';
import { IMPORT_TOKEN_TTL_MINUTES, type CatalogueImportPreviewJson, type CatalogueImportRowJson } from '../../../../shared/schemas/admin-catalogue-import.ts';
import type { DbExecutor, Transact } from '../../../db/executor.ts';
import { rowsByIdPages } from '../../../db/keyset-pages.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors.ts';
import type { AuditWriter, StaffActor } from '../../audit/audit-entry.types.ts';
import { createCatalogueWriter } from '../catalogue-writes.repo.ts';
import type { SearchWordsService } from '../../search/search.types.ts';
import type { CatalogueImportRepo, ExportedProduct } from './catalogue-import.repo.ts';
import { rowChangeOf } from './import-changes.ts';
import { checkAgainstCatalogue, importClashOf, writeImportedProducts } from './import-catalogue.ts';
import type { CheckedRow } from './import-merge.ts';
import { IMPORT_COLUMNS, readImportFile, rowErrorText, type ImportCells, type ReadRow } from './import-rows.ts';

const TTL_MS = IMPORT_TOKEN_TTL_MINUTES * 60_000;

export type ImportApplied = { rows: number; inserted: number; updated: number; unchanged: number; appliedAt: Date };

/** A product as the import's columns, in IMPORT_COLUMNS order: an export can be edited and imported back. */
export function exportRowOf(product: ExportedProduct): string[] {
  const hasRange = product.priceRangeFromCents !== null && product.priceRangeToCents !== null;
  const cells: Record<(typeof IMPORT_COLUMNS)[number], string> = {
    sku: product.sku,
    title: product.title,
    category_path: product.categoryPath,
    price: centsToInputText(product.priceCents),
    base_price: centsToInputText(product.basePriceCents),
    price_range_from: hasRange ? centsToInputText(product.priceRangeFromCents as number) : '',
    price_range_to: hasRange ? centsToInputText(product.priceRangeToCents as number) : '',
    on_sale: product.isOnSale ? 'true' : 'false',
    description: product.description,
    image_url: product.images[0]?.url ?? '',
    created_at: product.createdAt.toISOString(),
  };
  return IMPORT_COLUMNS.map((column) => cells[column]);
}

/** A checked row as kept in catalogue_imports.rows (JSON): its line and cells, a date coming back as a Date. */
type KeptRow = { line: number; cells: ImportCells };
const readRowFromJson = (row: unknown): ReadRow => {
  const kept = row as { line: number; cells?: Omit<ImportCells, 'createdAt'> & { createdAt?: string | null } };
  if (!kept.cells) throw new ConflictError('This file was checked by an earlier version of the store: upload it again.');
  const { createdAt, ...cells } = kept.cells;
  const date = createdAt === undefined ? {} : { createdAt: createdAt === null ? null : new Date(createdAt) };
  return { line: kept.line, sku: cells.sku, errors: {}, cells: { ...cells, ...date } };
};

/** The rows a product changed since the check has made wrong, as the 409's text (the first five). */
function changedSinceCheckMessage(rows: CheckedRow[]): string {
  const listed = rows.slice(0, 5).map((row) => `line ${row.line} (${row.sku}): ${rowErrorText(row.errors)}`);
  const more = rows.length > 5 ? `; and ${rows.length - 5} more` : '';
  return `Products changed since the file was checked, and ${rows.length} row(s) no longer fit: ${listed.join('; ')}${more}. Upload the file again to see every row. Nothing was changed.`;
}

export function createCatalogueImportService(deps: {
  db: DbExecutor;
  repo: CatalogueImportRepo;
  transact: Transact;
  searchWords: Pick<SearchWordsService, 'queueRebuild'>;
  now?: () => Date;
}) {
  const { db, repo, transact, searchWords } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * POST /admin/api/catalogue/import: checks the file and keeps its valid rows under a new token. A file
     * that cannot be read as a catalogue at all (empty, wrong header) is a 422 naming `file`.
     */
    async check(actor: StaffActor, fileName: string, text: string): Promise<CatalogueImportPreviewJson> {
      const at = now();
      await repo.deleteUnappliedBefore(new Date(at.getTime() - TTL_MS));
      const categoryIdsByPath = await createCatalogueWriter(db).findCategoryIdsByPath();
      const { fileError, rows: read } = readImportFile(text, categoryIdsByPath);
      if (fileError) throw new ValidationError({ file: `Line ${fileError.line}: ${fileError.message}` });
      const rows = await checkAgainstCatalogue(db, read, at, false);
      const ready = rows.flatMap((row): KeptRow[] => (row.product && row.cells ? [{ line: row.line, cells: row.cells }] : []));
      const invalid = rows.length - ready.length;
      const token = randomBytes(16).toString('base64url');
      // A file with bad rows can never be applied: its rows are not kept, only its counts.
      await repo.insertImport({ token, staffId: actor.staffId, fileName, rows: invalid === 0 ? ready : [], validRows: ready.length, invalidRows: invalid, createdAt: at });
      const pathOfCategory = new Map([...categoryIdsByPath].map(([path, id]) => [id, path]));
      const categoryPathOf = (id: number) => pathOfCategory.get(id) ?? `category ${id}`;
      const answerRows: CatalogueImportRowJson[] = rows.map((row) => {
        const { action, changes } = row.cells && row.cells.sku !== '' ? rowChangeOf(row.current, row.product, categoryPathOf, row.cells) : { action: null, changes: {} };
        return { line: row.line, sku: row.sku, errors: row.errors, action, changes };
      });
      return { token, file_name: fileName, rows: answerRows, valid: ready.length, invalid, expires_at: new Date(at.getTime() + TTL_MS).toISOString() };
    },

    /**
     * POST /admin/api/catalogue/import/{token}/apply: the checked rows, all in one transaction with the
     * import's audit entry and its mark as applied. The token is the uploader's own (another's is a 404);
     * a second apply, even at the same moment, waits on the first's lock and is then a 409. Each row is
     * merged again with its product as it is now, read and locked in this transaction: the file's columns
     * are written as checked, the others keep what the product holds now (a colleague's edit meanwhile);
     * a row that a change since the check has made wrong refuses the whole file with a 409.
     */
    async apply(actor: StaffActor, audit: AuditWriter, token: string): Promise<ImportApplied> {
      const at = now();
      try {
        return await transact(async (tx) => {
          const stored = await repo.lockImport(tx, token);
          if (!stored || stored.staffId !== actor.staffId) throw new NotFoundError('catalogue import', token);
          if (stored.appliedAt) throw new ConflictError('This file has already been applied.');
          if (stored.createdAt.getTime() + TTL_MS < at.getTime()) throw new NotFoundError('catalogue import', token);
          if (stored.invalidRows > 0) {
            throw new ValidationError({ token: `The file has ${stored.invalidRows} row(s) with errors: correct them and upload it again. Nothing was changed.` });
          }
          await createCatalogueWriter(tx).lockCatalogue();
          const read = stored.rows.map(readRowFromJson);
          const categoryIds = [...new Set(read.flatMap((row) => (typeof row.cells?.categoryId === 'number' ? [row.cells.categoryId] : [])))];
          if ((await repo.countCategories(tx, categoryIds)) !== categoryIds.length) {
            throw new ConflictError('A category of this file has been removed since it was checked: upload it again.');
          }
          const rows = await checkAgainstCatalogue(tx, read, stored.createdAt, true);
          const wrong = rows.filter((row) => row.product === null);
          if (wrong.length > 0) throw new ConflictError(changedSinceCheckMessage(wrong));
          const { inserted, updated, unchanged } = await writeImportedProducts(tx, rows, stored.createdAt);
          await repo.markApplied(tx, token, at);
          await audit(tx, {
            actor,
            action: 'catalogue.import',
            entity: 'catalogue_import',
            entityId: token,
            reference: stored.fileName,
            before: null,
            after: { file_name: stored.fileName, rows: rows.length, inserted, updated, unchanged },
          });
          await searchWords.queueRebuild(tx);
          return { rows: rows.length, inserted, updated, unchanged, appliedAt: at };
        });
      } catch (error) {
        const clash = importClashOf(error);
        if (!clash) throw error;
        throw new ValidationError({ file: `${clash.message}. Nothing was changed.` });
      }
    },

    /** GET /admin/api/catalogue.csv: the header, then the active products a thousand at a time (never the whole catalogue in memory). */
    async *exportRows(): AsyncGenerator<string[]> {
      yield [...IMPORT_COLUMNS];
      for await (const product of rowsByIdPages(repo.findExportPage)) yield exportRowOf(product);
    },
  };
}
export type CatalogueImportService = ReturnType<typeof createCatalogueImportService>;
