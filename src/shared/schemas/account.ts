// My Account (spec §2, §3 Account/user, §7 PUT /my-account), Switch Account and the account's users
// (issue #11). Field names are the spec's.
import { z } from 'zod';
import { ACCOUNT_ROLES } from '../account-roles.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../passwords.ts';
import { phoneText, postCodeText, requiredText } from './address-fields.ts';
import { bodyId } from './ids.ts';
import { emailText } from './session.ts';
import { codeText, lineText } from './text.ts';

const required = requiredText;
const optional = (label: string, max: number) =>
  lineText(label).trim().max(max, `The ${label} may not be greater than ${max} characters.`);

const newPassword = () =>
  codeText('password', { error: 'The password field is required.' })
    .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`);

/** spec §2 billing mode: address1 (Street Address), address2 (Suburb), city, address_phone, post_code, optional reference. */
export const billingAddressSchema = z.object({
  address1: required('street address', 255),
  address2: required('suburb', 120),
  city: required('city', 120),
  address_phone: phoneText('phone number'),
  post_code: postCodeText('post code'),
  reference: optional('reference', 120).optional().default(''),
});
export type BillingAddressJson = z.infer<typeof billingAddressSchema>;

const contactList = (label: string) => z.array(required(label, 255)).max(20, `At most 20 ${label}s.`);

/**
 * spec §7 PUT /my-account: only the fields present change (the popup sends one mode's fields). An
 * e-mail or password change needs current_password.
 */
export const updateMyAccountBodySchema = z
  .object({
    account_name: required('account name', 120),
    email: emailText(),
    company_name: optional('company name', 120),
    phone: optional('phone', 40),
    first_name: required('first name', 80),
    last_name: required('last name', 80),
    password: newPassword(),
    password_confirmation: codeText('password confirmation'),
    current_password: codeText('current password').max(1000),
    purchasing_contact: contactList('purchasing contact'),
    accounts_contact: contactList('accounts contact'),
    billing_address: billingAddressSchema,
  })
  .partial()
  .refine((body) => body.password === undefined || body.password_confirmation === undefined || body.password === body.password_confirmation, {
    message: 'The password confirmation does not match.',
    path: ['password_confirmation'],
  });
export type UpdateMyAccountBody = z.infer<typeof updateMyAccountBodySchema>;

export type MyAccountJson = {
  account_id: number;
  account_number: string;
  account_name: string;
  company_name: string;
  phone: string;
  email: string;
  first_name: string;
  last_name: string;
  purchasing_contact: string[];
  accounts_contact: string[];
  billing_address: BillingAddressJson | null;
  /** The account's registration (ISO 8601). */
  registration_date: string;
  role: (typeof ACCOUNT_ROLES)[number];
  can_switch: boolean;
  /** A new sign-in e-mail asked for and not yet confirmed by the link sent to it (issue #16 item 23); null when none. */
  pending_email: string | null;
};
export type MyAccountResponse = { data: MyAccountJson; message?: string };

export const switchAccountBodySchema = z.object({ account_id: bodyId('account id') });

export type AccountChoiceJson = { id: number; account_number: string; name: string; role: (typeof ACCOUNT_ROLES)[number]; is_current: boolean };

export const roleSchema = z.enum(ACCOUNT_ROLES, { error: 'Choose a role: manager, buyer or viewer.' });

export const inviteColleagueBodySchema = z.object({ email: emailText(), role: roleSchema });
export const changeRoleBodySchema = z.object({ role: roleSchema });

/** The link sent to a new sign-in e-mail (issue #16 item 23). */
export const confirmEmailChangeBodySchema = z.object({
  token: codeText('token', { error: 'This link is invalid or has expired.' }).min(10, 'This link is invalid or has expired.').max(200, 'This link is invalid or has expired.'),
});

const invitationToken = () =>
  codeText('token', { error: 'This invitation link is invalid or has expired.' })
    .min(10, 'This invitation link is invalid or has expired.')
    .max(200, 'This invitation link is invalid or has expired.');

/** A signed-in person accepts an invitation as themselves (issue #16 item 23). */
export const invitationTokenBodySchema = z.object({ token: invitationToken() });

/** Someone without a sign-in accepts: their login for the invited address. */
export const acceptInvitationBodySchema = z
  .object({
    token: invitationToken(),
    first_name: required('first name', 80),
    last_name: required('last name', 80),
    password: newPassword(),
    password_confirmation: codeText('password confirmation', { error: 'The password confirmation does not match.' }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'The password confirmation does not match.',
    path: ['password_confirmation'],
  });

export type ColleagueJson = { id: number; email: string; first_name: string; last_name: string; role: (typeof ACCOUNT_ROLES)[number]; joined_at: string; is_you: boolean };
export type InvitationJson = { id: number; email: string; role: (typeof ACCOUNT_ROLES)[number]; expires_at: string };
export type ColleaguesResponse = { data: { users: ColleagueJson[]; invitations: InvitationJson[] } };

/** The invitation link's page (issue #16 item 23); `has_login`: the invited address already signs in here, so they sign in to accept. */
export type InvitationResponse = {
  data: { email: string; account_number: string; account_name: string; role: (typeof ACCOUNT_ROLES)[number]; expires_at: string; has_login: boolean };
};
