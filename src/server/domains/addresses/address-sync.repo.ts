// The ERP's writes of an account's synced addresses (issue #19 Part 3; issue #27 Part 1: only the
// addresses domain writes its table, so the integration domain's batch calls these on its transaction).
import { sql } from 'drizzle-orm';
import { arrayParam as param } from '../../db/array-param.ts';
import type { DbExecutor } from '../../db/executor.ts';

/** An address the ERP sends, by its own code. */
export type AddressFields = { integration_code: string; line_1: string; line_2: string; suburb: string; city: string; post_code: string; phone: string; primary: boolean };
export type StoredAddress = Omit<AddressFields, 'primary'> & { account_id: number };

export function createAddressSyncRepo() {
  return {
    /**
     * Makes each account's synced addresses exactly those sent: new codes inserted, changed ones updated,
     * codes no longer sent deleted (the customer's own addresses are untouched). A primary sent becomes
     * the account's primary; an account left without one gets its first address as primary. Answers
     * how many addresses were written or deleted.
     */
    async syncAddresses(tx: DbExecutor, accountIds: readonly number[], rows: readonly { accountId: number; address: AddressFields }[]): Promise<number> {
      const column = <T>(pick: (row: (typeof rows)[number]) => T) => param(rows.map(pick));
      const upserted = await tx.execute(sql`
        INSERT INTO addresses AS a (account_id, integration_code, line_1, line_2, suburb, city, post_code, phone, is_primary)
        SELECT * FROM unnest(${column((r) => r.accountId)}::int[], ${column((r) => r.address.integration_code)}::text[],
          ${column((r) => r.address.line_1)}::text[], ${column((r) => r.address.line_2 || null)}::text[], ${column((r) => r.address.suburb)}::text[],
          ${column((r) => r.address.city)}::text[], ${column((r) => r.address.post_code)}::text[], ${column((r) => r.address.phone)}::text[],
          ${column(() => false)}::boolean[])
        ON CONFLICT (account_id, integration_code) WHERE integration_code IS NOT NULL DO UPDATE SET line_1 = excluded.line_1, line_2 = excluded.line_2,
          suburb = excluded.suburb, city = excluded.city, post_code = excluded.post_code, phone = excluded.phone
        WHERE (a.line_1, a.line_2, a.suburb, a.city, a.post_code, a.phone) IS DISTINCT FROM
          (excluded.line_1, excluded.line_2, excluded.suburb, excluded.city, excluded.post_code, excluded.phone)`);
      const deleted = await tx.execute(sql`
        DELETE FROM addresses a WHERE a.account_id = ANY(${param(accountIds)}::int[]) AND a.integration_code IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM unnest(${column((r) => r.accountId)}::int[], ${column((r) => r.address.integration_code)}::text[]) AS s(account_id, code)
                          WHERE s.account_id = a.account_id AND s.code = a.integration_code)`);
      const primaries = rows.filter((row) => row.address.primary);
      const moved = await tx.execute(sql`
        UPDATE addresses a SET is_primary = (a.integration_code IS NOT DISTINCT FROM p.code)
        FROM unnest(${param(primaries.map((r) => r.accountId))}::int[], ${param(primaries.map((r) => r.address.integration_code))}::text[]) AS p(account_id, code)
        WHERE a.account_id = p.account_id AND a.is_primary IS DISTINCT FROM (a.integration_code IS NOT DISTINCT FROM p.code)`);
      await tx.execute(sql`
        UPDATE addresses SET is_primary = true WHERE id IN (
          SELECT DISTINCT ON (account_id) id FROM addresses a
          WHERE account_id = ANY(${param(accountIds)}::int[])
            AND NOT EXISTS (SELECT 1 FROM addresses b WHERE b.account_id = a.account_id AND b.is_primary)
          ORDER BY account_id, id)`);
      return (upserted.rowCount ?? 0) + (deleted.rowCount ?? 0) + (moved.rowCount ?? 0);
    },

    /** The synced addresses of these accounts (a blank line as ''), locked until the batch commits. */
    async lockSyncedAddresses(tx: DbExecutor, accountIds: readonly number[]): Promise<StoredAddress[]> {
      const { rows } = await tx.execute<StoredAddress>(sql`
        SELECT account_id, integration_code, line_1, coalesce(line_2, '') AS line_2, coalesce(suburb, '') AS suburb, city, post_code, coalesce(phone, '') AS phone
        FROM addresses WHERE account_id = ANY(${param(accountIds)}::int[]) AND integration_code IS NOT NULL ORDER BY id FOR UPDATE`);
      return rows;
    },
  };
}
export type AddressSyncRepo = ReturnType<typeof createAddressSyncRepo>;
