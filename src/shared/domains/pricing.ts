// Contract prices: customer groups, price lists with their entries and category rules, and who each is for.
import { declareDomain } from './declaration.ts';

export const pricingDeclaration = declareDomain({
  name: 'pricing',
  owns: ['pricing.ts'],
  reads: ['accounts.ts', 'catalogue.ts'],
  permissions: [
    { name: 'pricing', words: 'change price lists and customer groups', roles: ['owner', 'staff'] },
  ],
});
