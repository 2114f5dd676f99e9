import { describe, expect, it } from 'vitest';
import { dashboardPeriods } from './dashboard-periods.ts';

const iso = (span: { from: Date; to: Date }) => ({ from: span.from.toISOString(), to: span.to.toISOString() });

describe('dashboardPeriods', () => {
  // Wednesday 16 December 2026, 10:15:30.250 in Auckland (NZDT, +13).
  const now = new Date('2026-12-15T21:15:30.250Z');
  const periods = dashboardPeriods(now, 30);

  it('compares today so far with yesterday up to the same time of day', () => {
    expect(iso(periods.today.current)).toEqual({ from: '2026-12-15T11:00:00.000Z', to: '2026-12-15T21:15:30.250Z' });
    expect(iso(periods.today.previous)).toEqual({ from: '2026-12-14T11:00:00.000Z', to: '2026-12-14T21:15:30.250Z' });
  });

  it('starts the week on Monday, New Zealand time, and compares it with last week up to the same weekday and time', () => {
    expect(iso(periods.week.current)).toEqual({ from: '2026-12-13T11:00:00.000Z', to: '2026-12-15T21:15:30.250Z' });
    expect(iso(periods.week.previous)).toEqual({ from: '2026-12-06T11:00:00.000Z', to: '2026-12-08T21:15:30.250Z' });
  });

  it('compares the month so far with last month up to the same day and time', () => {
    expect(iso(periods.month.current)).toEqual({ from: '2026-11-30T11:00:00.000Z', to: '2026-12-15T21:15:30.250Z' });
    expect(iso(periods.month.previous)).toEqual({ from: '2026-10-31T11:00:00.000Z', to: '2026-11-15T21:15:30.250Z' });
    expect(periods.monthStartDay).toBe('2026-12-01');
  });

  it("gives the chart's 30 New Zealand days, today last", () => {
    expect(periods.chartDays).toHaveLength(30);
    expect(periods.chartDays[0]).toBe('2026-11-17');
    expect(periods.chartDays.at(-1)).toBe('2026-12-16');
    expect(periods.chart.from.toISOString()).toBe('2026-11-16T11:00:00.000Z');
  });

  it('ends last month on its last day when this month has more days', () => {
    // 31 March 2027, 09:00 NZDT: February has 28 days.
    const march = dashboardPeriods(new Date('2027-03-30T20:00:00Z'), 30);
    expect(iso(march.month.previous)).toEqual({ from: '2027-01-31T11:00:00.000Z', to: '2027-02-27T20:00:00.000Z' });
  });

  it('counts from midnight in winter time too, and across the change to it', () => {
    // Monday 6 April 2026, 08:00 NZST (+12); daylight time (+13) ended on Sunday 5 April at 03:00.
    const autumn = dashboardPeriods(new Date('2026-04-05T20:00:00Z'), 30);
    expect(iso(autumn.today.current).from).toBe('2026-04-05T12:00:00.000Z');
    // Sunday began in daylight time: its midnight was 11:00 UTC; 08:00 that morning was in winter time.
    expect(iso(autumn.today.previous)).toEqual({ from: '2026-04-04T11:00:00.000Z', to: '2026-04-04T20:00:00.000Z' });
    expect(iso(autumn.week.current).from).toBe('2026-04-05T12:00:00.000Z');
    expect(iso(autumn.week.previous)).toEqual({ from: '2026-03-29T11:00:00.000Z', to: '2026-03-29T19:00:00.000Z' });
  });

  it('puts a moment late in the New Zealand evening on that New Zealand day', () => {
    // 23:30 on Tuesday 15 December in Auckland is still Tuesday there (10:30 UTC).
    const late = dashboardPeriods(new Date('2026-12-15T10:30:00Z'), 30);
    expect(late.chartDays.at(-1)).toBe('2026-12-15');
    expect(iso(late.today.current).from).toBe('2026-12-14T11:00:00.000Z');
  });
});
