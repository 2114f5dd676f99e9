// My Account (spec §2, §3 Account/user, §7 PUT /my-account), Switch Account and the account's users
// (issue #11). Field names are the spec's.
import { z } from 'zod';
import { ACCOUNT_ROLES } from '../account-roles.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../passwords.ts';
import { phoneText, postCodeText, requiredText } from './address-fields.ts';
import { instantJson } from './dates.ts';
import { bodyId } from './ids.ts';
import { accountsEmailText, doneResponseSchema, emailText, redirectText } from './session.ts';
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
    /** Issue #28: where invoices and statements go; '' for none (the managers). */
    accounts_email: accountsEmailText(),
  })
  .partial()
  .refine((body) => body.password === undefined || body.password_confirmation === undefined || body.password === body.password_confirmation, {
    message: 'The password confirmation does not match.',
    path: ['password_confirmation'],
  });
export type UpdateMyAccountBody = z.infer<typeof updateMyAccountBodySchema>;

const roleJson = z.enum(ACCOUNT_ROLES);
const successFlag = z.literal(true);

/** The billing address as stored (spec §2 billing mode); the body's rules are billingAddressSchema's. */
const billingAddressJsonSchema = z.object({
  address1: z.string().describe('Street address.'),
  address2: z.string().describe('Suburb.'),
  city: z.string(),
  address_phone: z.string(),
  post_code: z.string(),
  reference: z.string(),
});

export const myAccountJsonSchema = z.object({
  account_id: z.number().int(),
  account_number: z.string(),
  account_name: z.string(),
  company_name: z.string(),
  phone: z.string(),
  email: z.string().describe("The signed-in user's sign-in e-mail."),
  first_name: z.string(),
  last_name: z.string(),
  purchasing_contact: z.array(z.string()),
  accounts_contact: z.array(z.string()),
  accounts_email: z.string().nullable().describe("Where invoices and statements go (issue #28); null: the account's managers."),
  billing_address: billingAddressJsonSchema.nullable().describe('null until a billing address is given.'),
  registration_date: instantJson("The account's registration"),
  role: roleJson.describe("The user's role in this account."),
  can_switch: z.boolean().describe('Whether the merchant lets this account switch (Switch Account).'),
  pending_email: z
    .string()
    .nullable()
    .describe('A new sign-in e-mail asked for and not yet confirmed by the link sent to it (issue #16 item 23); null when none.'),
});
export type MyAccountJson = z.infer<typeof myAccountJsonSchema>;
/** GET /api/my-account; PUT /my-account adds `message`. */
export const myAccountResponseSchema = z.object({ data: myAccountJsonSchema, message: z.string().optional().describe('What was done, in words for the buyer (PUT only).') });
export type MyAccountResponse = z.infer<typeof myAccountResponseSchema>;

export const switchAccountBodySchema = z.object({ account_id: bodyId('account id') });

export const accountChoiceJsonSchema = z.object({
  id: z.number().int(),
  account_number: z.string(),
  name: z.string(),
  role: roleJson,
  is_current: z.boolean().describe('The account this session is in.'),
});
export type AccountChoiceJson = z.infer<typeof accountChoiceJsonSchema>;
export const accountChoicesResponseSchema = z.object({ data: z.array(accountChoiceJsonSchema) });
export const switchAccountResponseSchema = doneResponseSchema('/my-account');

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

export const colleagueJsonSchema = z.object({
  id: z.number().int().describe('The user id (the id of PUT and DELETE /api/account-users/{id}).'),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleJson,
  joined_at: instantJson('When they joined the account'),
  is_you: z.boolean().describe('The signed-in user.'),
  order_limit: z.number().int().nullable().describe('Issue #29: the most one order may come to without approval, cents excl. GST (null: no limit; a manager has none).'),
  monthly_limit: z.number().int().nullable().describe("Issue #29: the most the user's orders may come to in a New Zealand month without approval, cents excl. GST (null: no limit)."),
});
export type ColleagueJson = z.infer<typeof colleagueJsonSchema>;
export const invitationJsonSchema = z.object({ id: z.number().int(), email: z.string(), role: roleJson, expires_at: instantJson('When the link stops working') });
export type InvitationJson = z.infer<typeof invitationJsonSchema>;
export const colleaguesResponseSchema = z.object({
  data: z.object({ users: z.array(colleagueJsonSchema), invitations: z.array(invitationJsonSchema).describe('Invitations not yet accepted.') }),
});
export type ColleaguesResponse = z.infer<typeof colleaguesResponseSchema>;

/** What a change to the account's users says, in words for the buyer. */
export const colleaguesMessageResponseSchema = z.object({ message: z.string().describe('What was done, in words for the buyer.') });
export const invitationSentResponseSchema = z.object({
  outcome: z.literal('invited'),
  message: z.string().describe('The same words whether or not the address already signs in here.'),
});

/** The invitation link's page (issue #16 item 23). */
export const invitationResponseSchema = z.object({
  data: z.object({
    email: z.string().describe('The invited address.'),
    account_number: z.string(),
    account_name: z.string(),
    role: roleJson,
    first_name: z.string().describe("The invitee's first name when the store has it (a trade application's purchaser), to fill in the form; '' when not."),
    last_name: z.string().describe("Their last name likewise; '' when not."),
    expires_at: instantJson('When the link stops working'),
    has_login: z.boolean().describe('The invited address already signs in here, so they sign in and accept (POST /api/invitations/join) rather than set a password.'),
  }),
});
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;
export const invitationAcceptedResponseSchema = z.object({
  success: successFlag,
  email: z.string().describe('The address they now sign in with.'),
  account_number: z.string().describe('The account this new session is in.'),
  message: z.string(),
  redirect: redirectText('/my-account'),
});
export const invitationJoinedResponseSchema = z.object({
  success: successFlag,
  account_number: z.string().describe('The account this session is now in.'),
  message: z.string(),
  redirect: redirectText('/my-account'),
});

/** POST /api/email/confirm. */
export const emailChangeConfirmedResponseSchema = z.object({
  success: successFlag,
  email: z.string().describe('The sign-in e-mail from now on.'),
  message: z.string(),
  redirect: redirectText('/my-account when this browser is signed in as that user, /login otherwise'),
});
