import { describe, expect, it } from 'vitest';
import { readPastedLines, readRows, splitPastedLine } from './read-lines.ts';

const pairs = (text: string) => readPastedLines(text).lines.map((line) => [line.line, line.query, line.qty]);

describe('readPastedLines', () => {
  it('reads tab, comma, semicolon and space separated lines', () => {
    expect(pairs('NIT-1\t2\nNIT-2,3\nVIN-1;4\nAPR-1 5\nDPD-1   6')).toEqual([
      [1, 'NIT-1', '2'],
      [2, 'NIT-2', '3'],
      [3, 'VIN-1', '4'],
      [4, 'APR-1', '5'],
      [5, 'DPD-1', '6'],
    ]);
  });

  it('takes the last word as the quantity of a product name typed with spaces', () => {
    expect(pairs('Nitrile Gloves Blue Medium-100 12')).toEqual([[1, 'Nitrile Gloves Blue Medium-100', '12']]);
  });

  it('skips a header row and follows its columns', () => {
    expect(pairs('SKU\tQty\nNIT-1\t2')).toEqual([[2, 'NIT-1', '2']]);
    expect(pairs('Quantity,Product Code\n4,NIT-2')).toEqual([[2, 'NIT-2', '4']]);
    expect(pairs('Item code;Description;Qty\nVIN-1;Vinyl gloves;7')).toEqual([[2, 'VIN-1', '7']]);
  });

  it('reads a first line of data as data, not as a header', () => {
    expect(pairs('Product 12\nNIT-1 2')).toEqual([
      [1, 'Product', '12'],
      [2, 'NIT-1', '2'],
    ]);
  });

  it('keeps the input line numbers across blank lines, a BOM and CRLF line ends', () => {
    expect(pairs('\uFEFFSKU,Qty\r\n\r\nNIT-1,2\r\n   \r\nNIT-2,3\r\n')).toEqual([
      [3, 'NIT-1', '2'],
      [5, 'NIT-2', '3'],
    ]);
  });

  it('reads quoted cells as Google Sheets and Excel copy them', () => {
    expect(splitPastedLine('"Gloves, nitrile ""blue""",3')).toEqual(['Gloves, nitrile "blue"', '3']);
    expect(pairs('"NIT-1"\t"2"\n"Day Pad; Extra-28";5')).toEqual([
      [1, 'NIT-1', '2'],
      [2, 'Day Pad; Extra-28', '5'],
    ]);
  });

  it('reads a line with no quantity as one', () => {
    expect(pairs('NIT-1')).toEqual([[1, 'NIT-1', '1']]);
  });

  it('reports bad quantities with their line numbers and keeps the lines to fix', () => {
    const result = readPastedLines('NIT-1,0\nNIT-2,two\n\nVIN-1,1.5\nAPR-1,10000\nDPD-1,12.0');
    expect(result.problems).toEqual([1, 2, 4, 5].map((line) => ({ line, message: 'Enter a whole quantity from 1 to 9999.' })));
    expect(result.lines.map((line) => line.qty)).toEqual(['0', 'two', '1.5', '10000', '12.0']);
  });

  it('reports a line with no SKU or with characters that cannot be sent', () => {
    const result = readPastedLines('NIT-1,2\n,5\nNIT\u0000-2,1');
    expect(result.lines).toHaveLength(1);
    expect(result.problems.map((problem) => problem.line)).toEqual([2, 3]);
  });

  it('reads at most 5,000 lines and says where it stopped', () => {
    const text = Array.from({ length: 5002 }, (_, index) => `SKU-${index} 1`).join('\n');
    const result = readPastedLines(text);
    expect(result.lines).toHaveLength(5000);
    expect(result.problems).toEqual([{ line: 0, message: 'Only the first 5,000 lines were read; line 5,001 and after were left out.' }]);
  });
});

describe('readRows (uploaded files)', () => {
  it('reads cells of any type, skipping empty rows and the header', () => {
    const result = readRows([['SKU', 'Quantity'], [null, null], ['NIT-1', 2], ['NIT-2', '3 '], [' VIN-1', null, 4]]);
    expect(result.lines).toEqual([
      { line: 3, query: 'NIT-1', qty: '2' },
      { line: 4, query: 'NIT-2', qty: '3' },
      { line: 5, query: 'VIN-1', qty: '1' },
    ]);
  });

  it('takes the next filled cell as the quantity without a header', () => {
    expect(readRows([['NIT-1', '', 6]]).lines).toEqual([{ line: 1, query: 'NIT-1', qty: '6' }]);
  });
});
