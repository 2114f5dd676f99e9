// The back office's trade applications (issue #17 Part 4): GET /admin/api/applications?status=…,
// GET …/{id}, POST …/{id}/approve and POST …/{id}/decline (its body: admin-lists.ts declineBodySchema).
import { z } from 'zod';
import { adminPageFields, adminPageResponseSchema, adminRecordResponseSchema, adminSavedResponseSchema } from './admin-lists.ts';
import { accountNumberText } from './admin-accounts.ts';

export const APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applicationListQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  ...adminPageFields,
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const approveApplicationBodySchema = z.object({
  account_number: accountNumberText(),
  can_pay_on_account: z.boolean({ error: 'The can pay on account field must be true or false.' }),
  can_switch_accounts: z.boolean({ error: 'The can switch accounts field must be true or false.' }),
});
export type ApproveApplicationBody = z.infer<typeof approveApplicationBodySchema>;

export const tradeApplicationJsonSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  email: z.string().describe('The e-mail the applicant signs in with once approved.'),
  company_name: z.string(),
  purchaser_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  billing_address: z.string(),
  billing_suburb: z.string().describe("'' when none was given."),
  billing_city: z.string(),
  billing_phone: z.string(),
  billing_postcode: z.string(),
  same_address: z.boolean().describe('The shipping address is the billing address.'),
  shipping_address: z.string(),
  shipping_suburb: z.string(),
  shipping_city: z.string(),
  shipping_phone: z.string(),
  shipping_postcode: z.string(),
  account_id: z.number().int().nullable().describe('The account opened when it was approved (null before, or when declined).'),
  decline_reason: z.string().nullable().describe('The reason given when declining, as e-mailed to the applicant; null when none.'),
  decided_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type TradeApplicationJson = z.infer<typeof tradeApplicationJsonSchema>;

/** GET /admin/api/applications. */
export const tradeApplicationPageResponseSchema = adminPageResponseSchema(tradeApplicationJsonSchema);
/** GET /admin/api/applications/{id}: also what its approval form suggests (issue #26 item 2). */
export const tradeApplicationDetailJsonSchema = tradeApplicationJsonSchema.extend({
  suggested_account_number: z.string().nullable().describe('The next free account number under the store’s rule, while it is pending (null once decided, or when the rule takes no number of digits).'),
  account_number_rule: z.string().describe('The store’s rule for account numbers, in words (e.g. “The account number must be 4 to 12 digits.”).'),
});
export type TradeApplicationDetailJson = z.infer<typeof tradeApplicationDetailJsonSchema>;
export const tradeApplicationResponseSchema = adminRecordResponseSchema(tradeApplicationDetailJsonSchema);
/** POST …/{id}/approve and …/{id}/decline: the application as decided. */
export const tradeApplicationDecisionResponseSchema = adminSavedResponseSchema(tradeApplicationJsonSchema);
