// A large catalogue for benchmarks: N products spread over the demo categories' leaves.
import type { Db } from '../../db/client.ts';
import { catalogueWriterOn, type NewProduct } from '../catalogue-admin/catalogue-writes.service.ts';
import { demoLeaves, insertDemoCategories } from './demo-catalogue.ts';
import { makeProduct } from './demo-products.ts';
import { seededRandom, seedOf } from './prng.ts';

export type GenerateResult = { requested: number; inserted: number; categoriesCreated: number };

/**
 * Makes the products a run adds after `existing` ones: the one at `index` (0 on, called in order, as
 * they share one seeded generator) goes to the leaves in turn with SKU '{TYPE}-G{existing + index + 1}'.
 * Pure, so a benchmark can make the same catalogue without a database.
 */
export function generatedProductMaker(
  leaves: readonly { categoryId: number; typeCode: string }[],
  options: { existing: number; now: Date },
): (index: number) => NewProduct {
  const random = seededRandom(seedOf(`generate:${options.existing}`));
  return (index) => {
    const leaf = leaves[index % leaves.length] as (typeof leaves)[number];
    const sku = `${leaf.typeCode}-G${String(options.existing + index + 1).padStart(7, '0')}`;
    const { typeCode: _typeCode, matrix: _matrix, ...product } = makeProduct(random, leaf.typeCode, sku, options.now);
    return { ...product, categoryId: leaf.categoryId };
  };
}

/**
 * Adds `count` generated products (SKUs '{TYPE}-G0000001' on, numbered after the products already
 * there) in multi-row INSERTs of `batchSize`, in one transaction. Creates the demo categories on an
 * empty database; otherwise fills the demo categories that exist.
 */
export async function generateCatalogue(db: Db, options: { count: number; batchSize: number; now: Date }): Promise<GenerateResult> {
  const result = await db.transaction(async (tx) => {
    const writer = catalogueWriterOn(tx);
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
    const existing = await writer.countProducts();
    const makeGenerated = generatedProductMaker(leaves, { existing, now: options.now });
    let inserted = 0;
    for (let start = 0; start < options.count; start += options.batchSize) {
      const size = Math.min(options.batchSize, options.count - start);
      inserted += await writer.insertProductsSkippingExisting(Array.from({ length: size }, (_, offset) => makeGenerated(start + offset)));
    }
    await writer.rebuildSearchWords();
    return { requested: options.count, inserted, categoriesCreated };
  });
  await catalogueWriterOn(db).vacuumAnalyze();
  return result;
}
