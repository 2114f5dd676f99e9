import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv-cell.ts';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Nitrile Gloves')).toBe('Nitrile Gloves');
    expect(csvCell('12.50')).toBe('12.50');
    expect(csvCell('')).toBe('');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-3')).toBe('-3');
  });

  it('makes a cell starting with = + - @ (or a tab or carriage return) plain text with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csvCell('+64 9 555 0101')).toBe("'+64 9 555 0101");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('-1.5e3')).toBe("'-1.5e3");
    expect(csvCell('-12.50\n=1')).toBe(`"'-12.50\n=1"`);
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Gloves, large')).toBe('"Gloves, large"');
    expect(csvCell('12" tray')).toBe('"12"" tray"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
  });
});

describe('csvRow', () => {
  it('joins guarded cells with commas and ends with CRLF', () => {
    expect(csvRow(['CS-100001', '=1+1', 'a,b'])).toBe(`CS-100001,'=1+1,"a,b"\r\n`);
  });
});
