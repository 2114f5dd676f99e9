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

export const cardCreditClaimJobSchema = z.object({ orderId: z.number().int(), invoiceId: z.number().int(), claim: z.string(), actor: actorSchema, request: creditRequestSchema });
export type CardCreditClaimJob = z.infer<typeof cardCreditClaimJobSchema>;
