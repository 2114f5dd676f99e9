import { describe, expect, it } from 'vitest';
import { recentStatementMonths, storeToday } from './statement-months.ts';

describe('recentStatementMonths', () => {
  it('offers this month so far and the eleven before it, across the new year, each with its PDF', () => {
    const months = recentStatementMonths('2027-01-05');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2027-01', label: 'January 2027 (so far)', pdfPath: '/api/statements/2027-01.pdf' });
    expect(months[1]).toEqual({ month: '2026-12', label: 'December 2026', pdfPath: '/api/statements/2026-12.pdf' });
    expect(months[11]?.month).toBe('2026-02');
  });

  it("takes today as New Zealand's day", () => {
    // 11:30 UTC on 30 November is 00:30 on 1 December in Auckland (NZDT).
    expect(storeToday(new Date('2026-11-30T11:30:00Z'))).toBe('2026-12-01');
  });
});
