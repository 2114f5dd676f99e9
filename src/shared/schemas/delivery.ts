// Delivery zones, public holidays and a cart's delivery days on the wire (issue #29 Part 2). Money in
// cents excluding GST; days are New Zealand days (YYYY-MM-DD), instants ISO 8601.
import { z } from 'zod';
import { ORDER_TOTAL_MAX_CENTS } from '../limits.ts';
import { isoDate, instantJson } from './dates.ts';
import { centsAmount, centsJson, wholeNumber } from './numbers.ts';
import { codeText, lineText } from './text.ts';

export const ZONE_NAME_MAX_LENGTH = 80;
export const ZONE_POST_CODES_MAX = 500;
export const HOLIDAYS_MAX = 500;
/** How many days ahead a cut-off may fall, and a lead time may reach. */
export const CUTOFF_DAYS_MAX = 14;
export const LEAD_DAYS_MAX = 60;
/** How many delivery days checkout offers. */
export const DELIVERY_DATES_OFFERED = 6;

/** '6011' or '6012-6022': New Zealand's four-digit post codes. */
const POST_CODE_ENTRY = /^(\d{4})(?:-(\d{4}))?$/;

const postCodeEntry = codeText('post code')
  .trim()
  .refine((value) => POST_CODE_ENTRY.test(value), { message: "Each post code is four digits, or a range like '6012-6022'.", abort: true })
  .refine((value) => {
    const [, from, to] = POST_CODE_ENTRY.exec(value) ?? [];
    return to === undefined || Number(from) <= Number(to);
  }, 'A range starts at its lower post code.');

const weekday = wholeNumber('weekday').min(1, 'Weekdays are 1 (Monday) to 7 (Sunday).').max(7, 'Weekdays are 1 (Monday) to 7 (Sunday).');

const zoneFields = {
  name: lineText('name', { error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(ZONE_NAME_MAX_LENGTH, `The name may be at most ${ZONE_NAME_MAX_LENGTH} characters.`),
  post_codes: z.array(postCodeEntry, { error: 'The post codes must be a list.' }).max(ZONE_POST_CODES_MAX, `A zone may list at most ${ZONE_POST_CODES_MAX} post codes and ranges.`),
  weekdays: z
    .array(weekday, { error: 'The weekdays must be a list.' })
    .min(1, 'Choose at least one delivery weekday.')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Each weekday may be listed once.'),
  cutoff_time: codeText('cut-off time', { error: 'The cut-off time field is required.' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The cut-off time is a 24-hour time like 14:00.'),
  // The run leaves on the delivery day: a cut-off that day would fall after it.
  cutoff_days_before: wholeNumber('cut-off days before').min(1, 'The cut-off must fall at least one day before the delivery day: on the day itself it would be after the delivery run.').max(CUTOFF_DAYS_MAX, `The cut-off may be at most ${CUTOFF_DAYS_MAX} days before.`),
  lead_days: wholeNumber('lead time').min(0, 'The lead time may not be negative.').max(LEAD_DAYS_MAX, `The lead time may be at most ${LEAD_DAYS_MAX} days.`),
  is_default: z.boolean({ error: 'is_default must be true or false.' }),
  freight: centsAmount('freight', ORDER_TOTAL_MAX_CENTS),
  free_over: centsAmount('free delivery amount', ORDER_TOTAL_MAX_CENTS).nullable(),
};

/** POST /admin/api/delivery-zones. */
export const createDeliveryZoneBodySchema = z.object({
  ...zoneFields,
  post_codes: zoneFields.post_codes.default([]),
  is_default: zoneFields.is_default.default(false),
  free_over: zoneFields.free_over.default(null),
});
export type CreateDeliveryZoneBody = z.infer<typeof createDeliveryZoneBodySchema>;

/** PATCH /admin/api/delivery-zones/{id}: the fields sent change. */
export const updateDeliveryZoneBodySchema = z.object(zoneFields).partial();
export type UpdateDeliveryZoneBody = z.infer<typeof updateDeliveryZoneBodySchema>;

export const deliveryZoneJsonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  post_codes: z.array(z.string()),
  weekdays: z.array(z.number().int()).describe('ISO weekdays: Monday 1 … Sunday 7.'),
  cutoff_time: z.string().describe('New Zealand time, HH:MM.'),
  cutoff_days_before: z.number().int(),
  lead_days: z.number().int(),
  is_default: z.boolean().describe('Post codes in no zone fall to this one.'),
  freight: centsJson('Freight excl. GST'),
  free_over: centsJson('Goods (excl. GST) from which delivery is free').nullable(),
  next_dates: z.array(z.string()).describe('Its next three delivery days for an order placed now.'),
  updated_at: instantJson('Last changed'),
});
export type DeliveryZoneJson = z.infer<typeof deliveryZoneJsonSchema>;
export const deliveryZonesResponseSchema = z.object({ data: z.array(deliveryZoneJsonSchema) });
export const deliveryZoneResponseSchema = z.object({ data: deliveryZoneJsonSchema });

const holidaySchema = z.object({
  date: isoDate('date'),
  name: lineText('name', { error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(80, 'The name may be at most 80 characters.'),
});
/** PUT /admin/api/holidays: the whole list. */
export const holidaysBodySchema = z.object({
  holidays: z
    .array(holidaySchema, { error: 'The holidays must be a list.' })
    .max(HOLIDAYS_MAX, `At most ${HOLIDAYS_MAX} holidays.`)
    .superRefine((holidays, context) => {
      const seen = new Set<string>();
      holidays.forEach((holiday, index) => {
        if (seen.has(holiday.date)) context.addIssue({ code: 'custom', path: [index, 'date'], message: `${holiday.date} is listed twice.` });
        seen.add(holiday.date);
      });
    }),
});
export type HolidaysBody = z.infer<typeof holidaysBodySchema>;
export const holidaysResponseSchema = z.object({ holidays: z.array(z.object({ date: z.string(), name: z.string() })) });

/** GET /api/checkout/delivery-dates: post_code, when given, is the one being typed (else the cart's saved one). */
export const deliveryDatesQuerySchema = z.object({
  post_code: lineText('post code').trim().max(20, 'The post code may be at most 20 characters.').optional(),
});

export const deliveryDateJsonSchema = z.object({
  date: z.string().describe('The delivery day, YYYY-MM-DD (New Zealand).'),
  cutoff_at: instantJson('The last moment an order reaches this day'),
});
export type DeliveryDateJson = z.infer<typeof deliveryDateJsonSchema>;

export const deliveryDatesResponseSchema = z.object({
  data: z.array(deliveryDateJsonSchema).describe('The next delivery days open to an order placed now, soonest first.'),
  zone: z.object({ name: z.string(), freight: centsJson('Freight excl. GST'), free_over: centsJson('Free delivery from').nullable() }),
  post_code: z.string().nullable().describe('The post code the days are for; null: none known yet (the default zone).'),
});
export type DeliveryDatesResponseJson = z.infer<typeof deliveryDatesResponseSchema>;

/** The day the buyer chose, sent with the shipping details. */
export const deliveryDateField = isoDate('delivery date');
