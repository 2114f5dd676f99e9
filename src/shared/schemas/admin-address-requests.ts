// The back office's address change requests (issue #17 Part 4): GET /admin/api/address-requests?status=…,
// POST …/{id}/apply and POST …/{id}/decline (its body: admin-lists.ts declineBodySchema).
import { z } from 'zod';
import { adminPageFields, adminPageResponseSchema, adminRecordResponseSchema, adminSavedResponseSchema } from './admin-lists.ts';

export const ADDRESS_REQUEST_STATUSES = ['open', 'applied', 'declined'] as const;
export type AddressRequestStatus = (typeof ADDRESS_REQUEST_STATUSES)[number];

export const addressRequestListQuerySchema = z.object({
  status: z.enum(ADDRESS_REQUEST_STATUSES).optional(),
  ...adminPageFields,
});
export type AddressRequestListQuery = z.infer<typeof addressRequestListQuerySchema>;

export const addressLinesJsonSchema = z.object({ line_1: z.string(), line_2: z.string().nullable(), suburb: z.string(), city: z.string(), post_code: z.string() });
export type AddressLinesJson = z.infer<typeof addressLinesJsonSchema>;

export const addressRequestJsonSchema = z.object({
  id: z.number().int(),
  status: z.enum(ADDRESS_REQUEST_STATUSES),
  account: z.object({ id: z.number().int(), account_number: z.string(), name: z.string() }).describe('The customer account whose address it is.'),
  address_id: z.number().int(),
  integration_code: z
    .string()
    .nullable()
    .describe("The address's code in the merchant's system (the ERP owns the address): it keeps it when the request is applied, and the ERP's next sync overwrites a change it has not made too."),
  conflicting_request_ids: z
    .array(z.number().int())
    .describe('The other open requests for the same address, oldest first: two or more open requests for one address conflict. Empty once this one is decided.'),
  current: addressLinesJsonSchema.describe('The address as it is now (after an applied request, the values it took).'),
  requested: addressLinesJsonSchema.describe('The address as the customer asks it to be.'),
  requested_by: z.string().nullable().describe('The e-mail of the user who asked; null when they have since been removed.'),
  decline_reason: z.string().nullable().describe('The reason given when declining, as e-mailed to the customer; null when none.'),
  created_at: z.iso.datetime(),
  decided_at: z.iso.datetime().nullable(),
});
export type AddressRequestJson = z.infer<typeof addressRequestJsonSchema>;

/** GET /admin/api/address-requests. */
export const addressRequestPageResponseSchema = adminPageResponseSchema(addressRequestJsonSchema);
/** GET /admin/api/address-requests/{id}. */
export const addressRequestResponseSchema = adminRecordResponseSchema(addressRequestJsonSchema);
/** POST …/{id}/apply and …/{id}/decline: the request as decided. */
export const addressRequestDecisionResponseSchema = adminSavedResponseSchema(addressRequestJsonSchema);
