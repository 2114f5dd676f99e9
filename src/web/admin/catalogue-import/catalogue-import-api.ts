// The catalogue CSV's calls (issue #19): a file checked in the browser, then its checked rows applied.
import type { CatalogueImportApplyJson, CatalogueImportPreviewJson } from '../../../shared/schemas/admin-catalogue-import.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { adminUploadFile } from '../admin-upload.ts';

export function catalogueImportApi(api: ApiClient) {
  return {
    apply: (token: string) => api.call<CatalogueImportApplyJson>('POST', `/admin/api/catalogue/import/${encodeURIComponent(token)}/apply`, {}),
  };
}

export const checkCatalogueCsv = (file: File) => adminUploadFile<CatalogueImportPreviewJson>('/admin/api/catalogue/import', file);
