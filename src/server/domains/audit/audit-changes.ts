// An entry lists what changed (issue #26 item 9): a field whose value is the same before and after is
// left out of both, in this one place rather than in each writer ('city: "Hamilton" → "Hamilton"').
import { isDeepStrictEqual } from 'node:util';

type Values = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Both sides without the fields they share unchanged; within a field holding an object on both sides (a batch's records by SKU), the same, one level down and further. */
function prune(before: Values, after: Values): { before: Values; after: Values } {
  const keptBefore: Values = {};
  const keptAfter: Values = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const isInBoth = Object.hasOwn(before, key) && Object.hasOwn(after, key);
    const [old, next] = [before[key], after[key]];
    if (isInBoth && isDeepStrictEqual(old, next)) continue;
    if (isInBoth && isPlainObject(old) && isPlainObject(next)) {
      const inner = prune(old, next);
      keptBefore[key] = inner.before;
      keptAfter[key] = inner.after;
      continue;
    }
    if (Object.hasOwn(before, key)) keptBefore[key] = old;
    if (Object.hasOwn(after, key)) keptAfter[key] = next;
  }
  return { before: keptBefore, after: keptAfter };
}

/** The entry's before and after with unchanged fields dropped; a record created or removed (one side null) keeps every field. */
export function withoutUnchanged(before: Values | null, after: Values | null): { before: Values | null; after: Values | null } {
  return before === null || after === null ? { before, after } : prune(before, after);
}
