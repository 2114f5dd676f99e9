// The catalogue as buyers see it: categories, products, listings and search (it rebuilds the spelling vocabulary).
import { declareDomain } from './declaration.ts';

export const catalogueDeclaration = declareDomain({
  name: 'catalogue',
  owns: ['search.ts'],
  reads: ['catalogue.ts'],
});
