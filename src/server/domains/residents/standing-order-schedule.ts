// When a standing order runs (issue #10 part 7): on its weekday, from 06:00 in the store's time zone,
// every `weeks` weeks. Pure date arithmetic on 'YYYY-MM-DD' days, so it is tested without a clock.
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';

/** A standing order's day starts its run at 06:00 store time: before the working day, after midnight's stock-takes. */
export const RUN_FROM_MINUTES = 6 * 60;

export type StoreDay = { day: string; minutes: number; weekday: number };

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The store's calendar day, minutes past its midnight, and ISO weekday (1 = Monday) at `now`. */
export function storeDayAt(now: Date): StoreDay {
  const found = Object.fromEntries(parts.formatToParts(now).map((part) => [part.type, part.value]));
  const day = `${found.year}-${found.month}-${found.day}`;
  return { day, minutes: Number(found.hour) * 60 + Number(found.minute), weekday: isoWeekday(day) };
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/** The first run of a standing order set at `now`: today when it is the weekday and before 06:00, else that weekday next. */
export function firstRunOn(now: Date, weekday: number): string {
  const today = storeDayAt(now);
  if (today.weekday === weekday && today.minutes < RUN_FROM_MINUTES) return today.day;
  const ahead = (weekday - today.weekday + 7) % 7 || 7;
  return addDays(today.day, ahead);
}

/** Whether the run of `runOn` is due at `now` (a missed day, say after an outage, is due at once). */
export function isDue(runOn: string, now: Date): boolean {
  const today = storeDayAt(now);
  return runOn < today.day || (runOn === today.day && today.minutes >= RUN_FROM_MINUTES);
}

/** The run after `runOn`: a period later, skipping periods wholly missed (one catch-up run, not one per period). */
export function nextRunAfter(runOn: string, weeks: number, now: Date): string {
  const today = storeDayAt(now).day;
  let next = addDays(runOn, weeks * 7);
  while (next <= today) next = addDays(next, weeks * 7);
  return next;
}
