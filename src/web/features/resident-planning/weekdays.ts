// ISO weekdays (1 = Monday) as the standing order stores them, and a day as a person reads it.

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export function weekdayName(weekday: number): string {
  return WEEKDAYS[weekday - 1] ?? '';
}

const dayFormat = new Intl.DateTimeFormat('en-NZ', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** '2026-11-30' → 'Monday, 30 November 2026' (a calendar day: no time zone shifts it). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

export function periodLabel(weeks: number): string {
  return weeks === 1 ? 'Every week' : `Every ${weeks} weeks`;
}
