// Contract prices: customer groups, price lists with their entries and category rules, and who each is for.
import { declareDomain } from './declaration.ts';

export const pricingDeclaration = declareDomain({
  name: 'pricing',
  owns: ['pricing.ts'],
  reads: ['accounts.ts', 'catalogue.ts'],
});
