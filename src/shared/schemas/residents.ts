// spec §3 'Resident', 'Order time', 'Resident product line', 'Usage summary line' and §7 /api/resident-…:
// the wire shapes, with the spec's field names (issue #10). Beyond §7: the usage summary, the stock on
// hand and the account's order times, each computed or kept on the server.
import { z } from 'zod';
import {
  KEYWORD_MAX_LENGTH,
  ORDER_TIME_TITLE_MAX_LENGTH,
  ORDER_TIMES_MAX,
  QUANTITY_MAX,
  RESIDENT_LINES_MAX,
  RESIDENT_LOCATION_MAX_LENGTH,
  RESIDENT_NAME_MAX_LENGTH,
  RESIDENT_ROOM_MAX_LENGTH,
  STOCK_ON_HAND_MAX,
} from '../limits.ts';
import { RESIDENT_MESSAGES } from '../resident-messages.ts';
import { USAGE_PERIOD_DAYS } from '../resident-usage.ts';
import { bodyId, bodyIdOrNone, textId } from './ids.ts';
import { wholeNumber } from './numbers.ts';
import { lineText } from './text.ts';

const id = (label: string) => bodyId(label, `The ${label} is invalid.`);
/** 0 is the spec's "none chosen" (a placeholder line), so ids here may be 0. */
const idOrNone = (label: string) => bodyIdOrNone(label, `The ${label} is invalid.`);

/** DELETE /api/resident-items/{residentId}/{itemId}. */
export const residentItemParamsSchema = z.object({ residentId: textId('resident id'), itemId: textId('item id') });

/** Text a resident field holds: trimmed, one line, refused over its length with the spec's message for that field. */
const residentText = (label: string, max: number, message: string) =>
  lineText(label, { error: message }).trim().max(max, `The ${label} may not be greater than ${max} characters.`);
const name = residentText('name', RESIDENT_NAME_MAX_LENGTH, RESIDENT_MESSAGES.invalidName).min(1, RESIDENT_MESSAGES.invalidName);
const room = residentText('room', RESIDENT_ROOM_MAX_LENGTH, RESIDENT_MESSAGES.invalidRoom);
const location = residentText('location', RESIDENT_LOCATION_MAX_LENGTH, RESIDENT_MESSAGES.invalidLocation);

/** With names hidden (privacy) the name is not asked for: absent or empty, a new resident has none and an edit keeps the one stored. */
const hiddenName = residentText('name', RESIDENT_NAME_MAX_LENGTH, RESIDENT_MESSAGES.invalidName).nullable().optional().transform((value) => value ?? '');

/** POST /api/resident-orders: user_id (ignored: the session decides), name (required unless names are hidden), room, location. */
export function createResidentBodySchemaFor(namesHidden: boolean) {
  return z.object({
    user_id: z.unknown().optional(),
    name: namesHidden ? hiddenName : name,
    room: room.nullable().optional().transform((value) => value ?? ''),
    location: location.nullable().optional().transform((value) => value ?? ''),
  });
}
export const createResidentBodySchema = createResidentBodySchemaFor(false);
export type CreateResidentBody = z.infer<typeof createResidentBodySchema>;

/** PUT /api/resident-orders/{id}: name (unless names are hidden), room and location, each required in that order (spec §5). */
export function updateResidentBodySchemaFor(namesHidden: boolean) {
  return z.object({
    name: namesHidden ? hiddenName : name,
    room: room.min(1, RESIDENT_MESSAGES.invalidRoom),
    location: location.min(1, RESIDENT_MESSAGES.invalidLocation),
  });
}
export const updateResidentBodySchema = updateResidentBodySchemaFor(false);
export type UpdateResidentBody = z.infer<typeof updateResidentBodySchema>;

/** PUT /api/resident-settings: show residents by room only (names appear on no page, print, e-mail or CSV). */
export const residentSettingsBodySchema = z.object({ names_hidden: z.boolean({ error: 'Choose whether resident names are shown.' }) });
export const residentSettingsJsonSchema = z.object({ names_hidden: z.boolean().describe('true: residents are shown by room only; every name is sent as \'\'.') });
export type ResidentSettingsJson = z.infer<typeof residentSettingsJsonSchema>;
/** GET /api/resident-settings. */
export const residentSettingsResponseSchema = z.object({ data: residentSettingsJsonSchema });
/** PUT /api/resident-settings: the setting saved and what to tell the manager. */
export const residentSettingsSavedResponseSchema = residentSettingsResponseSchema.extend({ message: z.string() });

/**
 * The location filter of the list, the summary and the cost report: 'all' (the default) every resident,
 * 'none' those with no location, anything else one location (case-insensitive).
 */
const locationFilter = lineText('location').trim().max(RESIDENT_LOCATION_MAX_LENGTH).optional().default('all');

/** GET /api/resident-orders: keyword (name, room, location; used above 1 character), location, sort_order (name). */
export const residentsQuerySchema = z.object({
  keyword: lineText('keyword').trim().max(KEYWORD_MAX_LENGTH).optional(),
  location: locationFilter,
  sort_order: z.enum(['asc', 'desc']).default('asc'),
  /**
   * Beyond §7: 'none' answers each resident without its lines (order_times empty, line_count and the
   * costs kept), for a list whose rows open one at a time (GET /api/resident-orders/{id}): 200
   * residents' lines are 2.5 MB of JSON.
   */
  lines: z.enum(['all', 'none']).default('all'),
});
export type ResidentsQuery = z.infer<typeof residentsQuerySchema>;

/** One line as the page sends it back: the spec's fields; the display fields it echoes (product, schedule, …) are ignored. */
const residentItemSchema = z.object({
  id: idOrNone('line id').optional().default(0),
  time: id('order time'),
  category_id: idOrNone('category'),
  product_id: idOrNone('product'),
  qty: wholeNumber('quantity').min(0, 'The quantity must be between 0 and 9999.').max(QUANTITY_MAX, 'The quantity must be between 0 and 9999.'),
});
export type ResidentItemInput = z.infer<typeof residentItemSchema>;

/** PUT /api/resident-items: resident_id and the lines; only lines with qty, product and category above 0 are saved. */
export const saveResidentItemsBodySchema = z.object({
  resident_id: id('resident'),
  items: z.array(residentItemSchema).max(RESIDENT_LINES_MAX, `A resident may have at most ${RESIDENT_LINES_MAX} products.`),
});
export type SaveResidentItemsBody = z.infer<typeof saveResidentItemsBodySchema>;

/** spec §3 Resident product line's product: id, title, image, price (the viewer's, cents excl. GST), with what the calculator needs. */
export const residentProductJsonSchema = z.object({
  id: z.number(),
  title: z.string(),
  image: z.string(),
  price: z.number().int(),
  sku: z.string(),
  url: z.string(),
  pack_size: z.number().int().nullable(),
});
export type ResidentProductJson = z.infer<typeof residentProductJsonSchema>;

/**
 * spec §3 Resident product line: id, time (the order time's id), resident_id, category_id, product_id,
 * product (null when it is no longer sold to the account: `available` false, the kept title shown),
 * qty (per day at that time), is_saved, schedule (the order time's title).
 */
export const residentLineJsonSchema = z.object({
  id: z.number(),
  time: z.number(),
  resident_id: z.number(),
  category_id: z.number(),
  product_id: z.number(),
  product: residentProductJsonSchema.nullable(),
  title: z.string(),
  qty: z.number().int(),
  is_saved: z.boolean(),
  schedule: z.string(),
  available: z.boolean(),
});
export type ResidentLineJson = z.infer<typeof residentLineJsonSchema>;

export const residentOrderTimeJsonSchema = z.object({ id: z.number(), title: z.string(), products: z.array(residentLineJsonSchema) });
export type ResidentOrderTimeJson = z.infer<typeof residentOrderTimeJsonSchema>;

/** spec §3 Resident, with the planned cost (calculator, rounded once) and who changed it last. */
export const residentJsonSchema = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  /** '' when the account shows residents by room only. */
  name: z.string(),
  /** What a page shows: the name, or 'Room 12' (else 'Resident 34') when names are hidden or missing. */
  display_name: z.string(),
  room: z.string(),
  location: z.string(),
  /** Every order time of the account with the resident's lines; empty when asked for with lines=none. */
  order_times: z.array(residentOrderTimeJsonSchema),
  /** How many products are scheduled for the resident (also when the lines are left out). */
  line_count: z.number().int(),
  cost_per_day: z.number().int(),
  cost_per_week: z.number().int(),
  cost_per_month: z.number().int(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type ResidentJson = z.infer<typeof residentJsonSchema>;

export const residentsResponseSchema = z.object({ data: z.array(residentJsonSchema), locations: z.array(z.string()), names_hidden: z.boolean() });
export type ResidentsResponse = z.infer<typeof residentsResponseSchema>;
/** GET /api/resident-orders/{id}. */
export const residentDetailResponseSchema = z.object({ data: residentJsonSchema });
/** POST/PUT /api/resident-orders(/{id}), DELETE /api/resident-items/…: the resident as it now is and what to tell the buyer. */
export const residentResponseSchema = z.object({ data: residentJsonSchema, message: z.string() });
export type ResidentResponse = z.infer<typeof residentResponseSchema>;
/** PUT /api/resident-items: every resident of the account, refreshed, and what to tell the buyer. */
export const residentsSavedResponseSchema = z.object({ data: z.array(residentJsonSchema), message: z.string() });
export type ResidentsSavedResponse = z.infer<typeof residentsSavedResponseSchema>;
/** A change that answers only what to tell the buyer (a resident or the standing order removed). */
export const residentMessageResponseSchema = z.object({ message: z.string() });

/** GET /api/resident-usage: days 7|14|21|28 (default 7), location as the list's filter. */
export const residentUsageQuerySchema = z.object({
  days: z
    .enum(USAGE_PERIOD_DAYS.map(String) as [string, ...string[]], { error: 'Choose a period of 1, 2, 3 or 4 weeks.' })
    .default('7')
    .transform(Number),
  location: locationFilter,
});
export type ResidentUsageQuery = z.infer<typeof residentUsageQuerySchema>;

/** One summary line: Products, Usage, Rounded to packet (packets), Packet Qty (pack_size), Stock (on_hand), to_order, Total Cost (total, cents). */
export const usageLineJsonSchema = z.object({
  product: residentProductJsonSchema,
  qty_per_day: z.number().int(),
  usage: z.number().int(),
  pack_size: z.number().int(),
  packets: z.number().int(),
  on_hand: z.number().int(),
  to_order: z.number().int(),
  /** Issue #27: the price of one packet when `to_order` are ordered (a quantity break may lower it), in cents. */
  unit_price: z.number().int(),
  /** Issue #27: why `to_order` is not the packets short ('Rounded up from 7 to 12: sold in multiples of 6'); null when it is. */
  quantity_note: z.string().nullable(),
  total: z.number().int(),
});
export type UsageLineJson = z.infer<typeof usageLineJsonSchema>;
export const residentUsageResponseSchema = z.object({ data: z.array(usageLineJsonSchema), total: z.number().int(), days: z.number().int(), location: z.string() });
export type ResidentUsageResponse = z.infer<typeof residentUsageResponseSchema>;

/** PUT /api/resident-stock: the packets on hand of one product, kept for the account. */
export const residentStockBodySchema = z.object({
  product_id: id('product'),
  on_hand: wholeNumber('stock on hand').min(0, 'The stock on hand must be 0 or more.').max(STOCK_ON_HAND_MAX, `The stock on hand may not be greater than ${STOCK_ON_HAND_MAX}.`),
});
export type ResidentStockBody = z.infer<typeof residentStockBodySchema>;
/** PUT /api/resident-stock: the stock on hand as saved. */
export const residentStockResponseSchema = z.object({
  data: z.object({ product_id: z.number().int(), on_hand: z.number().int().describe('Packets on hand.') }),
  message: z.string(),
});

/** The account's order times (breakfast, lunch, …): title, in the order shown. */
const orderTimeTitle = lineText('title', { error: 'The order time needs a title.' })
  .trim()
  .min(1, 'The order time needs a title.')
  .max(ORDER_TIME_TITLE_MAX_LENGTH, `The title may not be greater than ${ORDER_TIME_TITLE_MAX_LENGTH} characters.`);
export const orderTimeBodySchema = z.object({ title: orderTimeTitle });
export const orderTimesOrderBodySchema = z.object({ ids: z.array(id('order time')).min(1).max(ORDER_TIMES_MAX) });
export const deleteOrderTimeQuerySchema = z.object({ confirm: z.enum(['true', 'false']).optional().transform((value) => value === 'true') });
export const orderTimeJsonSchema = z.object({
  id: z.number(),
  title: z.string(),
  position: z.number().describe('Where it shows, first = 1.'),
  line_count: z.number().describe("How many residents' product lines are scheduled at it."),
});
export type OrderTimeJson = z.infer<typeof orderTimeJsonSchema>;
/** Every call on the order times answers all of them, in order. */
export const orderTimesResponseSchema = z.object({ data: z.array(orderTimeJsonSchema) });
export type OrderTimesResponse = z.infer<typeof orderTimesResponseSchema>;

/** GET /api/resident-cost-report(.csv): location as the list's filter ('all', 'none' or one). */
export const costReportQuerySchema = z.object({ location: locationFilter });
/** One resident's planned cost (issue #10 cost report), in cents. */
export const costReportResidentJsonSchema = z.object({
  id: z.number(),
  name: z.string().describe("The resident's display name: 'Room 12' while names are hidden."),
  room: z.string(),
  cost_per_week: z.number().int(),
  cost_per_month: z.number().int(),
});
export type CostReportResidentJson = z.infer<typeof costReportResidentJsonSchema>;
export const costReportGroupJsonSchema = z.object({
  location: z.string().describe("The location, or 'No location' for residents without one (listed last)."),
  residents: z.array(costReportResidentJsonSchema),
  cost_per_week: z.number().int().describe("The location's subtotal."),
  cost_per_month: z.number().int().describe("The location's subtotal."),
});
export type CostReportGroupJson = z.infer<typeof costReportGroupJsonSchema>;
export const costReportResponseSchema = z.object({
  data: z.array(costReportGroupJsonSchema),
  cost_per_week: z.number().int().describe('The total over every location shown.'),
  cost_per_month: z.number().int().describe('The total over every location shown.'),
  location: z.string().describe('The location filter as applied.'),
});
export type CostReportResponse = z.infer<typeof costReportResponseSchema>;

/**
 * PUT /api/resident-standing-order: every `weeks` weeks (1–4) on `weekday` (ISO, 1 = Monday) the shortfall
 * goes to the cart ('cart') or is ordered on account to the primary delivery address ('order').
 */
export const STANDING_ORDER_ACTIONS = ['cart', 'order'] as const;
export type StandingOrderAction = (typeof STANDING_ORDER_ACTIONS)[number];
export const standingOrderBodySchema = z.object({
  weeks: wholeNumber('period').min(1, 'Choose a period of 1, 2, 3 or 4 weeks.').max(4, 'Choose a period of 1, 2, 3 or 4 weeks.'),
  weekday: wholeNumber('weekday').min(1, 'Choose a day of the week.').max(7, 'Choose a day of the week.'),
  action: z.enum(STANDING_ORDER_ACTIONS, { error: 'Choose what the standing order does.' }).default('cart'),
  location: locationFilter,
});
export type StandingOrderBody = z.infer<typeof standingOrderBodySchema>;
export const standingOrderJsonSchema = z.object({
  weeks: z.number().int(),
  weekday: z.number().int().describe('ISO weekday, 1 = Monday.'),
  action: z.enum(STANDING_ORDER_ACTIONS),
  location: z.string(),
  next_run_on: z.string().describe('The next run, a date (YYYY-MM-DD) in the store’s time zone.'),
  user: z.string().nullable().describe('Who set it (first and last name): the run acts for them; null when that user is gone.'),
  updated_at: z.string(),
});
export type StandingOrderJson = z.infer<typeof standingOrderJsonSchema>;
export const standingOrderRunJsonSchema = z.object({
  id: z.number(),
  run_on: z.string().describe('The day it ran for (YYYY-MM-DD).'),
  status: z.enum(['done', 'nothing', 'failed']),
  action: z.enum(STANDING_ORDER_ACTIONS).describe("What the run did: 'order' only when it placed an order (a run set to order that could not, falls back to the cart)."),
  order: z.object({ id: z.number(), order_number: z.string() }).nullable().describe('The order it placed on account, or null.'),
  days: z.number().int().describe('The period whose shortfall it ordered.'),
  items: z.array(z.object({ product_id: z.number(), title: z.string(), sku: z.string(), qty: z.number().int(), total: z.number().int() })),
  skipped: z.array(z.object({ title: z.string(), reason: z.string() })),
  total: z.number().int(),
  message: z.string(),
  created_at: z.string(),
});
export type StandingOrderRunJson = z.infer<typeof standingOrderRunJsonSchema>;
/** Whether the account may choose 'order': it pays on account and has a primary delivery address (shown as one line). */
export const standingOrderDeliveryJsonSchema = z.object({ can_pay_on_account: z.boolean(), primary_address: z.string().nullable() });
export type StandingOrderDeliveryJson = z.infer<typeof standingOrderDeliveryJsonSchema>;
export const standingOrderResponseSchema = z.object({
  data: standingOrderJsonSchema.nullable().describe('null when the account has no standing order.'),
  runs: z.array(standingOrderRunJsonSchema).describe('The latest runs, newest first.'),
  delivery: standingOrderDeliveryJsonSchema,
});
export type StandingOrderResponse = z.infer<typeof standingOrderResponseSchema>;
/** PUT /api/resident-standing-order: the standing order as saved and what to tell the buyer. */
export const standingOrderSavedResponseSchema = standingOrderResponseSchema.extend({ message: z.string() });
