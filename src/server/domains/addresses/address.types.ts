// An account's addresses as the domain holds them (camelCase; address-json.ts makes the wire shapes).

export type Address = {
  id: number;
  accountId: number;
  line1: string;
  line2: string | null;
  suburb: string;
  city: string;
  postCode: string;
  phone: string;
  isPrimary: boolean;
  integrationCode: string | null;
  country: { id: number; title: string };
  /** null for region_id 0 (no region) or a region that is not the country's. */
  region: { id: number; name: string } | null;
};

export type NewAddress = {
  line1: string;
  line2: string | null;
  suburb: string;
  city: string;
  postCode: string;
  phone: string;
  countryId: number;
  regionId: number;
  isPrimary: boolean;
  integrationCode: string | null;
};

export type Country = { id: number; title: string; regions: { id: number; name: string }[] };
