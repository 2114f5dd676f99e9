// Address forms (spec §3 shipping_info / billing_info, §4, §5) as pure functions, for checkout now and
// My Account next: initial values, copying a saved address or the shipping details, and the
// client-side checks, which mirror the server's (src/shared/schemas/addresses.ts; the schema module
// itself stays out of the page bundle because it brings zod).
import { phoneProblem, postCodeProblem } from '../../../shared/address-rules.ts';
import { DEFAULT_COUNTRY_ID, DEFAULT_REGION_ID, NOTES_MAX_LENGTH } from '../../../shared/limits.ts';
import type { CheckoutJson } from '../../../shared/schemas/cart.ts';
import type { AddressJson, BillingInfo, CountryJson, ShippingInfo } from '../../../shared/schemas/addresses.ts';

export type FieldErrors = Partial<Record<keyof ShippingInfo, string>>;
export type TextFieldName = Exclude<keyof ShippingInfo, 'region_id' | 'country_id'>;

export const EMPTY_BILLING: BillingInfo = {
  first_name: '',
  last_name: '',
  company: '',
  phone: '',
  email: '',
  line_1: '',
  line_2: '',
  suburb: '',
  city: '',
  region_id: DEFAULT_REGION_ID,
  country_id: DEFAULT_COUNTRY_ID,
  post_code: '',
};
export const EMPTY_SHIPPING: ShippingInfo = { ...EMPTY_BILLING, notes: '', purchase_order_no: '' };

type FieldRule = { label: string; max: number; isRequired: boolean };

const BILLING_RULES: Record<keyof BillingInfo, FieldRule | null> = {
  first_name: { label: 'first name', max: 255, isRequired: true },
  last_name: { label: 'last name', max: 255, isRequired: true },
  company: { label: 'company', max: 255, isRequired: false },
  // Its length and characters: phoneProblem below.
  phone: { label: 'phone', max: 255, isRequired: true },
  email: { label: 'email', max: 254, isRequired: true },
  line_1: { label: 'address 1', max: 255, isRequired: true },
  line_2: { label: 'address 2', max: 255, isRequired: false },
  suburb: { label: 'suburb', max: 255, isRequired: true },
  city: { label: 'city', max: 255, isRequired: true },
  region_id: null,
  country_id: null,
  post_code: { label: 'post code', max: 20, isRequired: true },
};

// spec §5 'Checkout shipping': city and purchase order number optional; notes at most 255.
const SHIPPING_RULES: Record<keyof ShippingInfo, FieldRule | null> = {
  ...BILLING_RULES,
  city: { label: 'city', max: 255, isRequired: false },
  notes: { label: 'notes', max: NOTES_MAX_LENGTH, isRequired: false },
  purchase_order_no: { label: 'purchase order number', max: 50, isRequired: false },
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate<T extends BillingInfo>(values: T, rules: Record<string, FieldRule | null>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, rule] of Object.entries(rules)) {
    if (!rule) continue;
    const value = String(values[name as keyof T] ?? '').trim();
    const field = name as keyof ShippingInfo;
    if (rule.isRequired && value === '') errors[field] = `The ${rule.label} field is required.`;
    else if (value.length > rule.max) errors[field] = `The ${rule.label} may not be greater than ${rule.max} characters.`;
  }
  if (!errors.email && values.email.trim() !== '' && !EMAIL_PATTERN.test(values.email.trim())) {
    errors.email = 'The email must be a valid email address.';
  }
  // issue #16 item 3: the server's one address rule (shared/address-rules.ts), in its words.
  const phone = errors.phone ? '' : phoneProblem('phone', values.phone);
  if (phone) errors.phone = phone;
  const postCode = errors.post_code ? '' : postCodeProblem('post code', values.post_code, values.country_id);
  if (postCode) errors.post_code = postCode;
  return errors;
}

export const validateShipping = (values: ShippingInfo): FieldErrors => validate(values, SHIPPING_RULES);
export const validateBilling = (values: BillingInfo): FieldErrors => validate(values, BILLING_RULES);

export function isRequired(form: 'shipping' | 'billing', field: keyof ShippingInfo): boolean {
  const rules: Record<string, FieldRule | null> = form === 'shipping' ? SHIPPING_RULES : BILLING_RULES;
  return rules[field]?.isRequired ?? false;
}

/** The server's 422 map, keyed `shipping_info.post_code`, as errors by field name. */
export function fieldErrorsFromServer(errors: Record<string, string> | undefined, prefix: 'shipping_info' | 'billing_info'): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, message] of Object.entries(errors ?? {})) {
    const field = key.startsWith(`${prefix}.`) ? key.slice(prefix.length + 1) : key;
    if (field in EMPTY_SHIPPING) result[field as keyof ShippingInfo] = message;
  }
  return result;
}

/** spec §4: choosing a saved address copies its fields into the shipping details. */
export function withAddress(values: ShippingInfo, address: AddressJson): ShippingInfo {
  return {
    ...values,
    line_1: address.line_1,
    line_2: address.line_2 ?? '',
    suburb: address.suburb,
    city: address.city,
    post_code: address.post_code,
    phone: address.phone || values.phone,
    country_id: address.country.id,
    region_id: address.region?.id ?? DEFAULT_REGION_ID,
  };
}

/** The 'different address' choice: the address lines are emptied for typing; name and contact stay. */
export function withoutAddress(values: ShippingInfo): ShippingInfo {
  return { ...values, line_1: '', line_2: '', suburb: '', city: '', post_code: '', region_id: DEFAULT_REGION_ID, country_id: DEFAULT_COUNTRY_ID };
}

function isSameAddress(address: AddressJson, info: ShippingInfo): boolean {
  const same = (a: string | null, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
  return same(address.line_1, info.line_1) && same(address.suburb, info.suburb) && same(address.post_code, info.post_code);
}

export type InitialShipping = { values: ShippingInfo; addressId: number | null };

/**
 * Step 1 on load (spec §4): the cart's saved shipping details, or the user's name and e-mail. When
 * the account has addresses, the first is preselected and copied in, unless the saved details are
 * already another address (then that one, or none when they match no saved address).
 */
export function initialShipping(checkout: Pick<CheckoutJson, 'cart' | 'addresses' | 'user'>): InitialShipping {
  const saved = checkout.cart.shipping_info;
  const base: ShippingInfo = saved
    ? { ...EMPTY_SHIPPING, ...saved }
    : { ...EMPTY_SHIPPING, first_name: checkout.user.first_name, last_name: checkout.user.last_name, email: checkout.user.email };
  const [first] = checkout.addresses;
  if (!first) return { values: base, addressId: null };
  if (saved) return { values: base, addressId: checkout.addresses.find((address) => isSameAddress(address, saved))?.id ?? null };
  return { values: withAddress(base, first), addressId: first.id };
}

/** spec §4: ticking 'same as shipping' copies shipping into billing (without notes and purchase order). */
export function billingFromShipping(shipping: ShippingInfo): BillingInfo {
  const { notes: _notes, purchase_order_no: _purchaseOrder, ...billing } = shipping;
  return billing;
}

/** Regions of the chosen country (spec §2: the region list follows the country). */
export function regionsOf(countries: CountryJson[], countryId: number): CountryJson['regions'] {
  return countries.find((country) => country.id === countryId)?.regions ?? [];
}

/** A region that does not belong to the newly chosen country is reset to none. */
export function withCountry<T extends BillingInfo>(values: T, countries: CountryJson[], countryId: number): T {
  const keepsRegion = regionsOf(countries, countryId).some((region) => region.id === values.region_id);
  return { ...values, country_id: countryId, region_id: keepsRegion ? values.region_id : DEFAULT_REGION_ID };
}

/** 'Country, Region' names for the confirm step (spec §2 Step 3). */
export function placeNames(countries: CountryJson[], info: Pick<BillingInfo, 'country_id' | 'region_id'>): { country: string; region: string } {
  const country = countries.find((entry) => entry.id === info.country_id);
  return {
    country: country?.title ?? '',
    region: country?.regions.find((region) => region.id === info.region_id)?.name ?? '',
  };
}

/** One line for a saved address in the dropdown. */
export function addressOptionLabel(address: AddressJson): string {
  const parts = [address.line_1, address.line_2, address.suburb, address.city, address.post_code].filter((part) => part && part.trim() !== '');
  return `${parts.join(', ')}${address.primary ? ' (primary)' : ''}`;
}
