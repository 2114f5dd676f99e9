import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../usage-error.ts';
import { parseGenerateArgs, run as runGenerate } from './catalogue-generate.ts';
import { parseImportArgs, run as runImport } from './catalogue-import.ts';
import { run as runSeedDemo } from './seed-demo.ts';

describe('catalogue:generate arguments', () => {
  it('reads --products and an optional --batch-size', () => {
    expect(parseGenerateArgs(['--products', '50000'])).toEqual({ products: 50000, batchSize: 2000 });
    expect(parseGenerateArgs(['--products=10', '--batch-size', '5'])).toEqual({ products: 10, batchSize: 5 });
  });

  it('refuses missing, non-numeric, out-of-range and unknown arguments', () => {
    for (const args of [[], ['--products'], ['--products', 'abc'], ['--products', '0'], ['--products', '1.5'], ['--products', '1000001'], ['--products', '5', '--batch-size', '4001'], ['--products', '5', '--colour', 'red'], ['--products', '5', 'extra']]) {
      expect(() => parseGenerateArgs(args), args.join(' ')).toThrow(UsageError);
    }
  });
});

describe('catalogue:import arguments', () => {
  it('takes exactly one file', () => {
    expect(parseImportArgs(['products.csv'])).toEqual({ file: 'products.csv' });
    for (const args of [[], ['a.csv', 'b.csv'], ['--force', 'a.csv']]) expect(() => parseImportArgs(args), args.join(' ')).toThrow(UsageError);
  });
});

describe('catalogue commands end to end on an in-memory database', () => {
  const saved = process.env.DATABASE_URL;
  let output: string[];
  let problems: string[];
  beforeEach(() => {
    process.env.DATABASE_URL = 'memory://';
    output = [];
    problems = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void output.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => void problems.push(line));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  });

  it('catalogue:generate prints a JSON summary with the time taken', async () => {
    expect(await runGenerate(['--products', '120', '--batch-size', '50'])).toBe(0);
    expect(JSON.parse(output[0] ?? '')).toEqual({ requested: 120, inserted: 120, categoriesCreated: 47, database: 'embedded', ms: expect.any(Number) });
  });

  it('seed:demo seeds an empty database and refuses arguments', async () => {
    expect(await runSeedDemo([])).toBe(0);
    expect(JSON.parse(output[0] ?? '')).toMatchObject({ seeded: true, categories: 47 });
    await expect(runSeedDemo(['--now'])).rejects.toThrow(UsageError);
  });

  it('catalogue:import exits 1 and lists every bad row, or refuses a missing file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-import-'));
    const file = path.join(dir, 'products.csv');
    writeFileSync(file, 'sku,title,category_path,price\nA-1,One-1,nowhere,1\nA-2,Two-2,gloves-ppe,x\n');
    expect(await runImport([file])).toBe(1);
    expect(problems).toEqual([
      `${file}:2: category_path: no category 'nowhere'`,
      // A row's problems in the order of the columns.
      `${file}:3: category_path: no category 'gloves-ppe'; price: must be an amount in dollars, e.g. 22.49`,
      '2 bad row(s): nothing was imported.',
    ]);
    expect(JSON.parse(output[0] ?? '')).toMatchObject({ imported: 0, errors: [{ line: 2 }, { line: 3 }] });
    await expect(runImport([path.join(dir, 'missing.csv')])).rejects.toThrow(/Cannot read/);
  });
});
