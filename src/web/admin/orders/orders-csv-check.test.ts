import { describe, expect, it } from 'vitest';
import { csvDayErrors } from './orders-csv-check.ts';

const day = (value: string, isIncomplete = false) => ({ value, isIncomplete });

describe('the CSV export’s days (issue #26 item 10)', () => {
  it('lets both days be left out, or either, or both given in order', () => {
    expect(csvDayErrors({ date_from: day(''), date_to: day('') })).toEqual({});
    expect(csvDayErrors({ date_from: day('2026-11-01'), date_to: day('') })).toEqual({});
    expect(csvDayErrors({ date_from: day('2026-11-01'), date_to: day('2026-11-01') })).toEqual({});
  });

  it('names a date typed in part, which the browser would send as none', () => {
    expect(csvDayErrors({ date_from: day('', true), date_to: day('') })).toEqual({ date_from: expect.stringMatching(/^The 'From' date is not a whole date/) });
    expect(csvDayErrors({ date_from: day('2026-11-01'), date_to: day('', true) })).toEqual({ date_to: expect.stringMatching(/^The 'To' date is not a whole date/) });
  });

  it('refuses a To before the From, in the server’s words', () => {
    expect(csvDayErrors({ date_from: day('2026-11-02'), date_to: day('2026-11-01') })).toEqual({ date_to: 'The date to must be on or after the date from.' });
  });
});
