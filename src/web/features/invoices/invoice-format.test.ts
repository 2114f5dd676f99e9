import { describe, expect, it } from 'vitest';
import { balanceText, dueText, emptyListText, invoiceStatusText, issuedText, listTitle, NO_INVOICES_TEXT } from './invoice-format.ts';

describe('how invoices read', () => {
  it('says what the account owes and how much of it is overdue', () => {
    expect(balanceText({ balance: 123456, overdue: 20000 })).toEqual({ owed: 'You owe $1,234.56', overdue: 'of which $200.00 is overdue' });
    expect(balanceText({ balance: 2300, overdue: 0 })).toEqual({ owed: 'You owe $23.00', overdue: null });
    expect(balanceText({ balance: 0, overdue: 0 })).toEqual({ owed: 'Nothing is owed', overdue: null });
  });

  it('reads a due day as the PDF does, and an invoice paid by card as such', () => {
    expect(dueText('2027-01-20')).toBe('20 Jan 2027');
    expect(dueText('2026-09-05')).toBe('5 Sep 2026');
    expect(dueText(null)).toBe('Paid by card');
    expect(dueText('soon')).toBe('soon');
  });

  it('reads the day issued as a New Zealand day', () => {
    // 11:30 UTC on 30 Nov is already 1 Dec in Auckland (NZDT, UTC+13).
    expect(issuedText('2026-11-30T11:30:00.000Z')).toBe('1 Dec 2026');
    expect(issuedText('2026-06-15T00:00:00.000Z')).toBe('15 Jun 2026');
    expect(issuedText('not a date')).toBe('not a date');
  });

  it('says each status in words', () => {
    expect((['unpaid', 'overdue', 'paid'] as const).map((status) => invoiceStatusText(status))).toEqual(['Unpaid', 'Overdue', 'Paid']);
  });

  it('names the list by its filter', () => {
    expect(listTitle('')).toBe('All invoices');
    expect(listTitle('overdue')).toBe('Overdue invoices');
  });

  it('says what issues an invoice when there is none, and what the filter found otherwise', () => {
    expect(emptyListText({ status: '', page: 1 })).toBe(NO_INVOICES_TEXT);
    expect(NO_INVOICES_TEXT).toBe('No invoices yet. An invoice is issued when an order on account is dispatched, or when a card payment goes through.');
    expect(emptyListText({ status: 'overdue', page: 1 })).toBe('No overdue invoices.');
    expect(emptyListText({ status: '', page: 4 })).toBe('There are no invoices on this page.');
  });
});
