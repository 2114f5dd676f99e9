// Search: the engines that find products by their words, and the spelling vocabulary they correct with.
import { declareDomain } from './declaration.ts';

export const searchDeclaration = declareDomain({
  name: 'search',
  owns: ['search.ts'],
  reads: ['catalogue.ts'],
});
