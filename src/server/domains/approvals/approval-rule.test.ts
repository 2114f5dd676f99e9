import { describe, expect, it } from 'vitest';
import { approvalReasons, type ApprovalCheck } from './approval-rule.ts';

const buyer: ApprovalCheck = { role: 'buyer', limits: { orderLimitCents: 50_000, monthlyLimitCents: 200_000 }, orderCents: 40_000, buyerMonthSpentCents: 0, budgets: [] };

describe('approvalReasons', () => {
  it('lets an order within every limit and budget through', () => {
    expect(approvalReasons(buyer)).toEqual([]);
    expect(approvalReasons({ ...buyer, orderCents: 50_000 })).toEqual([]);
  });

  it('holds an order over the order limit, naming both amounts', () => {
    expect(approvalReasons({ ...buyer, orderCents: 64_000 })).toEqual(['This order comes to $640.00 excl. GST, over your limit of $500.00 an order.']);
  });

  it('holds an order that takes the month past the monthly limit, and not one that reaches it exactly', () => {
    expect(approvalReasons({ ...buyer, buyerMonthSpentCents: 160_000 })).toEqual([]);
    expect(approvalReasons({ ...buyer, buyerMonthSpentCents: 160_001 })).toEqual(['With this order your orders this month come to $2,000.01 excl. GST, over your limit of $2,000.00 a month.']);
  });

  it('holds an order that takes a budget past its amount, even within the buyer’s own limits', () => {
    const budgets = [
      { label: 'spending', amountCents: 100_000, spentCents: 90_000, orderCents: 40_000 },
      { label: 'Continence spending', amountCents: 30_000, spentCents: 0, orderCents: 0 },
    ];
    expect(approvalReasons({ ...buyer, limits: { orderLimitCents: null, monthlyLimitCents: null }, budgets })).toEqual([
      "With this order the account's spending this month comes to $1,300.00 excl. GST, over its budget of $1,000.00.",
    ]);
  });

  it('does not hold an order for a budget it adds nothing to, though the budget is already spent', () => {
    expect(approvalReasons({ ...buyer, budgets: [{ label: 'Nutrition spending', amountCents: 100, spentCents: 500, orderCents: 0 }] })).toEqual([]);
  });

  it('never holds a manager’s order, and gives every reason that holds', () => {
    const over = { ...buyer, orderCents: 300_000, budgets: [{ label: 'spending', amountCents: 0, spentCents: 0, orderCents: 300_000 }] };
    expect(approvalReasons({ ...over, role: 'manager' })).toEqual([]);
    expect(approvalReasons(over)).toHaveLength(3);
  });
});
