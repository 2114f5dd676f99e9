import { describe, expect, it } from 'vitest';
import { addDays, firstRunOn, isDue, isoWeekday, nextRunAfter, storeDayAt } from './standing-order-schedule.ts';

// New Zealand: UTC+13 in summer (daylight time, late September to early April), UTC+12 in winter.
const at = (iso: string) => new Date(iso);

describe('standing order schedule (store time, Pacific/Auckland)', () => {
  it('reads the store’s day, time and weekday, across daylight time', () => {
    expect(storeDayAt(at('2026-11-22T17:30:00Z'))).toEqual({ day: '2026-11-23', minutes: 6 * 60 + 30, weekday: 1 }); // Monday 06:30 NZDT
    expect(storeDayAt(at('2026-06-30T12:00:00Z'))).toEqual({ day: '2026-07-01', minutes: 0, weekday: 3 }); // Wednesday 00:00 NZST
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });

  it('runs first on the chosen weekday: today only before 06:00', () => {
    const mondayEarly = at('2026-11-22T16:00:00Z'); // Monday 05:00
    const mondayLate = at('2026-11-22T20:00:00Z'); // Monday 09:00
    expect(firstRunOn(mondayEarly, 1)).toBe('2026-11-23');
    expect(firstRunOn(mondayLate, 1)).toBe('2026-11-30');
    expect(firstRunOn(mondayLate, 3)).toBe('2026-11-25');
    expect(firstRunOn(mondayLate, 7)).toBe('2026-11-29');
  });

  it('is due from 06:00 on its day, and at once for a day missed', () => {
    expect(isDue('2026-11-23', at('2026-11-22T16:59:00Z'))).toBe(false); // 05:59
    expect(isDue('2026-11-23', at('2026-11-22T17:00:00Z'))).toBe(true); // 06:00
    expect(isDue('2026-11-20', at('2026-11-22T12:00:00Z'))).toBe(true);
    expect(isDue('2026-11-24', at('2026-11-23T12:00:00Z'))).toBe(false); // Tuesday 01:00
    expect(isDue('2026-11-24', at('2026-11-23T18:00:00Z'))).toBe(true); // Tuesday 07:00
    expect(isDue('2026-11-25', at('2026-11-23T12:00:00Z'))).toBe(false);
  });

  it('moves on by the period, skipping whole periods missed', () => {
    const monday = at('2026-11-22T20:00:00Z'); // Monday 23 November, 09:00
    expect(nextRunAfter('2026-11-23', 2, monday)).toBe('2026-12-07');
    // Down for five weeks: one catch-up run today, then the next period after today.
    expect(nextRunAfter('2026-10-19', 1, monday)).toBe('2026-11-30');
    expect(nextRunAfter('2026-10-19', 4, monday)).toBe('2026-12-14');
  });
});
