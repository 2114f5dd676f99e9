// What other domains' tests write the catalogue with: the owner's bulk writer (catalogue-writes.repo.ts).
export { createCatalogueWriter, type NewProduct, type NewVariantMatrix } from './catalogue-writes.repo.ts';
