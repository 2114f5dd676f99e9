// Validation of a catalogue CSV (see the column list below); every bad row is reported with its line.
import { z } from 'zod';
import { productImageUrl } from '../catalogue-images.ts';
import type { NewProduct } from '../catalogue-writes.repo.ts';
import { normaliseCategoryPath } from '../category-tree.ts';
import { productSlug } from '../seed/demo-products.ts';
import { parseCsv, type CsvError } from '../../../kernel/csv.ts';

/**
 * The columns, by header name (any order). Required: sku, title, category_path, price.
 * - sku: letters, digits, '.', '_' and '-' (up to 64); a product with the same SKU is updated.
 * - category_path: an existing category's full path, e.g. 'gloves-ppe/nitrile-gloves'.
 * - price, base_price, price_range_from, price_range_to: dollars with up to 2 decimals ('12.5', '1299.00').
 *   base_price defaults to price and may not be below it; the range needs both ends, from ≤ to, and is shown
 *   ('From $x') only for a product with sizes: any other is charged its one price (product-json.ts priceRangeOf).
 * - on_sale: true/false/yes/no/1/0; defaults to base_price > price.
 * - description; image_url: a path on this site ('/images/…'), default the generated picture.
 * - created_at: ISO date or date-time; defaults to the time of the import.
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
const REQUIRED_COLUMNS = ['sku', 'title', 'category_path', 'price'] as const;

/** '12.5' → 1250, exactly: the digits are read as text, never as a float. */
export function dollarsToCents(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 → '12.50': the import's own way of writing an amount (its inverse). */
export function centsToDollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** '2025-02-30' is not a day (Date would quietly make it 2 March). */
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const money = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount in dollars with at most 2 decimals, e.g. 12.50')
  .transform(dollarsToCents);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const rowSchema = z
  .object({
    sku: z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, "must be 1-64 letters, digits, '.', '_' or '-'"),
    title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
    category_path: z.string().trim().min(1, 'is required'),
    price: money,
    base_price: optional(money),
    price_range_from: optional(money),
    price_range_to: optional(money),
    on_sale: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.enum(['true', 'false', 'yes', 'no', '1', '0'], { error: 'must be true or false' }))
        .transform((value) => value === 'true' || value === 'yes' || value === '1'),
    ),
    description: optional(z.string().trim().max(5000, 'must be at most 5000 characters')),
    image_url: optional(
      z.string().trim().max(500).regex(/^\/(?!\/)\S*$/, "must be a path on this site starting with '/'"),
    ),
    created_at: optional(
      z
        .string()
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be an ISO date, e.g. 2025-03-31')
        .refine(isCalendarDate, 'is not a real date')
        .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value))
        .refine((date) => !Number.isNaN(date.getTime()), 'is not a real date'),
    ),
  })
  .superRefine((row, context) => {
    if (row.base_price !== undefined && row.base_price < row.price) {
      context.addIssue({ code: 'custom', path: ['base_price'], message: 'may not be below price' });
    }
    if ((row.price_range_from === undefined) !== (row.price_range_to === undefined)) {
      context.addIssue({ code: 'custom', path: ['price_range_to'], message: 'price_range_from and price_range_to go together' });
    } else if (row.price_range_from !== undefined && row.price_range_to !== undefined && row.price_range_from > row.price_range_to) {
      context.addIssue({ code: 'custom', path: ['price_range_to'], message: 'may not be below price_range_from' });
    }
  });

export type ImportError = CsvError;

/** A row's problems by column ('row' for the row as a whole), each column's messages joined by '; '. */
export type RowErrors = Record<string, string>;

/** One data row as checked: its line, its SKU as written, and either its problems or the product to write. */
export type CheckedRow = { line: number; sku: string; errors: RowErrors; product: NewProduct | null };

/** What a spreadsheet guard put in front of a formula-like cell (shared/csv-cell.ts), taken off again on the way in. */
const GUARDED_CELL = /^'[=+\-@\t\r]/;
const unguarded = (value: string) => (GUARDED_CELL.test(value) ? value.slice(1) : value);

function addError(errors: RowErrors, field: string, message: string): void {
  errors[field] = errors[field] === undefined ? message : `${errors[field]}; ${message}`;
}

/** A row's problems as one line of text, as the CLI prints them ('price: …; sku: …'). */
export function rowErrorText(errors: RowErrors): string {
  return Object.entries(errors)
    .map(([field, message]) => (field === 'row' ? message : `${field}: ${message}`))
    .join('; ');
}

/**
 * Reads and checks a whole file. `fileError`: the file as a whole cannot be read as a catalogue (empty,
 * a header without the required columns, no rows); otherwise every data row with its own problems
 * (a record the CSV reader could not read is a row with a 'row' problem and no SKU).
 */
export function checkImportFile(
  text: string,
  categoryIdByPath: ReadonlyMap<string, number>,
  now: Date,
): { fileError: ImportError | null; rows: CheckedRow[] } {
  const { records, errors: csvErrors } = parseCsv(text);
  const [header, ...dataRecords] = records;
  const unreadable: CheckedRow[] = csvErrors.map((error) => ({ line: error.line, sku: '', errors: { row: error.message }, product: null }));
  if (!header) return { fileError: { line: 1, message: 'the file is empty: expected a header row' }, rows: unreadable };
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  const headerProblems = [
    ...REQUIRED_COLUMNS.filter((name) => !columns.includes(name)).map((name) => `missing column '${name}'`),
    ...columns.filter((name) => !(IMPORT_COLUMNS as readonly string[]).includes(name)).map((name) => `unknown column '${name}'`),
    ...columns.filter((name, index) => columns.indexOf(name) !== index).map((name) => `column '${name}' appears twice`),
  ];
  if (headerProblems.length > 0) {
    return { fileError: { line: header.line, message: `${headerProblems.join('; ')} (columns: ${IMPORT_COLUMNS.join(',')})` }, rows: unreadable };
  }
  if (dataRecords.length === 0 && csvErrors.length === 0) return { fileError: { line: header.line, message: 'no product rows after the header' }, rows: [] };
  const rows: CheckedRow[] = [...unreadable];
  const lineOfSku = new Map<string, number>();
  const lineOfSlug = new Map<string, number>();
  for (const record of dataRecords) {
    const errors: RowErrors = {};
    if (record.fields.length !== columns.length) {
      rows.push({ line: record.line, sku: (record.fields[columns.indexOf('sku')] ?? '').trim(), errors: { row: `expected ${columns.length} fields, found ${record.fields.length}` }, product: null });
      continue;
    }
    const raw = Object.fromEntries(columns.map((name, index) => [name, unguarded(record.fields[index] ?? '')]));
    const sku = (raw.sku ?? '').trim();
    const rawPath = (raw.category_path ?? '').trim();
    const path = normaliseCategoryPath(rawPath);
    const categoryId = path === null ? undefined : categoryIdByPath.get(path);
    const slug = productSlug(raw.title ?? '', sku);
    const parsed = rowSchema.safeParse(raw);
    if (!parsed.success) for (const issue of parsed.error.issues) addError(errors, issue.path.join('.') || 'row', issue.message);
    if (rawPath !== '' && categoryId === undefined) addError(errors, 'category_path', `no category '${rawPath}'`);
    if (sku !== '' && lineOfSku.has(sku)) addError(errors, 'sku', `'${sku}' already appears on line ${lineOfSku.get(sku)}`);
    else if (sku !== '' && lineOfSlug.has(slug)) addError(errors, 'sku', `gives the same product address as line ${lineOfSlug.get(slug)}`);
    if (sku !== '' && !lineOfSku.has(sku)) lineOfSku.set(sku, record.line);
    if (!lineOfSlug.has(slug)) lineOfSlug.set(slug, record.line);
    if (!parsed.success || categoryId === undefined || Object.keys(errors).length > 0) {
      rows.push({ line: record.line, sku, errors, product: null });
      continue;
    }
    const row = parsed.data;
    const basePriceCents = row.base_price ?? row.price;
    rows.push({
      line: record.line,
      sku,
      errors,
      product: {
        sku: row.sku,
        slug,
        title: row.title,
        description: row.description ?? '',
        categoryId,
        images: [{ url: row.image_url ?? productImageUrl(row.sku), alt: row.title }],
        priceCents: row.price,
        basePriceCents,
        priceRangeFromCents: row.price_range_from ?? null,
        priceRangeToCents: row.price_range_to ?? null,
        isOnSale: row.on_sale ?? basePriceCents > row.price,
        specialText: null,
        createdAt: row.created_at ?? now,
      },
    });
  }
  return { fileError: null, rows: rows.sort((a, b) => a.line - b.line) };
}

/** Reads and checks a whole file: the products to write, or every problem with its line number (the CLI's reading). */
export function parseImportFile(
  text: string,
  categoryIdByPath: ReadonlyMap<string, number>,
  now: Date,
): { products: NewProduct[]; errors: ImportError[] } {
  const { fileError, rows } = checkImportFile(text, categoryIdByPath, now);
  const errors = rows.filter((row) => row.product === null).map((row) => ({ line: row.line, message: rowErrorText(row.errors) }));
  if (fileError) return { products: [], errors: [...errors, fileError].sort((a, b) => a.line - b.line) };
  return { products: rows.flatMap((row) => (row.product ? [row.product] : [])), errors };
}
