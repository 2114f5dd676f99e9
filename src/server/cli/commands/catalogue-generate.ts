// `npm run cli -- catalogue:generate --products 50000 [--batch-size 2000]`: a large catalogue for benchmarks.
import { parseArgs } from 'node:util';
import { withCliDatabase } from '../cli-database.ts';
import { generateCatalogue } from '../../domains/demo/generate-catalogue.ts';
import { outputOf, type CommandContext } from '../command-context.ts';
import { UsageError } from '../usage-error.ts';

const USAGE = 'Usage: npm run cli -- catalogue:generate --products N [--batch-size B]  (N 1..1000000, B 1..4000, default 2000)';

function wholeNumber(name: string, value: string | undefined, fallback: number | undefined, max: number): number {
  if (value === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required.\n${USAGE}`);
    return fallback;
  }
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new UsageError(`--${name} must be a whole number from 1 to ${max} (got '${value}').\n${USAGE}`);
  }
  return Number(value);
}

export function parseGenerateArgs(args: string[]): { products: number; batchSize: number } {
  let values: { products?: string; 'batch-size'?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { products: { type: 'string' }, 'batch-size': { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  return {
    products: wholeNumber('products', values.products, undefined, 1_000_000),
    batchSize: wholeNumber('batch-size', values['batch-size'], 2000, 4000),
  };
}

export async function run(args: string[], context: CommandContext = {}): Promise<number> {
  const options = parseGenerateArgs(args);
  return withCliDatabase(async (database) => {
    const started = performance.now();
    const result = await generateCatalogue(database.db, { count: options.products, batchSize: options.batchSize, now: new Date() });
    outputOf(context).out(JSON.stringify({ ...result, database: database.kind, ms: Math.round(performance.now() - started) }));
    return 0;
  }, context.database);
}
