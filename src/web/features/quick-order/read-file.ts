// An uploaded CSV or XLSX file into lines (issue #9), parsed in the browser by papaparse and
// read-excel-file; each is loaded only when a file of its kind is chosen (docs/decisions.md). A
// workbook is read in a worker of its own, ended after WORKBOOK_READ_TIMEOUT_MS (issue #16 item 27).
import { readRows, type ReadResult } from './read-lines.ts';
import { WORKBOOK_READ_TIMEOUT_MS, workbookProblem } from './workbook-messages.ts';

/** The largest file read: 5,000 lines of a spreadsheet are far smaller. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Reads a workbook in a new worker (workbook-worker.ts); a worker that fails or runs out of time is ended. */
export function readWorkbookInWorker(file: File, timeoutMs = WORKBOOK_READ_TIMEOUT_MS): Promise<ReadResult> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./workbook-worker.ts', import.meta.url), { type: 'module' });
    const finish = (result: ReadResult) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish(workbookProblem('timeout')), timeoutMs);
    worker.onmessage = (event: MessageEvent<ReadResult>) => finish(event.data);
    worker.onerror = () => finish(workbookProblem('unreadable'));
    worker.postMessage(file);
  });
}

export async function readUploadedFile(file: File, readWorkbook: (file: File) => Promise<ReadResult> = readWorkbookInWorker): Promise<ReadResult> {
  if (file.size > UPLOAD_MAX_BYTES) return { lines: [], problems: [{ line: 0, message: 'This file is too large: keep it under 5 MB.' }] };
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return readWorkbook(file);
  if (name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv') {
    const { default: Papa } = await import('papaparse');
    // A BOM is left out; papaparse finds the separator (comma, semicolon, tab) and honours quotes.
    // Its guess counts blank lines as rows of one cell, so it guesses on the lines with text first;
    // the file is then read with blank lines kept, so that line numbers are the spreadsheet's rows.
    const text = (await file.text()).replace(/^\uFEFF/, '');
    const { delimiter } = Papa.parse<string[]>(text, { preview: 50, skipEmptyLines: 'greedy' }).meta;
    return readRows(Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false }).data);
  }
  return { lines: [], problems: [{ line: 0, message: 'Choose a .csv or .xlsx file.' }] };
}
