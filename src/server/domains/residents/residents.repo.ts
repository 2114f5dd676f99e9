// Residents, their scheduled lines and the account's stock on hand (issue #10). Every read and write is
// scoped to the account: another account's resident or line is simply not found.
import { sql, type SQL } from 'drizzle-orm';
import { RESIDENTS_MAX } from '../../../shared/limits.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { parseTimestamp } from '../../db/pg-timestamp.ts';
import type { LineIdentity, LocationFilter, ProductUse, Resident, ResidentLine, ResidentLineWrite } from './resident-types.ts';

/** `namesHidden`: the keyword does not look in names and the list is sorted by room (a hidden name orders nothing). */
export type ResidentFilter = { keyword: string | null; location: LocationFilter; sortOrder: 'asc' | 'desc'; namesHidden: boolean };

type ResidentRow = {
  id: number;
  name: string;
  room: string;
  location: string;
  created_by: number | null;
  updated_at: Date | string;
  updated_by_name: string | null;
};

function toResident(row: ResidentRow): Resident {
  return {
    id: row.id,
    name: row.name,
    room: row.room,
    location: row.location,
    createdBy: row.created_by,
    updatedAt: parseTimestamp(row.updated_at),
    updatedByName: row.updated_by_name?.trim() ?? '',
  };
}

function residentConditions(accountId: number, filter: Omit<ResidentFilter, 'sortOrder'>): SQL {
  const conditions: SQL[] = [sql`r.account_id = ${accountId}`];
  if (filter.location.kind === 'none') conditions.push(sql`r.location = ''`);
  if (filter.location.kind === 'one') conditions.push(sql`lower(r.location) = lower(${filter.location.location})`);
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    const inName = filter.namesHidden ? sql`false` : sql`r.name ILIKE ${pattern}`;
    conditions.push(sql`(${inName} OR r.room ILIKE ${pattern} OR r.location ILIKE ${pattern})`);
  }
  return sql.join(conditions, sql` AND `);
}

const residentColumns = sql`r.id, r.name, r.room, r.location, r.created_by, r.updated_at,
  (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = r.updated_by) AS updated_by_name`;

const lineColumns = sql`l.id, l.resident_id AS "residentId", l.order_time_id AS "orderTimeId", l.category_id AS "categoryId",
  l.product_id AS "productId", l.qty, l.title`;

export function createResidentsRepo(db: DbExecutor) {
  return {
    /** The residents the filter finds, by name (then id), with their lines in order time and entry order. */
    async findResidents(accountId: number, filter: ResidentFilter): Promise<{ residents: Resident[]; lines: ResidentLine[] }> {
      const where = residentConditions(accountId, filter);
      const direction = filter.sortOrder === 'desc' ? sql`DESC` : sql`ASC`;
      const sortKey = filter.namesHidden ? sql`lower(r.room)` : sql`lower(r.name)`;
      const [residents, lines] = await Promise.all([
        db.execute<ResidentRow>(sql`SELECT ${residentColumns} FROM residents r WHERE ${where} ORDER BY ${sortKey} ${direction}, r.id ${direction}`),
        db.execute<ResidentLine>(sql`
          SELECT ${lineColumns} FROM resident_lines l JOIN residents r ON r.id = l.resident_id
          WHERE ${where} ORDER BY l.resident_id, l.id`),
      ]);
      return { residents: residents.rows.map(toResident), lines: lines.rows };
    },

    /** One resident of the account with its lines; null when it is not the account's. */
    async findResident(accountId: number, residentId: number): Promise<{ resident: Resident; lines: ResidentLine[] } | null> {
      const found = await db.execute<ResidentRow>(sql`SELECT ${residentColumns} FROM residents r WHERE r.account_id = ${accountId} AND r.id = ${residentId}`);
      const row = found.rows[0];
      if (!row) return null;
      const lines = await db.execute<ResidentLine>(sql`SELECT ${lineColumns} FROM resident_lines l WHERE l.resident_id = ${residentId} ORDER BY l.id`);
      return { resident: toResident(row), lines: lines.rows };
    },

    /** The account's locations in use, for the Location dropdown. */
    /** The account's resident data version (tracker-answer-cache.ts); 0 before its first write. */
    async findDataVersion(accountId: number): Promise<number> {
      const result = await db.execute<{ version: string | number }>(sql`SELECT version FROM resident_data_versions WHERE account_id = ${accountId}`);
      return Number(result.rows[0]?.version ?? 0);
    },

    async findLocations(accountId: number): Promise<string[]> {
      const result = await db.execute<{ location: string }>(sql`
        SELECT min(location) AS location FROM residents WHERE account_id = ${accountId} AND location <> ''
        GROUP BY lower(location) ORDER BY lower(min(location))`);
      return result.rows.map((row) => row.location);
    },

    /**
     * Adds a resident; null when the account has the most it may keep. Run it inside a transaction: the
     * account's residents are counted after its lock, so two adds at once cannot both pass the count.
     */
    async insertResident(input: { accountId: number; userId: number; name: string; room: string; location: string }): Promise<number | null> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('residents-of-account'), ${input.accountId})`);
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO residents (account_id, name, room, location, created_by, updated_by)
        SELECT ${input.accountId}, ${input.name}, ${input.room}, ${input.location}, ${input.userId}, ${input.userId}
        WHERE (SELECT count(*) FROM residents WHERE account_id = ${input.accountId}) < ${RESIDENTS_MAX}
        RETURNING id`);
      return result.rows[0]?.id ?? null;
    },

    /** `name` null keeps the stored one. */
    async updateResident(accountId: number, residentId: number, input: { userId: number; name: string | null; room: string; location: string }): Promise<boolean> {
      const result = await db.execute(sql`
        UPDATE residents SET name = coalesce(${input.name}, name), room = ${input.room}, location = ${input.location}, updated_by = ${input.userId}, updated_at = now()
        WHERE account_id = ${accountId} AND id = ${residentId} RETURNING id`);
      return result.rows.length > 0;
    },

    /** Deletes the resident, its name and (cascade) its lines; false when it is not the account's. */
    async deleteResident(accountId: number, residentId: number): Promise<boolean> {
      const result = await db.execute(sql`DELETE FROM residents WHERE account_id = ${accountId} AND id = ${residentId} RETURNING id`);
      return result.rows.length > 0;
    },

    /** Whether the resident is the account's; with `lock`, locked for a save of its lines. */
    async hasResident(accountId: number, residentId: number, lock: 'lock' | 'read' = 'read'): Promise<boolean> {
      const forUpdate = lock === 'lock' ? sql` FOR UPDATE` : sql``;
      const result = await db.execute(sql`SELECT id FROM residents WHERE account_id = ${accountId} AND id = ${residentId}${forUpdate}`);
      return result.rows.length > 0;
    },

    /** Of `lineIds`, the resident's own lines, each with the order time and product that make it. */
    async findLineIdentities(residentId: number, lineIds: readonly number[]): Promise<Map<number, LineIdentity>> {
      if (lineIds.length === 0) return new Map();
      const result = await db.execute<{ id: number } & LineIdentity>(sql`
        SELECT id, order_time_id AS "orderTimeId", product_id AS "productId" FROM resident_lines
        WHERE resident_id = ${residentId} AND id = ANY(${sql.param([...lineIds])}::int[])`);
      return new Map(result.rows.map((row) => [row.id, { orderTimeId: row.orderTimeId, productId: row.productId }]));
    },

    /**
     * Writes the lines of one resident (issue #16 item 25), given what its lines sent by id are stored as
     * (`stored`: checked to be its own) and no two lines for one order time and product. A line that keeps
     * its order time and product is updated by id. One given another is a different line: the old one is
     * deleted, and it is added like a new one. A new line whose product the resident already has at that
     * order time (the same save sent again, or from another tab) updates that line instead of adding one.
     */
    async writeLines(residentId: number, userId: number, lines: readonly ResidentLineWrite[], stored: ReadonlyMap<number, LineIdentity>): Promise<void> {
      const toRecords = (chosen: readonly ResidentLineWrite[]) =>
        JSON.stringify(chosen.map((line) => ({ id: line.id, time: line.orderTimeId, category: line.categoryId, product: line.productId, qty: line.qty, title: line.title })));
      const isKept = (line: ResidentLineWrite) => {
        const was = stored.get(line.id);
        return was !== undefined && was.orderTimeId === line.orderTimeId && was.productId === line.productId;
      };
      const updates = lines.filter(isKept);
      const moved = lines.filter((line) => line.id > 0 && !isKept(line)).map((line) => line.id);
      const upserts = lines.filter((line) => !isKept(line));
      if (moved.length > 0) {
        await db.execute(sql`DELETE FROM resident_lines WHERE resident_id = ${residentId} AND id = ANY(${sql.param(moved)}::int[])`);
      }
      if (updates.length > 0) {
        await db.execute(sql`
          UPDATE resident_lines l SET category_id = x.category, qty = x.qty, title = x.title, updated_at = now()
          FROM jsonb_to_recordset(${toRecords(updates)}::jsonb) AS x(id int, time int, category int, product int, qty int, title text)
          WHERE l.id = x.id AND l.resident_id = ${residentId}`);
      }
      if (upserts.length > 0) {
        await db.execute(sql`
          INSERT INTO resident_lines (resident_id, order_time_id, category_id, product_id, qty, title)
          SELECT ${residentId}, x.time, x.category, x.product, x.qty, x.title
          FROM jsonb_to_recordset(${toRecords(upserts)}::jsonb) AS x(id int, time int, category int, product int, qty int, title text)
          ON CONFLICT (resident_id, order_time_id, product_id)
          DO UPDATE SET category_id = excluded.category_id, qty = excluded.qty, title = excluded.title, updated_at = now()`);
      }
      await db.execute(sql`UPDATE residents SET updated_by = ${userId}, updated_at = now() WHERE id = ${residentId}`);
    },

    async countLines(residentId: number): Promise<number> {
      const result = await db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM resident_lines WHERE resident_id = ${residentId}`);
      return result.rows[0]?.count ?? 0;
    },

    /** Deletes one line of the account's resident; false when either is not the account's. */
    async deleteLine(accountId: number, residentId: number, lineId: number): Promise<boolean> {
      const result = await db.execute(sql`
        DELETE FROM resident_lines l USING residents r
        WHERE l.id = ${lineId} AND l.resident_id = ${residentId} AND r.id = l.resident_id AND r.account_id = ${accountId}
        RETURNING l.id`);
      return result.rows.length > 0;
    },

    /** What the residents the location filter finds use of each product a day, with the account's stock of it. */
    async findProductUse(accountId: number, location: LocationFilter): Promise<ProductUse[]> {
      const where = residentConditions(accountId, { keyword: null, location, namesHidden: true });
      const result = await db.execute<ProductUse>(sql`
        SELECT u.product_id AS "productId", u.qty_per_day::int AS "qtyPerDay", coalesce(s.on_hand, 0) AS "onHand", u.title
        FROM (
          SELECT l.product_id, sum(l.qty) AS qty_per_day, max(l.title) AS title FROM resident_lines l JOIN residents r ON r.id = l.resident_id
          WHERE ${where} AND l.qty > 0 GROUP BY l.product_id
        ) u
        LEFT JOIN resident_stock s ON s.account_id = ${accountId} AND s.product_id = u.product_id
        ORDER BY u.product_id`);
      return result.rows;
    },

    /** Keeps the stock on hand of one product for the account, with who set it. */
    async upsertStock(accountId: number, userId: number, productId: number, onHand: number): Promise<void> {
      await db.execute(sql`
        INSERT INTO resident_stock (account_id, product_id, on_hand, updated_by) VALUES (${accountId}, ${productId}, ${onHand}, ${userId})
        ON CONFLICT (account_id, product_id) DO UPDATE SET on_hand = excluded.on_hand, updated_by = excluded.updated_by, updated_at = now()`);
    },

    async countResidents(accountId: number): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM residents WHERE account_id = ${accountId}`);
      return Number(result.rows[0]?.n ?? 0);
    },
  };
}
export type ResidentsRepo = ReturnType<typeof createResidentsRepo>;
