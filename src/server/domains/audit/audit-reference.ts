// An ERP batch's audit entry names its records (issue #26 item 9): their references, a few at most, so a
// row stays readable; a record past them is still found by the log's words, in the entry's values.
const NAMED_AT_MOST = 20;

/** 'DPD-1007, DPD-1008' or, past 20, the first 20 (in order) 'and 2,980 more'. */
export function batchReference(references: readonly string[]): string {
  const sorted = [...references].sort();
  const named = sorted.slice(0, NAMED_AT_MOST).join(', ');
  const rest = sorted.length - NAMED_AT_MOST;
  return rest > 0 ? `${named} and ${rest.toLocaleString('en-NZ')} more` : named;
}
