// Customer accounts as the merchant's staff see and change them (issue #17 Part 4). Staff see an
// account's people, addresses and recent orders, and only how many residents it keeps: a resident's name
// or room is the care home's data. A change of name or payment settings reaches the customer's next
// request in every store process (the sessions read afresh, as after a manager's change).
import type { AccountSearchQuery, UpdateAccountBody } from '../../../shared/schemas/admin-accounts.ts';
import { accountNumberProblem, accountNumberTakenMessage, type AccountNumberRule } from '../../../shared/account-number.ts';
import type { Transact } from '../../db/executor.ts';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Address } from '../addresses/address.types.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { FastOrdersService } from '../fast-orders/fast-orders.service.ts';
import type { OrderListEntry } from '../orders/order.types.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { ResidentsService } from '../residents/residents.service.ts';
import type { AccountAdminRepo, AccountChange, AccountProfile, AccountSummary, AccountUser } from './account-admin.repo.ts';

/** How many of the account's latest orders its page shows. */
export const RECENT_ORDERS_SHOWN = 10;

export type AccountDetail = AccountProfile & {
  users: AccountUser[];
  addresses: Address[];
  recentOrders: OrderListEntry[];
  fastOrderListsCount: number;
  residentsCount: number;
};

/** The audited values of the settings staff change, under their wire names. */
const WIRE_NAMES = { accountNumber: 'account_number', name: 'name', canPayOnAccount: 'can_pay_on_account', canSwitchAccounts: 'can_switch_accounts', accountsEmail: 'accounts_email', creditLimitCents: 'credit_limit', creditHold: 'credit_hold' } as const;
type Setting = keyof typeof WIRE_NAMES;

export function createAccountAdminService(deps: {
  repo: AccountAdminRepo;
  transact: Transact;
  sessions: Pick<AuthService, 'accountChanged' | 'forgetAccount'>;
  addresses: Pick<AddressesService, 'listAddresses'>;
  orders: Pick<OrdersService, 'recentOrdersOf'>;
  fastOrders: Pick<FastOrdersService, 'countListsOf'>;
  residents: Pick<ResidentsService, 'countResidentsOf'>;
  /** The store's rule for account numbers (config.accountNumbers). */
  accountNumbers: AccountNumberRule;
}) {
  const { repo, transact, sessions } = deps;

  async function profileOf(id: number): Promise<AccountProfile> {
    const profile = await repo.findProfile(id);
    if (!profile) throw new NotFoundError('account', id);
    return profile;
  }

  return {
    /** GET /admin/api/accounts?q=: part of an account number, a name or a user's e-mail; by name. */
    async search(query: AccountSearchQuery): Promise<{ accounts: AccountSummary[]; total: number }> {
      return repo.search(query.q || undefined, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
    },

    /** GET /admin/api/accounts/{id}. */
    async get(id: number): Promise<AccountDetail> {
      const profile = await profileOf(id);
      const [users, addresses, recentOrders, fastOrderListsCount, residentsCount] = await Promise.all([
        repo.findUsers(id),
        deps.addresses.listAddresses(id),
        deps.orders.recentOrdersOf(id, RECENT_ORDERS_SHOWN),
        deps.fastOrders.countListsOf(id),
        deps.residents.countResidentsOf(id),
      ]);
      return { ...profile, users, addresses, recentOrders, fastOrderListsCount, residentsCount };
    },

    /**
     * PATCH /admin/api/accounts/{id}: sets what was sent, with the audit entry of what changed (none when
     * nothing did) and the sessions' notice, in one transaction; then this process forgets them too. A new
     * account number follows the store's rule and is free (else a ValidationError on `account_number`).
     */
    async update(actor: AuditActor, audit: AuditWriter, id: number, body: UpdateAccountBody): Promise<AccountProfile> {
      const wanted: AccountChange = {
        accountNumber: body.account_number,
        name: body.name,
        canPayOnAccount: body.can_pay_on_account,
        canSwitchAccounts: body.can_switch_accounts,
        // Issue #28: '' clears it (invoices then go to the managers).
        accountsEmail: body.accounts_email === undefined ? undefined : body.accounts_email || null,
        creditLimitCents: body.credit_limit,
        creditHold: body.credit_hold,
      };
      const isChanged = await transact(async (tx) => {
        const current = await repo.lockSettings(tx, id);
        if (!current) throw new NotFoundError('account', id);
        const changed = (Object.keys(WIRE_NAMES) as Setting[]).filter((key) => wanted[key] !== undefined && wanted[key] !== current[key]);
        if (changed.length === 0) return false;
        if (changed.includes('accountNumber')) {
          const problem = accountNumberProblem(deps.accountNumbers, body.account_number ?? '');
          if (problem !== null) throw new ValidationError({ account_number: problem });
        }
        await repo.update(tx, id, Object.fromEntries(changed.map((key) => [key, wanted[key]]))).catch((error: unknown) => {
          if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ValidationError({ account_number: accountNumberTakenMessage(body.account_number ?? '') });
          throw error;
        });
        await sessions.accountChanged(tx, id);
        await audit(tx, {
          actor,
          action: 'account.update',
          entity: 'account',
          entityId: id,
          // A renumbered account is found in the log by either number.
          reference: changed.includes('accountNumber') ? `${current.accountNumber} → ${body.account_number ?? ''}` : current.accountNumber,
          before: Object.fromEntries(changed.map((key) => [WIRE_NAMES[key], current[key]])),
          after: Object.fromEntries(changed.map((key) => [WIRE_NAMES[key], wanted[key]])),
        });
        return true;
      });
      if (isChanged) sessions.forgetAccount(id);
      return profileOf(id);
    },
  };
}
export type AccountAdminService = ReturnType<typeof createAccountAdminService>;
