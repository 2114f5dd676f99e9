import { z } from 'zod';

/** Every error answer: 422 validation, 401 no session, 403 bad CSRF, 404 missing or another account's, 429, 503. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** A 404 of GET /api/category for a path a category has left: where it is now (`path` for the API, `url` for the page). */
  moved_to: z.object({ id: z.number(), path: z.string(), url: z.string() }).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
