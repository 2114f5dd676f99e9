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

  it('reads the form timestamps take inside JSON (json_agg), and the day across an offset', () => {
    expect(parseTimestamp('2025-01-10T08:30:00.123456+00:00').toISOString()).toBe('2025-01-10T08:30:00.123Z');
    expect(parseTimestamp('2025-12-31T23:30:00.999999-01:00').toISOString()).toBe('2026-01-01T00:30:00.999Z');
    expect(parseTimestamp('2024-02-29T00:15:00+05:45').toISOString()).toBe('2024-02-28T18:30:00.000Z');
  });

  it('agrees with the Date parser on random instants in both forms', () => {
    for (let index = 0; index < 500; index++) {
      const instant = new Date(Date.UTC(1990, 0, 1) + Math.floor(Math.random() * 60 * 365 * 86_400_000));
      const iso = instant.toISOString();
      expect(parseTimestamp(`${iso.slice(0, 10)} ${iso.slice(11, 23)}456+00`).toISOString()).toBe(iso);
      expect(parseTimestamp(`${iso.slice(0, 23)}456+00:00`).toISOString()).toBe(iso);
    }
  });

  it('passes a Date through and refuses nonsense', () => {
    const date = new Date('2024-02-29T12:00:00Z');
    expect(parseTimestamp(date)).toBe(date);
    expect(() => parseTimestamp('yesterday')).toThrow(/unreadable timestamp/);
    expect(() => parseTimestamp('2025-01-10')).toThrow(/unreadable timestamp/);
  });
});
