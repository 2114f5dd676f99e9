// A document the store issues as an A4 PDF (issue #28): a tax invoice, a credit note, a statement. Each kind
// says what it shows (title, the supplier, its numbers and dates, whom it is for, notes, lines, totals) and
// this draws it in that order, with its font embedded (document-pdf-fonts.ts) and the same bytes for the
// same content every time.
import PDFDocument from 'pdfkit';
import { documentCreationDate } from './document-pdf-format.ts';
import { documentFontFiles } from './document-pdf-fonts.ts';
import { A4, COLOUR, MARGIN, TYPE, setType, sheetOf, writeAt, writeEndingAt, type Sheet } from './document-pdf-sheet.ts';
import { drawEntriesTable, type DocumentPdfEntry } from './document-pdf-entries.ts';
import { drawLinesTable, drawTotals, type DocumentPdfLine, type DocumentPdfTotal } from './document-pdf-table.ts';

export type { DocumentPdfEntry, DocumentPdfLine, DocumentPdfTotal };

export type DocumentPdfContent = {
  /** 'Tax Invoice' or 'Credit Note'. */
  title: string;
  /** The document's own number ('INV-000123'), for the foot of each page and the PDF's title. */
  number: string;
  /** 'YYYY-MM-DD': the PDF's creation date, so the bytes never depend on when it was drawn. */
  issuedOn: string;
  supplier: { name: string; addressLines: string[]; gstNumber: string };
  /** Label and value, one a line: numbers, dates, terms. */
  details: { label: string; value: string }[];
  /** Whom the document is for, under a heading such as 'Bill to'. */
  party: { heading: string; name: string; lines: string[] };
  /** Sentences above the lines, such as the invoice a credit note credits and why. */
  notes: string[];
  /** What an invoice or credit note is for; or, for a statement, its `entries` instead. */
  lines: DocumentPdfLine[];
  entries?: DocumentPdfEntry[];
  totals: DocumentPdfTotal[];
};

const DETAIL_LABEL_WIDTH = 100;
const BLOCK_GAP = 14;

function drawSupplier(sheet: Sheet, supplier: DocumentPdfContent['supplier'], y: number): number {
  setType(sheet, 'bold', TYPE.body);
  let below = writeAt(sheet, supplier.name, sheet.left, y);
  setType(sheet, 'regular', TYPE.body);
  for (const line of [...supplier.addressLines, `GST number ${supplier.gstNumber}`]) below = writeAt(sheet, line, sheet.left, below);
  return below;
}

function drawDetails(sheet: Sheet, details: DocumentPdfContent['details'], y: number): number {
  let below = y;
  for (const { label, value } of details) {
    setType(sheet, 'regular', TYPE.body, COLOUR.muted);
    writeAt(sheet, label, sheet.left, below);
    setType(sheet, 'regular', TYPE.body);
    below = writeAt(sheet, value, sheet.left + DETAIL_LABEL_WIDTH, below);
  }
  return below;
}

function drawParty(sheet: Sheet, party: DocumentPdfContent['party'], y: number): number {
  setType(sheet, 'bold', TYPE.small, COLOUR.muted);
  let below = writeAt(sheet, party.heading, sheet.left, y) + 1;
  setType(sheet, 'bold', TYPE.body);
  below = writeAt(sheet, party.name, sheet.left, below);
  setType(sheet, 'regular', TYPE.body);
  for (const line of party.lines) below = writeAt(sheet, line, sheet.left, below);
  return below;
}

function drawNotes(sheet: Sheet, notes: readonly string[], y: number): number {
  if (notes.length === 0) return y;
  setType(sheet, 'regular', TYPE.body);
  sheet.doc.text(notes.join('\n'), sheet.left, y + BLOCK_GAP, { width: sheet.right - sheet.left });
  return sheet.doc.y;
}

/** The top of the first page, down to where the lines begin. */
function drawOpening(sheet: Sheet, content: DocumentPdfContent): number {
  setType(sheet, 'bold', TYPE.title);
  let below = writeAt(sheet, content.title, sheet.left, sheet.top) + 8;
  below = drawSupplier(sheet, content.supplier, below) + BLOCK_GAP;
  below = drawDetails(sheet, content.details, below) + BLOCK_GAP;
  below = drawParty(sheet, content.party, below);
  return drawNotes(sheet, content.notes, below) + BLOCK_GAP + 4;
}

/** 'Tax Invoice INV-000123' and 'Page n of m' at the foot of every page, once the number of pages is known. */
function drawFeet(sheet: Sheet, content: DocumentPdfContent): void {
  const { start, count } = sheet.doc.bufferedPageRange();
  const y = A4.height - MARGIN - 8;
  for (let index = 0; index < count; index += 1) {
    sheet.doc.switchToPage(start + index);
    setType(sheet, 'regular', TYPE.small, COLOUR.muted);
    writeAt(sheet, `${content.title} ${content.number}`, sheet.left, y);
    writeEndingAt(sheet, `Page ${index + 1} of ${count}`, sheet.right, y);
  }
}

function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Draws the document; the same content always gives the same bytes. */
/** Draws the document here, on this thread (document-pdf-threads.ts moves it off the request thread). */
export async function drawDocumentPdf(content: DocumentPdfContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en-NZ',
    displayTitle: true,
    info: { Title: `${content.title} ${content.number}`, Author: content.supplier.name, CreationDate: documentCreationDate(content.issuedOn) },
  });
  // Every text is set in these; PDFKit's default Helvetica is never drawn with, so never written.
  const fonts = documentFontFiles();
  doc.registerFont('regular', fonts.regular).registerFont('bold', fonts.bold);
  const bytes = bytesOf(doc);
  const sheet = sheetOf(doc);
  const opening = drawOpening(sheet, content);
  const below = content.entries ? drawEntriesTable(sheet, content.entries, opening) : drawLinesTable(sheet, content.lines, opening);
  drawTotals(sheet, content.totals, below);
  drawFeet(sheet, content);
  doc.end();
  return bytes;
}
