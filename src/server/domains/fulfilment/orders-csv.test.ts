import { describe, expect, it } from 'vitest';
import { csvDays } from './orders-csv.ts';

// 20:00 UTC on 1 December is 09:00 on the 2nd in Auckland.
const NOW = new Date('2026-12-01T20:00:00Z');

describe('the days an orders CSV covers (issue #26 item 10)', () => {
  it('is the last 30 New Zealand days, today included, when none are given', () => {
    expect(csvDays({}, NOW)).toEqual({ dateFrom: '2026-11-03', dateTo: '2026-12-02' });
  });

  it('keeps the days given, and counts 30 back from a To given alone', () => {
    expect(csvDays({ date_from: '2026-01-01', date_to: '2026-01-31' }, NOW)).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-01-31' });
    expect(csvDays({ date_to: '2026-03-01' }, NOW)).toEqual({ dateFrom: '2026-01-31', dateTo: '2026-03-01' });
  });

  it('runs a From given alone to today, or to itself when it is later', () => {
    expect(csvDays({ date_from: '2026-11-20' }, NOW)).toEqual({ dateFrom: '2026-11-20', dateTo: '2026-12-02' });
    expect(csvDays({ date_from: '2027-01-05' }, NOW)).toEqual({ dateFrom: '2027-01-05', dateTo: '2027-01-05' });
  });
});
