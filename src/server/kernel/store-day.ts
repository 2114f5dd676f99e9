// The store's calendar day: New Zealand's, whatever the server's time zone.
import { STORE_TIME_ZONE } from '../../shared/store-time-zone.ts';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** A New Zealand day, 'YYYY-MM-DD'. */
export function storeDayOf(moment: Date): string {
  return dayFormat.format(moment);
}
