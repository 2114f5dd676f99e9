// The delivery days open to an order (issue #29 Part 2): a zone delivers on some weekdays; an order reaches
// a day's run when it is placed before that day's cut-off (a time, a number of calendar days before) and
// at least the lead time ahead; public holidays are skipped. New Zealand days and times, daylight saving
// included. At the cut-off second itself the day is closed.
import { storeDayOf } from './store-day.ts';
import { addDays, isoWeekday, storeInstantOf } from './store-time.ts';

export type DeliveryRule = {
  /** ISO weekdays the zone delivers on: Monday 1 … Sunday 7. */
  weekdays: readonly number[];
  /** 'HH:MM', New Zealand time. */
  cutoffTime: string;
  /** Calendar days before the delivery day the cut-off falls (0: on the day). */
  cutoffDaysBefore: number;
  /** Days from today before the first possible delivery (1: tomorrow at the earliest). */
  leadDays: number;
};

export type DeliveryDate = { date: string; cutoffAt: Date };

/** How far ahead a zone's days are looked for: a zone with no open day in a year offers none. */
const HORIZON_DAYS = 366;

/** The cut-off of delivery day `date` in this zone. */
export function cutoffOf(rule: DeliveryRule, date: string): Date {
  return storeInstantOf(addDays(date, -rule.cutoffDaysBefore), rule.cutoffTime);
}

/** The cut-off of `date` when an order placed at `now` (on New Zealand day `today`) may still be delivered then; else null. */
function openCutoff(rule: DeliveryRule, holidays: ReadonlySet<string>, now: Date, today: string, date: string): Date | null {
  if (date < addDays(today, rule.leadDays) || !rule.weekdays.includes(isoWeekday(date)) || holidays.has(date)) return null;
  const cutoffAt = cutoffOf(rule, date);
  return now.getTime() < cutoffAt.getTime() ? cutoffAt : null;
}

/** Whether an order placed at `now` may still be delivered on `date`. */
export function isDeliveryDateOpen(rule: DeliveryRule, holidays: ReadonlySet<string>, now: Date, date: string): boolean {
  return openCutoff(rule, holidays, now, storeDayOf(now), date) !== null;
}

/** The next `count` delivery days open to an order placed at `now`, soonest first. */
export function nextDeliveryDates(rule: DeliveryRule, holidays: ReadonlySet<string>, now: Date, count = 6): DeliveryDate[] {
  const today = storeDayOf(now);
  const dates: DeliveryDate[] = [];
  for (let offset = rule.leadDays; dates.length < count && offset <= HORIZON_DAYS; offset++) {
    const date = addDays(today, offset);
    const cutoffAt = openCutoff(rule, holidays, now, today, date);
    if (cutoffAt) dates.push({ date, cutoffAt });
  }
  return dates;
}
