// Order-quantity rules (issue #27 Part 2): a product may be sold from a least quantity, in multiples, and up
// to a most, each optional. One rule for the cart, quick order, fast orders, 'Order Again' and the
// Resident Tracker; the product page's quantity box steps by the multiple.
import { QUANTITY_MAX } from './limits.ts';

export type OrderQuantityRules = { minOrderQty: number | null; orderMultiple: number | null; maxOrderQty: number | null };

export const NO_QUANTITY_RULES: OrderQuantityRules = { minOrderQty: null, orderMultiple: null, maxOrderQty: null };

/** What is wrong with ordering `qty`, in the buyer's words ('Sold in multiples of 6', 'At least 2', 'At most 50'); null when nothing. */
export function quantityProblem(rules: OrderQuantityRules, qty: number): string | null {
  if (rules.orderMultiple !== null && rules.orderMultiple > 1 && qty % rules.orderMultiple !== 0) return `Sold in multiples of ${rules.orderMultiple}`;
  if (rules.minOrderQty !== null && qty < rules.minOrderQty) return `At least ${rules.minOrderQty}`;
  if (rules.maxOrderQty !== null && qty > rules.maxOrderQty) return `At most ${rules.maxOrderQty}`;
  return null;
}

/** The rules in the buyer's words for the product page ('Sold in multiples of 2 · At least 4 · At most 50'); null when there are none. */
export function quantityRulesText(rules: OrderQuantityRules): string | null {
  const parts: string[] = [];
  if (rules.orderMultiple !== null && rules.orderMultiple > 1) parts.push(`Sold in multiples of ${rules.orderMultiple}`);
  if (rules.minOrderQty !== null && rules.minOrderQty > 1) parts.push(`At least ${rules.minOrderQty}`);
  if (rules.maxOrderQty !== null) parts.push(`At most ${rules.maxOrderQty}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The least quantity the rules allow at or above `qty` (the tracker and standing orders round up to it); null when none is. */
export function allowedQuantityFrom(rules: OrderQuantityRules, qty: number): number | null {
  const multiple = rules.orderMultiple !== null && rules.orderMultiple > 1 ? rules.orderMultiple : 1;
  const least = Math.max(qty, rules.minOrderQty ?? 1, 1);
  const rounded = Math.ceil(least / multiple) * multiple;
  const most = Math.min(rules.maxOrderQty ?? QUANTITY_MAX, QUANTITY_MAX);
  return rounded <= most ? rounded : null;
}

/** What the quantity box steps by, and starts at. */
export function quantityStep(rules: OrderQuantityRules): { step: number; min: number } {
  const step = rules.orderMultiple !== null && rules.orderMultiple > 1 ? rules.orderMultiple : 1;
  return { step, min: allowedQuantityFrom(rules, 1) ?? step };
}

/** Why a set of rules cannot be kept (a multiple that does not divide the most, a least above the most); null when it can. */
export function rulesProblem(rules: OrderQuantityRules): { field: keyof OrderQuantityRules; message: string } | null {
  const { minOrderQty: min, orderMultiple: multiple, maxOrderQty: max } = rules;
  if (multiple !== null && max !== null && max % multiple !== 0) return { field: 'maxOrderQty', message: `The most per order (${max}) must be a multiple of ${multiple}.` };
  if (min !== null && max !== null && min > max) return { field: 'minOrderQty', message: `The least per order (${min}) may not be more than the most (${max}).` };
  return null;
}
