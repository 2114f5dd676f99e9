// Reading a catalogue CSV (see the column list below): each cell checked on its own, every bad row reported
// with its line. What a row then makes of a product, new or existing, is import-merge.ts.
import { z } from 'zod';
import { readMoneyInput } from '../../../../shared/money-input.ts';
import { isSitePath, SITE_PATH_MAX_LENGTH } from '../../../../shared/site-path.ts';
import { normaliseCategoryPath } from '../../catalogue/catalogue.service.ts';
import { parseCsv, type CsvError } from '../../../kernel/csv.ts';

/**
 * The columns, by header name (any order). Only sku is required; a column left out of the header keeps
 * an existing product's stored value (a supplier's 'sku,price' file changes prices and nothing else), while
 * a new SKU needs title, category_path and price (import-merge.ts). A blank cell in a column that is there
 * means what it always meant: title, category_path and price may not be blank; the others take their default.
 * - sku: letters, digits, '.', '_' and '-' (up to 64); a product with the same SKU is updated.
 * - category_path: an existing category's full path, e.g. 'gloves-ppe/nitrile-gloves'.
 * - price, base_price, price_range_from, price_range_to: dollars with up to 2 decimals, read as the back
 *   office reads them ('12.5', '1,299.00', '22,49'; shared/money-input.ts). base_price (blank: the price) may
 *   not be below price, nor below the stored price when price is left out; with base_price left out, a price
 *   above the stored base price takes the base price with it and ends the special (issue #26 item 15).
 *   The range needs both ends, from ≤ to, and is shown ('From $x') only for a product with sizes: any other
 *   is charged its one price (product-json.ts priceRangeOf); a product sold in a variant matrix takes its
 *   range from its cells, so its range columns are not applied. A blank range end clears the range.
 * - on_sale: true/false/yes/no/1/0; blank (or a new product without the column): base_price > price.
 * - description (blank: none); image_url: a path on this site ('/images/…'); blank (or a new product
 *   without the column): the generated picture, which never replaces pictures a product already has.
 * - created_at: ISO date or date-time; blank: the time of the import for a new product, kept for an existing one.
 */
export const IMPORT_COLUMNS = [
  'sku',
  'title',
  'category_path',
  'price',
  'base_price',
  'price_range_from',
  'price_range_to',
  'on_sale',
  'description',
  'image_url',
  'created_at',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * A row's cells as read, for the columns the file has: a key left out is a column the file does not
 * have (the product keeps its value), null a blank cell. Kept as JSON between check and apply.
 */
export type ImportCells = {
  sku: string;
  title?: string | null;
  categoryId?: number | null;
  priceCents?: number | null;
  basePriceCents?: number | null;
  priceRangeFromCents?: number | null;
  priceRangeToCents?: number | null;
  isOnSale?: boolean | null;
  description?: string | null;
  imageUrl?: string | null;
  createdAt?: Date | null;
};

/** A row's problems by column ('row' for the row as a whole), each column's messages joined by '; '. */
export type RowErrors = Record<string, string>;

/** One data row as read: its line, its SKU as written, its problems, and its cells (null when it could not be read). */
export type ReadRow = { line: number; sku: string; errors: RowErrors; cells: ImportCells | null };

export type ImportError = CsvError;

/** '2025-02-30' is not a day (Date would quietly make it 2 March). */
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An amount as a person types it, by the back office's one reader: '22,49' is $22.49 here too (issue #26). */
const money = z.string().transform((text, context) => {
  const reading = readMoneyInput(text);
  if (reading.ok) return reading.cents ?? 0;
  context.addIssue({ code: 'custom', message: reading.problem });
  return z.NEVER;
});
const skuSchema = z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, "must be 1-64 letters, digits, '.', '_' or '-'");

/** Each column but sku and category_path, for a cell that is not blank (already trimmed), to its value in ImportCells. */
const CELL_SCHEMAS = {
  title: ['title', z.string().max(200, 'must be at most 200 characters')],
  price: ['priceCents', money],
  base_price: ['basePriceCents', money],
  price_range_from: ['priceRangeFromCents', money],
  price_range_to: ['priceRangeToCents', money],
  on_sale: [
    'isOnSale',
    z
      .string()
      .toLowerCase()
      .pipe(z.enum(['true', 'false', 'yes', 'no', '1', '0'], { error: 'must be true or false' }))
      .transform((value) => value === 'true' || value === 'yes' || value === '1'),
  ],
  description: ['description', z.string().max(5000, 'must be at most 5000 characters')],
  image_url: ['imageUrl', z.string().max(SITE_PATH_MAX_LENGTH).refine(isSitePath, "must be a path on this site starting with '/' (no '//', backslash or control character)")],
  created_at: [
    'createdAt',
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be an ISO date, e.g. 2025-03-31')
      .refine(isCalendarDate, 'is not a real date')
      .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value))
      .refine((date) => !Number.isNaN(date.getTime()), 'is not a real date'),
  ],
} as const satisfies Record<Exclude<ImportColumn, 'sku' | 'category_path'>, readonly [keyof ImportCells, z.ZodType]>;

/** What a spreadsheet guard put in front of a formula-like cell (shared/csv-cell.ts), taken off again on the way in. */
const GUARDED_CELL = /^'[=+\-@\t\r]/;
const unguarded = (value: string) => (GUARDED_CELL.test(value) ? value.slice(1) : value);

export function addError(errors: RowErrors, field: string, message: string): void {
  errors[field] = errors[field] === undefined ? message : `${errors[field]}; ${message}`;
}

/** A row's problems as one line of text, as the CLI prints them ('price: …; sku: …'). */
export function rowErrorText(errors: RowErrors): string {
  return Object.entries(errors)
    .map(([field, message]) => (field === 'row' ? message : `${field}: ${message}`))
    .join('; ');
}

/** One record's cells, for the file's columns; problems go into `errors` by column. */
function readCells(raw: Record<string, string>, categoryIdByPath: ReadonlyMap<string, number>, errors: RowErrors): ImportCells {
  const sku = skuSchema.safeParse(raw.sku ?? '');
  if (!sku.success) addError(errors, 'sku', sku.error.issues.map((issue) => issue.message).join('; '));
  const cells: Record<string, unknown> = { sku: sku.data ?? '' };
  for (const column of IMPORT_COLUMNS) {
    const cell = raw[column]?.trim();
    if (cell === undefined || column === 'sku') continue;
    if (column === 'category_path') {
      const path = normaliseCategoryPath(cell);
      cells.categoryId = cell === '' ? null : ((path === null ? undefined : categoryIdByPath.get(path)) ?? null);
      if (cell !== '' && cells.categoryId === null) addError(errors, column, `no category '${cell}'`);
      continue;
    }
    const [key, schema] = CELL_SCHEMAS[column];
    if (cell === '') {
      cells[key] = null;
      continue;
    }
    const parsed = schema.safeParse(cell);
    if (parsed.success) cells[key] = parsed.data;
    else for (const issue of parsed.error.issues) addError(errors, column, issue.message);
  }
  return cells as ImportCells;
}

/**
 * Reads a whole file. `fileError`: the file as a whole cannot be read as a catalogue (empty, a header
 * without sku or with unknown columns, no rows); otherwise every data row with the problems its cells
 * have on their own (a record the CSV reader could not read is a row with a 'row' problem and no SKU).
 */
export function readImportFile(text: string, categoryIdByPath: ReadonlyMap<string, number>): { fileError: ImportError | null; rows: ReadRow[] } {
  const { records, errors: csvErrors } = parseCsv(text);
  const [header, ...dataRecords] = records;
  const unreadable: ReadRow[] = csvErrors.map((error) => ({ line: error.line, sku: '', errors: { row: error.message }, cells: null }));
  if (!header) return { fileError: { line: 1, message: 'the file is empty: expected a header row' }, rows: unreadable };
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  const headerProblems = [
    ...(columns.includes('sku') ? [] : ["missing column 'sku'"]),
    ...columns.filter((name) => !(IMPORT_COLUMNS as readonly string[]).includes(name)).map((name) => `unknown column '${name}'`),
    ...columns.filter((name, index) => columns.indexOf(name) !== index).map((name) => `column '${name}' appears twice`),
  ];
  if (headerProblems.length > 0) {
    return { fileError: { line: header.line, message: `${headerProblems.join('; ')} (columns: ${IMPORT_COLUMNS.join(',')})` }, rows: unreadable };
  }
  if (dataRecords.length === 0 && csvErrors.length === 0) return { fileError: { line: header.line, message: 'no product rows after the header' }, rows: [] };
  const rows: ReadRow[] = [...unreadable];
  const lineOfSku = new Map<string, number>();
  for (const record of dataRecords) {
    const sku = (record.fields[columns.indexOf('sku')] ?? '').trim();
    if (record.fields.length !== columns.length) {
      rows.push({ line: record.line, sku, errors: { row: `expected ${columns.length} fields, found ${record.fields.length}` }, cells: null });
      continue;
    }
    const errors: RowErrors = {};
    const cells = readCells(Object.fromEntries(columns.map((name, index) => [name, unguarded(record.fields[index] ?? '')])), categoryIdByPath, errors);
    if (sku !== '' && lineOfSku.has(sku)) addError(errors, 'sku', `'${sku}' already appears on line ${lineOfSku.get(sku)}`);
    else if (sku !== '') lineOfSku.set(sku, record.line);
    rows.push({ line: record.line, sku, errors, cells });
  }
  return { fileError: null, rows: rows.sort((a, b) => a.line - b.line) };
}
