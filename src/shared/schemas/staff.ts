// The back office's sign-in and staff endpoints (issue #17 Part 2): /admin/api/login, /login/code,
// /me and /staff. Field names as the issue spells them.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../passwords.ts';
import { STAFF_ROLES } from '../staff-permissions.ts';
import { doneResponseSchema, emailText } from './session.ts';
import { codeText } from './text.ts';

export const staffLoginBodySchema = z.object({
  email: emailText(),
  password: codeText('password', { error: 'The password field is required.' })
    .min(1, 'The password field is required.')
    .max(1000, 'The password may not be greater than 1000 characters.'),
});
export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;

/** An authenticator shows '123 456': blanks are dropped before the six digits are checked. */
const totpCode = codeText('code')
  .max(20, 'The code must be 6 digits.')
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => /^\d{6}$/.test(value), 'The code must be 6 digits.');

/** A recovery code as printed ('k7m2p-q9x4t'), in any case, with or without its dash and blanks. */
const recoveryCode = codeText('recovery code')
  .max(40, 'The recovery code is not valid.')
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .refine((value) => /^[a-z0-9]{10}$/.test(value), 'The recovery code is not valid.');

/** POST /admin/api/login/code: `{code}` from the authenticator, or `{recovery_code}`, never both. */
export const staffCodeBodySchema = z
  .object({ code: totpCode.optional(), recovery_code: recoveryCode.optional() })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    path: ['code'],
    message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  });
export type StaffCodeBody = z.infer<typeof staffCodeBodySchema>;

/** POST /admin/api/logout: nothing is read from the body, but a body that is not an object is refused. */
export const staffLogoutBodySchema = z.object({});

export const createStaffBodySchema = z.object({
  email: emailText(),
  // The length of the password rule; the server checks the rest (server/domains/auth/password-rules.ts).
  password: codeText('password', { error: 'The password field is required.' })
    .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`),
  role: z.enum(STAFF_ROLES),
});
export type CreateStaffBody = z.infer<typeof createStaffBodySchema>;

export const updateStaffBodySchema = z
  .object({ role: z.enum(STAFF_ROLES).optional(), active: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.active !== undefined, { path: ['role'], message: 'Send a role or active.' });
export type UpdateStaffBody = z.infer<typeof updateStaffBodySchema>;

/** GET /admin/api/me, and the answer of a completed sign-in. */
export const staffMeJsonSchema = z.object({ id: z.number().int(), email: z.string(), role: z.enum(STAFF_ROLES) });
export type StaffMeJson = z.infer<typeof staffMeJsonSchema>;

/** POST /admin/api/login: enrol an authenticator first, or enter its code. */
export const staffLoginResponseSchema = z.discriminatedUnion('next', [
  z.object({
    next: z.literal('enrol').describe('No authenticator yet: enrol one with these, then send its code to POST /admin/api/login/code.'),
    otpauth_url: z.string().describe('The otpauth:// URL to show as a QR code.'),
    secret: z.string().describe('The same secret in base32, to type in by hand.'),
  }),
  z.object({ next: z.literal('code').describe("Send the authenticator's code (or a recovery code) to POST /admin/api/login/code.") }),
]);
export type StaffLoginResponseJson = z.infer<typeof staffLoginResponseSchema>;

/** POST /admin/api/login/code: signed in; at enrolment, with the ten recovery codes (shown once). */
export const staffCodeResponseSchema = staffMeJsonSchema.extend({
  recovery_codes: z.array(z.string()).optional().describe('Only at enrolment: the ten recovery codes, shown this once.'),
});
export type StaffCodeResponseJson = z.infer<typeof staffCodeResponseSchema>;

/** POST /admin/api/logout. */
export const staffLogoutResponseSchema = doneResponseSchema('/admin/login');

export const staffMemberJsonSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean().describe('False once deactivated: the member can no longer sign in.'),
  enrolled: z.boolean().describe('An authenticator is enrolled (the member has signed in once).'),
  last_sign_in_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type StaffMemberJson = z.infer<typeof staffMemberJsonSchema>;

/** GET /admin/api/staff. */
export const staffListResponseSchema = z.object({ data: z.array(staffMemberJsonSchema) });
/** POST /admin/api/staff and PATCH /admin/api/staff/{id}: the member as saved. */
export const staffMemberResponseSchema = z.object({ data: staffMemberJsonSchema });
