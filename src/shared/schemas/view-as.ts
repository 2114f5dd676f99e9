// 'View as customer' (issue #30 Part 4): the link staff open, and the banner's facts.
import { z } from 'zod';
import { codeText } from './text.ts';

/** POST /admin/api/accounts/{id}/view-as: the address that opens the view, once, within a minute. */
export const viewAsLinkResponseSchema = z.object({
  url: z.string().describe('Opened in the same browser (its back-office session proves who opens it): starts the view and goes to the storefront.'),
  link_expires_at: z.string().describe('When the link stops working if not opened (ISO 8601).'),
});
export type ViewAsLinkResponse = z.infer<typeof viewAsLinkResponseSchema>;

/** GET /admin/api/view-as/{token}. */
export const viewAsTokenParamsSchema = z.object({
  token: codeText('token').regex(/^[A-Za-z0-9_-]{43}$/, 'This view link is not valid.'),
});

/** In GET /api/session while staff view the store as the account: what the banner says. */
export const viewAsJsonSchema = z.object({
  account_name: z.string(),
  account_number: z.string(),
  staff_email: z.string(),
  ends_at: z.string().describe('When the view ends by itself (ISO 8601).'),
});
export type ViewAsJson = z.infer<typeof viewAsJsonSchema>;

/** The answer of a refused write while viewing (403), word for word. */
export const VIEW_AS_READ_ONLY_MESSAGE = 'Viewing as a customer is read-only';
