import type { CatalogueRepo } from './catalogue.repo.ts';

export function createCatalogueService(deps: { repo: CatalogueRepo }) {
  return { deps };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
