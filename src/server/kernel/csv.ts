// A small RFC 4180 CSV reader: comma separated, fields optionally in double quotes, a doubled
// quote ("") inside quotes is a quote, and quoted fields may hold commas and line breaks.
// Each record keeps the line it starts on, so errors can name it.

export type CsvRecord = { line: number; fields: string[] };
export type CsvError = { line: number; message: string };

export function parseCsv(input: string): { records: CsvRecord[]; errors: CsvError[] } {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  const errors: CsvError[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let isQuoted = false;
  let wasQuoted = false;
  let isBroken = false;

  const endField = () => {
    fields.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    const isBlank = fields.length === 1 && fields[0] === '' && !isBroken;
    if (!isBlank && !isBroken) records.push({ line: recordLine, fields });
    fields = [];
    isBroken = false;
  };
  const fail = (message: string) => {
    if (!isBroken) errors.push({ line: recordLine, message });
    isBroken = true;
  };

  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (isQuoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index++;
        } else {
          isQuoted = false;
          wasQuoted = true;
        }
      } else {
        if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line++;
        field += char;
      }
      continue;
    }
    if (char === ',') {
      endField();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else if (char === '"') {
      if (field === '' && !wasQuoted) isQuoted = true;
      else fail('a quote (") may only start a field or be doubled ("") inside a quoted field');
    } else if (wasQuoted) {
      fail(`unexpected text after a closing quote: put the whole field in quotes`);
    } else {
      field += char;
    }
  }
  if (isQuoted) fail('a quoted field is not closed before the end of the file');
  if (field !== '' || fields.length > 0 || wasQuoted) endRecord();
  return { records, errors };
}
