// The catalogue CSV in the back office (issue #19 Part 1): POST /admin/api/catalogue/import (multipart,
// field `file`), POST /admin/api/catalogue/import/{token}/apply and GET /admin/api/catalogue.csv.
import type { StoreHttp } from '../../../http/route-input.ts';
import {
  catalogueImportApplyResponseSchema,
  catalogueImportPreviewResponseSchema,
  catalogueImportTokenParamsSchema,
  type CatalogueImportApplyJson,
} from '../../../../shared/schemas/admin-catalogue-import.ts';
import { sendCsv } from '../../../http/csv-reply.ts';
import { readUploadedText } from '../../../http/uploaded-text.ts';
import { staffActor, type AuditService } from '../../audit/audit.service.ts';
import type { CatalogueImportService } from './catalogue-import.service.ts';

const CATALOGUE = { access: 'staff', permission: 'catalogue' } as const;

export function registerAdminCatalogueImportRoutes(app: StoreHttp, deps: { catalogueImport: CatalogueImportService; audit: Pick<AuditService, 'write'> }): void {
  const { catalogueImport, audit } = deps;

  app.post(
    '/admin/api/catalogue/import',
    {
      config: {
        ...CATALOGUE,
        docs: {
          summary: 'Check a catalogue CSV: every row with its problems; nothing changes',
          description:
            'Columns as `npm run cli -- catalogue:import`: only `sku` is required; a column the file leaves out keeps an existing product’s value, and a new SKU needs `title`, `category_path` and `price`. The valid rows wait under `token` for an hour, to be applied.',
          upload: { file: { file: true, description: 'The CSV (UTF-8), up to 10 MB' } },
          response: catalogueImportPreviewResponseSchema,
          errors: { 413: 'The file is larger than 10 MB.' },
        },
      },
    },
    async (request) => {
      const { fileName, text } = await readUploadedText(request, 'file', 'CSV file');
      return catalogueImport.check(staffActor(request.staff), fileName, text);
    },
  );

  app.post(
    '/admin/api/catalogue/import/:token/apply',
    {
      schema: { params: catalogueImportTokenParamsSchema },
      config: {
        ...CATALOGUE,
        docs: {
          summary: 'Apply a checked catalogue CSV: all its rows or none, once',
          response: catalogueImportApplyResponseSchema,
          errors: {
            409: 'The file has already been applied, or a product changed since the check makes a row wrong (the rows are merged again with the products as they are at apply).',
            422: 'The file has rows with errors, or a new SKU clashes with a product already in the catalogue.',
          },
        },
      },
    },
    async (request): Promise<CatalogueImportApplyJson> => {
      const { token } = request.params;
      const applied = await catalogueImport.apply(staffActor(request.staff), audit.write, token);
      return {
        data: { rows: applied.rows, inserted: applied.inserted, updated: applied.updated, unchanged: applied.unchanged, applied_at: applied.appliedAt.toISOString() },
        message: `Imported ${applied.rows} products: ${applied.inserted} new, ${applied.updated} updated, ${applied.unchanged} unchanged.`,
      };
    },
  );

  app.get(
    '/admin/api/catalogue.csv',
    { config: { ...CATALOGUE, docs: { summary: 'The active catalogue as CSV, in the import’s columns (formula-guarded)', produces: 'text/csv' } } },
    async (_request, reply) => sendCsv(reply, `catalogue-${new Date().toISOString().slice(0, 10)}.csv`, catalogueImport.exportRows()),
  );
}
