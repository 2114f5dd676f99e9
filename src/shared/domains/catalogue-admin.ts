// The catalogue as staff and the ERP keep it, and its CSV import: it alone writes the catalogue's tables.
import { declareDomain } from './declaration.ts';

export const catalogueAdminDeclaration = declareDomain({
  name: 'catalogue-admin',
  owns: ['catalogue.ts'],
  permissions: [
    { name: 'catalogue', words: 'change the catalogue', roles: ['owner', 'staff'] },
  ],
  screens: [
    {
      group: 'Catalogue',
      to: '/admin/products',
      rank: 1,
      label: 'Products',
      permission: 'catalogue',
      routes: [
        ['admin/products', 'routes/admin.products.tsx'],
        ['admin/products/new', 'routes/admin.products.new.tsx'],
        ['admin/products/:id', 'routes/admin.products.$id.tsx'],
      ],
    },
    {
      group: 'Catalogue',
      to: '/admin/categories',
      rank: 2,
      label: 'Categories',
      permission: 'catalogue',
      routes: [
        ['admin/categories', 'routes/admin.categories.tsx'],
      ],
    },
    {
      group: 'Catalogue',
      to: '/admin/catalogue-import',
      rank: 3,
      label: 'Catalogue import',
      permission: 'catalogue',
      routes: [
        ['admin/catalogue-import', 'routes/admin.catalogue-import.tsx'],
      ],
    },
  ],
});
