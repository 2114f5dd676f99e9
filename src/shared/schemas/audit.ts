// GET /admin/api/audit (issue #17 Part 5): the back office's record of who changed what, and when.
import { z } from 'zod';
import { AUDIT_ENTITIES } from '../audit-records.ts';
import { adminPageResponseSchema } from './admin-lists.ts';
import { isoDate } from './dates.ts';
import { textWholeNumber } from './numbers.ts';
import { lineText } from './text.ts';

export const AUDIT_PER_PAGE = 50;

export const auditQuerySchema = z
  .object({
    /** Words in the action, the record's id or reference (order number, account number, SKU…), the actor, or the values before and after. */
    q: lineText('q').trim().max(200).optional(),
    /** Who: a staff member's e-mail or 'api-key:<name>', or part of it. */
    actor: lineText('actor').trim().max(254).optional(),
    /** The name `actor` had before issue #26, still read so that links made then keep their filter. */
    staff: lineText('staff').trim().max(254).optional(),
    /** The kind of record: 'order', 'application', 'staff', … */
    entity: z.enum(AUDIT_ENTITIES, { error: 'Choose a kind of record from the list.' }).optional(),
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
  staff_id: z.number().int().nullable().describe("The staff member who made the change; null for a change made with the ERP's API key, and for a failed sign-in as an e-mail no member has."),
  actor: z
    .string()
    .describe("Who made the change: the staff member's e-mail at the time, 'api-key:<the key's name>' for the ERP, or the e-mail a failed back-office sign-in typed."),
  action: z.string().describe("What was done, as a verb on the record: 'order.status', 'application.approve', 'staff.create', 'staff.sign_in', …"),
  entity: z.string().describe(`The kind of record: ${AUDIT_ENTITIES.map((entity) => `'${entity}'`).join(', ')}.`),
  entity_id: z.string(),
  reference: z
    .string()
    .nullable()
    .describe("What staff call the record: its order number, account number, SKU, category path, key name, e-mail, title…; several, comma-separated, for an ERP batch. Null for some entries written before it was kept."),
  before: changedValues,
  after: changedValues,
});
export type AuditEntryJson = z.infer<typeof auditEntryJsonSchema>;

/** GET /admin/api/audit: newest first, AUDIT_PER_PAGE a page. */
export const auditListResponseSchema = adminPageResponseSchema(auditEntryJsonSchema);
export type AuditListJson = z.infer<typeof auditListResponseSchema>;
