import type { AccountDetailJson, AccountSummaryJson } from '../../../shared/schemas/admin-accounts.ts';
import { toAddressJson } from '../addresses/addresses.service.ts';
import type { AccountSummary } from './account-admin.repo.ts';
import type { AccountDetail } from './account-admin.service.ts';

/** A row of GET /admin/api/accounts. */
export function toAccountSummaryJson(account: AccountSummary): AccountSummaryJson {
  return {
    id: account.id,
    account_number: account.accountNumber,
    name: account.name,
    can_pay_on_account: account.canPayOnAccount,
    can_switch_accounts: account.canSwitchAccounts,
    users_count: account.usersCount,
    created_at: account.createdAt.toISOString(),
  };
}

/** GET /admin/api/accounts/{id}: residents only counted (their names and rooms are the care home's). */
export function toAccountDetailJson(account: AccountDetail): AccountDetailJson {
  return {
    ...toAccountSummaryJson(account),
    company_name: account.companyName,
    phone: account.phone,
    accounts_email: account.accountsEmail,
    credit_limit: account.creditLimitCents,
    credit_hold: account.creditHold,
    users: account.users.map((user) => ({ id: user.id, email: user.email, first_name: user.firstName, last_name: user.lastName, role: user.role })),
    addresses: account.addresses.map(toAddressJson),
    recent_orders: account.recentOrders.map((order) => ({
      id: order.id,
      order_number: order.orderNumber,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      fulfilment_status: order.fulfilment.status,
      total: order.totalCents,
    })),
    fast_order_lists_count: account.fastOrderListsCount,
    residents_count: account.residentsCount,
  };
}
