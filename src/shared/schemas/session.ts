import { z } from 'zod';
import { ACCOUNT_ROLES } from '../account-roles.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../passwords.ts';
import { codeText, lineText } from './text.ts';
import { viewAsJsonSchema } from './view-as.ts';

/** A required e-mail address, as sign-in reads it. */
export const emailText = (label = 'email') =>
  lineText(label, { error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(254, `The ${label} may not be greater than 254 characters.`)
    .email(`The ${label} must be a valid email address.`);

/** Issue #28: an account's accounts e-mail, or '' for none (invoices and statements then go to its managers). */
export const accountsEmailText = () =>
  lineText('accounts email', { error: 'The accounts email must be text.' })
    .trim()
    .max(254, 'The accounts email may not be greater than 254 characters.')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'The accounts email must be a valid email address, or empty for none.');

/** spec §3 Login payload. A password set before the current rule (shorter, say) still signs in: only its characters are checked. */
export const loginBodySchema = z.object({
  email: emailText(),
  password: codeText('password', { error: 'The password field is required.' }).min(1, 'The password field is required.').max(1000, 'The password may not be greater than 1000 characters.'),
  remember_me: z.boolean().optional().default(false),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** spec §3 Logout payload: the CSRF token (also accepted as a form field from a page without scripts). */
export const logoutBodySchema = z.object({ token: codeText('token').max(200).optional() }).loose();

export const passwordResetRequestBodySchema = z.object({ email: emailText() });

export const passwordResetBodySchema = z
  .object({
    token: codeText('token', { error: 'This password reset link is invalid or has expired.' })
      .min(10, 'This password reset link is invalid or has expired.')
      .max(200, 'This password reset link is invalid or has expired.'),
    // The length of the password rule; the server checks the rest (server/domains/auth/password-rules.ts).
    password: codeText('password', { error: 'The password field is required.' })
      .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(PASSWORD_MAX_LENGTH, `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`),
    password_confirmation: codeText('password confirmation', { error: 'The password confirmation does not match.' }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'The password confirmation does not match.',
    path: ['password_confirmation'],
  });

/** GET /api/session: who is viewing, for the header, breadcrumb and client state. */
export const sessionJsonSchema = z.object({
  is_logged_in: z.boolean(),
  user: z.object({ id: z.number(), email: z.string(), first_name: z.string(), last_name: z.string() }).nullable(),
  account: z
    .object({ id: z.number(), account_number: z.string(), name: z.string(), can_switch: z.boolean(), role: z.enum(ACCOUNT_ROLES) })
    .nullable(),
  csrf_token: z.string(),
  /** Issue #30 Part 4: a staff member viewing the store as this account (read-only), or null. */
  view_as: viewAsJsonSchema.nullable(),
});
export type SessionJson = z.infer<typeof sessionJsonSchema>;

/** The `redirect` of an answer: where the page goes next. */
export const redirectText = (where: string) => z.string().describe(`Where the page goes next: ${where}.`);

/** POST /api/login (spec §7: a failure reads message). The session cookie comes with it. */
export const loginResponseSchema = z.object({
  success: z.literal(true),
  redirect: redirectText('/#category'),
  account_number: z.string().describe('The account signed in to (the one last switched to, while the user is still in it).'),
});

/** POST /logout and POST /password/reset. */
export const doneResponseSchema = (where: string) => z.object({ success: z.literal(true), redirect: redirectText(where) });

/** POST /password/email: the same words whether or not the address is registered. */
export const passwordResetRequestedResponseSchema = z.object({ message: z.string() });
