// GET /admin/api/search?q= (issue #30 Part 5): the back office header's search box, for every staff role;
// each kind of result only for the roles that may see it.
import type { StoreHttp } from '../../http/route-input.ts';
import { adminSearchQuerySchema, adminSearchResponseSchema, ADMIN_SEARCH_PER_KIND } from '../../../shared/schemas/admin-search.ts';
import type { AdminSearchService } from './admin-search.service.ts';

export function registerAdminSearchRoutes(app: StoreHttp, deps: { adminSearch: AdminSearchService }): void {
  app.get('/admin/api/search', {
    schema: { querystring: adminSearchQuerySchema },
    config: {
      access: 'staff',
      permission: 'any',
      docs: {
        summary: 'One search box: orders, accounts and products matching what the desk types',
        description: `Any staff role. At most ${ADMIN_SEARCH_PER_KIND} of each kind, with how many the full list finds and its address. orders needs orders.read (number, PO number, a line's SKU or title, the buyer's e-mail, the account name); accounts the accounts permission (number, name, a user's e-mail); products the catalogue permission (SKU, title); a kind the role may not see is null.`,
        response: adminSearchResponseSchema,
      },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await deps.adminSearch.search(request.staff, request.query.q) };
  });
}
