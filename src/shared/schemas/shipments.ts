// Issue #30 Part 2: POST /admin/api/orders/{id}/shipments, part (or the rest) of an order leaving.
import { z } from 'zod';
import { FULFILMENT_STATUSES, orderShipmentJsonSchema } from './orders.ts';
import { CARRIER_MAX_LENGTH, TRACKING_REF_MAX_LENGTH } from './staff-orders.ts';
import { lineText } from './text.ts';

/** Lines one shipment may name: more than any order has. */
export const SHIPMENT_LINES_MAX = 500;
/** The most of one line a shipment may carry (the order's own quantity bounds it further). */
const SHIPMENT_QTY_MAX = 100_000;

export const shipmentBodySchema = z.object({
  lines: z
    .array(
      z.object({
        line_id: z.number({ error: 'The line_id must be a number.' }).int().positive(),
        qty: z.number({ error: 'The quantity must be a number.' }).int('The quantity must be a whole number.').min(1, 'The quantity must be at least 1.').max(SHIPMENT_QTY_MAX),
      }),
      { error: 'lines must be a list of {line_id, qty}.' },
    )
    .min(1, 'Choose at least one line to dispatch.')
    .max(SHIPMENT_LINES_MAX, `A shipment may name at most ${SHIPMENT_LINES_MAX} lines.`)
    .refine((lines) => new Set(lines.map((line) => line.line_id)).size === lines.length, 'A line is named twice.')
    .describe("The order's lines (items[].id) and how many of each leave in this shipment."),
  carrier: lineText('carrier').trim().min(1, 'A carrier is needed to dispatch.').max(CARRIER_MAX_LENGTH),
  tracking_ref: lineText('tracking ref').trim().max(TRACKING_REF_MAX_LENGTH).nullish(),
});
export type ShipmentBody = z.infer<typeof shipmentBodySchema>;

export const shipmentResponseSchema = z.object({
  data: z.object({
    shipment: orderShipmentJsonSchema,
    order_number: z.string(),
    fulfilment_status: z.enum(FULFILMENT_STATUSES).describe('partially_dispatched while lines are left, dispatched once none is.'),
  }),
  message: z.string(),
});
export type ShipmentResponseJson = z.infer<typeof shipmentResponseSchema>;
