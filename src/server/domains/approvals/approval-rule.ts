// When an order waits for a manager (issue #29 Part 1): over the buyer's limit for one order, over their
// limit for the month with this order, or taking one of the account's monthly budgets past its amount.
// Amounts are excl. GST, as budgets are kept by GST-registered homes. Managers approve, so their own
// orders never wait.
import type { AccountRole } from '../../../shared/account-roles.ts';
import { formatCents } from '../../../shared/money.ts';

export type BuyerLimits = { orderLimitCents: number | null; monthlyLimitCents: number | null };

/** A budget with what the month's placed orders spent against it and what this order adds. */
export type BudgetUse = { label: string; amountCents: number; spentCents: number; orderCents: number };

export type ApprovalCheck = {
  role: AccountRole;
  limits: BuyerLimits;
  /** This order excl. GST. */
  orderCents: number;
  /** The buyer's placed orders this New Zealand month, excl. GST. */
  buyerMonthSpentCents: number;
  budgets: BudgetUse[];
};

/** Why the order needs a manager's approval, in words for the buyer and the manager; empty when it does not. */
export function approvalReasons(check: ApprovalCheck): string[] {
  if (check.role === 'manager') return [];
  const reasons: string[] = [];
  const { orderLimitCents, monthlyLimitCents } = check.limits;
  if (orderLimitCents !== null && check.orderCents > orderLimitCents) {
    reasons.push(`This order comes to ${formatCents(check.orderCents)} excl. GST, over your limit of ${formatCents(orderLimitCents)} an order.`);
  }
  const monthWithOrder = check.buyerMonthSpentCents + check.orderCents;
  if (monthlyLimitCents !== null && monthWithOrder > monthlyLimitCents) {
    reasons.push(`With this order your orders this month come to ${formatCents(monthWithOrder)} excl. GST, over your limit of ${formatCents(monthlyLimitCents)} a month.`);
  }
  for (const budget of check.budgets) {
    const withOrder = budget.spentCents + budget.orderCents;
    if (budget.orderCents > 0 && withOrder > budget.amountCents) {
      reasons.push(`With this order the account's ${budget.label} this month comes to ${formatCents(withOrder)} excl. GST, over its budget of ${formatCents(budget.amountCents)}.`);
    }
  }
  return reasons;
}
