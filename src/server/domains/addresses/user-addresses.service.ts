// The account's delivery addresses on My Account (spec §2, §7; issue #11 part 2). Managers change them;
// an address synced from the merchant's system (integration_code) is never changed or deleted here:
// a change to it is a request, stored and e-mailed to the merchant, the address unchanged meanwhile.
import type { UserAddressBody } from '../../../shared/schemas/addresses.ts';
import type { Transact } from '../../db/executor.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { type JobQueue } from '../../jobs/job-queue.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { Address } from './address.types.ts';
import { createAddressesRepo, type AddressesRepo } from './addresses.repo.ts';
import { addressChangeMailQueue } from './addresses.queues.ts';

/** spec §9: addresses page size 12. */
export const ADDRESSES_PER_PAGE = 12;

export const ADDRESS_MESSAGES = {
  added: 'Your address has been added.',
  updated: 'Your address has been updated.',
  primary: 'Your primary address has been changed.',
  deleted: 'Your address has been deleted.',
  requested: 'Your request to change this address has been sent to Care Supply Co. The address stays as it is until they update it.',
  syncedDelete: 'This address is kept in step with Care Supply Co’s own records, so it cannot be deleted here. Use Request Edit to ask for a change.',
  syncedEdit: 'This address is kept in step with Care Supply Co’s own records: use Request Edit to ask for a change.',
  notSynced: 'This address is yours to edit: use Edit instead of a request.',
} as const;

/** A synced address was sent to a call meant for the account's own ones (or the other way round). */
export class AddressRefusedError extends ValidationError {}

function fieldsOf(body: UserAddressBody) {
  return { line1: body.line_1, line2: body.line_2, suburb: body.suburb, city: body.city, postCode: body.post_code };
}

export function createUserAddressesService(deps: { repo: AddressesRepo; transact: Transact; jobs: JobQueue }) {
  const { repo, transact, jobs } = deps;

  async function ownAddress(viewer: SignedInViewer, id: number): Promise<Address> {
    const address = await repo.findAddress(viewer.account.id, id);
    if (!address) throw new NotFoundError('address', String(id));
    return address;
  }

  return {
    async listPage(viewer: SignedInViewer, page: number) {
      return repo.findAddressPage(viewer.account.id, page, ADDRESSES_PER_PAGE);
    },

    /** New addresses are the account's own (no integration code), New Zealand, no region: checkout asks for those. */
    async add(viewer: SignedInViewer, body: UserAddressBody): Promise<Address> {
      return repo.insertAddress(viewer.account.id, { ...fieldsOf(body), phone: '', countryId: 155, regionId: 0, isPrimary: false, integrationCode: null });
    },

    async update(viewer: SignedInViewer, id: number, body: UserAddressBody): Promise<Address> {
      const address = await ownAddress(viewer, id);
      if (address.integrationCode !== null) throw new AddressRefusedError({ id: ADDRESS_MESSAGES.syncedEdit }, ADDRESS_MESSAGES.syncedEdit);
      if (!(await repo.updateAddress(viewer.account.id, id, fieldsOf(body)))) throw new NotFoundError('address', String(id));
      return ownAddress(viewer, id);
    },

    async setPrimary(viewer: SignedInViewer, id: number): Promise<void> {
      if (!(await repo.setPrimary(viewer.account.id, id))) throw new NotFoundError('address', String(id));
    },

    async remove(viewer: SignedInViewer, id: number): Promise<void> {
      const address = await ownAddress(viewer, id);
      if (address.integrationCode !== null) throw new AddressRefusedError({ id: ADDRESS_MESSAGES.syncedDelete }, ADDRESS_MESSAGES.syncedDelete);
      if (!(await repo.deleteAddress(viewer.account.id, id))) throw new NotFoundError('address', String(id));
    },

    /** Stores the requested change and queues its e-mail to the merchant, together; the address itself stays. */
    async requestChange(viewer: SignedInViewer, id: number, body: UserAddressBody): Promise<void> {
      const address = await ownAddress(viewer, id);
      if (address.integrationCode === null) throw new AddressRefusedError({ id: ADDRESS_MESSAGES.notSynced }, ADDRESS_MESSAGES.notSynced);
      await transact(async (tx) => {
        const requestId = await createAddressesRepo(tx).insertChangeRequest({ addressId: id, accountId: viewer.account.id, requestedBy: viewer.user.id, ...fieldsOf(body) });
        await jobs.send(addressChangeMailQueue, { requestId }, { executor: tx });
      });
    },
  };
}
export type UserAddressesService = ReturnType<typeof createUserAddressesService>;
