// The lines of a PDF document as a table (description with the SKU, quantity, unit price, amount; money
// right-aligned, long descriptions wrapped) that runs over as many pages as it needs, its heading repeated
// at the top of each, and the totals beneath it, kept together on one page.
import { formatCents } from '../../../shared/money.ts';
import { COLOUR, TYPE, ruleAcross, setType, writeAt, writeEndingAt, type Sheet } from './document-pdf-sheet.ts';

export type DocumentPdfLine = { sku: string; description: string; qty: number; unitPriceCents: number; amountCents: number };
export type DocumentPdfTotal = { label: string; cents: number; isGrandTotal?: boolean };

type Columns = { descriptionWidth: number; qtyRight: number; unitPriceRight: number; amountRight: number };

const CELL_PADDING = 5;
const COLUMN_GAP = 14;
const quantity = new Intl.NumberFormat('en-NZ');

function columnsOf(sheet: Sheet): Columns {
  const amountRight = sheet.right;
  const unitPriceRight = amountRight - 100;
  const qtyRight = unitPriceRight - 110;
  return { descriptionWidth: qtyRight - 40 - COLUMN_GAP - sheet.left, qtyRight, unitPriceRight, amountRight };
}

function drawHeading(sheet: Sheet, columns: Columns, y: number): number {
  setType(sheet, 'bold', TYPE.small, COLOUR.muted);
  writeAt(sheet, 'Description', sheet.left, y);
  writeEndingAt(sheet, 'Qty', columns.qtyRight, y);
  writeEndingAt(sheet, 'Unit price (excl. GST)', columns.unitPriceRight, y);
  const below = writeEndingAt(sheet, 'Amount (excl. GST)', columns.amountRight, y) + 3;
  ruleAcross(sheet, below);
  return below;
}

function descriptionHeight(sheet: Sheet, columns: Columns, line: DocumentPdfLine): number {
  setType(sheet, 'regular', TYPE.body);
  return sheet.doc.heightOfString(line.description, { width: columns.descriptionWidth });
}

function rowHeight(sheet: Sheet, columns: Columns, line: DocumentPdfLine): number {
  const description = descriptionHeight(sheet, columns, line);
  setType(sheet, 'regular', TYPE.small);
  return CELL_PADDING + description + sheet.doc.currentLineHeight(true) + CELL_PADDING;
}

function drawRow(sheet: Sheet, columns: Columns, line: DocumentPdfLine, y: number, height: number): number {
  const top = y + CELL_PADDING;
  setType(sheet, 'regular', TYPE.body);
  sheet.doc.text(line.description, sheet.left, top, { width: columns.descriptionWidth });
  const skuTop = sheet.doc.y;
  writeEndingAt(sheet, quantity.format(line.qty), columns.qtyRight, top);
  writeEndingAt(sheet, formatCents(line.unitPriceCents), columns.unitPriceRight, top);
  writeEndingAt(sheet, formatCents(line.amountCents), columns.amountRight, top);
  setType(sheet, 'regular', TYPE.small, COLOUR.muted);
  writeAt(sheet, `SKU ${line.sku}`, sheet.left, skuTop);
  ruleAcross(sheet, y + height);
  return y + height;
}

/** Draws the lines from y, adding pages as they fill; answers the y below the last line. */
export function drawLinesTable(sheet: Sheet, lines: readonly DocumentPdfLine[], y: number): number {
  const columns = columnsOf(sheet);
  let bottom = drawHeading(sheet, columns, y);
  for (const line of lines) {
    const height = rowHeight(sheet, columns, line);
    if (bottom + height > sheet.bottom) {
      sheet.doc.addPage();
      bottom = drawHeading(sheet, columns, sheet.top);
    }
    bottom = drawRow(sheet, columns, line, bottom, height);
  }
  return bottom;
}

/** Draws the totals under the table, on a new page when they do not fit together on this one. */
export function drawTotals(sheet: Sheet, totals: readonly DocumentPdfTotal[], y: number): number {
  const columns = columnsOf(sheet);
  setType(sheet, 'bold', TYPE.body);
  const lineHeight = sheet.doc.currentLineHeight(true) + 4;
  let top = y + 10;
  if (top + totals.length * lineHeight + 6 > sheet.bottom) {
    sheet.doc.addPage();
    top = sheet.top;
  }
  for (const total of totals) {
    if (total.isGrandTotal) {
      ruleAcross(sheet, top, columns.qtyRight, columns.amountRight);
      top += 5;
    }
    setType(sheet, total.isGrandTotal ? 'bold' : 'regular', TYPE.body);
    writeEndingAt(sheet, total.label, columns.unitPriceRight, top);
    writeEndingAt(sheet, formatCents(total.cents), columns.amountRight, top);
    top += lineHeight;
  }
  return top;
}
