// spec §3 Registration / trade application payload: each text field's name in messages, shared by the
// server's schema (shared/schemas/applications.ts) and the form's own checks, so both say the same.
export const APPLICATION_LABELS = {
  email: 'email',
  company_name: 'company name',
  purchaser_name: 'purchaser name',
  contact_phone: 'phone number',
  contact_email: 'contact email',
  billing_address: 'street address',
  billing_suburb: 'suburb',
  billing_city: 'city',
  billing_phone: 'billing phone',
  billing_postcode: 'billing post code',
  shipping_address: 'shipping street address',
  shipping_suburb: 'shipping suburb',
  shipping_city: 'shipping city',
  shipping_phone: 'shipping phone',
  shipping_postcode: 'shipping post code',
} as const;

export type ApplicationTextField = keyof typeof APPLICATION_LABELS;

/** The shipping fields: required unless 'Same as billing' is ticked (then copied from billing). */
export const SHIPPING_FIELDS = ['shipping_address', 'shipping_city', 'shipping_phone', 'shipping_postcode'] as const;
