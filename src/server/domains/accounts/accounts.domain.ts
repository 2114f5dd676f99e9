// The accounts domain: trade accounts and My Account (details, switching between accounts).
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { createAccountsRepo } from './accounts.repo.ts';
import { createAccountsService, type AccountsService } from './accounts.service.ts';
import { registerMyAccountRoutes } from './my-account.routes.ts';
import { createMyAccountService, type MyAccountService } from './my-account.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    accounts: AccountsService;
    myAccount: MyAccountService;
  }
}

export const accountsDomain = defineDomain({
  name: 'accounts',
  services: {
    accounts: ({ database }, { auth }) => createAccountsService({ repo: createAccountsRepo(database.db), sessions: auth }),
    myAccount: ({ database }, { auth, emailChange }) =>
      createMyAccountService({ repo: createAccountsRepo(database.db), transact: transactOn(database.db), auth, emailChange }),
  },
  routes: (app, { myAccount, auth }) => registerMyAccountRoutes(app, { myAccount, auth }),
});
