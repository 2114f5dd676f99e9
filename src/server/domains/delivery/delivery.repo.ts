// The SQL of delivery zones and public holidays (issue #29 Part 2).
import { asc, eq, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { deliveryZones, publicHolidays } from '../../db/schema/delivery.ts';
import type { DeliveryZone } from './zone-rules.ts';

export type ZoneFields = Omit<DeliveryZone, 'id' | 'updatedAt'>;

type ZoneRow = typeof deliveryZones.$inferSelect;

function toZone(row: ZoneRow): DeliveryZone {
  return {
    id: row.id,
    name: row.name,
    postCodes: row.postCodes,
    weekdays: row.weekdays,
    cutoffTime: row.cutoffTime,
    cutoffDaysBefore: row.cutoffDaysBefore,
    leadDays: row.leadDays,
    isDefault: row.isDefault,
    freightCents: row.freightCents,
    freeOverCents: row.freeOverCents,
    updatedAt: row.updatedAt,
  };
}

export function createDeliveryRepo(db: DbExecutor) {
  return {
    async listZones(): Promise<DeliveryZone[]> {
      return (await db.select().from(deliveryZones).orderBy(asc(deliveryZones.name), asc(deliveryZones.id))).map(toZone);
    },

    /** Every zone, the table locked against other zone changes until `db`'s transaction ends. */
    async lockZones(): Promise<DeliveryZone[]> {
      await db.execute(sql`LOCK TABLE delivery_zones IN SHARE ROW EXCLUSIVE MODE`);
      return this.listZones();
    },

    async insertZone(fields: ZoneFields): Promise<DeliveryZone> {
      const [row] = await db.insert(deliveryZones).values(fields).returning();
      if (!row) throw new Error('the zone was not written');
      return toZone(row);
    },

    async updateZone(id: number, fields: Partial<ZoneFields>): Promise<DeliveryZone | null> {
      const [row] = await db.update(deliveryZones).set({ ...fields, updatedAt: sql`now()` }).where(eq(deliveryZones.id, id)).returning();
      return row ? toZone(row) : null;
    },

    /** The default passes to zone `id`: the others lose it first (one default at a time). */
    async clearDefaultExcept(id: number): Promise<void> {
      await db.update(deliveryZones).set({ isDefault: false, updatedAt: sql`now()` }).where(sql`${deliveryZones.isDefault} AND ${ne(deliveryZones.id, id)}`);
    },

    async listHolidays(): Promise<{ date: string; name: string }[]> {
      return db.select({ date: publicHolidays.date, name: publicHolidays.name }).from(publicHolidays).orderBy(asc(publicHolidays.date));
    },

    /** Replaces the whole list. */
    async replaceHolidays(holidays: readonly { date: string; name: string }[]): Promise<void> {
      await db.delete(publicHolidays);
      if (holidays.length > 0) await db.insert(publicHolidays).values([...holidays]);
    },
  };
}
export type DeliveryRepo = ReturnType<typeof createDeliveryRepo>;
