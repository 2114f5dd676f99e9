import { describe, expect, it } from 'vitest';
import { formatCents } from './money.ts';

describe('formatCents', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(100_000_000)).toBe('$1,000,000.00');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatCents(-250)).toBe('-$2.50');
  });
});
