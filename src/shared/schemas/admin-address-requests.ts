// The back office's address change requests (issue #17 Part 4): GET /admin/api/address-requests?status=…,
// POST …/{id}/apply and POST …/{id}/decline (its body: admin-lists.ts declineBodySchema).
import { z } from 'zod';
import { adminPageFields } from './admin-lists.ts';

export const ADDRESS_REQUEST_STATUSES = ['open', 'applied', 'declined'] as const;
export type AddressRequestStatus = (typeof ADDRESS_REQUEST_STATUSES)[number];

export const addressRequestListQuerySchema = z.object({
  status: z.enum(ADDRESS_REQUEST_STATUSES).optional(),
  ...adminPageFields,
});
export type AddressRequestListQuery = z.infer<typeof addressRequestListQuerySchema>;

export type AddressLinesJson = { line_1: string; line_2: string | null; suburb: string; city: string; post_code: string };

export type AddressRequestJson = {
  id: number;
  status: AddressRequestStatus;
  account: { id: number; account_number: string; name: string };
  address_id: number;
  /** The address's code in the merchant's system: it keeps it when the request is applied. */
  integration_code: string | null;
  /** The address as it is now (after an applied request, the values it took). */
  current: AddressLinesJson;
  requested: AddressLinesJson;
  /** The e-mail of the user who asked; null when they have since been removed. */
  requested_by: string | null;
  decline_reason: string | null;
  created_at: string;
  decided_at: string | null;
};
