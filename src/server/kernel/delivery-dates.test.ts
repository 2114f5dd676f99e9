import { describe, expect, it } from 'vitest';
import { isDeliveryDateOpen, nextDeliveryDates, type DeliveryRule } from './delivery-dates.ts';
import { NZ_PUBLIC_HOLIDAYS } from './nz-holidays.ts';
import { isoWeekday } from './store-time.ts';

// The zone: Tuesdays and Fridays, order by 2 pm the day before, at least a day ahead.
const WELLINGTON: DeliveryRule = { weekdays: [2, 5], cutoffTime: '14:00', cutoffDaysBefore: 1, leadDays: 1 };
const HOLIDAYS = new Set(NZ_PUBLIC_HOLIDAYS.map((holiday) => holiday.date));
const dates = (now: string, rule = WELLINGTON, count = 6) => nextDeliveryDates(rule, HOLIDAYS, new Date(now), count).map((open) => open.date);

describe('delivery days open to an order', () => {
  it('offers Friday 4 December with its cut-off at 2 pm Thursday, New Zealand summer time', () => {
    const [first] = nextDeliveryDates(WELLINGTON, HOLIDAYS, new Date('2026-12-02T20:00:00Z'));
    expect(first).toEqual({ date: '2026-12-04', cutoffAt: new Date('2026-12-03T01:00:00Z') });
  });

  it('closes a day at its cut-off second, and not a second before', () => {
    expect(dates('2026-12-03T00:59:59Z', WELLINGTON, 1)).toEqual(['2026-12-04']);
    expect(dates('2026-12-03T01:00:00Z', WELLINGTON, 1)).toEqual(['2026-12-08']);
    expect(isDeliveryDateOpen(WELLINGTON, HOLIDAYS, new Date('2026-12-03T01:00:00Z'), '2026-12-04')).toBe(false);
  });

  it('skips public holidays: Christmas Friday, then the New Year', () => {
    expect(dates('2026-12-20T00:00:00Z')).toEqual(['2026-12-22', '2026-12-29', '2027-01-05', '2027-01-08', '2027-01-12', '2027-01-15']);
  });

  it('keeps the cut-off at 2 pm local across the change to daylight saving (27 September 2026)', () => {
    const open = nextDeliveryDates(WELLINGTON, HOLIDAYS, new Date('2026-09-20T00:00:00Z'), 3);
    expect(open.map((day) => [day.date, day.cutoffAt.toISOString()])).toEqual([
      ['2026-09-22', '2026-09-21T02:00:00.000Z'],
      ['2026-09-25', '2026-09-24T02:00:00.000Z'],
      ['2026-09-29', '2026-09-28T01:00:00.000Z'],
    ]);
  });

  it('respects the lead time and a cut-off days before: Monday delivery, cut-off noon Friday, two days ahead', () => {
    const rule: DeliveryRule = { weekdays: [1], cutoffTime: '12:00', cutoffDaysBefore: 3, leadDays: 2 };
    // Friday 4 December 11:00 NZDT: Monday 7 December is open (cut-off noon today), and two days ahead.
    expect(dates('2026-12-03T22:00:00Z', rule, 2)).toEqual(['2026-12-07', '2026-12-14']);
    // At 12:00 it is gone.
    expect(dates('2026-12-03T23:00:00Z', rule, 1)).toEqual(['2026-12-14']);
  });

  it('offers none for a zone that never delivers', () => {
    expect(dates('2026-12-03T00:00:00Z', { ...WELLINGTON, weekdays: [] })).toEqual([]);
  });
});

describe("New Zealand's public holidays", () => {
  it('fall on weekdays, as observed, three years of eleven', () => {
    expect(NZ_PUBLIC_HOLIDAYS.filter((holiday) => isoWeekday(holiday.date) > 5)).toEqual([]);
    for (const year of ['2026', '2027', '2028']) expect(NZ_PUBLIC_HOLIDAYS.filter((holiday) => holiday.date.startsWith(year))).toHaveLength(11);
    expect(new Set(NZ_PUBLIC_HOLIDAYS.map((holiday) => holiday.date)).size).toBe(NZ_PUBLIC_HOLIDAYS.length);
  });
});
