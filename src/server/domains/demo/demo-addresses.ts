import type { AddressInput } from '../addresses/addresses.service.ts';

/** The demo account's delivery addresses: one primary, one synced from an external system (integration_code). */
export const DEMO_ADDRESSES: readonly AddressInput[] = [
  {
    line1: '12 Kowhai Street',
    line2: 'Sunrise Care Home, Reception',
    suburb: 'Remuera',
    city: 'Auckland',
    postCode: '1050',
    phone: '09 555 0123',
    countryId: 155,
    regionId: 2,
    isPrimary: true,
  },
  {
    line1: '48 Riverside Drive',
    line2: null,
    suburb: 'Hamilton East',
    city: 'Hamilton',
    postCode: '3216',
    phone: '07 555 0456',
    countryId: 155,
    regionId: 3,
    integrationCode: 'ERP-100200-002',
  },
  {
    line1: '5 Harbour View Road',
    line2: 'Kitchen entrance',
    suburb: 'Mount Maunganui',
    city: 'Tauranga',
    postCode: '3116',
    phone: '07 555 0789',
    countryId: 155,
    regionId: 4,
  },
];
