// How a delivery day and its cut-off read (issue #29 Part 2): 'Friday 4 December' and 'order by 2 pm
// Thursday', in New Zealand time, the same in e-mails, on the packing slip and on the page.
import { STORE_TIME_ZONE } from './store-time-zone.ts';

const dayFormat = new Intl.DateTimeFormat('en-NZ', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const cutoffParts = new Intl.DateTimeFormat('en-NZ', { weekday: 'long', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: STORE_TIME_ZONE });

/** 'Friday 4 December' for '2026-12-04' (a calendar day: no time zone moves it). */
export function deliveryDayWords(date: string): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(new Date(`${date}T00:00:00Z`)).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}

/** 'order by 2 pm Thursday', '2:30 pm', '12 pm' for noon: the cut-off in New Zealand time. */
export function cutoffWords(cutoffAt: Date | string): string {
  const parts = Object.fromEntries(cutoffParts.formatToParts(new Date(cutoffAt)).map((part) => [part.type, part.value]));
  const minutes = parts.minute === '00' ? '' : `:${parts.minute}`;
  return `order by ${parts.hour}${minutes} ${String(parts.dayPeriod).toLowerCase()} ${parts.weekday}`;
}

/** 'Friday 4 December (order by 2 pm Thursday)'. */
export function deliveryChoiceWords(option: { date: string; cutoff_at: string }): string {
  return `${deliveryDayWords(option.date)} (${cutoffWords(option.cutoff_at)})`;
}
