import { z } from 'zod';
import { codeText } from './text.ts';

/** spec §5: quantities and ids are whole numbers; no coercion ("1", 1.5, true, null are refused, never turned into 0 or 1). */
export const wholeNumber = (field: string) =>
  z.number({ error: `The ${field} must be a whole number.` }).int(`The ${field} must be a whole number.`);

/**
 * A whole number written in a path or query string ('?page=2'): digits only, from `min` to `max`, each
 * refusal naming the field (a twenty-digit value is 'too big', not 'not a number').
 */
export const textWholeNumber = (field: string, range: { min: number; max: number }) =>
  codeText(field, { error: `The ${field} field is required.` })
    .regex(/^\d+$/, { message: `The ${field} must be a whole number.`, abort: true })
    .refine((digits) => Number(digits) >= range.min, { message: `The ${field} must be ${range.min} or more.`, abort: true })
    .refine((digits) => Number(digits) <= range.max, `The ${field} must be ${range.max} or less.`)
    .transform(Number);

/** An amount of money in an answer: integer cents. */
export const centsJson = (what: string) => z.number().int().describe(`${what}, in cents.`);
