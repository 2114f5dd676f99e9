// spec §3 Registration / trade application payload and §5's rules (issue #11 part 6). The spec shows
// no wording; messages follow its generic ones ('The {field} field is required.'). Post codes and phones
// follow the one address rule (shared/address-rules.ts, issue #16 item 3).
import { z } from 'zod';
import { APPLICATION_LABELS as LABELS, SHIPPING_FIELDS } from '../application-fields.ts';
import { optionalText, phoneText, postCodeText, requiredText, whenParsed } from './address-fields.ts';
import { emailText } from './session.ts';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === null || value === '' ? undefined : value), schema.optional());

/**
 * When same_address is true, the shipping fields may be left out: the server copies billing's. Every
 * missing field is named in one answer (issue #16 item 14): the shipping ones are asked for beside the
 * others' problems, not after them.
 */
export const tradeApplicationBodySchema = z
  .object({
    email: emailText(LABELS.email),
    company_name: requiredText(LABELS.company_name, 120),
    purchaser_name: requiredText(LABELS.purchaser_name, 120),
    contact_phone: phoneText(LABELS.contact_phone),
    contact_email: emailText(LABELS.contact_email),
    billing_address: requiredText(LABELS.billing_address),
    // Issue #26 item 11: optional, as an address's suburb is; '' when left out.
    billing_suburb: optional(optionalText(LABELS.billing_suburb, 120)),
    billing_city: requiredText(LABELS.billing_city, 120),
    billing_phone: phoneText(LABELS.billing_phone),
    billing_postcode: postCodeText(LABELS.billing_postcode),
    same_address: z.boolean({ error: 'The same address field must be true or false.' }).optional().default(false),
    shipping_address: optional(requiredText(LABELS.shipping_address)),
    shipping_suburb: optional(optionalText(LABELS.shipping_suburb, 120)),
    shipping_city: optional(requiredText(LABELS.shipping_city, 120)),
    shipping_phone: optional(phoneText(LABELS.shipping_phone)),
    shipping_postcode: optional(postCodeText(LABELS.shipping_postcode)),
  })
  .superRefine(
    (body, context) => {
      if (body.same_address) return;
      for (const field of SHIPPING_FIELDS) {
        if (body[field] === undefined) context.addIssue({ code: 'custom', path: [field], message: `The ${LABELS[field]} field is required.` });
      }
    },
    { when: whenParsed('same_address') },
  )
  .transform((body) => ({
    ...body,
    shipping_address: body.same_address ? body.billing_address : (body.shipping_address ?? ''),
    billing_suburb: body.billing_suburb ?? '',
    shipping_suburb: body.same_address ? (body.billing_suburb ?? '') : (body.shipping_suburb ?? ''),
    shipping_city: body.same_address ? body.billing_city : (body.shipping_city ?? ''),
    shipping_phone: body.same_address ? body.billing_phone : (body.shipping_phone ?? ''),
    shipping_postcode: body.same_address ? body.billing_postcode : (body.shipping_postcode ?? ''),
  }));
export type TradeApplicationBody = z.infer<typeof tradeApplicationBodySchema>;
export type TradeApplicationInput = z.input<typeof tradeApplicationBodySchema>;

export const APPLICATION_SENT_MESSAGE = 'Your Application Information has been sent to Care Supply Co.';

/** POST /register (spec §7: reads success): the same answer for a repeat within a day. */
export const applicationSentResponseSchema = z.object({ success: z.literal(true), message: z.string().describe('The words to show the applicant.') });
