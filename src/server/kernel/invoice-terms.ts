// Payment terms for invoices on account (issue #28): 'the 20th of the following month' (the default, as
// New Zealand trade accounts usually run) or 'net 30' (30 days after the invoice). A setting,
// INVOICE_TERMS; a card-paid invoice reads 'Paid by card' instead.

export type InvoiceTerms = { kind: 'day-of-next-month'; day: number } | { kind: 'net'; days: number };

export const DEFAULT_INVOICE_TERMS = '20th of the following month';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** INVOICE_TERMS read: '20th of the following month' (day 1–28), or 'net 30' (1–180 days); null when it is neither. */
export function parseInvoiceTerms(text: string): InvoiceTerms | null {
  const trimmed = text.trim().toLowerCase();
  const monthly = /^(\d{1,2})(st|nd|rd|th)? of the (following|next) month$/.exec(trimmed);
  if (monthly) {
    const day = Number(monthly[1]);
    return day >= 1 && day <= 28 ? { kind: 'day-of-next-month', day } : null;
  }
  const net = /^net (\d{1,3})( days)?$/.exec(trimmed);
  if (net) {
    const days = Number(net[1]);
    return days >= 1 && days <= 180 ? { kind: 'net', days } : null;
  }
  return null;
}

/** The day an invoice issued on `issuedOn` ('YYYY-MM-DD') falls due, 'YYYY-MM-DD'. */
export function dueOn(issuedOn: string, terms: InvoiceTerms): string {
  const [year, month, day] = issuedOn.split('-').map(Number) as [number, number, number];
  const due = terms.kind === 'net' ? new Date(Date.UTC(year, month - 1, day + terms.days)) : new Date(Date.UTC(year, month, terms.day));
  return due.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' as '20 Jan 2027'. */
export function dayWords(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1] ?? ''} ${year}`;
}
