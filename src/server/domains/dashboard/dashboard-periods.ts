// The dashboard's stretches of time (issue #30 Part 1), all in New Zealand's calendar and clock whatever
// the server's zone: today, this week (ISO: from Monday) and this month, each so far, against the same
// stretch of the period before: yesterday up to this time of day, last week up to this weekday and time,
// last month up to this day and time (its last day when it is shorter). A desk at 10 am compares the
// morning with yesterday's morning, not with a whole day. Also the sales chart's 30 days, today last.
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';
import { addDays, isoWeekday, storeInstantOf } from '../../kernel/store-time.ts';
import { storeDayOf } from '../../kernel/store-day.ts';

export type Span = { from: Date; to: Date };
export type ComparedSpan = { current: Span; previous: Span };

export type DashboardPeriods = {
  today: ComparedSpan;
  week: ComparedSpan;
  month: ComparedSpan;
  /** The New Zealand day this month began ('2026-12-01'). */
  monthStartDay: string;
  /** The chart's days, oldest first, today last. */
  chartDays: string[];
  /** From the start of the chart's first day to now. */
  chart: Span;
};

const clockFormat = new Intl.DateTimeFormat('en-GB', { timeZone: STORE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** New Zealand's wall clock at `moment` to the minute ('09:41'). */
function storeClockOf(moment: Date): string {
  return clockFormat.format(moment);
}

/** Days in the month of a day ('2027-02-14' → 28). */
function daysInMonth(day: string): number {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first day of the month before ('2027-03-31' → '2027-02-01'). */
function previousMonthStart(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
}

/**
 * The dashboard's spans at `now`. Each current span runs from its start (00:00 New Zealand time) to now;
 * its previous one from the period before's start to the same wall-clock moment in it. New Zealand's
 * offsets are whole hours, so the seconds past the minute carry over as they are.
 */
export function dashboardPeriods(now: Date, chartDays: number): DashboardPeriods {
  const today = storeDayOf(now);
  const clock = storeClockOf(now);
  const pastTheMinuteMs = ((now.getTime() % 60_000) + 60_000) % 60_000;
  const startOf = (day: string) => storeInstantOf(day, '00:00');
  const sameMomentOn = (day: string) => new Date(storeInstantOf(day, clock).getTime() + pastTheMinuteMs);

  const yesterday = addDays(today, -1);
  const weekStart = addDays(today, 1 - isoWeekday(today));
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthStart = previousMonthStart(today);
  const lastMonthDay = `${lastMonthStart.slice(0, 8)}${String(Math.min(Number(today.slice(8)), daysInMonth(lastMonthStart))).padStart(2, '0')}`;
  const days = Array.from({ length: chartDays }, (_, index) => addDays(today, index - chartDays + 1));

  return {
    today: { current: { from: startOf(today), to: now }, previous: { from: startOf(yesterday), to: sameMomentOn(yesterday) } },
    week: { current: { from: startOf(weekStart), to: now }, previous: { from: startOf(addDays(weekStart, -7)), to: sameMomentOn(addDays(today, -7)) } },
    month: { current: { from: startOf(monthStart), to: now }, previous: { from: startOf(lastMonthStart), to: sameMomentOn(lastMonthDay) } },
    monthStartDay: monthStart,
    chartDays: days,
    chart: { from: startOf(days[0] ?? today), to: now },
  };
}
