import { describe, expect, it } from 'vitest';
import { cutoffWords, deliveryChoiceWords, deliveryDayWords } from './delivery-words.ts';

describe('delivery words', () => {
  it('names the day as the issue writes it', () => {
    expect(deliveryDayWords('2026-12-04')).toBe('Friday 4 December');
    expect(deliveryDayWords('2027-01-11')).toBe('Monday 11 January');
  });

  it('reads the cut-off in New Zealand time, daylight saving or not', () => {
    // 2 pm on Thursday 3 December 2026 is 01:00 UTC (NZDT, +13).
    expect(cutoffWords('2026-12-03T01:00:00.000Z')).toBe('order by 2 pm Thursday');
    // 2:30 pm on Wednesday 3 June 2026 is 02:30 UTC (NZST, +12).
    expect(cutoffWords(new Date('2026-06-03T02:30:00.000Z'))).toBe('order by 2:30 pm Wednesday');
    expect(deliveryChoiceWords({ date: '2026-12-04', cutoff_at: '2026-12-03T01:00:00.000Z' })).toBe('Friday 4 December (order by 2 pm Thursday)');
  });
});
