// How the dashboard says its figures (issue #30 Part 1): a period against the same stretch of the one
// before ('Up 12% on last week by this time: $1,234.56 from 9 orders.'), counts with their nouns, and days.
import { formatCents } from '../../../shared/money.ts';

type Tally = { orders: number; sales: number };

export const countOf = (count: number, noun: string) => `${count.toLocaleString('en-NZ')} ${noun}${count === 1 ? '' : 's'}`;

/** The change from `previous` to `current` in words, with the figures it is measured against. */
export function comparisonWords(current: Tally, previous: Tally, before: string): string {
  if (previous.sales === 0) return current.sales === 0 ? `No sales ${before} either.` : `No sales ${before}.`;
  const against = `${formatCents(previous.sales)} from ${countOf(previous.orders, 'order')}`;
  if (current.sales === previous.sales) return `Level with ${before}: ${against}.`;
  const percent = Math.round((Math.abs(current.sales - previous.sales) / previous.sales) * 100);
  const change = percent === 0 ? 'less than 1%' : `${percent.toLocaleString('en-NZ')}%`;
  return `${current.sales > previous.sales ? 'Up' : 'Down'} ${change} on ${before}: ${against}.`;
}

const dayFormat = new Intl.DateTimeFormat('en-NZ', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A New Zealand day ('2026-12-16') as 'Wed 16 Dec' (a calendar day: no time zone moves it). */
export const dayWords = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`)).replace(',', '');

/** '16 Dec', for the chart's axis. */
export const shortDayWords = (date: string) => shortDayFormat.format(new Date(`${date}T00:00:00Z`));

/** Monday 1 … Sunday 7 of a day. */
export const isoWeekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
