import { ValidationError, type FieldErrors } from '../../errors.ts';
import type { Address, Country, NewAddress } from './address.types.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { createAddressesRepo, type AddressesRepo } from './addresses.repo.ts';

// Lent to checkout, whose answers include the account's addresses and the countries.
export { toAddressJson, toCountryJson } from './address-json.ts';

const COUNTRIES_TTL_MS = 5 * 60_000;

export type AddressInput = Omit<NewAddress, 'line2' | 'phone' | 'isPrimary' | 'integrationCode'> &
  Partial<Pick<NewAddress, 'line2' | 'phone' | 'isPrimary' | 'integrationCode'>>;

export function createAddressesService(deps: { repo: AddressesRepo; now?: () => number }) {
  const { repo } = deps;
  const now = deps.now ?? Date.now;
  // Countries and regions are reference data (changed only by migrations): kept a few minutes per process.
  let countries: { list: Country[]; byId: Map<number, Country>; loadedAt: number } | null = null;

  /** `source`: the repository to read them with (one inside a caller's transaction, whose connection it holds). */
  async function loadCountries(source: AddressesRepo = repo) {
    if (countries && now() - countries.loadedAt < COUNTRIES_TTL_MS) return countries;
    const list = await source.findCountries();
    countries = { list, byId: new Map(list.map((country) => [country.id, country])), loadedAt: now() };
    return countries;
  }

  const service = {
    /** The account's addresses, primary first. */
    async listAddresses(accountId: number): Promise<Address[]> {
      return repo.findAddresses(accountId);
    },

    /** Every country with its regions (spec §2 Checkout: country and region lists are supplied). */
    async listCountries(): Promise<Country[]> {
      return (await loadCountries()).list;
    },

    /**
     * Field errors for a country and region pair (keys 'country_id' and 'region_id', prefixed by `prefix`):
     * the country must exist, and a region other than 0 must be one of that country's.
     */
    async checkLocation(location: { countryId: number; regionId: number }, prefix = '', source: AddressesRepo = repo): Promise<FieldErrors> {
      const country = (await loadCountries(source)).byId.get(location.countryId);
      if (!country) return { [`${prefix}country_id`]: 'The selected country is invalid.' };
      if (location.regionId !== 0 && !country.regions.some((region) => region.id === location.regionId)) {
        return { [`${prefix}region_id`]: 'The selected region is invalid.' };
      }
      return {};
    },

    /** Adds an address to the account (the demo seed now; My Account later). The first one is primary. */
    addAddress: (accountId: number, input: AddressInput): Promise<Address> => addAddressOn(repo, accountId, input),

    /** The same inside the caller's transaction (an approved application's delivery address, issue #26 item 11). */
    addAddressIn: (executor: DbExecutor, accountId: number, input: AddressInput): Promise<Address> => addAddressOn(createAddressesRepo(executor), accountId, input),
  };

  async function addAddressOn(on: AddressesRepo, accountId: number, input: AddressInput): Promise<Address> {
    const errors = await service.checkLocation(input, '', on);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return on.insertAddress(accountId, {
      ...input,
      line2: input.line2 ?? null,
      phone: input.phone ?? '',
      isPrimary: input.isPrimary ?? false,
      integrationCode: input.integrationCode ?? null,
    });
  }
  return service;
}
export type AddressesService = ReturnType<typeof createAddressesService>;
