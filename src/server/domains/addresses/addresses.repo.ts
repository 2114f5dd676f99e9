import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';

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

type AddressRow = {
  id: number;
  account_id: number;
  line_1: string;
  line_2: string | null;
  suburb: string;
  city: string;
  post_code: string;
  phone: string;
  is_primary: boolean;
  integration_code: string | null;
  country_id: number;
  country_title: string | null;
  region_id: number | null;
  region_name: string | null;
};

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    accountId: row.account_id,
    line1: row.line_1,
    line2: row.line_2,
    suburb: row.suburb,
    city: row.city,
    postCode: row.post_code,
    phone: row.phone,
    isPrimary: row.is_primary,
    integrationCode: row.integration_code,
    country: { id: row.country_id, title: row.country_title ?? '' },
    region: row.region_id === null || row.region_name === null ? null : { id: row.region_id, name: row.region_name },
  };
}

const ADDRESS_SELECT = sql`
  SELECT a.id, a.account_id, a.line_1, a.line_2, a.suburb, a.city, a.post_code, a.phone, a.is_primary, a.integration_code,
    a.country_id, c.title AS country_title, r.id AS region_id, r.name AS region_name
  FROM addresses a
  LEFT JOIN countries c ON c.id = a.country_id
  LEFT JOIN regions r ON r.id = a.region_id AND r.country_id = a.country_id`;

export function createAddressesRepo(db: DbExecutor) {
  return {
    /** The account's addresses, primary first, then oldest first. */
    async findAddresses(accountId: number): Promise<Address[]> {
      const result = await db.execute<AddressRow>(sql`${ADDRESS_SELECT} WHERE a.account_id = ${accountId} ORDER BY a.is_primary DESC, a.id`);
      return result.rows.map(toAddress);
    },

    /**
     * Adds an address. A primary one takes primary from the others, and an account's first address is
     * primary whatever was asked, so an account with addresses always has exactly one (one statement).
     */
    async insertAddress(accountId: number, input: NewAddress): Promise<Address> {
      const inserted = await db.execute<{ id: number }>(sql`
        WITH existing AS (SELECT count(*)::int AS n FROM addresses WHERE account_id = ${accountId}),
        unset AS (
          UPDATE addresses SET is_primary = false
          WHERE account_id = ${accountId} AND is_primary AND ${input.isPrimary}::boolean
        )
        INSERT INTO addresses (account_id, line_1, line_2, suburb, city, post_code, phone, country_id, region_id, is_primary, integration_code)
        SELECT ${accountId}::int, ${input.line1}::text, ${input.line2}::text, ${input.suburb}::text, ${input.city}::text,
          ${input.postCode}::text, ${input.phone}::text, ${input.countryId}::int, ${input.regionId}::int,
          ${input.isPrimary}::boolean OR existing.n = 0, ${input.integrationCode}::text
        FROM existing
        RETURNING id`);
      const id = inserted.rows[0]?.id;
      if (id === undefined) throw new Error(`address for account ${accountId} was not inserted`);
      const result = await db.execute<AddressRow>(sql`${ADDRESS_SELECT} WHERE a.id = ${id}`);
      const row = result.rows[0];
      if (!row) throw new Error(`address ${id} vanished after insert`);
      return toAddress(row);
    },

    /** Every country with its regions, in list order (reference data: migration 0002). */
    async findCountries(): Promise<Country[]> {
      const result = await db.execute<{ id: number; title: string; regions: { id: number; name: string }[] }>(sql`
        SELECT c.id, c.title,
          (SELECT coalesce(json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY r.position, r.name), '[]'::json)
           FROM regions r WHERE r.country_id = c.id) AS regions
        FROM countries c
        ORDER BY c.position, c.title`);
      return result.rows.map((row) => ({ id: row.id, title: row.title, regions: row.regions }));
    },
  };
}
export type AddressesRepo = ReturnType<typeof createAddressesRepo>;
