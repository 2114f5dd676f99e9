import { describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES, creditRefusalOf, type CreditState } from './credit-control.ts';

const state = (over: Partial<CreditState>): CreditState => ({ limitCents: null, isOnHold: false, balanceCents: 0, uninvoicedCents: 0, mostDaysOverdue: 0, ...over });

describe('creditRefusalOf', () => {
  it('allows any order with no limit and no hold', () => {
    expect(creditRefusalOf(state({ balanceCents: 9_999_999 }), 1_000_000)).toBeNull();
  });

  it('allows an order that brings the account exactly to its limit, and refuses one cent more', () => {
    const account = state({ limitCents: 10_000, balanceCents: 6_000, uninvoicedCents: 3_000 });
    expect(creditRefusalOf(account, 1_000)).toBeNull();
    expect(creditRefusalOf(account, 1_001)).toBe(CREDIT_MESSAGES.overLimit(account, 1_001));
    expect(CREDIT_MESSAGES.overLimit(account, 1_001)).toBe(
      'This order would take your account past its credit limit of $100.00: your account owes $90.00 including orders not yet invoiced, ' +
        'and this order is $10.01. Please pay by card, or pay your account first.',
    );
  });

  it('counts credit on the account (a balance below 0) towards the order, and says it owes nothing', () => {
    expect(creditRefusalOf(state({ limitCents: 0, balanceCents: -500 }), 500)).toBeNull();
    expect(creditRefusalOf(state({ limitCents: 0, balanceCents: -500 }), 501)).toContain('your account owes $0.00');
  });

  it('refuses on hold whatever the limit', () => {
    expect(creditRefusalOf(state({ isOnHold: true }), 1)).toBe(CREDIT_MESSAGES.onHold);
    expect(creditRefusalOf(state({ isOnHold: true, limitCents: 1_000_000 }), 1)).toBe(CREDIT_MESSAGES.onHold);
  });

  it('holds an account with an invoice overdue longer than the store allows, and only then', () => {
    const policy = { holdAfterDaysOverdue: 30 };
    expect(creditRefusalOf(state({ mostDaysOverdue: 30 }), 1, policy)).toBeNull();
    expect(creditRefusalOf(state({ mostDaysOverdue: 31 }), 1, policy)).toBe(CREDIT_MESSAGES.overdue(30));
    expect(CREDIT_MESSAGES.overdue(30)).toBe(
      'An invoice on your account is more than 30 days overdue, so the account cannot order on account until it is paid. Please pay by card, or pay your account first.',
    );
    expect(creditRefusalOf(state({ mostDaysOverdue: 400 }), 1)).toBeNull();
  });
});
