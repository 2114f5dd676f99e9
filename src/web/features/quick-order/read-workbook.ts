// An uploaded .xlsx workbook into lines (issue #9), within bounded time and memory (issue #16 item 27).
// Runs in the worker of workbook-worker.ts, which read-file.ts ends after WORKBOOK_READ_TIMEOUT_MS
// (workbook-messages.ts).
import { zipSync } from 'fflate';
import { readRows, type ReadResult } from './read-lines.ts';
import { workbookProblem } from './workbook-messages.ts';
import { unzipWithinLimits, WORKBOOK_LIMITS, type WorkbookLimits } from './workbook-zip.ts';

/** The parts read-excel-file reads (its own filter): the XML and the relationships, never pictures. */
const isXmlPart = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

/** The first sheet's lines: the parts taken out under the limits, then read by read-excel-file. */
export async function readWorkbookLines(bytes: Uint8Array, limits: WorkbookLimits = WORKBOOK_LIMITS): Promise<ReadResult> {
  const unpacked = unzipWithinLimits(bytes, isXmlPart, limits);
  if (!unpacked.ok) return workbookProblem(unpacked.reason);
  // read-excel-file unzips its input itself with fflate's `unzip`, which inflates a part over 512 KB in a
  // Worker made from a blob: URL: the page's Content-Security-Policy refuses it, and the read never
  // ended. Handed the checked parts stored (not compressed), its unzip only copies them.
  const stored = zipSync(unpacked.parts, { level: 0 });
  const { readSheet } = await import('read-excel-file/universal');
  try {
    return readRows(await readSheet(stored.buffer as ArrayBuffer));
  } catch {
    return workbookProblem('unreadable');
  }
}
