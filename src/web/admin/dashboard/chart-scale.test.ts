import { describe, expect, it } from 'vitest';
import { chartTop, compactCents } from './chart-scale.ts';

describe('chartTop', () => {
  it('rounds the busiest day up to 1, 2, 2.5 or 5 times a power of ten dollars', () => {
    expect(chartTop(123_456)).toBe(200_000);
    expect(chartTop(200_000)).toBe(200_000);
    expect(chartTop(210_000)).toBe(250_000);
    expect(chartTop(2_600_000)).toBe(5_000_000);
    expect(chartTop(6_100)).toBe(10_000);
    expect(chartTop(45)).toBe(50);
  });

  it('keeps a scale for a month without sales', () => {
    expect(chartTop(0)).toBe(10_000);
  });

  it('writes the gridlines short', () => {
    expect(compactCents(250_000)).toBe('$2.5K');
    expect(compactCents(50_000)).toBe('$500');
  });
});
