// The catalogue CSV in the back office (issue #19 Part 1), with the CLI import's rules (import-rows.ts):
// a file is checked first and every row answered with its problems, nothing written; its valid rows wait
// under a random token for an hour; applying writes them all in one transaction, at most once, and only
// for a file with no bad rows; the audit log gets one entry with the counts. Checked files not applied in
// time are dropped by the next upload (no timer in a request process).
import { randomBytes } from 'node:crypto';
import { IMPORT_TOKEN_TTL_MINUTES, type CatalogueImportPreviewJson, type CatalogueImportRowJson } from '../../../../shared/schemas/admin-catalogue-import.ts';
import type { DbExecutor, Transact } from '../../../db/executor.ts';
import { rowsByIdPages } from '../../../db/keyset-pages.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors.ts';
import type { AuditWriter, StaffActor } from '../../audit/audit-entry.types.ts';
import { createCatalogueWriter, type NewProduct } from '../catalogue-writes.repo.ts';
import type { SearchWordsService } from '../search/search-words.ts';
import type { CatalogueImportRepo, ExportedProduct } from './catalogue-import.repo.ts';
import { importClashOf, writeImportedProducts } from './import-catalogue.ts';
import { centsToDollars, checkImportFile, IMPORT_COLUMNS } from './import-rows.ts';

const TTL_MS = IMPORT_TOKEN_TTL_MINUTES * 60_000;

export type ImportApplied = { rows: number; inserted: number; updated: number; appliedAt: Date };

/** A product as the import's columns, in IMPORT_COLUMNS order: an export can be edited and imported back. */
export function exportRowOf(product: ExportedProduct): string[] {
  const hasRange = product.priceRangeFromCents !== null && product.priceRangeToCents !== null;
  const cells: Record<(typeof IMPORT_COLUMNS)[number], string> = {
    sku: product.sku,
    title: product.title,
    category_path: product.categoryPath,
    price: centsToDollars(product.priceCents),
    base_price: centsToDollars(product.basePriceCents),
    price_range_from: hasRange ? centsToDollars(product.priceRangeFromCents as number) : '',
    price_range_to: hasRange ? centsToDollars(product.priceRangeToCents as number) : '',
    on_sale: product.isOnSale ? 'true' : 'false',
    description: product.description,
    image_url: product.images[0]?.url ?? '',
    created_at: product.createdAt.toISOString(),
  };
  return IMPORT_COLUMNS.map((column) => cells[column]);
}

/** A product as kept in catalogue_imports.rows (JSON): its date comes back as a Date. */
const productFromJson = (row: unknown): NewProduct => {
  const product = row as NewProduct & { createdAt?: string };
  return { ...product, createdAt: product.createdAt === undefined ? undefined : new Date(product.createdAt) };
};

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
      const { fileError, rows } = checkImportFile(text, await createCatalogueWriter(db).findCategoryIdsByPath(), at);
      if (fileError) throw new ValidationError({ file: `Line ${fileError.line}: ${fileError.message}` });
      const products = rows.flatMap((row) => (row.product ? [row.product] : []));
      const invalid = rows.length - products.length;
      const token = randomBytes(16).toString('base64url');
      // A file with bad rows can never be applied: its rows are not kept, only its counts.
      await repo.insertImport({ token, staffId: actor.staffId, fileName, rows: invalid === 0 ? products : [], validRows: products.length, invalidRows: invalid, createdAt: at });
      const answerRows: CatalogueImportRowJson[] = rows.map((row) => ({ line: row.line, sku: row.sku, errors: row.errors }));
      return { token, file_name: fileName, rows: answerRows, valid: products.length, invalid, expires_at: new Date(at.getTime() + TTL_MS).toISOString() };
    },

    /**
     * POST /admin/api/catalogue/import/{token}/apply: the checked rows, all in one transaction with the
     * import's audit entry and its mark as applied. The token is the uploader's own (another's is a 404);
     * a second apply, even at the same moment, waits on the first's lock and is then a 409.
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
          const products = stored.rows.map(productFromJson);
          const categoryIds = [...new Set(products.map((product) => product.categoryId))];
          if ((await repo.countCategories(tx, categoryIds)) !== categoryIds.length) {
            throw new ConflictError('A category of this file has been removed since it was checked: upload it again.');
          }
          const { inserted, updated } = await writeImportedProducts(tx, products, stored.createdAt);
          await repo.markApplied(tx, token, at);
          await audit(tx, {
            actor,
            action: 'catalogue.import',
            entity: 'catalogue_import',
            entityId: token,
            before: null,
            after: { file_name: stored.fileName, rows: products.length, inserted, updated },
          });
          await searchWords.queueRebuild(tx);
          return { rows: products.length, inserted, updated, appliedAt: at };
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
