// Ids a client sends (issue #16 item 28): every id column is a PostgreSQL integer, so an id is a whole
// number from 1 to 2,147,483,647. Anything else is refused with a 422 naming the field; it never reaches
// SQL (where 2147483648 failed with a 500). A valid id that names no row of the account stays a 404.
import { z } from 'zod';
import { ID_MAX } from '../id-range.ts';
import { textWholeNumber, wholeNumber } from './numbers.ts';

const idRange = (label: string, min: 0 | 1, message?: string) =>
  wholeNumber(label)
    .min(min, message ?? `The ${label} must be ${min} or more.`)
    .max(ID_MAX, message ?? `The ${label} must be ${ID_MAX} or less.`);

/** An id in a JSON body (a number, never "1"); `message` replaces the out-of-range wording where a field has its own. */
export const bodyId = (label: string, message?: string) => idRange(label, 1, message);

/** An id in a JSON body where 0 means none chosen (variant_id 0 is the product itself, spec §3). */
export const bodyIdOrNone = (label: string, message?: string) => idRange(label, 0, message);

/** An id written in a path or query string: digits, 1 to 2,147,483,647. */
export const textId = (label: string) => textWholeNumber(label, { min: 1, max: ID_MAX });

/** The params of a route with one id in its path (`/api/fast-orders/:id`). */
export const idParamsSchema = z.object({ id: textId('id') });
