// GET /admin/api/audit (issue #17 Part 5): the back office's record of who changed what, and when.
import { z } from 'zod';
import { adminPageResponseSchema } from './admin-lists.ts';
import { isoDate } from './dates.ts';
import { textWholeNumber } from './numbers.ts';
import { codeText, lineText } from './text.ts';

export const AUDIT_PER_PAGE = 50;

export const auditQuerySchema = z
  .object({
    /** Words in the action, the record's id, the staff e-mail or the values before and after. */
    q: lineText('q').trim().max(200).optional(),
    /** A staff member's e-mail, or part of it. */
    staff: lineText('staff').trim().max(254).optional(),
    /** The kind of record: 'order', 'application', 'staff', … */
    entity: codeText('entity').trim().max(50).optional(),
    date_from: isoDate('date from').optional(),
    date_to: isoDate('date to').optional(),
    page: textWholeNumber('page', { min: 1, max: 100_000 }).default(1),
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    path: ['date_to'],
    message: 'The date to must be on or after the date from.',
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const changedValues = z
  .record(z.string(), z.unknown())
  .nullable()
  .describe('The changed fields and their values (null when the record was created or removed); never a password, a code or a secret.');

export const auditEntryJsonSchema = z.object({
  id: z.number().int(),
  created_at: z.iso.datetime(),
  staff_id: z.number().int().nullable().describe("The staff member who made the change; null for a change made with the ERP's API key."),
  staff_email: z.string().describe("The staff member's e-mail at the time, or 'api-key:<the key's name>' for the ERP."),
  action: z.string().describe("What was done, as a verb on the record: 'order.status', 'application.approve', 'staff.create', …"),
  entity: z.string().describe("The kind of record: 'order', 'application', 'account', 'staff', …"),
  entity_id: z.string(),
  before: changedValues,
  after: changedValues,
});
export type AuditEntryJson = z.infer<typeof auditEntryJsonSchema>;

/** GET /admin/api/audit: newest first, AUDIT_PER_PAGE a page. */
export const auditListResponseSchema = adminPageResponseSchema(auditEntryJsonSchema);
export type AuditListJson = z.infer<typeof auditListResponseSchema>;
