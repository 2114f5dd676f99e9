// The fulfilment domain's job queues, each beside the job that works it (settings: jobs/queues.ts).
import { z } from 'zod';
import { MUST_COMPLETE, defineQueue } from '../../jobs/queues.ts';

/**
 * Issue #26 item 7: a cancellation's refund claim, settled if its process died holding it. Queued with the
 * claim, to start when the claim goes stale; it finishes the cancellation when the provider has given the
 * money back and releases the claim when it has not (status-moves.ts). Data: RefundClaimJob.
 */
export const refundClaimQueue = defineQueue('refund-claim-settle', MUST_COMPLETE);

const actorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('staff'), staffId: z.number().int(), email: z.string() }),
  z.object({ kind: z.literal('api-key'), staffId: z.null(), keyId: z.number().int(), email: z.string() }),
  z.object({ kind: z.literal('sign-in'), staffId: z.null(), email: z.string() }),
  z.object({ kind: z.literal('system'), staffId: z.null(), email: z.string() }),
]);

/** The claim to settle, and who cancelled with which note (the cancellation it finishes is theirs). */
export const refundClaimJobSchema = z.object({ orderId: z.number().int(), claim: z.string(), actor: actorSchema, note: z.string().nullable() });
export type RefundClaimJob = z.infer<typeof refundClaimJobSchema>;

/**
 * Issue #28: a credit note's card refund claim (card-credits.ts), settled if its process died holding it:
 * the note is issued when the provider holds a refund made under the claim, and the claim released when not.
 */
export const cardCreditClaimQueue = defineQueue('card-credit-claim-settle', MUST_COMPLETE);

const creditRequestSchema = z.union([
  z.object({ reason: z.string(), lines: z.array(z.object({ sku: z.string(), qty: z.number().int() })) }),
  z.object({ reason: z.string(), amountCents: z.number().int() }),
]);

/**
 * Issue #30 Part 2: a card-paid order's lines lowered by the desk, applied with the credit note the refund
 * is for (order-changes.ts): each line's quantity after (0 removes it), and what changed in words.
 */
const lineChangeSchema = z.object({
  updates: z.array(z.object({ lineId: z.number().int(), qty: z.number().int(), lineTotalCents: z.number().int() })),
  removes: z.array(z.number().int()),
  changed: z.array(z.object({ sku: z.string(), title: z.string(), from: z.number().int(), to: z.number().int() })),
});
export type CardLineChange = z.infer<typeof lineChangeSchema>;

export const cardCreditClaimJobSchema = z.object({
  orderId: z.number().int(),
  invoiceId: z.number().int(),
  claim: z.string(),
  actor: actorSchema,
  request: creditRequestSchema,
  change: lineChangeSchema.optional(),
});
export type CardCreditClaimJob = z.infer<typeof cardCreditClaimJobSchema>;
