// Addresses on the wire (spec §3 Address, shipping_info, billing_info): checkout, orders, and later My Account.
import { z } from 'zod';
import { paginationMetaSchema } from '../pagination.ts';
import { DEFAULT_COUNTRY_ID, DEFAULT_REGION_ID, NOTES_MAX_LENGTH } from '../limits.ts';
import { optionalText, phoneText, postCodeOfCountry, postCodeText, requiredText } from './address-fields.ts';
import { bodyId, bodyIdOrNone } from './ids.ts';
import { textWholeNumber } from './numbers.ts';
import { emailText, redirectText } from './session.ts';
import { linesText } from './text.ts';

/** spec §3 billing_info and §5 'Checkout billing': First Name, Last Name, Phone, Email, Address 1, Suburb, City, Post Code required. */
const billingFields = z.object({
  first_name: requiredText('first name'),
  last_name: requiredText('last name'),
  company: optionalText('company'),
  phone: phoneText('phone'),
  email: emailText(),
  line_1: requiredText('address 1'),
  line_2: optionalText('address 2'),
  suburb: requiredText('suburb'),
  city: requiredText('city'),
  region_id: bodyIdOrNone('region').optional().default(DEFAULT_REGION_ID),
  country_id: bodyId('country').optional().default(DEFAULT_COUNTRY_ID),
  // Its form here; what it must be follows the country (postCodeOfCountry).
  post_code: requiredText('post code', 20),
});
export const billingInfoSchema = billingFields.check(postCodeOfCountry);
export type BillingInfo = z.infer<typeof billingInfoSchema>;

/** spec §3 shipping_info and §5 'Checkout shipping': city and purchase order number optional; notes at most 255. */
export const shippingInfoSchema = billingFields
  .extend({
    city: optionalText('city'),
    // The one multi-line field: a buyer may write delivery notes over several lines.
    notes: linesText('notes').trim().max(NOTES_MAX_LENGTH, `The notes may not be greater than ${NOTES_MAX_LENGTH} characters.`).optional().default(''),
    purchase_order_no: optionalText('purchase order number', 50),
  })
  .check(postCodeOfCountry);
export type ShippingInfo = z.infer<typeof shippingInfoSchema>;


/** billing_info as a cart or an order holds it and answers it (what was taken through billingInfoSchema). */
export const billingInfoJsonSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  phone: z.string(),
  email: z.string(),
  line_1: z.string(),
  line_2: z.string(),
  suburb: z.string(),
  city: z.string(),
  region_id: z.number().int().describe('0: no region.'),
  country_id: z.number().int(),
  post_code: z.string(),
});

/** shipping_info as a cart or an order holds it and answers it (what was taken through shippingInfoSchema). */
export const shippingInfoJsonSchema = billingInfoJsonSchema.extend({
  notes: z.string().describe('Delivery notes; may span lines.'),
  purchase_order_no: z.string().describe("The buyer's purchase order number; '' when none."),
});

/** spec §3 Address, as checkout and My Account show it. */
export const addressJsonSchema = z.object({
  id: z.number().int(),
  line_1: z.string(),
  line_2: z.string().nullable(),
  suburb: z.string(),
  city: z.string(),
  post_code: z.string(),
  phone: z.string(),
  primary: z.boolean().describe("The account's primary delivery address (one per account)."),
  integration_code: z
    .string()
    .nullable()
    .describe("The address's code in the store's own system when it is kept in step from there (then it is changed by request, not edited); null otherwise."),
  country: z.object({ id: z.number().int(), title: z.string() }),
  region: z.object({ id: z.number().int(), name: z.string() }).nullable().describe('null when the address has no region.'),
});
export type AddressJson = z.infer<typeof addressJsonSchema>;

export const countryJsonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  regions: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CountryJson = z.infer<typeof countryJsonSchema>;

/**
 * spec §7 POST /api/user-addresses and the Edit popup (§5 'Address forms'): Address Line 1, Suburb, City
 * and Post Code required, Address Line 2 optional. Also the body of a change request.
 */
export const userAddressBodySchema = z.object({
  line_1: requiredText('address line 1'),
  line_2: optionalText('address line 2').nullable().transform((value) => value || null),
  suburb: requiredText('suburb', 120),
  city: requiredText('city', 120),
  post_code: postCodeText('post code'),
});
export type UserAddressBody = z.infer<typeof userAddressBodySchema>;

/** GET /addresses?page= (spec §9: 12 a page). */
export const addressesQuerySchema = z.object({
  page: textWholeNumber('page', { min: 1, max: 100_000 }).default(1),
});

/** GET /addresses: a page of the account's delivery addresses, primary first. */
export const addressesResponseSchema = z.object({ data: z.array(addressJsonSchema), meta: paginationMetaSchema });

/** What an address call says on success, in words for the buyer. */
const addressMessage = z.string().describe('What was done, in words for the buyer.');

/** POST /api/user-addresses (201) and PUT /api/user-addresses/{id}: the address as it now is. */
export const addressSavedResponseSchema = z.object({ data: addressJsonSchema, message: addressMessage });

/** PUT set-as-primary and DELETE /api/user-addresses/{id}. */
export const addressMessageResponseSchema = z.object({ message: addressMessage });

/** PUT /api/user-addresses/request-change/{id} (spec §7: the page then goes to /my-account?hasMessage=1). */
export const addressChangeRequestedResponseSchema = z.object({
  message: addressMessage,
  redirect: redirectText('/my-account?hasMessage=1'),
});
