// spec §3 Registration / trade application payload and §5's rules (issue #11 part 6). The spec shows
// no wording; messages follow its generic ones ('The {field} field is required.').
import { z } from 'zod';
import { emailText } from './session.ts';
import { lineText } from './text.ts';

const required = (label: string, max = 255) =>
  lineText(label, { error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

/** 'numeric' (spec §5) as people write phone numbers: digits, with spaces, '+', '-' or brackets between. */
const phone = (label: string) =>
  required(label, 30).refine((value) => /^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, '').length >= 6, {
    message: `The ${label} must be a number.`,
  });
/** A New Zealand post code: four digits. */
const postcode = (label: string) => required(label, 10).regex(/^\d{4}$/, `The ${label} must be 4 digits.`);

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === null || value === '' ? undefined : value), schema.optional());

/** When same_address is true, the shipping fields may be left out: the server copies billing's. */
export const tradeApplicationBodySchema = z
  .object({
    email: emailText(),
    company_name: required('company name', 120),
    purchaser_name: required('purchaser name', 120),
    contact_phone: phone('phone number'),
    contact_email: emailText(),
    billing_address: required('street address'),
    billing_city: required('city', 120),
    billing_phone: phone('billing phone'),
    billing_postcode: postcode('billing postcode'),
    same_address: z.boolean({ error: 'The same address field must be true or false.' }).optional().default(false),
    shipping_address: optional(required('shipping street address')),
    shipping_city: optional(required('shipping city', 120)),
    shipping_phone: optional(phone('shipping phone')),
    shipping_postcode: optional(postcode('shipping postcode')),
  })
  .superRefine((body, context) => {
    if (body.same_address) return;
    const missing = [
      ['shipping_address', 'shipping street address'],
      ['shipping_city', 'shipping city'],
      ['shipping_phone', 'shipping phone'],
      ['shipping_postcode', 'shipping postcode'],
    ] as const;
    for (const [field, label] of missing) {
      if (body[field] === undefined) context.addIssue({ code: 'custom', path: [field], message: `The ${label} field is required.` });
    }
  })
  .transform((body) => ({
    ...body,
    shipping_address: body.same_address ? body.billing_address : (body.shipping_address ?? ''),
    shipping_city: body.same_address ? body.billing_city : (body.shipping_city ?? ''),
    shipping_phone: body.same_address ? body.billing_phone : (body.shipping_phone ?? ''),
    shipping_postcode: body.same_address ? body.billing_postcode : (body.shipping_postcode ?? ''),
  }));
export type TradeApplicationBody = z.infer<typeof tradeApplicationBodySchema>;
export type TradeApplicationInput = z.input<typeof tradeApplicationBodySchema>;

export const APPLICATION_SENT_MESSAGE = 'Your Application Information has been sent to Care Supply Co.';
