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

const IN_CENTS = 'in cents, e.g. 1249 for $12.49';

/**
 * Money a client sends (issue #26): whole cents from 0 to `max`. A decimal or a string ('12.49') is told
 * to send cents; `nullMessage` is what null is told (by default, as a value left out: 'is required').
 */
export const centsAmount = (field: string, max: number, nullMessage = `The ${field} field is required.`) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `The ${field} field is required.` : issue.input === null ? nullMessage : `The ${field} must be ${IN_CENTS}.`) })
    .int(`The ${field} must be ${IN_CENTS}.`)
    .min(0, `The ${field} may not be negative.`)
    .max(max, `The ${field} may be at most ${max} cents.`);
