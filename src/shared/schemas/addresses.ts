// Addresses on the wire (spec §3 Address, shipping_info, billing_info): checkout, orders, and later My Account.
import { z } from 'zod';
import { DEFAULT_COUNTRY_ID, DEFAULT_REGION_ID, NOTES_MAX_LENGTH } from '../limits.ts';
import { optionalText, phoneText, postCodeOfCountry, postCodeText, requiredText } from './address-fields.ts';
import { bodyId, bodyIdOrNone } from './ids.ts';
import { textWholeNumber } from './numbers.ts';
import { emailText } from './session.ts';
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


/** spec §3 Address, as checkout and My Account show it. */
export type AddressJson = {
  id: number;
  line_1: string;
  line_2: string | null;
  suburb: string;
  city: string;
  post_code: string;
  phone: string;
  primary: boolean;
  integration_code: string | null;
  country: { id: number; title: string };
  region: { id: number; name: string } | null;
};

export type CountryJson = { id: number; title: string; regions: { id: number; name: string }[] };

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
