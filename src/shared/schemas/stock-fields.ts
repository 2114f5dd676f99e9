// Issue #30 Part 3: the stock fields the ERP and staff send, checked the same way on both roads: a count
// and a threshold are whole numbers (12.5 and '12' are refused, never rounded or read), a policy is one
// of two words, and a back-in-stock day is a real calendar day (YYYY-MM-DD).
import { z } from 'zod';
import { LOW_STOCK_THRESHOLD_MAX, STOCK_ON_HAND_LIMIT, STOCK_POLICIES } from '../stock-level.ts';
import { isoDate } from './dates.ts';
import { wholeNumber } from './numbers.ts';

/** null: not tracked (no count is kept). */
export const stockOnHandSchema = wholeNumber('stock on hand')
  .min(-STOCK_ON_HAND_LIMIT, `The stock on hand may be at least -${STOCK_ON_HAND_LIMIT}.`)
  .max(STOCK_ON_HAND_LIMIT, `The stock on hand may be at most ${STOCK_ON_HAND_LIMIT}.`)
  .nullable();

/** `nullMessage`: what null is told (the policy has no 'none'). */
export const stockPolicySchema = (nullMessage = 'The stock policy field is required.') =>
  z.enum(STOCK_POLICIES, { error: (issue) => (issue.input === null || issue.input === undefined ? nullMessage : `The stock policy must be ${STOCK_POLICIES.join(' or ')}.`) });

/** null: the store's default threshold. */
export const lowStockThresholdSchema = wholeNumber('low stock threshold')
  .min(0, 'The low stock threshold may not be negative.')
  .max(LOW_STOCK_THRESHOLD_MAX, `The low stock threshold may be at most ${LOW_STOCK_THRESHOLD_MAX}.`)
  .nullable();

/** null: no day said. */
export const backInStockOnSchema = isoDate('back in stock on').nullable();
