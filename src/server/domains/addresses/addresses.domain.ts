// The addresses domain: an account's addresses, a user's delivery addresses, and change requests (staff decide them).
import { defineDomain } from '../../assembly/domain.ts';
import { createAddressSyncService, type AddressSyncService } from './address-sync.service.ts';
import { transactOn } from '../../db/executor.ts';
import { registerAdminAddressRequestsRoutes } from './admin-address-requests.routes.ts';
import { createAddressChangeMailJob } from './address-change-mail.ts';
import { createAddressRequestDecisionMailJob } from './address-request-decision-mail.ts';
import { createAddressRequestsRepo } from './address-requests.repo.ts';
import { createAddressRequestsService, type AddressRequestsService } from './address-requests.service.ts';
import { addressChangeMailQueue, addressRequestDecisionMailQueue } from './addresses.queues.ts';
import { createAddressesRepo } from './addresses.repo.ts';
import { createAddressesService, type AddressesService } from './addresses.service.ts';
import { registerUserAddressesRoutes } from './user-addresses.routes.ts';
import { createUserAddressesService, type UserAddressesService } from './user-addresses.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    addresses: AddressesService;
    userAddresses: UserAddressesService;
    addressRequests: AddressRequestsService;
    /** The ERP's synced addresses, written on the integration batch's transaction (issue #27 Part 1). */
    addressSync: AddressSyncService;
  }
}

export const addressesDomain = defineDomain({
  name: 'addresses',
  services: {
    addressSync: () => createAddressSyncService(),
    addresses: ({ database }) => createAddressesService({ repo: createAddressesRepo(database.db) }),
    userAddresses: ({ database, jobs }) => createUserAddressesService({ repo: createAddressesRepo(database.db), transact: transactOn(database.db), jobs }),
    addressRequests: ({ database, jobs, now }) => createAddressRequestsService({ repo: createAddressRequestsRepo(database.db), transact: transactOn(database.db), jobs, now }),
  },
  jobs: [
    {
      queue: addressChangeMailQueue,
      handler: ({ database, mailer, config, log }) =>
        createAddressChangeMailJob({ repo: createAddressesRepo(database.db), mailer, merchantEmail: config.mail.merchantEmail, log }),
    },
    {
      queue: addressRequestDecisionMailQueue,
      handler: ({ database, mailer, log }) => createAddressRequestDecisionMailJob({ repo: createAddressRequestsRepo(database.db), mailer, log }),
    },
  ],
  routes: (app, { userAddresses }) => registerUserAddressesRoutes(app, { userAddresses }),
  staffRoutes: (scope, { addressRequests, audit }) => registerAdminAddressRequestsRoutes(scope, { addressRequests, audit }),
});
