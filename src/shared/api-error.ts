import { z } from 'zod';

/** Every error answer: 422 validation, 401 no session, 403 bad CSRF, 404 missing or another account's, 429, 503. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
