// GET /admin/api/audit (issue #17 Part 5): the back office's record of who changed what, and when.
import { z } from 'zod';
import type { PaginationMeta } from '../pagination.ts';
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

export type AuditEntryJson = {
  id: number;
  created_at: string;
  staff_id: number | null;
  staff_email: string;
  action: string;
  entity: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type AuditListJson = { data: AuditEntryJson[]; meta: PaginationMeta };
