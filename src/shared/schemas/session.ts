import { z } from 'zod';

/** spec §3 Login payload. */
export const loginBodySchema = z.object({
  email: z.string().trim().min(1, 'The email field is required.').max(254).email('The email must be a valid email address.'),
  password: z.string().min(1, 'The password field is required.').max(1000),
  remember_me: z.boolean().optional().default(false),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const passwordResetRequestBodySchema = z.object({
  email: z.string().trim().min(1, 'The email field is required.').max(254).email('The email must be a valid email address.'),
});

export const passwordResetBodySchema = z
  .object({
    token: z.string().min(10).max(200),
    password: z.string().min(8, 'The password must be at least 8 characters.').max(200),
    password_confirmation: z.string(),
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
