// Writes the demo categories and products through the catalogue writer (inside the caller's transaction).
import { categoryBannerUrl, categoryImageUrl } from '../catalogue/catalogue.service.ts';
import type { CatalogueWriter, NewCategory } from '../catalogue-admin/catalogue-writes.service.ts';
import { flattenDemoCategories } from './demo-categories.ts';
import { demoProductsOfType, type DemoProduct } from './demo-products.ts';

const INSERT_BATCH = 500;

/** Inserts the demo category tree level by level; answers each path's id. */
export async function insertDemoCategories(writer: CatalogueWriter): Promise<Map<string, number>> {
  const flat = flattenDemoCategories();
  const ids = new Map<string, number>();
  const maxDepth = Math.max(...flat.map((category) => category.depth));
  for (let depth = 1; depth <= maxDepth; depth++) {
    const rows: NewCategory[] = flat
      .filter((category) => category.depth === depth)
      .map((category) => ({
        parentId: category.parentPath === null ? null : (ids.get(category.parentPath) ?? null),
        slug: category.slug,
        path: category.path,
        depth,
        position: category.position,
        title: category.title,
        image: categoryImageUrl(category.path),
        bannerImage: categoryBannerUrl(category.path),
        blurb: category.blurb,
        restAcc: category.restAcc ?? [],
      }));
    for (const inserted of await writer.insertCategories(rows)) ids.set(inserted.path, inserted.id);
  }
  return ids;
}

/** The leaf categories and the product types each holds: where demo and benchmark products go. */
export function demoLeaves(categoryIds: ReadonlyMap<string, number>): { categoryId: number; typeCode: string }[] {
  return flattenDemoCategories().flatMap((category) => {
    const categoryId = categoryIds.get(category.path);
    return categoryId === undefined ? [] : (category.productTypes ?? []).map((typeCode) => ({ categoryId, typeCode }));
  });
}

export async function insertDemoProducts(writer: CatalogueWriter, categoryIds: ReadonlyMap<string, number>, now: Date): Promise<DemoProduct[]> {
  const products = demoLeaves(categoryIds).flatMap(({ categoryId, typeCode }) =>
    demoProductsOfType(typeCode, now).map((product) => ({ ...product, categoryId })),
  );
  for (let start = 0; start < products.length; start += INSERT_BATCH) {
    const batch = products.slice(start, start + INSERT_BATCH);
    const inserted = await writer.insertProducts(batch.map(({ typeCode: _typeCode, matrix: _matrix, ...product }) => product));
    const idBySku = new Map(inserted.map((row) => [row.sku, row.id]));
    for (const product of batch) {
      const id = idBySku.get(product.sku);
      if (product.matrix && id !== undefined) await writer.insertVariantMatrix(id, product.matrix);
    }
  }
  return products;
}

/** Categories, products and the search vocabulary; the caller holds the transaction. */
export async function writeDemoCatalogue(writer: CatalogueWriter, now: Date): Promise<{ categories: number; products: DemoProduct[] }> {
  const categoryIds = await insertDemoCategories(writer);
  const products = await insertDemoProducts(writer, categoryIds, now);
  await writer.rebuildSearchWords();
  return { categories: categoryIds.size, products };
}
