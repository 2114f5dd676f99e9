// One rule for the post code and phone of every address the store takes (issue #16 item 3): checkout's
// shipping and billing, My Account's billing address, delivery addresses and the trade application. A
// courier in New Zealand needs a 4-digit post code and a phone number it can dial. Zod-free, so the
// browser's forms check exactly what the server does (shared/schemas/address-fields.ts).
import { DEFAULT_COUNTRY_ID } from './limits.ts';

export const PHONE_MAX_LENGTH = 20;
export const PHONE_MIN_DIGITS = 7;
const PHONE_CHARACTERS = /^[\d\s+()-]*$/;

/** Countries whose post codes are 4 digits: New Zealand (spec §9's default, 155) and Australia (13). */
const FOUR_DIGIT_COUNTRIES: ReadonlySet<number> = new Set([DEFAULT_COUNTRY_ID, 13]);
/** Elsewhere (the checkout's other countries): letters and digits, with spaces or '-' between, as UK and US codes are. */
const OTHER_POST_CODE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,8}[A-Za-z0-9])?$/;

/** What is wrong with a post code already known not to be empty ('' when nothing is); `countryId` only at checkout. */
export function postCodeProblem(label: string, value: string, countryId = DEFAULT_COUNTRY_ID): string {
  const code = value.trim();
  if (FOUR_DIGIT_COUNTRIES.has(countryId)) return /^\d{4}$/.test(code) ? '' : `The ${label} must be 4 digits.`;
  return OTHER_POST_CODE.test(code) ? '' : `The ${label} may only contain letters, digits, spaces and -, up to 10 characters.`;
}

/** What is wrong with a phone number already known not to be empty ('' when nothing is). */
export function phoneProblem(label: string, value: string): string {
  const phone = value.trim();
  if (!PHONE_CHARACTERS.test(phone)) return `The ${label} may only contain digits, spaces, +, (, ) and -.`;
  if (phone.length > PHONE_MAX_LENGTH) return `The ${label} may not be greater than ${PHONE_MAX_LENGTH} characters.`;
  if (phone.replace(/\D/g, '').length < PHONE_MIN_DIGITS) return `The ${label} must have at least ${PHONE_MIN_DIGITS} digits.`;
  return '';
}
