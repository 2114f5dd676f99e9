// A large catalogue for benchmarks: N products spread over the demo categories' leaves.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { createCatalogueWriter } from '../catalogue-writes.repo.ts';
import { demoLeaves, insertDemoCategories } from './demo-catalogue.ts';
import { makeProduct } from './demo-products.ts';
import { seededRandom, seedOf } from './prng.ts';

export type GenerateResult = { requested: number; inserted: number; categoriesCreated: number };

/**
 * Adds `count` generated products (SKUs '{TYPE}-G0000001' on, numbered after the products already
 * there) in multi-row INSERTs of `batchSize`, in one transaction. Creates the demo categories on an
 * empty database; otherwise fills the demo categories that exist.
 */
export async function generateCatalogue(db: Db, options: { count: number; batchSize: number; now: Date }): Promise<GenerateResult> {
  const result = await db.transaction(async (tx) => {
    const writer = createCatalogueWriter(tx);
    await writer.lockCatalogue();
    let categoriesCreated = 0;
    let categoryIds: Map<string, number>;
    if (await writer.hasCategories()) {
      categoryIds = await writer.findCategoryIdsByPath();
    } else {
      categoryIds = await insertDemoCategories(writer);
      categoriesCreated = categoryIds.size;
    }
    const leaves = demoLeaves(categoryIds);
    if (leaves.length === 0) throw new Error('None of the demo categories exist here: nothing to fill with generated products.');
    const existing = (await tx.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM products`)).rows[0]?.total ?? 0;
    const random = seededRandom(seedOf(`generate:${existing}`));
    let inserted = 0;
    for (let start = 0; start < options.count; start += options.batchSize) {
      const size = Math.min(options.batchSize, options.count - start);
      const batch = Array.from({ length: size }, (_, offset) => {
        const index = start + offset;
        const leaf = leaves[index % leaves.length] as (typeof leaves)[number];
        const sku = `${leaf.typeCode}-G${String(existing + index + 1).padStart(7, '0')}`;
        const { typeCode: _typeCode, matrix: _matrix, ...product } = makeProduct(random, leaf.typeCode, sku, options.now);
        return { ...product, categoryId: leaf.categoryId };
      });
      inserted += await writer.insertProductsSkippingExisting(batch);
    }
    await writer.rebuildSearchWords();
    return { requested: options.count, inserted, categoriesCreated };
  });
  await createCatalogueWriter(db).vacuumAnalyze();
  return result;
}
