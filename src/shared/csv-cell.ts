// Writing CSV for spreadsheets and accounts systems (RFC 4180, CRLF line ends). A cell a spreadsheet
// would read as a formula ('=HYPERLINK(…)', '+1', '-2+3', '@SUM(…)', or one starting with a tab or a
// carriage return) is made plain text by a leading apostrophe: OWASP's CSV injection guard. Every cell
// goes through it; a cell that is only a number ('-12.50', a credit in an accounts export) is no formula
// and is left as it is, so the accounts system reads it as a number.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell: guarded against formulas, then quoted (its quotes doubled) when it holds a comma, quote or line break. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row with its line end. */
export function csvRow(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
