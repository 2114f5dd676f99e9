import { describe, expect, it } from 'vitest';
import { readEntriesCsv } from './entries-csv.ts';

describe("a price list's entries from a CSV", () => {
  it('reads sku, price in dollars and min_qty in any order, min_qty 1 when left out', () => {
    expect(readEntriesCsv('min_qty,price,sku,note\n10,8.40,NIT-1,box\n,"$8.90",NIT-1,\n').entries).toEqual([
      { line: 2, sku: 'NIT-1', min_qty: 10, price: 840 },
      { line: 3, sku: 'NIT-1', min_qty: 1, price: 890 },
    ]);
    expect(readEntriesCsv('sku,price\nAPR-1,"1,234.50"\n').entries).toEqual([{ line: 2, sku: 'APR-1', min_qty: 1, price: 123_450 }]);
  });

  it('names every bad row with its line and field', () => {
    const { entries, problems } = readEntriesCsv('sku,price,min_qty\n,1,1\nAPR-1,-2,1\nAPR-1,12.345,1\nAPR-1,2,0\nAPR-1,2,1\nAPR-1,3,1\n');
    expect(entries).toEqual([{ line: 6, sku: 'APR-1', min_qty: 1, price: 200 }]);
    expect(problems.map((problem) => [problem.line, problem.field])).toEqual([
      [2, 'sku'],
      [3, 'price'],
      [4, 'price'],
      [5, 'min_qty'],
      [7, 'min_qty'],
    ]);
  });

  it('refuses a file without the columns it needs', () => {
    expect(readEntriesCsv('code,amount\nA,1\n').problems).toEqual([{ line: 1, field: 'file', message: 'The first row must name the columns: sku, price and (optionally) min_qty.' }]);
    expect(readEntriesCsv('').problems[0]?.field).toBe('file');
  });
});
