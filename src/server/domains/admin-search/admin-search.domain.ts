// The admin-search domain (issue #30 Part 5): the back office's one search box. It owns no table: it asks
// the orders, accounts and catalogue-admin domains' services.
import { defineDomain } from '../../assembly/domain.ts';
import { registerAdminSearchRoutes } from './admin-search.routes.ts';
import { createAdminSearchService, type AdminSearchService } from './admin-search.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    adminSearch: AdminSearchService;
  }
}

export const adminSearchDomain = defineDomain({
  name: 'admin-search',
  services: {
    adminSearch: (_context, { orders, accountAdmin, adminProducts }) => createAdminSearchService({ orders, accountAdmin, adminProducts }),
  },
  staffRoutes: (scope, { adminSearch }) => registerAdminSearchRoutes(scope, { adminSearch }),
});
