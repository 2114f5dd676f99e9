// The page the store's PDF documents are drawn on: A4, its margins, the type sizes and colours, and the
// few drawing steps every part of a document shares (set the type, write one line, rule a line across).
import type { DocumentFontWeight } from './document-pdf-fonts.ts';

export type Sheet = {
  doc: PDFKit.PDFDocument;
  left: number;
  right: number;
  top: number;
  /** The lowest a line of content may reach: below it is the page's foot ('Page n of m'). */
  bottom: number;
};

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 48;
const FOOT_HEIGHT = 28;

export const TYPE = { title: 18, body: 9, small: 7.5 } as const;

export const COLOUR = { text: '#1a1a1a', muted: '#5c5c5c', rule: '#c8c8c8' } as const;

export function sheetOf(doc: PDFKit.PDFDocument): Sheet {
  return { doc, left: MARGIN, right: A4.width - MARGIN, top: MARGIN, bottom: A4.height - MARGIN - FOOT_HEIGHT };
}

export function setType(sheet: Sheet, weight: DocumentFontWeight, size: number, colour: string = COLOUR.text): void {
  sheet.doc.font(weight).fontSize(size).fillColor(colour);
}

/** Writes one line (never wrapped, never moved to another page) from x; answers the y below it. */
export function writeAt(sheet: Sheet, text: string, x: number, y: number): number {
  sheet.doc.text(text, x, y, { lineBreak: false });
  return y + sheet.doc.currentLineHeight(true);
}

/** Writes one line that ends at rightEdge (money, quantities, page numbers). */
export function writeEndingAt(sheet: Sheet, text: string, rightEdge: number, y: number): number {
  return writeAt(sheet, text, rightEdge - sheet.doc.widthOfString(text), y);
}

export function ruleAcross(sheet: Sheet, y: number, from: number = sheet.left, to: number = sheet.right): void {
  sheet.doc.moveTo(from, y).lineTo(to, y).lineWidth(0.5).strokeColor(COLOUR.rule).stroke();
}
