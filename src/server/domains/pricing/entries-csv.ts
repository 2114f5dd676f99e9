// A price list's entries from a CSV (issue #27 Part 3): a header row with `sku`, `price` (dollars, as the
// catalogue import reads money: '8.90', '$1,234.50') and `min_qty` (1 when the column or the cell is
// empty), in any order, other columns ignored. Every row is answered: its entry, or its problems.
import { readMoneyInput } from '../../../shared/money-input.ts';
import { PRICE_LIST_ENTRIES_MAX, PRICE_LIST_PRICE_MAX } from '../../../shared/schemas/pricing.ts';
import { parseCsv } from '../../kernel/csv.ts';

export type CsvEntry = { line: number; sku: string; min_qty: number; price: number };
export type CsvProblem = { line: number; field: 'sku' | 'price' | 'min_qty' | 'file'; message: string };

const HAS_CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The file's entries and the problems of its rows (none written: a file with problems is not applied). */
export function readEntriesCsv(text: string): { entries: CsvEntry[]; problems: CsvProblem[] } {
  const { records, errors } = parseCsv(text);
  const problems: CsvProblem[] = errors.map((error) => ({ line: error.line, field: 'file', message: error.message }));
  const [header, ...rows] = records;
  const columns = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  const at = (name: string) => columns.indexOf(name);
  if (at('sku') < 0 || at('price') < 0) return { entries: [], problems: [{ line: header?.line ?? 1, field: 'file', message: 'The first row must name the columns: sku, price and (optionally) min_qty.' }] };
  if (rows.length > PRICE_LIST_ENTRIES_MAX) return { entries: [], problems: [{ line: 1, field: 'file', message: `A list holds at most ${PRICE_LIST_ENTRIES_MAX.toLocaleString('en-NZ')} entries: this file has ${rows.length.toLocaleString('en-NZ')} rows.` }] };
  const entries: CsvEntry[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const cell = (name: string) => (at(name) < 0 ? '' : (row.fields[at(name)] ?? '').trim());
    const sku = cell('sku');
    const rowProblems: CsvProblem[] = [];
    if (sku === '') rowProblems.push({ line: row.line, field: 'sku', message: 'The SKU is empty.' });
    else if (sku.length > 100 || HAS_CONTROL_CHARACTERS.test(sku)) rowProblems.push({ line: row.line, field: 'sku', message: 'The SKU is not one a product can have.' });
    const price = readMoneyInput(cell('price'), PRICE_LIST_PRICE_MAX);
    if (!price.ok) rowProblems.push({ line: row.line, field: 'price', message: `The price ${price.problem}.` });
    else if (price.cents === null) rowProblems.push({ line: row.line, field: 'price', message: 'The price is empty.' });
    const minText = cell('min_qty');
    const minQty = minText === '' ? 1 : /^\d{1,6}$/.test(minText) ? Number(minText) : Number.NaN;
    if (!Number.isInteger(minQty) || minQty < 1) rowProblems.push({ line: row.line, field: 'min_qty', message: 'The min qty must be a whole number from 1.' });
    const key = `${sku}\u0000${minQty}`;
    const first = seen.get(key);
    if (rowProblems.length === 0 && first !== undefined) rowProblems.push({ line: row.line, field: 'min_qty', message: `The SKU ${sku} with min qty ${minQty} is also on line ${first}.` });
    if (rowProblems.length > 0 || !price.ok || price.cents === null) {
      problems.push(...rowProblems);
      continue;
    }
    seen.set(key, row.line);
    entries.push({ line: row.line, sku, min_qty: minQty, price: price.cents });
  }
  return { entries, problems };
}
