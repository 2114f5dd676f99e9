// How a return reads to its buyer (issue #30 Part 2).
import type { ReturnStatus } from '../../../shared/return-words.ts';

export const RETURN_STATUS_TEXT: Record<ReturnStatus, string> = {
  requested: 'Asked: waiting for our reply',
  approved: 'Approved: send the goods back',
  declined: 'Declined',
  received: 'Goods received: being credited',
  credited: 'Credited',
};

const DAY = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Pacific/Auckland' });

/** '4 Dec 2026' in New Zealand. */
export const returnDay = (iso: string): string => DAY.format(new Date(iso));
