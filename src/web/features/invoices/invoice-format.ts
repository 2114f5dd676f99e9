// How invoices read on My Account → Invoices (issue #28), in words a care-home manager reads.
import { formatCents } from '../../../shared/money.ts';
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';
import type { InvoiceFilter, InvoiceListFilters, InvoiceStatus } from './invoice-params.ts';

/** Said when the account has no invoice at all: what makes one (issue #28). */
export const NO_INVOICES_TEXT = 'No invoices yet. An invoice is issued when an order on account is dispatched, or when a card payment goes through.';

const STATUS_TEXT: Record<InvoiceStatus, string> = { unpaid: 'Unpaid', overdue: 'Overdue', paid: 'Paid' };

export function invoiceStatusText(status: InvoiceStatus): string {
  return STATUS_TEXT[status];
}

/** What the account owes on all its invoices: 'You owe $1,234.56' and 'of which $200.00 is overdue', or 'Nothing is owed'. */
export function balanceText(meta: { balance: number; overdue: number }): { owed: string; overdue: string | null } {
  if (meta.balance <= 0) return { owed: 'Nothing is owed', overdue: null };
  return { owed: `You owe ${formatCents(meta.balance)}`, overdue: meta.overdue > 0 ? `of which ${formatCents(meta.overdue)} is overdue` : null };
}

/** The list's heading and its table's name: 'All invoices', 'Unpaid invoices'. */
export function listTitle(status: InvoiceFilter): string {
  return status ? `${STATUS_TEXT[status]} invoices` : 'All invoices';
}

/** The list's empty state: what makes an invoice when there is none at all, otherwise what the filter found. */
export function emptyListText(filters: InvoiceListFilters): string {
  if (filters.page > 1) return 'There are no invoices on this page.';
  return filters.status ? `No ${STATUS_TEXT[filters.status].toLowerCase()} invoices.` : NO_INVOICES_TEXT;
}

// Months spelt as the invoice PDF spells them ('Due 20 Jan 2027'), the same on the server and in any
// browser (Intl's short months differ between ICU versions: 'Sep' or 'Sept').
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' as '20 Jan 2027'; the text as it came when it is not such a day. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : day;
}

const storeDayParts = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** A moment's New Zealand day, 'YYYY-MM-DD' (the day the invoice was issued on); '' when it is not a date. */
export function storeDayOf(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  const parts = Object.fromEntries(storeDayParts.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day an invoice was issued, '21 Nov 2026' (a New Zealand day). */
export function issuedText(iso: string): string {
  const day = storeDayOf(iso);
  return day ? formatDay(day) : iso;
}

/** When it falls due: '20 Jan 2027', or 'Paid by card' for an invoice paid at the order (no due date). */
export function dueText(dueAt: string | null): string {
  return dueAt === null ? 'Paid by card' : formatDay(dueAt);
}
