// A buyer's spending limits as a manager types them (issue #29 Part 1): dollars as typed, read the way the
// person meant them or refused with why; a blank field is no limit. And the limits in words.
import { formatCents } from '../../../shared/money.ts';
import { readMoneyInput } from '../../../shared/money-input.ts';

export type LimitsBody = { order_limit: number | null; monthly_limit: number | null };

export function limitsBodyOf(orderText: string, monthlyText: string): { body: LimitsBody } | { errors: Partial<Record<keyof LimitsBody, string>> } {
  const order = readMoneyInput(orderText);
  const monthly = readMoneyInput(monthlyText);
  const errors: Partial<Record<keyof LimitsBody, string>> = {};
  if (!order.ok) errors.order_limit = `The limit an order ${order.problem}.`;
  if (!monthly.ok) errors.monthly_limit = `The limit a month ${monthly.problem}.`;
  if (!order.ok || !monthly.ok) return { errors };
  return { body: { order_limit: order.cents, monthly_limit: monthly.cents } };
}

/** 'Limits: $500.00 an order, $2,000.00 a month (excl. GST)', or 'No spending limits'. */
export function limitsText(limits: LimitsBody): string {
  const parts = [limits.order_limit === null ? null : `${formatCents(limits.order_limit)} an order`, limits.monthly_limit === null ? null : `${formatCents(limits.monthly_limit)} a month`].filter(Boolean);
  return parts.length === 0 ? 'No spending limits' : `Limits: ${parts.join(', ')} (excl. GST)`;
}
