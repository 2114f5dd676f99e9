// A batch from the ERP (issue #19): the list itself is checked first (a list, 1 to 1,000 records), then
// every record on its own, so the 422 names every bad record's fields by path ('products.3.price')
// rather than stopping at the first; checks across records (a SKU that does not exist, a code sent
// twice) add theirs to the same answer. Any error and nothing changes. This is the batch route's own
// schema (issue #27 Part 1): it parses the body, and the OpenAPI document shows the whole batch's.
import { z } from 'zod';
import {
  INTEGRATION_BATCH_MAX,
  integrationAccountSchema,
  integrationProductSchema,
  upsertAccountsBodySchema,
  upsertProductsBodySchema,
} from '../../../shared/schemas/integration.ts';
import { fieldErrorMap } from '../../../shared/schemas/field-messages.ts';
import { ValidationError, type FieldErrors } from '../../errors.ts';
import { fieldErrorsFromZod } from '../../http/error-handler.ts';
import { documentedAs } from '../../http/route-input.ts';

/** A batch as its route's schema parses it: the valid records with their place in it, and every record's errors by path. */
export type ParsedBatch<T> = { records: { index: number; value: T }[]; errors: FieldErrors };

/** The body `{ [key]: [record, …] }` parsed record by record; documented as `documented`, the whole batch's schema. */
export function batchBodySchema<T extends z.ZodType>(key: string, record: T, documented: z.ZodType): z.ZodType<ParsedBatch<z.output<T>>> {
  const envelope = z.object({
    [key]: z
      .array(z.unknown(), { error: `The ${key} must be a list.` })
      .min(1, `Send at least one of the ${key}.`)
      .max(INTEGRATION_BATCH_MAX, `Send at most ${INTEGRATION_BATCH_MAX} ${key} at once.`),
  });
  const parser = envelope.transform((body): ParsedBatch<z.output<T>> => {
    const batch: ParsedBatch<z.output<T>> = { records: [], errors: {} };
    (body[key] as unknown[]).forEach((item, index) => {
      const result = record.safeParse(item, { error: fieldErrorMap });
      if (result.success) batch.records.push({ index, value: result.data });
      else for (const [field, message] of Object.entries(fieldErrorsFromZod(result.error))) batch.errors[field === '_' ? `${key}.${index}` : `${key}.${index}.${field}`] = message;
    });
    return batch;
  });
  return documentedAs(parser, documented);
}

/** PUT /api/integration/products and /accounts: their bodies. */
export const productsBatchSchema = batchBodySchema('products', integrationProductSchema, upsertProductsBodySchema);
export const accountsBatchSchema = batchBodySchema('accounts', integrationAccountSchema, upsertAccountsBodySchema);

/** Adds an error for every record after the first with the same value of `pick` (or an error of its own). */
export function refuseRepeats<R>(records: { index: number; value: R }[], pick: (value: R) => string, path: (index: number) => string, label: string, errors: FieldErrors): void {
  const seen = new Map<string, number>();
  for (const { index, value } of records) {
    const key = pick(value);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else errors[path(index)] = `The ${label} '${key}' is also in record ${first}: send each once.`;
  }
}

export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, `${Object.keys(errors).length} field(s) in the batch are invalid: nothing was changed.`);
}
