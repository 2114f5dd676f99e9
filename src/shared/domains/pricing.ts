// Contract prices: customer groups, price lists with their entries and category rules, and who each is for.
import { declareDomain } from './declaration.ts';

export const pricingDeclaration = declareDomain({
  name: 'pricing',
  owns: ['pricing.ts'],
  reads: ['accounts.ts', 'catalogue.ts'],
  permissions: [
    { name: 'pricing', words: 'change price lists and customer groups', roles: ['owner', 'staff'] },
  ],
  screens: [
    {
      group: 'Customers',
      to: '/admin/customer-groups',
      rank: 4,
      label: 'Customer groups',
      permission: 'pricing',
      routes: [
        ['admin/customer-groups', 'routes/admin.customer-groups.tsx'],
      ],
    },
    {
      group: 'Catalogue',
      to: '/admin/price-lists',
      rank: 4,
      label: 'Price lists',
      permission: 'pricing',
      routes: [
        ['admin/price-lists', 'routes/admin.price-lists.tsx'],
        ['admin/price-lists/:id', 'routes/admin.price-lists.$id.tsx'],
      ],
    },
    {
      group: 'Catalogue',
      to: '/admin/price-check',
      rank: 5,
      label: 'Price check',
      permission: 'pricing',
      routes: [
        ['admin/price-check', 'routes/admin.price-check.tsx'],
      ],
    },
  ],
});
