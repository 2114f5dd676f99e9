// A small, fully known catalogue for API tests (the demo seed is tested on its own).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createCatalogueWriter, type NewProduct, type NewVariantMatrix } from '../catalogue-admin/catalogue-admin.fixtures.ts';

/** The account number 'clinical' (and so 'tube-feeds' and its product) is hidden from. */
export const RESTRICTED_ACCOUNT = '100200';

/** The header nav link hidden from RESTRICTED_ACCOUNT (and 999999). */
export const HIDDEN_NAV_URL = '/delivery-returns';

const CATEGORIES = [
  { key: 'gloves', parent: null, slug: 'gloves-ppe', title: 'Gloves & PPE', position: 10, restAcc: [] },
  { key: 'nitrile', parent: 'gloves', slug: 'nitrile-gloves', title: 'Nitrile Gloves', position: 10, restAcc: [] },
  { key: 'vinyl', parent: 'gloves', slug: 'vinyl-gloves', title: 'Vinyl Gloves', position: 20, restAcc: [] },
  { key: 'continence', parent: null, slug: 'continence', title: 'Continence Care', position: 20, restAcc: [] },
  { key: 'pads', parent: 'continence', slug: 'pads', title: 'Pads', position: 10, restAcc: [] },
  { key: 'dayPads', parent: 'pads', slug: 'day-pads', title: 'Day Pads', position: 10, restAcc: [] },
  { key: 'clinical', parent: null, slug: 'clinical-nutrition', title: 'Clinical Nutrition', position: 30, restAcc: [RESTRICTED_ACCOUNT, '999999'] },
  { key: 'tubeFeeds', parent: 'clinical', slug: 'tube-feeds', title: 'Tube Feeds', position: 10, restAcc: [] },
] as const;
type CategoryKey = (typeof CATEGORIES)[number]['key'];

type FixtureProduct = Omit<NewProduct, 'categoryId' | 'slug' | 'images' | 'description' | 'specialText'> & {
  key: string;
  category: CategoryKey;
  matrix?: NewVariantMatrix;
};

const product = (input: Partial<FixtureProduct> & Pick<FixtureProduct, 'key' | 'sku' | 'title' | 'category' | 'priceCents' | 'createdAt'>): FixtureProduct => ({
  basePriceCents: input.priceCents,
  priceRangeFromCents: null,
  priceRangeToCents: null,
  isOnSale: false,
  ...input,
});

const PRODUCTS: FixtureProduct[] = [
  product({ key: 'nitrileBlue', sku: 'NIT-1', title: 'Nitrile Gloves Blue Medium-100', category: 'nitrile', priceCents: 1299, basePriceCents: 1499, isOnSale: true, createdAt: new Date('2025-01-10T00:00:00Z') }),
  product({ key: 'nitrileBlack', sku: 'NIT-2', title: 'Nitrile Gloves Black Large-200', category: 'nitrile', priceCents: 2199, priceRangeFromCents: 2199, priceRangeToCents: 2599, createdAt: new Date('2025-03-01T00:00:00Z') }),
  product({
    key: 'nitrileRange',
    sku: 'NIT-3',
    title: 'Nitrile Gloves Colour Range-100',
    category: 'nitrile',
    priceCents: 1099,
    priceRangeFromCents: 1099,
    priceRangeToCents: 1399,
    createdAt: new Date('2023-11-11T00:00:00Z'),
    matrix: {
      blockType: 'colour',
      sizes: ['S', 'M', 'L'],
      blocks: [
        { key: 'blue', label: 'Blue', swatch: '#1d4ed8' },
        { key: 'black', label: 'Black', swatch: '#111827' },
      ],
      cells: [
        { blockKey: 'blue', size: 'S', sku: 'NIT-3-BLUE-S', isRestricted: false },
        { blockKey: 'blue', size: 'M', sku: 'NIT-3-BLUE-M', isRestricted: false },
        { blockKey: 'blue', size: 'L', sku: 'NIT-3-BLUE-L', isRestricted: false, priceCents: 1399 },
        { blockKey: 'black', size: 'S', sku: 'NIT-3-BLACK-S', isRestricted: true },
        { blockKey: 'black', size: 'M', sku: 'NIT-3-BLACK-M', isRestricted: false },
      ],
    },
  }),
  product({ key: 'vinyl', sku: 'VIN-1', title: 'Vinyl Gloves Clear Small-100', category: 'vinyl', priceCents: 599, createdAt: new Date('2024-06-01T00:00:00Z') }),
  product({ key: 'apron', sku: 'APR-1', title: 'Aprons On A Roll White-200', category: 'gloves', priceCents: 999, createdAt: new Date('2025-02-01T00:00:00Z') }),
  product({ key: 'dayPad', sku: 'DPD-1', title: 'Day Pad Extra-28', category: 'dayPads', priceCents: 2499, createdAt: new Date('2024-12-24T00:00:00Z') }),
  product({ key: 'feed', sku: 'TFD-1', title: 'Enteral Feed Vanilla 1000ml-8', category: 'tubeFeeds', priceCents: 8999, createdAt: new Date('2025-05-05T00:00:00Z') }),
  product({ key: 'retired', sku: 'NIT-9', title: 'Retired Nitrile Gloves-50', category: 'nitrile', priceCents: 100, isActive: false, createdAt: new Date('2025-06-01T00:00:00Z') }),
];

export type CatalogueFixture = {
  categories: Record<CategoryKey, { id: number; path: string; title: string }>;
  products: Record<string, { id: number; sku: string; slug: string; title: string; priceCents: number; createdAt: Date }>;
};

/** Inserts the fixture catalogue; call it before the app's first catalogue request (the tree is cached). */
export async function insertCatalogueFixture(db: Db): Promise<CatalogueFixture> {
  const writer = createCatalogueWriter(db);
  const categories = {} as CatalogueFixture['categories'];
  for (const category of CATEGORIES) {
    const parent = category.parent ? categories[category.parent] : null;
    const path = parent ? `${parent.path}/${category.slug}` : category.slug;
    const [inserted] = await writer.insertCategories([
      {
        parentId: parent?.id ?? null,
        slug: category.slug,
        path,
        depth: path.split('/').length,
        position: category.position,
        title: category.title,
        image: `/images/categories/${path}.svg`,
        bannerImage: `/images/banners/${path}.svg`,
        blurb: `All about ${category.title}.`,
        restAcc: [...category.restAcc],
      },
    ]);
    if (!inserted) throw new Error(`category ${path} was not inserted`);
    categories[category.key] = { id: inserted.id, path, title: category.title };
  }
  const products: CatalogueFixture['products'] = {};
  for (const { key, category, matrix, ...fields } of PRODUCTS) {
    const slug = `${fields.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${fields.sku.toLowerCase()}`;
    const [inserted] = await writer.insertProducts([
      {
        ...fields,
        slug,
        categoryId: categories[category].id,
        description: `${fields.title}, a fixture product.`,
        images: [{ url: `/images/products/${fields.sku}.svg`, alt: fields.title }],
        specialText: fields.isOnSale ? 'Save 13% this month' : null,
      },
    ]);
    if (!inserted) throw new Error(`product ${fields.sku} was not inserted`);
    if (matrix) await writer.insertVariantMatrix(inserted.id, matrix);
    products[key] = { id: inserted.id, sku: fields.sku, slug, title: fields.title, priceCents: fields.priceCents, createdAt: fields.createdAt ?? new Date() };
  }
  await writer.rebuildSearchWords();
  // The header link hidden like 'clinical' (migration 0017 inserts the store's five links).
  await db.execute(sql`UPDATE nav_items SET rest_acc = ARRAY[${RESTRICTED_ACCOUNT}, '999999'] WHERE url = ${HIDDEN_NAV_URL}`);
  return { categories, products };
}
