// New Zealand wall-clock time and instants (issue #29 Part 2: delivery cut-offs), whatever the server's
// time zone, daylight saving included: 14:00 on a day is 01:00 UTC in summer (NZDT, +13) and 02:00 UTC in
// winter (NZST, +12).
import { STORE_TIME_ZONE } from '../../shared/store-time-zone.ts';

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const DAY_MS = 24 * 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;
/**
 * Offsets by UTC hour: New Zealand's changes fall on a whole UTC hour, so one hour has one offset. Checkout
 * asks for delivery days many times a second, and formatToParts is the slow part (bench/delivery.ts).
 */
const offsetByHour = new Map<number, number>();
const OFFSET_MEMO_MAX = 50_000;

/** Minutes New Zealand is ahead of UTC at `moment` (780 in summer, 720 in winter). */
function offsetMinutesAt(moment: number): number {
  const hour = Math.floor(moment / HOUR_MS);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  const offset = computeOffsetMinutes(hour * HOUR_MS);
  if (offsetByHour.size >= OFFSET_MEMO_MAX) offsetByHour.clear();
  offsetByHour.set(hour, offset);
  return offset;
}

function computeOffsetMinutes(moment: number): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(moment)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(moment / 1000) * 1000) / 60_000);
}

/**
 * The instant a New Zealand day ('2026-12-03') reads `time` ('14:00'). A time that daylight saving skips
 * (02:00–02:59 on its last Sunday of September) is read as the hour after; one it repeats (02:00–02:59 on
 * the first Sunday of April) as its first occurrence.
 */
export function storeInstantOf(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // The offsets a day either side: the same, or the two around a daylight-saving change.
  const guesses = [...new Set([offsetMinutesAt(wall - DAY_MS), offsetMinutesAt(wall + DAY_MS)])].map((offset) => wall - offset * 60_000);
  const fitting = guesses.filter((instant) => instant + offsetMinutesAt(instant) * 60_000 === wall);
  // Repeated: the first (daylight time). Skipped: the hour after, which the earlier offset gives.
  return new Date(fitting.length > 0 ? Math.min(...fitting) : Math.max(...guesses));
}

/** The day `days` after a day ('2026-12-31', 1 → '2027-01-01'), by the calendar. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a day: Monday 1 … Sunday 7. */
export function isoWeekday(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay() || 7;
}
