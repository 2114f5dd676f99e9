// A batch from the ERP (issue #19): the list itself is checked first (a list, 1 to 1,000 records), then
// every record on its own, so the 422 names every bad record's fields by path ('products.3.price')
// rather than stopping at the first; checks across records (a SKU that does not exist, a code sent
// twice) add theirs to the same answer. Any error and nothing changes.
import { z } from 'zod';
import { INTEGRATION_BATCH_MAX } from '../../../shared/schemas/integration.ts';
import { ValidationError, type FieldErrors } from '../../errors.ts';
import { parseInput } from '../../http/error-handler.ts';

/** Parses `body[key]` record by record: the valid records with their index, and every error by path. */
export function parseBatch<T extends z.ZodType>(body: unknown, key: string, record: T): { records: { index: number; value: z.infer<T> }[]; errors: FieldErrors } {
  const envelope = z.object({
    [key]: z
      .array(z.unknown(), { error: `The ${key} must be a list.` })
      .min(1, `Send at least one of the ${key}.`)
      .max(INTEGRATION_BATCH_MAX, `Send at most ${INTEGRATION_BATCH_MAX} ${key} at once.`),
  });
  const list = parseInput(envelope, body)[key] as unknown[];
  const records: { index: number; value: z.infer<T> }[] = [];
  const errors: FieldErrors = {};
  list.forEach((item, index) => {
    try {
      records.push({ index, value: parseInput(record, item) });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const [field, message] of Object.entries(error.errors)) errors[field === '_' ? `${key}.${index}` : `${key}.${index}.${field}`] = message;
    }
  });
  return { records, errors };
}

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
