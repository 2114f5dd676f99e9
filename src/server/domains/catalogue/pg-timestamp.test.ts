import { describe, expect, it } from 'vitest';
import { parseTimestamp } from './pg-timestamp.ts';

describe('parseTimestamp', () => {
  it('reads the server text form of a timestamptz', () => {
    expect(parseTimestamp('2025-01-10 08:30:00+00').toISOString()).toBe('2025-01-10T08:30:00.000Z');
    expect(parseTimestamp('2025-01-10 08:30:00.123456+00').toISOString()).toBe('2025-01-10T08:30:00.123Z');
    expect(parseTimestamp('2025-01-10 08:30:00.5+00').toISOString()).toBe('2025-01-10T08:30:00.500Z');
    expect(parseTimestamp('2025-01-10 20:00:00+05:30').toISOString()).toBe('2025-01-10T14:30:00.000Z');
    expect(parseTimestamp('2025-01-10 02:00:00-03').toISOString()).toBe('2025-01-10T05:00:00.000Z');
  });

  it('passes a Date through and refuses nonsense', () => {
    const date = new Date('2024-02-29T12:00:00Z');
    expect(parseTimestamp(date)).toBe(date);
    expect(() => parseTimestamp('yesterday')).toThrow(/unreadable timestamp/);
  });
});
