// spec §4/§5 the trade application's client rules: what is required, 'Same as billing' enabled only
// once the billing address, city, phone and post code are filled, and the shipping fields copied from
// billing before submit when it is ticked. The server checks the same, in the same words
// (shared/schemas/applications.ts, with the address rule of shared/address-rules.ts).
import { phoneProblem, postCodeProblem } from '../../../shared/address-rules.ts';
import { APPLICATION_LABELS, SHIPPING_FIELDS, type ApplicationTextField } from '../../../shared/application-fields.ts';
import type { TradeApplicationInput } from '../../../shared/schemas/applications.ts';

export type ApplicationValues = {
  email: string;
  company_name: string;
  purchaser_name: string;
  contact_phone: string;
  contact_email: string;
  billing_address: string;
  billing_suburb: string;
  billing_city: string;
  billing_phone: string;
  billing_postcode: string;
  same_address: boolean;
  shipping_address: string;
  shipping_suburb: string;
  shipping_city: string;
  shipping_phone: string;
  shipping_postcode: string;
};

export const EMPTY_APPLICATION: ApplicationValues = {
  email: '',
  company_name: '',
  purchaser_name: '',
  contact_phone: '',
  contact_email: '',
  billing_address: '',
  billing_suburb: '',
  billing_city: '',
  billing_phone: '',
  billing_postcode: '',
  same_address: false,
  shipping_address: '',
  shipping_suburb: '',
  shipping_city: '',
  shipping_phone: '',
  shipping_postcode: '',
};

type TextField = ApplicationTextField;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for a field as typed, or '' when it is fine: the server's words for the same field. */
export function fieldProblem(field: TextField, value: string): string {
  const label = APPLICATION_LABELS[field];
  const text = value.trim();
  // Issue #26 item 11: a suburb is optional, as in an address.
  if (field.endsWith('_suburb')) return text.length > 120 ? `The ${label} may not be greater than 120 characters.` : '';
  if (text === '') return `The ${label} field is required.`;
  if ((field === 'email' || field === 'contact_email') && !EMAIL.test(text)) return `The ${label} must be a valid email address.`;
  if (field.endsWith('_phone')) return phoneProblem(label, text);
  if (field.endsWith('_postcode')) return postCodeProblem(label, text);
  return '';
}

const BILLING: TextField[] = ['billing_address', 'billing_city', 'billing_phone', 'billing_postcode'];
const ALWAYS: TextField[] = ['email', 'company_name', 'purchaser_name', 'contact_phone', 'contact_email', ...BILLING];

/** spec §4: the checkbox is disabled until billing address, city, phone and postcode are all non-empty. */
export function canUseSameAddress(values: ApplicationValues): boolean {
  return BILLING.every((field) => values[field].trim() !== '');
}

/** The fields that must be valid: the shipping ones only when shown (not 'Same as billing'). */
export function checkedFields(values: ApplicationValues): TextField[] {
  return values.same_address ? ALWAYS : [...ALWAYS, ...SHIPPING_FIELDS];
}

export function isApplicationValid(values: ApplicationValues): boolean {
  return checkedFields(values).every((field) => fieldProblem(field, values[field]) === '');
}

/** The payload of spec §3, with billing copied into shipping when 'Same as billing' is ticked. */
export function toPayload(values: ApplicationValues): TradeApplicationInput {
  if (!values.same_address) return values;
  return {
    ...values,
    shipping_address: values.billing_address,
    shipping_suburb: values.billing_suburb,
    shipping_city: values.billing_city,
    shipping_phone: values.billing_phone,
    shipping_postcode: values.billing_postcode,
  };
}
