import { describe, expect, it } from 'vitest';
import { hasMonthBegun, monthBefore, statementMonthOf } from './statement.ts';

describe('statement months', () => {
  it("runs a past month to its last day, February's in a leap year too, and this month to today", () => {
    expect(statementMonthOf('2026-11', '2026-12-02')).toEqual({ month: '2026-11', firstDay: '2026-11-01', lastDay: '2026-11-30' });
    expect(statementMonthOf('2028-02', '2028-03-01').lastDay).toBe('2028-02-29');
    expect(statementMonthOf('2027-02', '2027-03-01').lastDay).toBe('2027-02-28');
    expect(statementMonthOf('2026-12', '2026-12-02').lastDay).toBe('2026-12-02');
  });

  it('has begun on its first day, not before', () => {
    expect(hasMonthBegun('2026-12', '2026-12-01')).toBe(true);
    expect(hasMonthBegun('2027-01', '2026-12-31')).toBe(false);
  });

  it('gives the month before, across a year', () => {
    expect(monthBefore('2027-01-01')).toBe('2026-12');
    expect(monthBefore('2026-12-01')).toBe('2026-11');
  });
});
