// The catalogue's writes for the ERP's batches (issue #27 Part 1: only the catalogue writes its tables):
// products' ERP fields and the accounts a category is hidden from, each on the caller's transaction so
// the batch, its audit entry and its notices commit together.
import { createCategoryAccessRepo } from './category-access.repo.ts';
import { createProductSyncRepo } from './product-sync.repo.ts';

export type { ProductChange, ProductState } from './product-sync.repo.ts';

export function createCatalogueSyncService() {
  const products = createProductSyncRepo();
  const categories = createCategoryAccessRepo();
  return {
    lockProducts: products.lockProducts,
    updateProducts: products.updateProducts,
    setHiddenAccounts: categories.setHiddenAccounts,
  };
}
export type CatalogueSyncService = ReturnType<typeof createCatalogueSyncService>;
