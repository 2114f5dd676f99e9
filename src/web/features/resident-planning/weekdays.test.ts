import { describe, expect, it } from 'vitest';
import { formatDay, periodLabel, weekdayName } from './weekdays.ts';

describe('standing order days', () => {
  it('names ISO weekdays and calendar days without a time zone shift', () => {
    expect(weekdayName(1)).toBe('Monday');
    expect(weekdayName(7)).toBe('Sunday');
    expect(weekdayName(8)).toBe('');
    expect(formatDay('2026-11-30')).toBe('Monday, 30 November 2026');
    expect(formatDay('not a day')).toBe('not a day');
    expect(periodLabel(1)).toBe('Every week');
    expect(periodLabel(3)).toBe('Every 3 weeks');
  });
});
