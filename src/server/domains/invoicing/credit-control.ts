// Credit control (issue #28 Part 3): an account on credit hold, one with an invoice overdue longer than the
// store allows (CREDIT_HOLD_AFTER_DAYS_OVERDUE), or one whose balance, orders on account not yet invoiced
// and this order would pass its credit limit, cannot order on account; it may pay by
// card. The rule is here; credit-control.service.ts reads the figures and decides under the account's lock.
import { formatCents } from '../../../shared/money.ts';

/** What an account owes the merchant for credit control, in cents. */
export type CreditState = {
  /** null: no limit. */
  limitCents: number | null;
  isOnHold: boolean;
  /** Invoices on account less their credit notes and every payment: below 0 when the account is in credit. */
  balanceCents: number;
  /** Orders on account placed and not cancelled that are not invoiced yet. */
  uninvoicedCents: number;
  /** Days past its due day of the account's longest-overdue invoice still owing (0: none overdue). */
  mostDaysOverdue: number;
};

/** The store's credit rule: after how many days overdue an invoice holds its account (null: never). */
export type CreditPolicy = { holdAfterDaysOverdue: number | null };

export const CREDIT_MESSAGES = {
  onHold: 'Your account is on credit hold, so it cannot order on account at the moment. Please pay by card, or contact us about your account.',
  overdue: (days: number) =>
    `An invoice on your account is more than ${days} days overdue, so the account cannot order on account until it is paid. Please pay by card, or pay your account first.`,
  overLimit: (state: CreditState, orderTotalCents: number) =>
    `This order would take your account past its credit limit of ${formatCents(state.limitCents ?? 0)}: ` +
    `your account owes ${formatCents(Math.max(0, state.balanceCents + state.uninvoicedCents))} including orders not yet invoiced, ` +
    `and this order is ${formatCents(orderTotalCents)}. Please pay by card, or pay your account first.`,
} as const;

/** Why this order cannot go on account, in words for the buyer; null when it can. */
export function creditRefusalOf(state: CreditState, orderTotalCents: number, policy: CreditPolicy = { holdAfterDaysOverdue: null }): string | null {
  if (state.isOnHold) return CREDIT_MESSAGES.onHold;
  const days = policy.holdAfterDaysOverdue;
  if (days !== null && state.mostDaysOverdue > days) return CREDIT_MESSAGES.overdue(days);
  if (state.limitCents === null) return null;
  const exposureCents = state.balanceCents + state.uninvoicedCents + orderTotalCents;
  return exposureCents > state.limitCents ? CREDIT_MESSAGES.overLimit(state, orderTotalCents) : null;
}
