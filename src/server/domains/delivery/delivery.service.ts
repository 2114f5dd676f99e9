// Delivery zones, days and freight (issue #29 Part 2). Checkout and the cart read the zones and holidays
// many times a second: they are kept in memory for a short while (CACHE_MS) and dropped at once when this
// process changes them; the placing transaction checks the buyer's day against the same snapshot, taken
// before it starts (on the embedded database a query outside the transaction would wait for it).
import type { CreateDeliveryZoneBody, DeliveryZoneJson, HolidaysBody, UpdateDeliveryZoneBody } from '../../../shared/schemas/delivery.ts';
import { DELIVERY_DATES_OFFERED } from '../../../shared/schemas/delivery.ts';
import { deliveryDayWords } from '../../../shared/delivery-words.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { isDeliveryDateOpen, nextDeliveryDates, type DeliveryDate } from '../../kernel/delivery-dates.ts';
import { storeDayOf } from '../../kernel/store-day.ts';
import { addDays, isoWeekday } from '../../kernel/store-time.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import { createDeliveryRepo, type DeliveryRepo, type ZoneFields } from './delivery.repo.ts';
import { freightOf, overlapProblem, zoneForPostCode, type DeliveryZone } from './zone-rules.ts';

/** How long a process trusts the zones it read: another process's change reaches it within this. */
const CACHE_MS = 30_000;

export type DeliveryRules = { zones: DeliveryZone[]; holidays: ReadonlySet<string> };

/** What a cart's delivery costs and where it goes. */
export type Freight = { zoneName: string; freightCents: number; freeOverCents: number | null };

/** The day an order is placed for, settled when it is placed. */
export type SettledDelivery = { date: string | null; zoneName: string | null };

const NO_ZONE: Freight = { zoneName: '', freightCents: 0, freeOverCents: null };

export const DELIVERY_MESSAGES = {
  past: 'The delivery date may not be in the past.',
  notOffered: (date: string) => `We do not deliver to this address on ${deliveryDayWords(date)}: choose one of the days offered.`,
  closed: (date: string, next: string | null) =>
    next
      ? `The cut-off for delivery on ${deliveryDayWords(date)} has passed. The next delivery day is ${deliveryDayWords(next)}: choose it, or another, and confirm again.`
      : `The cut-off for delivery on ${deliveryDayWords(date)} has passed, and no later delivery day is open.`,
};

function zoneJson(zone: DeliveryZone, holidays: ReadonlySet<string>, now: Date): DeliveryZoneJson {
  return {
    id: zone.id,
    name: zone.name,
    post_codes: zone.postCodes,
    weekdays: zone.weekdays,
    cutoff_time: zone.cutoffTime,
    cutoff_days_before: zone.cutoffDaysBefore,
    lead_days: zone.leadDays,
    is_default: zone.isDefault,
    freight: zone.freightCents,
    free_over: zone.freeOverCents,
    next_dates: nextDeliveryDates(zone, holidays, now, 3).map((day) => day.date),
    updated_at: zone.updatedAt.toISOString(),
  };
}

function fieldsOf(body: UpdateDeliveryZoneBody): Partial<ZoneFields> {
  const fields: Partial<ZoneFields> = {};
  if (body.name !== undefined) fields.name = body.name;
  if (body.post_codes !== undefined) fields.postCodes = body.post_codes;
  if (body.weekdays !== undefined) fields.weekdays = [...body.weekdays].sort((a, b) => a - b);
  if (body.cutoff_time !== undefined) fields.cutoffTime = body.cutoff_time;
  if (body.cutoff_days_before !== undefined) fields.cutoffDaysBefore = body.cutoff_days_before;
  if (body.lead_days !== undefined) fields.leadDays = body.lead_days;
  if (body.is_default !== undefined) fields.isDefault = body.is_default;
  if (body.freight !== undefined) fields.freightCents = body.freight;
  if (body.free_over !== undefined) fields.freeOverCents = body.free_over;
  return fields;
}

/** The zone as the audit log keeps it. */
function auditedZone(zone: DeliveryZone): Record<string, unknown> {
  const { updatedAt: _updatedAt, id: _id, ...rest } = zone;
  return rest;
}

export function createDeliveryService(deps: { repo: DeliveryRepo; transact: Transact; audit: AuditWriter; now?: () => Date }) {
  const { repo, transact, audit } = deps;
  const now = deps.now ?? (() => new Date());
  let cached: { rules: Promise<DeliveryRules>; at: number } | null = null;

  function rules(): Promise<DeliveryRules> {
    const at = Date.now();
    if (!cached || at - cached.at > CACHE_MS) {
      const loading = Promise.all([repo.listZones(), repo.listHolidays()]).then(([zones, holidays]) => ({ zones, holidays: new Set(holidays.map((day) => day.date)) }));
      cached = { rules: loading, at };
      loading.catch(() => {
        if (cached?.rules === loading) cached = null;
      });
    }
    return cached.rules;
  }

  const forget = () => {
    cached = null;
  };

  function zoneOf(current: DeliveryRules, postCode: string | null | undefined): DeliveryZone | null {
    return zoneForPostCode(current.zones, postCode);
  }

  // Every cut-off and every day's start falls on a whole minute, so a zone's days are the same all through
  // one minute: kept per rules snapshot (a change of zones or holidays makes a new one) and minute.
  const datesMemo = new WeakMap<DeliveryRules, Map<string, DeliveryDate[]>>();

  /** The zone's open days now, soonest first. */
  function datesIn(current: DeliveryRules, zone: DeliveryZone | null, count = DELIVERY_DATES_OFFERED): DeliveryDate[] {
    if (!zone) return [];
    const at = now();
    const key = `${zone.id}:${count}:${Math.floor(at.getTime() / 60_000)}`;
    let memo = datesMemo.get(current);
    if (!memo) datesMemo.set(current, (memo = new Map()));
    const known = memo.get(key);
    if (known) return known;
    if (memo.size > 1_000) memo.clear();
    const dates = nextDeliveryDates(zone, current.holidays, at, count);
    memo.set(key, dates);
    return dates;
  }

  const service = {
    rules,

    /** The next delivery days for a post code (null: not known yet, the default zone's). */
    async datesFor(postCode: string | null): Promise<{ zone: Freight; dates: DeliveryDate[] }> {
      const current = await rules();
      const zone = zoneOf(current, postCode);
      return { zone: zone ? { zoneName: zone.name, freightCents: zone.freightCents, freeOverCents: zone.freeOverCents } : NO_ZONE, dates: datesIn(current, zone) };
    },

    /** Freight excl. GST for goods of `goodsCents` (excl. GST) delivered to `postCode`. */
    async freightFor(postCode: string | null, goodsCents: number): Promise<Freight> {
      const zone = zoneOf(await rules(), postCode);
      return zone ? { zoneName: zone.name, freightCents: freightOf(zone, goodsCents), freeOverCents: zone.freeOverCents } : NO_ZONE;
    },

    /** A day the buyer chose at checkout: a 422 naming delivery_date unless it is one of the days offered now. */
    async checkChoice(postCode: string | null, date: string): Promise<void> {
      if (date < storeDayOf(now())) throw new ValidationError({ delivery_date: DELIVERY_MESSAGES.past });
      const current = await rules();
      const zone = zoneOf(current, postCode);
      if (datesIn(current, zone).some((day) => day.date === date)) return;
      // A run day whose cut-off passed while the page was open is told so, with the next day.
      const isRunDay = zone !== null && zone.weekdays.includes(isoWeekday(date)) && !current.holidays.has(date) && date <= addDays(storeDayOf(now()), zone.cutoffDaysBefore + zone.leadDays);
      const next = isRunDay ? (datesIn(current, zone, 1)[0]?.date ?? null) : null;
      throw new ValidationError({ delivery_date: isRunDay ? DELIVERY_MESSAGES.closed(date, next) : DELIVERY_MESSAGES.notOffered(date) });
    },

    /**
     * The day an order is placed for, at the moment it is placed (inside its transaction: no query). The
     * buyer's chosen day, if still open, or a 409 with the next open day (never a silent change); with no
     * day chosen (a client that sends none), the first open day.
     */
    settle(current: DeliveryRules, postCode: string | null, chosen: string | null): SettledDelivery {
      const zone = zoneOf(current, postCode);
      if (!zone) return { date: null, zoneName: null };
      if (chosen === null) return { date: datesIn(current, zone, 1)[0]?.date ?? null, zoneName: zone.name };
      if (isDeliveryDateOpen(zone, current.holidays, now(), chosen)) return { date: chosen, zoneName: zone.name };
      const next = datesIn(current, zone, 1)[0]?.date ?? null;
      throw new ConflictError(DELIVERY_MESSAGES.closed(chosen, next), { details: { next_delivery_date: next } });
    },

    /** An order placed later than the buyer meant (a manager's approval): the chosen day if still open, else the next. */
    settleLate(current: DeliveryRules, postCode: string | null, chosen: string | null): SettledDelivery {
      const zone = zoneOf(current, postCode);
      if (!zone) return { date: null, zoneName: null };
      const open = chosen !== null && isDeliveryDateOpen(zone, current.holidays, now(), chosen);
      return { date: open ? chosen : (datesIn(current, zone, 1)[0]?.date ?? null), zoneName: zone.name };
    },

    async listZones(): Promise<DeliveryZoneJson[]> {
      // Staff see the zones as stored now, not as this process last read them.
      const [zones, current] = await Promise.all([repo.listZones(), rules()]);
      return zones.map((zone) => zoneJson(zone, current.holidays, now()));
    },

    /** Within the caller's `tx` (the demo seed writes its zones with its catalogue, before the store serves); audited. */
    async createZoneIn(tx: DbExecutor, actor: AuditActor, body: CreateDeliveryZoneBody): Promise<DeliveryZone> {
      const inTx = createDeliveryRepo(tx);
      const zones = await inTx.lockZones();
      const overlap = overlapProblem(body.post_codes, zones);
      if (overlap) throw new ValidationError({ post_codes: overlap });
      // One default at a time: the old one gives it up first (a unique index holds it).
      if (body.is_default) await inTx.clearDefaultExcept(0);
      const created = await inTx.insertZone(fieldsOf(body) as ZoneFields);
      await audit(tx, { actor, action: 'delivery_zone.create', entity: 'delivery_zone', entityId: created.id, reference: created.name, before: null, after: auditedZone(created) });
      return created;
    },

    async createZone(actor: AuditActor, body: CreateDeliveryZoneBody): Promise<DeliveryZoneJson> {
      const zone = await transact((tx) => service.createZoneIn(tx, actor, body));
      forget();
      return zoneJson(zone, (await rules()).holidays, now());
    },

    async updateZone(actor: AuditActor, id: number, body: UpdateDeliveryZoneBody): Promise<DeliveryZoneJson> {
      const zone = await transact(async (tx) => {
        const inTx = createDeliveryRepo(tx);
        const zones = await inTx.lockZones();
        const before = zones.find((candidate) => candidate.id === id);
        if (!before) throw new NotFoundError('delivery zone', id);
        if (body.post_codes) {
          const overlap = overlapProblem(body.post_codes, zones.filter((candidate) => candidate.id !== id));
          if (overlap) throw new ValidationError({ post_codes: overlap });
        }
        if (before.isDefault && body.is_default === false) {
          throw new ValidationError({ is_default: 'Post codes in no zone need a default zone: make another zone the default instead.' });
        }
        if (body.is_default && !before.isDefault) await inTx.clearDefaultExcept(id);
        const after = await inTx.updateZone(id, fieldsOf(body));
        if (!after) throw new NotFoundError('delivery zone', id);
        await audit(tx, { actor, action: 'delivery_zone.update', entity: 'delivery_zone', entityId: id, reference: after.name, before: auditedZone(before), after: auditedZone(after) });
        return after;
      });
      forget();
      return zoneJson(zone, (await rules()).holidays, now());
    },

    listHolidays: () => repo.listHolidays(),

    async putHolidays(actor: AuditActor, body: HolidaysBody): Promise<{ date: string; name: string }[]> {
      const sorted = [...body.holidays].sort((a, b) => a.date.localeCompare(b.date));
      await transact(async (tx) => {
        const inTx = createDeliveryRepo(tx);
        const before = await inTx.listHolidays();
        await inTx.replaceHolidays(sorted);
        await audit(tx, { actor, action: 'public_holidays.replace', entity: 'public_holidays', entityId: 'all', reference: `${sorted.length} holidays`, before: { holidays: before }, after: { holidays: sorted } });
      });
      forget();
      return repo.listHolidays();
    },
  };
  return service;
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;
