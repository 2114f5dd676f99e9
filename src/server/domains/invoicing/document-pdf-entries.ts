// A statement's entries as a table (date, what it is, amount; money right-aligned) over as many pages as
// it needs, its heading repeated at the top of each: the statement's body where an invoice has its lines.
import { formatCents } from '../../../shared/money.ts';
import { formatDocumentDay } from './document-pdf-format.ts';
import { COLOUR, TYPE, ruleAcross, setType, writeAt, writeEndingAt, type Sheet } from './document-pdf-sheet.ts';

export type DocumentPdfEntry = { date: string; description: string; amountCents: number };

const CELL_PADDING = 4;
const DESCRIPTION_LEFT = 80;

function drawHeading(sheet: Sheet, y: number): number {
  setType(sheet, 'bold', TYPE.small, COLOUR.muted);
  writeAt(sheet, 'Date', sheet.left, y);
  writeAt(sheet, 'Details', sheet.left + DESCRIPTION_LEFT, y);
  const below = writeEndingAt(sheet, 'Amount (incl. GST)', sheet.right, y) + 3;
  ruleAcross(sheet, below);
  return below;
}

/** Draws the entries from y, adding pages as they fill; answers the y below the last. */
export function drawEntriesTable(sheet: Sheet, entries: readonly DocumentPdfEntry[], y: number): number {
  let bottom = drawHeading(sheet, y);
  setType(sheet, 'regular', TYPE.body);
  const height = CELL_PADDING * 2 + sheet.doc.currentLineHeight(true);
  for (const entry of entries) {
    if (bottom + height > sheet.bottom) {
      sheet.doc.addPage();
      bottom = drawHeading(sheet, sheet.top);
    }
    setType(sheet, 'regular', TYPE.body);
    const top = bottom + CELL_PADDING;
    writeAt(sheet, formatDocumentDay(entry.date), sheet.left, top);
    writeAt(sheet, entry.description, sheet.left + DESCRIPTION_LEFT, top);
    writeEndingAt(sheet, formatCents(entry.amountCents), sheet.right, top);
    bottom += height;
    ruleAcross(sheet, bottom);
  }
  return bottom;
}
