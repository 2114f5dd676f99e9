// The back office's catalogue CSV in API tests: a file uploaded as the import page sends it.
import type { ApiClient } from '../../../testing/api.ts';
import { multipartBody } from '../../../testing/pictures.fixtures.ts';

/** POST /admin/api/catalogue/import with `text` as the multipart field `file`. */
export async function uploadCatalogueCsv(client: ApiClient, text: string | Buffer, fileName = 'prices.csv') {
  const { payload, headers } = multipartBody({ name: fileName, contentType: 'text/csv', bytes: typeof text === 'string' ? Buffer.from(text) : text });
  return client.post('/admin/api/catalogue/import', payload, { headers });
}
