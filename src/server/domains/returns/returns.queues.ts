// The returns domain's job queues, each beside the job that works it (settings: jobs/queues.ts).
import { z } from 'zod';
import { MAIL_DELIVERY, MUST_COMPLETE, defineQueue } from '../../jobs/queues.ts';
import { refundClaimJobSchema } from '../fulfilment/fulfilment.queues.ts';

/** The buyer's e-mail when their return is approved, declined or credited (data: ReturnMailJob). */
export const returnMailQueue = defineQueue('return-mail', MAIL_DELIVERY);
export const returnMailJobSchema = z.object({ returnId: z.number().int(), kind: z.enum(['approved', 'declined', 'credited']) });
export type ReturnMailJob = z.infer<typeof returnMailJobSchema>;

/**
 * A received return's credit, finished if the process that received it died before crediting it
 * (returns-credit.ts): queued with the receipt, to start once its lease on crediting is stale.
 */
export const returnCreditQueue = defineQueue('return-credit', MUST_COMPLETE);
// Who received it, as the fulfilment domain's claim jobs carry an actor.
const actorSchema = refundClaimJobSchema.shape.actor;
export const returnCreditJobSchema = z.object({ returnId: z.number().int(), actor: actorSchema });
export type ReturnCreditJob = z.infer<typeof returnCreditJobSchema>;

/**
 * Issue #30 Part 2: the merchant's webhooks of a return (data: ReturnEventJob), queued in the transaction that
 * moves it and carrying the return as it was then; the integration domain delivers them.
 */
export const returnEventsQueue = defineQueue('return-events', MUST_COMPLETE);
export const RETURN_EVENTS = ['return.requested', 'return.approved', 'return.declined', 'return.received'] as const;
export const returnEventJobSchema = z.object({ event: z.enum(RETURN_EVENTS), returnId: z.number().int().positive(), data: z.record(z.string(), z.unknown()) });
export type ReturnEventJob = z.infer<typeof returnEventJobSchema>;
