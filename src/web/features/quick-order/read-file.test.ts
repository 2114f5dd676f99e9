import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readUploadedFile, UPLOAD_MAX_BYTES } from './read-file.ts';

const testdata = new URL('./testdata/', import.meta.url);
const fileOf = async (name: string, type = '') => new File([await readFile(new URL(name, testdata))], name, { type });
const linesOf = (result: Awaited<ReturnType<typeof readUploadedFile>>) => result.lines.map((line) => [line.line, line.query, line.qty]);

describe('readUploadedFile', () => {
  it('reads a real .xlsx workbook: header skipped, numbers and text quantities, spreadsheet row numbers kept', async () => {
    // testdata/order.xlsx: SKU | Qty; NIT-1 | 4 (a number); row 3 empty; APR-1 | '2' (text); a product title | 12.
    const result = await readUploadedFile(await fileOf('order.xlsx'));

    expect(result.problems).toEqual([]);
    expect(linesOf(result)).toEqual([
      [2, 'NIT-1', '4'],
      [4, 'APR-1', '2'],
      [5, 'Thickener Vanilla 400g-6', '12'],
    ]);
  });

  it('says so when a .xlsx file is not a workbook, and reads nothing from it', async () => {
    const result = await readUploadedFile(await fileOf('not-a-workbook.xlsx'));

    expect(result).toEqual({ lines: [], problems: [{ line: 0, message: 'This file could not be read as an Excel workbook (.xlsx).' }] });
  });

  it('reads a CSV saved by Excel: BOM, semicolons, quoted cells holding the separator, CRLF and blank lines', async () => {
    const csv = '\uFEFFSKU;Quantity\r\nNIT-1;3\r\n\r\n"Gloves; nitrile ""blue""";2\r\n';
    const result = await readUploadedFile(new File([csv], 'order.CSV'));

    expect(result.problems).toEqual([]);
    expect(linesOf(result)).toEqual([
      [2, 'NIT-1', '3'],
      [4, 'Gloves; nitrile "blue"', '2'],
    ]);
  });

  it('reports a bad quantity in a file with its line number and keeps the line to fix', async () => {
    const result = await readUploadedFile(new File(['NIT-1,2\nAPR-1,lots\n'], 'order.csv'));

    expect(linesOf(result)).toEqual([
      [1, 'NIT-1', '2'],
      [2, 'APR-1', 'lots'],
    ]);
    expect(result.problems.map((problem) => problem.line)).toEqual([2]);
  });

  it('refuses other kinds of file and files over the size limit without reading them', async () => {
    expect((await readUploadedFile(new File(['x'], 'order.pdf', { type: 'application/pdf' }))).problems).toEqual([{ line: 0, message: 'Choose a .csv or .xlsx file.' }]);
    const huge = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'order.csv');
    expect(await readUploadedFile(huge)).toEqual({ lines: [], problems: [{ line: 0, message: 'This file is too large: keep it under 5 MB.' }] });
  });
});
