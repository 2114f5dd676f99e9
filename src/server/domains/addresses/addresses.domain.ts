// The addresses domain: an account's addresses, a user's delivery addresses, and change requests.
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { createAddressChangeMailJob } from './address-change-mail.ts';
import { addressChangeMailQueue } from './addresses.queues.ts';
import { createAddressesRepo } from './addresses.repo.ts';
import { createAddressesService, type AddressesService } from './addresses.service.ts';
import { registerUserAddressesRoutes } from './user-addresses.routes.ts';
import { createUserAddressesService, type UserAddressesService } from './user-addresses.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    addresses: AddressesService;
    userAddresses: UserAddressesService;
  }
}

export const addressesDomain = defineDomain({
  name: 'addresses',
  services: {
    addresses: ({ database }) => createAddressesService({ repo: createAddressesRepo(database.db) }),
    userAddresses: ({ database, jobs }) => createUserAddressesService({ repo: createAddressesRepo(database.db), transact: transactOn(database.db), jobs }),
  },
  jobs: [
    {
      queue: addressChangeMailQueue,
      handler: ({ database, mailer, config, log }) =>
        createAddressChangeMailJob({ repo: createAddressesRepo(database.db), mailer, merchantEmail: config.mail.merchantEmail, log }),
    },
  ],
  routes: (app, { userAddresses }) => registerUserAddressesRoutes(app, { userAddresses }),
});
