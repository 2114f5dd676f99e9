// What an approval request keeps of the checkout it holds (issue #29 Part 1).
import type { ApprovalStatusJson } from '../../../shared/schemas/approvals.ts';
import type { CheckoutCartLine, CartTotals } from '../cart/cart.types.ts';

export type ApprovalLine = CheckoutCartLine;
export type ApprovalTotals = CartTotals;
export type ApprovalStatus = ApprovalStatusJson;
