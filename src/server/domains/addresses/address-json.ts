import type { AddressJson, CountryJson } from '../../../shared/schemas/addresses.ts';
import type { Address, Country } from './address.types.ts';

/** spec §3 Address as checkout shows it: country (id, title) and region (id, name) included. */
export function toAddressJson(address: Address): AddressJson {
  return {
    id: address.id,
    line_1: address.line1,
    line_2: address.line2,
    suburb: address.suburb,
    city: address.city,
    post_code: address.postCode,
    phone: address.phone,
    primary: address.isPrimary,
    integration_code: address.integrationCode,
    country: address.country,
    region: address.region,
  };
}

export function toCountryJson(country: Country): CountryJson {
  return { id: country.id, title: country.title, regions: country.regions };
}
