import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import type { Address, Country, NewAddress } from './address.types.ts';

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

    /** One page of the account's addresses (primary first, then oldest first) and how many there are. */
    async findAddressPage(accountId: number, page: number, perPage: number): Promise<{ addresses: Address[]; total: number }> {
      const [rows, count] = await Promise.all([
        db.execute<AddressRow>(sql`${ADDRESS_SELECT} WHERE a.account_id = ${accountId} ORDER BY a.is_primary DESC, a.id LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
        db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM addresses WHERE account_id = ${accountId}`),
      ]);
      return { addresses: rows.rows.map(toAddress), total: Number(count.rows[0]?.n ?? 0) };
    },

    /** The account's address with this id; undefined for another account's or none. */
    async findAddress(accountId: number, id: number): Promise<Address | undefined> {
      const result = await db.execute<AddressRow>(sql`${ADDRESS_SELECT} WHERE a.account_id = ${accountId} AND a.id = ${id}`);
      const row = result.rows[0];
      return row ? toAddress(row) : undefined;
    },

    /** Edits an address that is not synced from the merchant's system; false when there is none such. */
    async updateAddress(accountId: number, id: number, input: { line1: string; line2: string | null; suburb: string; city: string; postCode: string }): Promise<boolean> {
      const result = await db.execute(sql`
        UPDATE addresses SET line_1 = ${input.line1}, line_2 = ${input.line2}, suburb = ${input.suburb}, city = ${input.city}, post_code = ${input.postCode}
        WHERE account_id = ${accountId} AND id = ${id} AND integration_code IS NULL`);
      return (result.rowCount ?? 0) > 0;
    },

    /** Makes the address the account's one primary address, in one statement (two at once leave one). */
    async setPrimary(accountId: number, id: number): Promise<boolean> {
      const result = await db.execute(sql`
        UPDATE addresses SET is_primary = (id = ${id})
        WHERE account_id = ${accountId} AND EXISTS (SELECT 1 FROM addresses WHERE account_id = ${accountId} AND id = ${id})`);
      return (result.rowCount ?? 0) > 0;
    },

    /**
     * Deletes an address that is not synced; when it was the primary one, the oldest left becomes
     * primary, in the same statement. False when there is no such address.
     */
    async deleteAddress(accountId: number, id: number): Promise<boolean> {
      const result = await db.execute<{ deleted: number }>(sql`
        WITH gone AS (
          DELETE FROM addresses WHERE account_id = ${accountId} AND id = ${id} AND integration_code IS NULL RETURNING is_primary
        ),
        promoted AS (
          UPDATE addresses SET is_primary = true
          WHERE id = (SELECT id FROM addresses WHERE account_id = ${accountId} AND id <> ${id} ORDER BY id LIMIT 1)
            AND EXISTS (SELECT 1 FROM gone WHERE is_primary)
        )
        SELECT count(*)::int AS deleted FROM gone`);
      return Number(result.rows[0]?.deleted ?? 0) > 0;
    },

    async insertChangeRequest(row: { addressId: number; accountId: number; requestedBy: number; line1: string; line2: string | null; suburb: string; city: string; postCode: string }): Promise<number> {
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO address_change_requests (address_id, account_id, requested_by, line_1, line_2, suburb, city, post_code)
        VALUES (${row.addressId}, ${row.accountId}, ${row.requestedBy}, ${row.line1}, ${row.line2}, ${row.suburb}, ${row.city}, ${row.postCode})
        RETURNING id`);
      const id = result.rows[0]?.id;
      if (id === undefined) throw new Error('change request not stored');
      return id;
    },

    /** A change request with its address, account and who asked, for the merchant's e-mail. */
    async findChangeRequest(id: number) {
      const result = await db.execute<{
        id: number; line_1: string; line_2: string | null; suburb: string; city: string; post_code: string; created_at: Date;
        integration_code: string | null; old_line_1: string; old_line_2: string | null; old_suburb: string; old_city: string; old_post_code: string;
        account_number: string; account_name: string; requested_by: string | null;
      }>(sql`
        SELECT q.id, q.line_1, q.line_2, q.suburb, q.city, q.post_code, q.created_at,
          a.integration_code, a.line_1 AS old_line_1, a.line_2 AS old_line_2, a.suburb AS old_suburb, a.city AS old_city, a.post_code AS old_post_code,
          acc.account_number, acc.name AS account_name, u.email AS requested_by
        FROM address_change_requests q
        JOIN addresses a ON a.id = q.address_id
        JOIN accounts acc ON acc.id = q.account_id
        LEFT JOIN users u ON u.id = q.requested_by
        WHERE q.id = ${id}`);
      return result.rows[0];
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
