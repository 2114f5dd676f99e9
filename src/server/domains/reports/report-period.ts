// A report's period (issue #30 Part 5): New Zealand days, both ends included, whatever the server's zone,
// as the dashboard's periods (dashboard-periods.ts): a day runs from its 00:00 in Auckland to the next
// day's, so 23:30 on the 31st is the 31st's even when UTC says the 1st. And the words of a day, a week
// (ISO, from Monday) and a month the report's rows are named with.
import { addDays, storeInstantOf } from '../../kernel/store-time.ts';
import { storeDayOf } from '../../kernel/store-day.ts';
import type { TimeRange } from './reports-sql.ts';

export type ReportPeriod = {
  /** The first and last New Zealand days, both included ('2026-05-01', '2026-05-31'). */
  dateFrom: string;
  dateTo: string;
  /** From the first day's 00:00 (included) to the day after the last's 00:00 (left out). */
  from: Date;
  until: Date;
};

/**
 * The period a report's query asks for, at `now`: the days given; no date_to is today (or date_from, when
 * that is later), no date_from the 1st of date_to's month, so neither is this month so far.
 */
export function reportPeriodOf(query: { date_from?: string | undefined; date_to?: string | undefined }, now: Date): ReportPeriod {
  const today = storeDayOf(now);
  const dateTo = query.date_to ?? (query.date_from && query.date_from > today ? query.date_from : today);
  const dateFrom = query.date_from ?? `${dateTo.slice(0, 8)}01`;
  return { dateFrom, dateTo, from: storeInstantOf(dateFrom, '00:00'), until: storeInstantOf(addDays(dateTo, 1), '00:00') };
}

const dayWords = new Intl.DateTimeFormat('en-NZ', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const monthWords = new Intl.DateTimeFormat('en-NZ', { timeZone: 'UTC', month: 'long', year: 'numeric' });

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'Fri 1 May 2026' for '2026-05-01'. */
export function dayLabel(day: string): string {
  return dayWords.format(utcDate(day)).replace(/,/g, '');
}

/** 'Week from Mon 27 Apr 2026' for its Monday '2026-04-27'. */
export function weekLabel(monday: string): string {
  return `Week from ${dayLabel(monday)}`;
}

/** 'May 2026' for '2026-05'. */
export function monthLabel(month: string): string {
  return monthWords.format(utcDate(`${month}-01`));
}

/**
 * The stretches of the period the reports read live, for the days not in `rolledDays` (today, days since
 * the last roll, days a change un-rolled), each run of days as one stretch of time; and how many of those
 * days are before `today`, which a roll would summarise.
 */
export function liveRangesOf(period: ReportPeriod, rolledDays: ReadonlySet<string>, today: string): { ranges: TimeRange[]; pastDays: number } {
  const ranges: TimeRange[] = [];
  let pastDays = 0;
  let runStart: string | null = null;
  for (let day = period.dateFrom; day <= period.dateTo; day = addDays(day, 1)) {
    const isLive = !rolledDays.has(day);
    if (isLive && day < today) pastDays += 1;
    if (isLive && runStart === null) runStart = day;
    if (!isLive && runStart !== null) {
      ranges.push({ from: storeInstantOf(runStart, '00:00'), until: storeInstantOf(day, '00:00') });
      runStart = null;
    }
  }
  if (runStart !== null) ranges.push({ from: storeInstantOf(runStart, '00:00'), until: period.until });
  return { ranges, pastDays };
}
