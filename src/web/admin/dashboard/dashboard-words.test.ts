import { describe, expect, it } from 'vitest';
import { comparisonWords, countOf, dayWords } from './dashboard-words.ts';

describe('comparisonWords', () => {
  const before = 'yesterday by this time';

  it('says how much a period is up or down on the stretch before, with that stretch’s figures', () => {
    expect(comparisonWords({ orders: 3, sales: 112_000 }, { orders: 2, sales: 100_000 }, before)).toBe('Up 12% on yesterday by this time: $1,000.00 from 2 orders.');
    expect(comparisonWords({ orders: 1, sales: 50_000 }, { orders: 1, sales: 100_000 }, before)).toBe('Down 50% on yesterday by this time: $1,000.00 from 1 order.');
    expect(comparisonWords({ orders: 5, sales: 100_000 }, { orders: 4, sales: 100_000 }, before)).toBe('Level with yesterday by this time: $1,000.00 from 4 orders.');
  });

  it('never rounds a change away, and says when there was nothing to compare with', () => {
    expect(comparisonWords({ orders: 1, sales: 100_100 }, { orders: 1, sales: 100_000 }, before)).toBe('Up less than 1% on yesterday by this time: $1,000.00 from 1 order.');
    expect(comparisonWords({ orders: 2, sales: 5_000 }, { orders: 0, sales: 0 }, before)).toBe('No sales yesterday by this time.');
    expect(comparisonWords({ orders: 0, sales: 0 }, { orders: 0, sales: 0 }, before)).toBe('No sales yesterday by this time either.');
  });

  it('writes counts and days as the desk reads them', () => {
    expect(countOf(1, 'order')).toBe('1 order');
    expect(countOf(1200, 'order')).toBe('1,200 orders');
    expect(dayWords('2026-12-16')).toBe('Wed 16 Dec');
  });
});
