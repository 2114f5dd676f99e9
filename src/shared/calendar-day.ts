// A real calendar day written YYYY-MM-DD ('2025-02-30' is none, not rolled over to March); zod-free, so
// the browser's forms check a day as the server's schemas do.
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
