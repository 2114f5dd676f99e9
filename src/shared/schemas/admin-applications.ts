// The back office's trade applications (issue #17 Part 4): GET /admin/api/applications?status=…,
// GET …/{id}, POST …/{id}/approve and POST …/{id}/decline (its body: admin-lists.ts declineBodySchema).
import { z } from 'zod';
import { adminPageFields } from './admin-lists.ts';
import { lineText } from './text.ts';

export const APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applicationListQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  ...adminPageFields,
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const ACCOUNT_NUMBER_MAX_LENGTH = 50;

export const approveApplicationBodySchema = z.object({
  account_number: lineText('account number', { error: 'The account number field is required.' })
    .trim()
    .min(1, 'The account number field is required.')
    .max(ACCOUNT_NUMBER_MAX_LENGTH, `The account number may not be greater than ${ACCOUNT_NUMBER_MAX_LENGTH} characters.`),
  can_pay_on_account: z.boolean({ error: 'The can pay on account field must be true or false.' }),
  can_switch_accounts: z.boolean({ error: 'The can switch accounts field must be true or false.' }),
});
export type ApproveApplicationBody = z.infer<typeof approveApplicationBodySchema>;

export type TradeApplicationJson = {
  id: number;
  status: ApplicationStatus;
  email: string;
  company_name: string;
  purchaser_name: string;
  contact_phone: string;
  contact_email: string;
  billing_address: string;
  billing_city: string;
  billing_phone: string;
  billing_postcode: string;
  same_address: boolean;
  shipping_address: string;
  shipping_city: string;
  shipping_phone: string;
  shipping_postcode: string;
  /** The account opened when it was approved (null before, or when declined). */
  account_id: number | null;
  decline_reason: string | null;
  decided_at: string | null;
  created_at: string;
};
