// What a buyer reads when a workbook is not read (issue #16 item 27), and how long a read may take. Kept
// apart from the reader so that the page's own scripts carry neither fflate nor read-excel-file.
import type { ReadResult } from './read-lines.ts';
import type { WorkbookRefusal } from './workbook-zip.ts';

/** How long a workbook may take to read before its worker is ended: a 5,000-line sheet takes well under a second. */
export const WORKBOOK_READ_TIMEOUT_MS = 20_000;

export const WORKBOOK_MESSAGES: Record<WorkbookRefusal | 'timeout', string> = {
  unreadable: 'This file could not be read as an Excel workbook (.xlsx).',
  'too-large': 'This workbook is too large to read: keep it to one sheet of up to 5,000 lines, or save the sheet as a CSV file.',
  bomb: 'This file was refused: it unpacks to far more than a spreadsheet holds. Save the sheet again as a new workbook or as a CSV file.',
  timeout: 'Reading this workbook took too long and was stopped. Save the sheet as a CSV file and upload that.',
};

export const workbookProblem = (reason: keyof typeof WORKBOOK_MESSAGES): ReadResult => ({ lines: [], problems: [{ line: 0, message: WORKBOOK_MESSAGES[reason] }] });
