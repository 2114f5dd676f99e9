// The back office's one search box (issue #30 Part 5): what the desk types, looked up at once among the
// orders, accounts and products its role may see, through each domain's own list search (the same words
// the lists match, so 'See all' shows what the box found); orders common to very many are counted to 100.
// A role without a kind's permission gets null.
import { ADMIN_SEARCH_COUNT_CAP, ADMIN_SEARCH_PER_KIND, type AdminSearchJson } from '../../../shared/schemas/admin-search.ts';
import { staffRoleAllows } from '../../../shared/staff-permissions.ts';
import type { AccountAdminService } from '../accounts/account-admin.service.ts';
import type { AdminProductsService } from '../catalogue-admin/admin-products.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { StaffViewer } from '../staff/staff-viewer.types.ts';

const FIRST = { page: 1, per_page: ADMIN_SEARCH_PER_KIND } as const;

export function createAdminSearchService(deps: {
  orders: Pick<OrdersService, 'findForSearchBox'>;
  accountAdmin: Pick<AccountAdminService, 'search'>;
  adminProducts: Pick<AdminProductsService, 'list'>;
}) {
  const { accountAdmin, adminProducts } = deps;

  async function orders(q: string): Promise<AdminSearchJson['orders']> {
    const list = await deps.orders.findForSearchBox(q, ADMIN_SEARCH_PER_KIND, ADMIN_SEARCH_COUNT_CAP);
    return {
      items: list.rows.map((row) => ({
        id: row.id,
        order_number: row.orderNumber,
        account_name: row.accountName,
        fulfilment_status: row.fulfilmentStatus,
        total: row.totalCents,
        created_at: row.createdAt.toISOString(),
        url: `/admin/orders/${row.id}`,
      })),
      total: list.total,
      is_more: list.isMore,
      list_url: `/admin/orders?${new URLSearchParams({ q })}`,
    };
  }

  async function accounts(q: string): Promise<AdminSearchJson['accounts']> {
    const page = await accountAdmin.search({ q, ...FIRST });
    return {
      items: page.accounts.map((account) => ({ id: account.id, account_number: account.accountNumber, name: account.name, url: `/admin/accounts/${account.id}` })),
      total: page.total,
      is_more: false,
      list_url: `/admin/accounts?${new URLSearchParams({ q })}`,
    };
  }

  async function products(q: string): Promise<AdminSearchJson['products']> {
    const list = await adminProducts.list({ q, ...FIRST });
    return {
      items: list.rows.map((row) => ({ id: row.id, sku: row.sku, title: row.title, is_active: row.isActive, url: `/admin/products/${row.id}` })),
      total: list.total,
      is_more: false,
      list_url: `/admin/products?${new URLSearchParams({ q })}`,
    };
  }

  return {
    /** The three kinds at once, each only for a role that may see it. */
    async search(staff: StaffViewer, q: string): Promise<AdminSearchJson> {
      const [foundOrders, foundAccounts, foundProducts] = await Promise.all([
        staffRoleAllows(staff.role, 'orders.read') ? orders(q) : null,
        staffRoleAllows(staff.role, 'accounts') ? accounts(q) : null,
        staffRoleAllows(staff.role, 'catalogue') ? products(q) : null,
      ]);
      return { orders: foundOrders, accounts: foundAccounts, products: foundProducts };
    },
  };
}
export type AdminSearchService = ReturnType<typeof createAdminSearchService>;
