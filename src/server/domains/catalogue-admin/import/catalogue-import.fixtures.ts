// The back office's catalogue CSV in API tests: a file uploaded as the import page sends it.
import type { ApiClient } from '../../../testing/api.ts';
import { multipartBody } from '../../../testing/pictures.fixtures.ts';
import type { CurrentProduct } from './import-merge.ts';

/** A product as the catalogue holds it, for the pure merge and change tests: on special, with a range and an uploaded picture. */
export const STORED_PRODUCT: CurrentProduct = {
  sku: 'NIT-1',
  slug: 'nitrile-gloves-blue-100-nit-1',
  title: 'Nitrile Gloves Blue-100',
  description: 'Powder-free.',
  categoryId: 2,
  images: [{ url: '/media/AAAAAAAAAAAAAAAAAAAAAA-640.jpg', alt: 'Front' }],
  priceCents: 1299,
  basePriceCents: 1499,
  priceRangeFromCents: 1299,
  priceRangeToCents: 1899,
  isOnSale: true,
  specialText: 'Winter deal',
  createdAt: new Date('2024-06-01T00:00:00Z'),
  hasMatrix: false,
};

/** POST /admin/api/catalogue/import with `text` as the multipart field `file`. */
export async function uploadCatalogueCsv(client: ApiClient, text: string | Buffer, fileName = 'prices.csv') {
  const { payload, headers } = multipartBody({ name: fileName, contentType: 'text/csv', bytes: typeof text === 'string' ? Buffer.from(text) : text });
  return client.post('/admin/api/catalogue/import', payload, { headers });
}
