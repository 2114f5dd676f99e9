import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readUploadedFile, readWorkbookInWorker, UPLOAD_MAX_BYTES } from './read-file.ts';
import { readWorkbookLines } from './read-workbook.ts';
import { workbookOf, zipBombOf } from './testdata/workbooks.ts';
import { WORKBOOK_MESSAGES, WORKBOOK_READ_TIMEOUT_MS } from './workbook-messages.ts';
import { WORKBOOK_LIMITS } from './workbook-zip.ts';

const testdata = new URL('./testdata/', import.meta.url);
const fileOf = async (name: string, type = '') => new File([await readFile(new URL(name, testdata))], name, { type });
const linesOf = (result: Awaited<ReturnType<typeof readUploadedFile>>) => result.lines.map((line) => [line.line, line.query, line.qty]);
// In the browser a workbook is read in a worker (readWorkbookInWorker, e2e/quick-order.spec.ts); here in this thread.
const readInThisThread = async (file: File) => readWorkbookLines(new Uint8Array(await file.arrayBuffer()));
const readUpload = (file: File) => readUploadedFile(file, readInThisThread);

describe('readUploadedFile', () => {
  it('reads a real .xlsx workbook: header skipped, numbers and text quantities, spreadsheet row numbers kept', async () => {
    // testdata/order.xlsx: SKU | Qty; NIT-1 | 4 (a number); row 3 empty; APR-1 | '2' (text); a product title | 12.
    const result = await readUpload(await fileOf('order.xlsx'));

    expect(result.problems).toEqual([]);
    expect(linesOf(result)).toEqual([
      [2, 'NIT-1', '4'],
      [4, 'APR-1', '2'],
      [5, 'Thickener Vanilla 400g-6', '12'],
    ]);
  });

  it('says so when a .xlsx file is not a workbook, and reads nothing from it', async () => {
    const result = await readUpload(await fileOf('not-a-workbook.xlsx'));

    expect(result).toEqual({ lines: [], problems: [{ line: 0, message: 'This file could not be read as an Excel workbook (.xlsx).' }] });
  });

  it('reads the first 5,000 lines of a 6,000-row workbook and says where it stopped', async () => {
    const rows = [['SKU', 'Qty'], ...Array.from({ length: 6000 }, (_, index) => [`NIT-${index + 1}`, (index % 9) + 1])];

    const result = await readUpload(new File([workbookOf(rows)], 'big order.xlsx'));

    expect(result.lines).toHaveLength(5000);
    expect(result.lines.at(-1)).toEqual({ line: 5001, query: 'NIT-5000', qty: '5' });
    expect(result.problems).toEqual([{ line: 0, message: 'Only the first 5,000 lines were read; line 5,002 and after were left out.' }]);
  });

  it('refuses a zip bomb, with a true or a lying size header, and reads nothing from it', async () => {
    for (const bomb of [zipBombOf(2048), zipBombOf(2048, 100_000)]) {
      expect(await readUpload(new File([bomb], 'order.xlsx'))).toEqual({ lines: [], problems: [{ line: 0, message: WORKBOOK_MESSAGES.bomb }] });
    }
  });

  it('refuses a workbook whose sheet is over the part limit as too large', async () => {
    const rows = Array.from({ length: 1000 }, (_, index) => [`NIT-${index + 1}`, 1]);
    const result = await readWorkbookLines(workbookOf(rows), { ...WORKBOOK_LIMITS, partMaxBytes: 40_000 });

    expect(result).toEqual({ lines: [], problems: [{ line: 0, message: WORKBOOK_MESSAGES['too-large'] }] });
  });

  it('reads a CSV saved by Excel: BOM, semicolons, quoted cells holding the separator, CRLF and blank lines', async () => {
    const csv = '\uFEFFSKU;Quantity\r\nNIT-1;3\r\n\r\n"Gloves; nitrile ""blue""";2\r\n';
    const result = await readUploadedFile(new File([csv], 'order.CSV'));

    expect(result.problems).toEqual([]);
    expect(linesOf(result)).toEqual([
      [2, 'NIT-1', '3'],
      [4, 'Gloves; nitrile "blue"', '2'],
    ]);
  });

  it('reports a bad quantity in a file with its line number and keeps the line to fix', async () => {
    const result = await readUploadedFile(new File(['NIT-1,2\nAPR-1,lots\n'], 'order.csv'));

    expect(linesOf(result)).toEqual([
      [1, 'NIT-1', '2'],
      [2, 'APR-1', 'lots'],
    ]);
    expect(result.problems.map((problem) => problem.line)).toEqual([2]);
  });

  it('refuses other kinds of file and files over the size limit without reading them', async () => {
    expect((await readUploadedFile(new File(['x'], 'order.pdf', { type: 'application/pdf' }))).problems).toEqual([{ line: 0, message: 'Choose a .csv or .xlsx file.' }]);
    const huge = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'order.csv');
    expect(await readUploadedFile(huge)).toEqual({ lines: [], problems: [{ line: 0, message: 'This file is too large: keep it under 5 MB.' }] });
  });
});

describe('readWorkbookInWorker', () => {
  /** A stand-in Worker: records what it was sent and whether it was ended; the test answers for it. */
  class FakeWorker {
    static last: FakeWorker | null = null;
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: (() => void) | null = null;
    sent: unknown[] = [];
    isTerminated = false;
    url: URL;
    constructor(url: URL) {
      this.url = url;
      FakeWorker.last = this;
    }
    postMessage(message: unknown) {
      this.sent.push(message);
    }
    terminate() {
      this.isTerminated = true;
    }
  }
  const worker = () => FakeWorker.last!;

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands the file to a worker of its own module and ends the worker when it answers', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const file = new File(['x'], 'order.xlsx');
    const answer = readWorkbookInWorker(file);
    expect(String(worker().url)).toMatch(/workbook-worker\.ts$/);
    expect(worker().sent).toEqual([file]);
    worker().onmessage?.({ data: { lines: [{ line: 1, query: 'NIT-1', qty: '2' }], problems: [] } });

    expect(await answer).toEqual({ lines: [{ line: 1, query: 'NIT-1', qty: '2' }], problems: [] });
    expect(worker().isTerminated).toBe(true);
  });

  it('ends a worker that has not answered in time, and says so', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    const answer = readWorkbookInWorker(new File(['x'], 'order.xlsx'));
    await vi.advanceTimersByTimeAsync(WORKBOOK_READ_TIMEOUT_MS - 1);
    expect(worker().isTerminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await answer).toEqual({ lines: [], problems: [{ line: 0, message: WORKBOOK_MESSAGES.timeout }] });
    expect(worker().isTerminated).toBe(true);
  });

  it('ends a worker that fails (one that cannot start, too) and reports the file unreadable', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const answer = readWorkbookInWorker(new File(['x'], 'order.xlsx'));
    worker().onerror?.();

    expect(await answer).toEqual({ lines: [], problems: [{ line: 0, message: WORKBOOK_MESSAGES.unreadable }] });
    expect(worker().isTerminated).toBe(true);
  });
});
