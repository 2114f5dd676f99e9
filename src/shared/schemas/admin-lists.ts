// What the back office's lists and decisions share (issue #17 Part 4): a page of a list, and the reason
// a staff member may give when declining something (e-mailed to the customer as written).
import { z } from 'zod';
import { paginationMetaSchema } from '../pagination.ts';
import { textWholeNumber } from './numbers.ts';
import { linesText } from './text.ts';

export const ADMIN_PER_PAGE_DEFAULT = 25;
export const ADMIN_PER_PAGE_MAX = 100;
export const DECLINE_REASON_MAX_LENGTH = 1000;

/** `?page=2&per_page=50`: both optional. */
export const adminPageFields = {
  page: textWholeNumber('page', { min: 1, max: 100_000 }).default(1),
  per_page: textWholeNumber('per page', { min: 1, max: ADMIN_PER_PAGE_MAX }).default(ADMIN_PER_PAGE_DEFAULT),
};

/** POST …/decline `{reason?}`: blank means none given. */
export const declineBodySchema = z.object({
  reason: linesText('reason')
    .trim()
    .max(DECLINE_REASON_MAX_LENGTH, `The reason may not be greater than ${DECLINE_REASON_MAX_LENGTH} characters.`)
    .transform((reason) => reason || undefined)
    .optional(),
});
export type DeclineBody = z.infer<typeof declineBodySchema>;

/** A page of a back-office list: its rows, and `meta` the paging (spec §7's pagination meta). */
export const adminPageResponseSchema = <Row extends z.ZodType>(row: Row) => z.object({ data: z.array(row), meta: paginationMetaSchema });

/** One record of the back office: `data`. */
export const adminRecordResponseSchema = <Item extends z.ZodType>(record: Item) => z.object({ data: record });

const doneMessage = z.string().describe('What was done, in a sentence to show the staff member.');

/** The answer of a change or a decision: the record as it is now, and a sentence to show the staff member. */
export const adminSavedResponseSchema = <Item extends z.ZodType>(record: Item) => z.object({ data: record, message: doneMessage });

/** The answer of an action that has nothing to return but a sentence to show the staff member. */
export const adminMessageResponseSchema = z.object({ message: doneMessage });
