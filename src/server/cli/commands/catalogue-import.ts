// `npm run cli -- catalogue:import FILE.csv`: adds or updates products by SKU from a CSV file, all or nothing.
// Columns (header row, any order; see domains/catalogue/import/import-rows.ts):
//   sku,title,category_path,price,base_price,price_range_from,price_range_to,on_sale,description,image_url,created_at
// Required: sku, title, category_path (an existing category's full path), price. Prices are dollars
// with up to 2 decimals ('12.50'), stored as exact cents. Every bad row is listed with its line
// number and nothing is imported; success prints a JSON summary.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { withCliDatabase } from '../cli-database.ts';
import { importCatalogueCsv } from '../../domains/catalogue/import/import-catalogue.ts';
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

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n${USAGE}`);
  }
}

export async function run(args: string[]): Promise<number> {
  const { file } = parseImportArgs(args);
  const text = await readText(file);
  return withCliDatabase(async (database) => {
    const result = await importCatalogueCsv(database.db, text);
    if (!result.ok) {
      for (const error of result.errors) console.error(`${file}:${error.line}: ${error.message}`);
      console.error(`${result.errors.length} bad row(s): nothing was imported.`);
      console.log(JSON.stringify({ file, imported: 0, errors: result.errors }));
      return 1;
    }
    console.log(JSON.stringify({ file, rows: result.rows, inserted: result.inserted, updated: result.updated }));
    return 0;
  });
}
