/**
 * A timestamptz as Drizzle's raw queries hand it over: the server's text ('2025-01-10 08:30:00.123456+00'),
 * not a Date (Drizzle replaces the pool's type parsers for timestamps and bigints; counts are cast to int).
 */
export function parseTimestamp(value: Date | string): Date {
  if (value instanceof Date) return value;
  const iso = value.replace(' ', 'T').replace(/(\.\d{3})\d+/, '$1').replace(/([+-]\d{2})$/, '$1:00');
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`unreadable timestamp from the database: ${value}`);
  return date;
}
