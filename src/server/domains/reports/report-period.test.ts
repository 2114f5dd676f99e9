import { describe, expect, it } from 'vitest';
import { daysInPeriod } from '../../../shared/schemas/reports.ts';
import { dayLabel, monthLabel, reportPeriodOf, weekLabel } from './report-period.ts';
import { dollars } from './reports-csv.ts';
import { totalsOf } from './reports.service.ts';

describe('reportPeriodOf', () => {
  // Wednesday 16 July 2025 10:15 in Auckland (NZST, +12), still the 15th in UTC.
  const now = new Date('2025-07-15T22:15:00Z');

  it('runs from the first day 00:00 to the day after the last, New Zealand time', () => {
    expect(reportPeriodOf({ date_from: '2025-07-01', date_to: '2025-07-31' }, now)).toEqual({
      dateFrom: '2025-07-01',
      dateTo: '2025-07-31',
      from: new Date('2025-06-30T12:00:00Z'),
      until: new Date('2025-07-31T12:00:00Z'),
    });
  });

  it('follows daylight saving: a summer day starts at 11:00 UTC the day before, and the day it ends is 25 hours long', () => {
    const summer = reportPeriodOf({ date_from: '2025-01-01', date_to: '2025-04-06' }, now);
    expect(summer.from).toEqual(new Date('2024-12-31T11:00:00Z'));
    // NZDT ends at 03:00 on Sunday 6 April 2025: the 7th starts at 12:00 UTC.
    expect(summer.until).toEqual(new Date('2025-04-06T12:00:00Z'));
  });

  it('is this month so far when no days are given, by the New Zealand calendar', () => {
    expect(reportPeriodOf({}, now)).toMatchObject({ dateFrom: '2025-07-01', dateTo: '2025-07-16' });
    // 23:30 on 31 July in Auckland is 11:30 UTC that day; at 12:30 UTC it is already August there.
    expect(reportPeriodOf({}, new Date('2025-07-31T12:30:00Z'))).toMatchObject({ dateFrom: '2025-08-01', dateTo: '2025-08-01' });
  });

  it('takes a missing end as today, or the start when that is later, and a missing start as the 1st of the end month', () => {
    expect(reportPeriodOf({ date_from: '2025-07-10' }, now)).toMatchObject({ dateFrom: '2025-07-10', dateTo: '2025-07-16' });
    expect(reportPeriodOf({ date_from: '2025-09-10' }, now)).toMatchObject({ dateFrom: '2025-09-10', dateTo: '2025-09-10' });
    expect(reportPeriodOf({ date_to: '2025-02-14' }, now)).toMatchObject({ dateFrom: '2025-02-01', dateTo: '2025-02-14' });
  });
});

describe('the words and figures of a report', () => {
  it('names a day, an ISO week by its Monday and a month', () => {
    expect(dayLabel('2025-07-01')).toBe('Tue 1 Jul 2025');
    expect(weekLabel('2025-06-30')).toBe('Week from Mon 30 Jun 2025');
    expect(monthLabel('2025-07')).toBe('July 2025');
  });

  it('counts days both ends included, a leap year 366', () => {
    expect(daysInPeriod('2025-07-01', '2025-07-31')).toBe(31);
    expect(daysInPeriod('2024-01-01', '2024-12-31')).toBe(366);
    expect(daysInPeriod('2025-03-30', '2025-03-30')).toBe(1);
  });

  it('writes cents as decimal dollars, credits negative', () => {
    expect(dollars(123456)).toBe('1234.56');
    expect(dollars(5)).toBe('0.05');
    expect(dollars(-2300)).toBe('-23.00');
    expect(dollars(0)).toBe('0.00');
  });

  it("adds up the rows, each order counted once whatever the rows say", () => {
    const row = { orders: 2, units: 3, goodsCents: 1000, freightCents: 100, gstCents: 165 };
    expect(totalsOf([row, { ...row, orders: 1 }], 2)).toEqual({ orders: 2, units: 6, goodsCents: 2000, freightCents: 200, gstCents: 330 });
    expect(totalsOf([], 0)).toEqual({ orders: 0, units: 0, goodsCents: 0, freightCents: 0, gstCents: 0 });
  });
});
