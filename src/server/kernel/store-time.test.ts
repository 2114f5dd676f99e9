import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, storeInstantOf } from './store-time.ts';

describe('New Zealand wall-clock time', () => {
  it('reads 14:00 as 01:00 UTC in summer and 02:00 UTC in winter', () => {
    expect(storeInstantOf('2026-12-03', '14:00').toISOString()).toBe('2026-12-03T01:00:00.000Z');
    expect(storeInstantOf('2026-07-01', '14:00').toISOString()).toBe('2026-07-01T02:00:00.000Z');
  });

  it('crosses the daylight-saving days: 27 September 2026 starts it, 5 April 2026 ends it', () => {
    // The day before and after the change in spring.
    expect(storeInstantOf('2026-09-26', '14:00').toISOString()).toBe('2026-09-26T02:00:00.000Z');
    expect(storeInstantOf('2026-09-27', '14:00').toISOString()).toBe('2026-09-27T01:00:00.000Z');
    // 02:30 does not happen on 27 September: read as 03:30 NZDT.
    expect(storeInstantOf('2026-09-27', '02:30').toISOString()).toBe('2026-09-26T14:30:00.000Z');
    // 02:30 happens twice on 5 April: the first, still NZDT.
    expect(storeInstantOf('2026-04-05', '02:30').toISOString()).toBe('2026-04-04T13:30:00.000Z');
    expect(storeInstantOf('2026-04-05', '14:00').toISOString()).toBe('2026-04-05T02:00:00.000Z');
    expect(storeInstantOf('2026-04-04', '14:00').toISOString()).toBe('2026-04-04T01:00:00.000Z');
  });

  it('counts days by the calendar and names ISO weekdays', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(isoWeekday('2026-12-04')).toBe(5);
    expect(isoWeekday('2026-12-06')).toBe(7);
    expect(isoWeekday('2026-12-07')).toBe(1);
  });
});
