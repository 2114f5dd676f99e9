import { z } from 'zod';

/** spec §3 Login payload. */
export const loginBodySchema = z.object({
  email: z
    .string({ error: 'The email field is required.' })
    .trim()
    .min(1, 'The email field is required.')
    .max(254)
    .email('The email must be a valid email address.'),
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.').max(1000),
  remember_me: z.boolean().optional().default(false),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** spec §3 Logout payload: the CSRF token (also accepted as a form field from a page without scripts). */
export const logoutBodySchema = z.object({ token: z.string().max(200).optional() }).loose();

export const passwordResetRequestBodySchema = z.object({
  email: z
    .string({ error: 'The email field is required.' })
    .trim()
    .min(1, 'The email field is required.')
    .max(254)
    .email('The email must be a valid email address.'),
});

export const passwordResetBodySchema = z
  .object({
    token: z
      .string({ error: 'This password reset link is invalid or has expired.' })
      .min(10, 'This password reset link is invalid or has expired.')
      .max(200, 'This password reset link is invalid or has expired.'),
    password: z
      .string({ error: 'The password field is required.' })
      .min(8, 'The password must be at least 8 characters.')
      .max(200),
    password_confirmation: z.string({ error: 'The password confirmation does not match.' }),
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
    .object({ id: z.number(), account_number: z.string(), name: z.string(), can_switch: z.boolean() })
    .nullable(),
  csrf_token: z.string(),
});
export type SessionJson = z.infer<typeof sessionJsonSchema>;
