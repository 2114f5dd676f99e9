import { describe, expect, it } from 'vitest';
import { dayWords, dueOn, parseInvoiceTerms } from './invoice-terms.ts';

describe('invoice payment terms', () => {
  it('reads the 20th of the following month and net days, and refuses the rest', () => {
    expect(parseInvoiceTerms('20th of the following month')).toEqual({ kind: 'day-of-next-month', day: 20 });
    expect(parseInvoiceTerms(' 1st of the next month ')).toEqual({ kind: 'day-of-next-month', day: 1 });
    expect(parseInvoiceTerms('Net 30')).toEqual({ kind: 'net', days: 30 });
    expect(parseInvoiceTerms('net 7 days')).toEqual({ kind: 'net', days: 7 });
    expect(parseInvoiceTerms('31st of the following month')).toBeNull();
    expect(parseInvoiceTerms('net 0')).toBeNull();
    expect(parseInvoiceTerms('whenever')).toBeNull();
  });

  it('falls due on the day of the next month, over a year end, or net days later', () => {
    expect(dueOn('2026-12-03', { kind: 'day-of-next-month', day: 20 })).toBe('2027-01-20');
    expect(dueOn('2027-01-31', { kind: 'day-of-next-month', day: 20 })).toBe('2027-02-20');
    expect(dueOn('2027-02-10', { kind: 'net', days: 30 })).toBe('2027-03-12');
    expect(dueOn('2028-02-28', { kind: 'net', days: 1 })).toBe('2028-02-29');
  });

  it('writes a day as a person reads it', () => {
    expect(dayWords('2027-01-20')).toBe('20 Jan 2027');
    expect(dayWords('2026-12-03')).toBe('3 Dec 2026');
  });
});
