// The catalogue as buyers see it: categories, products, listings and the answers to keyword searches
// (quick order's spelling corrections read the search domain's vocabulary; a contract buyer's listing
// sorted by price reads the pricing domain's entries).
import { declareDomain } from './declaration.ts';

export const catalogueDeclaration = declareDomain({
  name: 'catalogue',
  reads: ['catalogue.ts', 'search.ts', 'pricing.ts'],
});
