// Staff security (issue #30 Part 4): a member's sign-in history and sessions, 'sign out everywhere', the
// password reset an owner sends a member, and the page where the member sets the new password.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../passwords.ts';
import { ADMIN_PER_PAGE_MAX, adminPageFields, adminPageResponseSchema } from './admin-lists.ts';
import { textWholeNumber } from './numbers.ts';
import { doneResponseSchema } from './session.ts';
import { codeText } from './text.ts';
import { STAFF_SIGN_IN_RESULTS, STAFF_SIGN_INS_PER_PAGE } from '../staff-security.ts';

export { STAFF_SIGN_IN_HISTORY_DAYS, STAFF_SIGN_IN_RESULTS, type StaffSignInResult } from '../staff-security.ts';

/** GET /admin/api/staff/{id}/sign-ins?page=&per_page= (50 a page unless asked). */
export const staffSignInsQuerySchema = z.object({
  page: adminPageFields.page,
  per_page: textWholeNumber('per page', { min: 1, max: ADMIN_PER_PAGE_MAX }).default(STAFF_SIGN_INS_PER_PAGE),
});
export type StaffSignInsQuery = z.infer<typeof staffSignInsQuerySchema>;

export const staffSignInJsonSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  ip: z.string().describe('The address the attempt came from.'),
  browser: z.string().describe("The browser and system, read from the user agent: 'Chrome on Windows'."),
  user_agent: z.string(),
  result: z.enum(STAFF_SIGN_IN_RESULTS),
});
export type StaffSignInJson = z.infer<typeof staffSignInJsonSchema>;
export const staffSignInsResponseSchema = adminPageResponseSchema(staffSignInJsonSchema);
export type StaffSignInsResponseJson = z.infer<typeof staffSignInsResponseSchema>;

export const staffSessionJsonSchema = z.object({
  started_at: z.iso.datetime(),
  last_seen_at: z.iso.datetime().describe('The last request, to the minute.'),
  expires_at: z.iso.datetime().describe('The session ends then at the latest (12 h after sign-in), or sooner when idle.'),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean().describe('The session making this request.'),
});
export type StaffSessionJson = z.infer<typeof staffSessionJsonSchema>;
export const staffSessionsResponseSchema = z.object({ data: z.array(staffSessionJsonSchema) });
export type StaffSessionsResponseJson = z.infer<typeof staffSessionsResponseSchema>;

/** DELETE /admin/api/staff/{id}/sessions. */
export const staffSessionsEndedResponseSchema = z.object({
  data: z.object({ ended: z.number().int().describe('How many sessions were ended.') }),
  message: z.string(),
});
export type StaffSessionsEndedResponseJson = z.infer<typeof staffSessionsEndedResponseSchema>;

/** POST /admin/api/staff/{id}/reset-password and /reset-authenticator. */
export const staffResetResponseSchema = z.object({ message: z.string().describe('What was done, in a sentence to show the owner.') });
export type StaffResetResponseJson = z.infer<typeof staffResetResponseSchema>;

const invalidLink = 'This link is invalid, used or has expired. Ask an owner to send a new one.';

/** POST /admin/api/password/reset: the member's new password, with the token of the owner's e-mail. */
export const staffSetPasswordBodySchema = z
  .object({
    token: codeText('token', { error: invalidLink }).min(10, invalidLink).max(200, invalidLink),
    // The length of the password rule; the server checks the rest (server/kernel/password-rules.ts).
    password: codeText('password', { error: 'The password field is required.' })
      .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(PASSWORD_MAX_LENGTH, `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`),
    password_confirmation: codeText('password confirmation', { error: 'The password confirmation does not match.' }),
  })
  .refine((body) => body.password === body.password_confirmation, { message: 'The password confirmation does not match.', path: ['password_confirmation'] });
export type StaffSetPasswordBody = z.infer<typeof staffSetPasswordBodySchema>;
export const STAFF_RESET_LINK_INVALID_MESSAGE = invalidLink;
export const staffSetPasswordResponseSchema = doneResponseSchema('/admin/login');
