import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('splits plain fields and records, LF or CRLF, with the line each record starts on', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\n4,,6')).toEqual({
      records: [
        { line: 1, fields: ['a', 'b', 'c'] },
        { line: 2, fields: ['1', '2', '3'] },
        { line: 3, fields: ['4', '', '6'] },
      ],
      errors: [],
    });
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const { records, errors } = parseCsv('sku,title\nA-1,"Gloves, ""Blue""\nsecond line"\nA-2,"x"\n');
    expect(errors).toEqual([]);
    expect(records).toEqual([
      { line: 1, fields: ['sku', 'title'] },
      { line: 2, fields: ['A-1', 'Gloves, "Blue"\nsecond line'] },
      { line: 4, fields: ['A-2', 'x'] },
    ]);
  });

  it('skips blank lines and a byte order mark, and keeps empty quoted fields', () => {
    expect(parseCsv('\uFEFFa,b\n\n"",x\n\n').records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['', 'x'] },
    ]);
  });

  it('reports a stray quote or text after a closing quote on its line, and reads on', () => {
    const { records, errors } = parseCsv('a,b\nx,bad "quote"\n"ok"x,y\nfine,row');
    expect(errors).toEqual([
      { line: 2, message: expect.stringContaining('quote') },
      { line: 3, message: expect.stringContaining('after a closing quote') },
    ]);
    expect(records.map((record) => record.line)).toEqual([1, 4]);
  });

  it('reports a quoted field left open at the end of the file', () => {
    const { errors } = parseCsv('a,b\n1,"never closed\n2,3\n');
    expect(errors).toEqual([{ line: 2, message: expect.stringContaining('not closed') }]);
  });
});
