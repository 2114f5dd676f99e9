// Issue #30 Part 1: the order desk's notes and holds on an order, and moving many orders at once.
import { z } from 'zod';
import { FULFILMENT_STATUSES } from './orders.ts';
import { lineText, linesText } from './text.ts';

export const DESK_NOTE_MAX_LENGTH = 2000;
export const HOLD_REASON_MAX_LENGTH = 500;
/** Orders one bulk move may name. */
export const BULK_ORDERS_MAX = 1000;
const CARRIER_MAX = 100;
const TRACKING_REF_MAX = 100;

/** POST /admin/api/orders/{id}/notes. */
export const deskNoteBodySchema = z.object({
  text: linesText('note').trim().min(1, 'The note is required.').max(DESK_NOTE_MAX_LENGTH, `A note may have at most ${DESK_NOTE_MAX_LENGTH} characters.`),
});
export type DeskNoteBody = z.infer<typeof deskNoteBodySchema>;

/** POST /admin/api/orders/{id}/hold. */
export const holdBodySchema = z.object({
  reason: lineText('reason').trim().min(1, 'Say why the order is on hold.').max(HOLD_REASON_MAX_LENGTH, `The reason may have at most ${HOLD_REASON_MAX_LENGTH} characters.`),
});
export type HoldBody = z.infer<typeof holdBodySchema>;

export const deskNoteJsonSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['note', 'hold', 'release', 'change']).describe('note: a note; hold: put on hold (text: the reason); release: released (text: the reason it had); change: its lines changed (text: what changed, and the totals).'),
  text: z.string(),
  staff_id: z.number().int().nullable(),
  staff_email: z.string(),
  created_at: z.iso.datetime(),
});
export type DeskNoteJson = z.infer<typeof deskNoteJsonSchema>;

export const orderHoldJsonSchema = z.object({ reason: z.string(), since: z.iso.datetime(), by: z.string().describe("The staff member's e-mail.") });
export type OrderHoldJson = z.infer<typeof orderHoldJsonSchema>;

export const deskNoteResponseSchema = z.object({ data: deskNoteJsonSchema });
export const holdResponseSchema = z.object({ data: z.object({ hold: orderHoldJsonSchema.nullable(), note: deskNoteJsonSchema }), message: z.string() });
export type HoldResponseJson = z.infer<typeof holdResponseSchema>;

/** POST /admin/api/orders/bulk-status. */
export const BULK_STATUSES = ['processing', 'dispatched'] as const satisfies readonly (typeof FULFILMENT_STATUSES)[number][];
export const bulkStatusBodySchema = z
  .object({
    ids: z
      .array(z.number().int().positive(), { error: 'ids must be a list of order ids.' })
      .min(1, 'Choose at least one order.')
      .max(BULK_ORDERS_MAX, `At most ${BULK_ORDERS_MAX} orders can be moved at once.`)
      .refine((ids) => new Set(ids).size === ids.length, 'An order is named twice.'),
    status: z.enum(BULK_STATUSES, { error: 'The status must be processing or dispatched.' }),
    carrier: lineText('carrier').trim().max(CARRIER_MAX).nullish(),
    tracking_refs: z
      .record(z.string().regex(/^\d{1,10}$/, 'Tracking references are keyed by order id.'), lineText('tracking ref').trim().max(TRACKING_REF_MAX))
      .nullish()
      .describe('The tracking reference of each order, keyed by its id; an order left out has none.'),
  })
  .superRefine((body, context) => {
    if (body.status === 'dispatched' && !body.carrier) context.addIssue({ code: 'custom', path: ['carrier'], message: 'A carrier is needed to dispatch orders.' });
    if (body.status !== 'dispatched' && body.carrier) context.addIssue({ code: 'custom', path: ['carrier'], message: 'A carrier is given only when dispatching orders.' });
    if (body.status !== 'dispatched' && body.tracking_refs && Object.keys(body.tracking_refs).length > 0) {
      context.addIssue({ code: 'custom', path: ['tracking_refs'], message: 'Tracking references are given only when dispatching orders.' });
    }
    const ids = new Set(body.ids.map(String));
    const stray = Object.keys(body.tracking_refs ?? {}).find((id) => !ids.has(id));
    if (stray) context.addIssue({ code: 'custom', path: ['tracking_refs', stray], message: `Order ${stray} is not among the orders to move.` });
  });
export type BulkStatusBody = z.infer<typeof bulkStatusBodySchema>;

export const bulkStatusResultJsonSchema = z.object({
  id: z.number().int(),
  order_number: z.string().nullable().describe('null for an id that is no placed order.'),
  ok: z.boolean(),
  fulfilment_status: z.enum(FULFILMENT_STATUSES).nullable().describe('Where the order is after the request (null when not found).'),
  message: z.string().describe('What happened to this order, in words.'),
});
export const bulkStatusResponseSchema = z.object({
  data: z.array(bulkStatusResultJsonSchema).describe('One entry per id, in the order given.'),
  moved: z.number().int(),
  refused: z.number().int(),
  message: z.string(),
});
export type BulkStatusResponseJson = z.infer<typeof bulkStatusResponseSchema>;
