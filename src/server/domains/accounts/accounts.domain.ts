// The accounts domain: trade accounts, My Account (details, switching between accounts), and the accounts as staff see them.
import { defineDomain } from '../../assembly/domain.ts';
import { createAccountSyncService, type AccountSyncService } from './account-sync.service.ts';
import { transactOn } from '../../db/executor.ts';
import { registerAdminAccountsRoutes } from './admin-accounts.routes.ts';
import { registerAdminAccountUsersRoutes } from './admin-account-users.routes.ts';
import { createAccountAdminRepo } from './account-admin.repo.ts';
import { createAccountAdminService, type AccountAdminService } from './account-admin.service.ts';
import { createAccountsRepo } from './accounts.repo.ts';
import { createAccountsService, type AccountsService } from './accounts.service.ts';
import { registerMyAccountRoutes } from './my-account.routes.ts';
import { createMyAccountService, type MyAccountService } from './my-account.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    accounts: AccountsService;
    myAccount: MyAccountService;
    accountAdmin: AccountAdminService;
    /** The ERP's account writes, on the integration batch's transaction (issue #27 Part 1). */
    accountSync: AccountSyncService;
  }
}

export const accountsDomain = defineDomain({
  name: 'accounts',
  services: {
    accountSync: () => createAccountSyncService(),
    accounts: ({ database, config }, { auth }) => createAccountsService({ repo: createAccountsRepo(database.db), sessions: auth, accountNumbers: config.accountNumbers }),
    myAccount: ({ database }, { auth, emailChange }) =>
      createMyAccountService({ repo: createAccountsRepo(database.db), transact: transactOn(database.db), auth, emailChange }),
    accountAdmin: ({ database, config }, { auth, addresses, orders, fastOrders, residentTracker }) =>
      createAccountAdminService({
        repo: createAccountAdminRepo(database.db),
        transact: transactOn(database.db),
        sessions: auth,
        addresses,
        orders,
        fastOrders,
        residents: residentTracker.residents,
        accountNumbers: config.accountNumbers,
      }),
  },
  routes: (app, { myAccount, auth }) => registerMyAccountRoutes(app, { myAccount, auth }),
  staffRoutes: (scope, { accountAdmin, audit, staffColleagues }) => {
    registerAdminAccountsRoutes(scope, { accountAdmin, audit });
    registerAdminAccountUsersRoutes(scope, { staffColleagues, audit });
  },
});
