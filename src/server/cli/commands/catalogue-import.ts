// `npm run cli -- catalogue:import FILE.csv`: adds or updates products by SKU from a CSV file, all or nothing.
// Columns (header row, any order; see domains/catalogue-admin/import/import-rows.ts):
//   sku,title,category_path,price,base_price,price_range_from,price_range_to,on_sale,description,image_url,created_at
// Required: sku; a column left out keeps an existing product's value, and a new SKU needs title,
// category_path (an existing category's full path) and price. Prices are dollars with up to 2 decimals
// ('12.50'), stored as exact cents. Every bad row is listed with its line number and nothing is
// imported; success prints a JSON summary.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withCliDatabase } from '../cli-database.ts';
import { importCatalogueCsv } from '../../domains/catalogue-admin/import/import-catalogue.ts';
import { outputOf, type CommandContext } from '../command-context.ts';
import { UsageError } from '../usage-error.ts';

const USAGE = 'Usage: npm run cli -- catalogue:import FILE.csv';

export function parseImportArgs(args: string[]): { file: string } {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ args, options: {}, strict: true, allowPositionals: true }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const [file, ...rest] = positionals;
  if (!file || rest.length > 0) throw new UsageError(`catalogue:import takes exactly one CSV file.\n${USAGE}`);
  return { file };
}

async function readText(file: string, cwd: string | undefined): Promise<string> {
  try {
    return await readFile(path.resolve(cwd ?? process.cwd(), file), 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n${USAGE}`);
  }
}

export async function run(args: string[], context: CommandContext = {}): Promise<number> {
  const { file } = parseImportArgs(args);
  const text = await readText(file, context.cwd);
  const output = outputOf(context);
  return withCliDatabase(async (database) => {
    const result = await importCatalogueCsv(database.db, text);
    if (!result.ok) {
      for (const error of result.errors) output.err(`${file}:${error.line}: ${error.message}`);
      output.err(`${result.errors.length} bad row(s): nothing was imported.`);
      output.out(JSON.stringify({ file, imported: 0, errors: result.errors }));
      return 1;
    }
    output.out(JSON.stringify({ file, rows: result.rows, inserted: result.inserted, updated: result.updated, unchanged: result.unchanged }));
    return 0;
  }, context.database);
}
