// Test files made on the spot (Node only): a real .xlsx workbook of any number of rows, and zip bombs
// whose sheet inflates to gigabytes from a file of a few MB, with a true or a lying size header.
import { constants, crc32, deflateRawSync } from 'node:zlib';

type ZipPart = { name: string; deflated: Uint8Array; size: number; crc: number };

const partOf = (name: string, text: string): ZipPart => {
  const bytes = Buffer.from(text);
  return { name, deflated: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
};

/** A little-endian record of `length` bytes: each field [width in bytes, offset, value]; the rest zero. */
function record(length: number, fields: readonly (readonly [2 | 4, number, number])[]): Buffer {
  const buffer = Buffer.alloc(length);
  for (const [width, at, value] of fields) {
    if (width === 2) buffer.writeUInt16LE(value, at);
    else buffer.writeUInt32LE(value, at);
  }
  return buffer;
}

/** A zip of deflated parts, each with the size its headers declare (true or not). */
export function zipOf(parts: readonly ZipPart[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const sizes = [part.crc, part.deflated.length, part.size];
    // Version 2.0, deflate (8); then CRC, compressed and uncompressed sizes, the name's length.
    const local = record(30, [[4, 0, 0x04034b50], [2, 4, 20], [2, 8, 8], ...sizes.map((value, index) => [4, 14 + index * 4, value] as const), [2, 26, name.length]]);
    const central = record(46, [[4, 0, 0x02014b50], [2, 4, 20], [2, 6, 20], [2, 10, 8], ...sizes.map((value, index) => [4, 16 + index * 4, value] as const), [2, 28, name.length], [4, 42, offset]]);
    locals.push(local, name, Buffer.from(part.deflated));
    centrals.push(central, name);
    offset += local.length + name.length + part.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = record(22, [[4, 0, 0x06054b50], [2, 8, parts.length], [2, 10, parts.length], [4, 12, directory.length], [4, 16, offset]]);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

function cellXml(value: string | number, ref: string): string {
  return typeof value === 'number' ? `<c r="${ref}"><v>${value}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
}

function rowXml(row: readonly (string | number)[], number: number): string {
  return `<row r="${number}">${row.map((value, column) => cellXml(value, `${String.fromCharCode(65 + column)}${number}`)).join('')}</row>`;
}

/** The parts every workbook has besides its sheet (as Excel names them). */
function workbookParts(): ZipPart[] {
  return [
    partOf(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    partOf('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'),
    partOf('xl/workbook.xml', '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Order" sheetId="1" r:id="rId1"/></sheets></workbook>'),
    partOf('xl/_rels/workbook.xml.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
  ];
}

/** A real .xlsx file: one sheet holding these rows (text cells inline, numbers as numbers). */
export function workbookOf(rows: readonly (readonly (string | number)[])[]): Uint8Array<ArrayBuffer> {
  const sheet = SHEET_HEAD + rows.map((row, index) => rowXml(row, index + 1)).join('') + SHEET_TAIL;
  return zipOf([...workbookParts(), partOf('xl/worksheets/sheet1.xml', sheet)]);
}

/** A raw DEFLATE stream of `mebibytes` MiB, each a row and spaces: 1 MiB compressed once (~1 KB) and repeated. */
function repeatedRowsDeflated(mebibytes: number): Uint8Array {
  const row = rowXml(['NIT-1001', 1], 1);
  const mebibyte = Buffer.from(row.padEnd(1_048_576, ' '));
  // A sync flush ends each piece on a byte boundary and not as the last block, so pieces can be joined.
  const piece = deflateRawSync(mebibyte, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const head = deflateRawSync(Buffer.from(SHEET_HEAD), { finishFlush: constants.Z_SYNC_FLUSH });
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  return new Uint8Array(Buffer.concat([head, ...Array.from({ length: mebibytes }, () => piece), finalEmptyBlock]));
}

/**
 * A workbook whose sheet inflates to `mebibytes` MiB (never closed: nobody should get that far). Its
 * headers declare the true size, or `declaredSize` (a lying header that passes the ratio check).
 */
export function zipBombOf(mebibytes: number, declaredSize?: number): Uint8Array<ArrayBuffer> {
  const deflated = repeatedRowsDeflated(mebibytes);
  const size = declaredSize ?? Math.min(0xffffffff, SHEET_HEAD.length + mebibytes * 1_048_576);
  return zipOf([...workbookParts(), { name: 'xl/worksheets/sheet1.xml', deflated, size, crc: 0 }]);
}
