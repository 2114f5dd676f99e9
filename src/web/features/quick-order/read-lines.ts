// Quick order's line readers (issue #9): 'SKU qty' lines pasted from Excel or Google Sheets, and the rows
// of an uploaded CSV or XLSX file (parsed by papaparse / read-excel-file, see read-file.ts), both into
// { line, query, qty } with the input's own line numbers. Pure: no DOM, no network.
import { QUICK_ORDER_LINES_MAX } from '../../../shared/limits.ts';
import { parseQuantity, QUICK_ORDER_MESSAGES, QUICK_ORDER_QUERY_MAX_LENGTH } from '../../../shared/quick-order-rules.ts';
import { hasForbiddenCharacters } from '../../../shared/text-rules.ts';

/** One line to match: its number in the input (1-based), the SKU or name, the quantity as read. */
export type EntryLine = { line: number; query: string; qty: string };
/** A line that is kept out (0: the whole input), or kept with a bad quantity, and why. */
export type LineProblem = { line: number; message: string };
export type ReadResult = { lines: EntryLine[]; problems: LineProblem[] };

/** A cell as a parser gives it: text, a number, a date, a boolean or nothing. */
type Cell = unknown;

const SKU_HEADER = /^(sku|code|item|item ?(code|no\.?|number)|product|product ?(code|name)|part|part ?(no\.?|number)|stock ?code|name|description)$/i;
const QTY_HEADER = /^(qty|qnty|quantity|quantities|order ?qty|amount|count|units?)$/i;

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell !== 'string' && typeof cell !== 'number' && typeof cell !== 'boolean') return '';
  return String(cell).replace(/\u00a0/g, ' ').trim();
}

/** Splits one pasted line: tab, then semicolon, then comma (each honouring "quoted, cells"); else the last word is the quantity. */
export function splitPastedLine(text: string): string[] {
  const separator = text.includes('\t') ? '\t' : text.includes(';') ? ';' : text.includes(',') ? ',' : null;
  if (separator === null) {
    const words = text.trim().split(/\s+/);
    if (words.length < 2) return words;
    return [words.slice(0, -1).join(' '), words[words.length - 1] ?? ''];
  }
  const cells: string[] = [];
  let current = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        current += '"';
        index++;
      } else if (char === '"') isQuoted = false;
      else current += char;
    } else if (char === '"' && current.trim() === '') {
      isQuoted = true;
      current = '';
    } else if (char === separator) {
      cells.push(current);
      current = '';
    } else current += char;
  }
  cells.push(current);
  return cells.map((cell) => cell.trim());
}

/** Which columns hold the SKU and the quantity, read from a header row; null when the row is data. */
function headerColumns(cells: string[]): { query: number; qty: number } | null {
  const query = cells.findIndex((cell) => SKU_HEADER.test(cell));
  const qty = cells.findIndex((cell) => QTY_HEADER.test(cell));
  if (query === -1 && qty === -1) return null;
  // A data row's quantity is a number: 'SKU qty' over '12' reads as a header, 'NIT-1 12' does not.
  if (qty === -1 && cells.length > 1 && parseQuantity(cells[cells.length - 1] ?? '') !== null) return null;
  return { query: query === -1 ? 0 : query, qty: qty === -1 ? (query === 0 ? 1 : 0) : qty };
}

/**
 * Rows of cells (a file's, or pasted lines split) into lines: blank rows skipped, a header row (first
 * non-blank row naming its columns) skipped and used to pick the SKU and quantity columns. Without a
 * header the first cell is the SKU and the next non-empty one the quantity; no quantity reads as 1.
 */
export function readRows(rows: readonly (readonly Cell[])[], firstLineNumber = 1): ReadResult {
  const lines: EntryLine[] = [];
  const problems: LineProblem[] = [];
  let columns: { query: number; qty: number } | null = null;
  let hasSeenData = false;
  for (const [index, row] of rows.entries()) {
    const line = firstLineNumber + index;
    const cells = row.map(cellText);
    if (cells.every((cell) => cell === '')) continue;
    if (!hasSeenData) {
      hasSeenData = true;
      columns = headerColumns(cells);
      if (columns) continue;
    }
    const query = (columns ? cells[columns.query] : cells[0]) ?? '';
    const qty = columns ? (cells[columns.qty] ?? '') : (cells.slice(1).find((cell) => cell !== '') ?? '');
    if (query === '') {
      problems.push({ line, message: 'There is no SKU or product name on this line.' });
      continue;
    }
    if (query.length > QUICK_ORDER_QUERY_MAX_LENGTH || hasForbiddenCharacters(query + qty, 'line')) {
      problems.push({ line, message: 'This line cannot be read as a SKU and a quantity.' });
      continue;
    }
    if (lines.length === QUICK_ORDER_LINES_MAX) {
      problems.push({ line: 0, message: `Only the first ${QUICK_ORDER_LINES_MAX.toLocaleString('en-NZ')} lines were read; line ${line.toLocaleString('en-NZ')} and after were left out.` });
      break;
    }
    const readQty = qty === '' ? '1' : qty;
    if (parseQuantity(readQty) === null) problems.push({ line, message: QUICK_ORDER_MESSAGES.bad_quantity });
    lines.push({ line, query, qty: readQty });
  }
  return { lines, problems };
}

/** Text pasted from a spreadsheet or typed: a BOM and CR line ends are fine; see splitPastedLine. */
export function readPastedLines(text: string): ReadResult {
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).map(splitPastedLine);
  return readRows(rows);
}
