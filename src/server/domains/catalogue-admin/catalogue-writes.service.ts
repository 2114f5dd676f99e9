// The catalogue's bulk writes as other domains reach them (the demo and generated catalogues: issue #27
// Part 1): the writer on the caller's transaction, and the rules for a product's address.
import type { DbExecutor } from '../../db/executor.ts';
import { createCatalogueWriter, type CatalogueWriter } from './catalogue-writes.repo.ts';

export type { CatalogueWriter, NewCategory, NewProduct, NewVariantMatrix } from './catalogue-writes.repo.ts';
export { productSlug, slugify } from './slugs.ts';

export function catalogueWriterOn(executor: DbExecutor): CatalogueWriter {
  return createCatalogueWriter(executor);
}
