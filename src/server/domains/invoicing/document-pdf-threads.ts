// Where the store's PDFs are drawn (issue #28). Drawing one takes 30 to 100 ms of CPU (a 200-line invoice,
// a statement), and on the thread that answers requests it stalls every other request meanwhile: beside 4
// connections downloading a 200-line invoice, the category API fell to 9% of the bare route's req/s
// (npm run bench, BENCH_ONLY=money-load). So they are drawn on worker threads (piscina), PDF_THREADS of
// them (1 by default: on a 2-core machine the other core is the request thread's); 0 draws them inline.
// The threads run at a lower CPU priority (nice +10, Linux), so the monthly statement run (2,000 PDFs)
// gives way to requests rather than slowing them. Idle threads end after a minute and never keep the
// process alive.
import { Piscina } from 'piscina';
import { drawDocumentPdf, type DocumentPdfContent } from './document-pdf.ts';

const IDLE_MS = 60_000;
const NICE_INCREMENT = 10;
let threads = 0;
let pool: Piscina | undefined;

/** How many threads draw PDFs from now on (the store sets PDF_THREADS at start); 0: drawn on the caller's thread. */
export function setPdfThreads(count: number): void {
  if (count === threads) return;
  void pool?.close();
  pool = undefined;
  threads = count;
}

/** How many PDFs the threads drew since PDF_THREADS was last set (0 while drawn inline). */
export const pdfsDrawnOnThreads = (): number => pool?.completed ?? 0;

/** The document as an A4 PDF: the same content always gives the same bytes, on whichever thread it is drawn. */
export async function documentPdf(content: DocumentPdfContent): Promise<Buffer> {
  if (threads === 0) return drawDocumentPdf(content);
  pool ??= new Piscina({ filename: new URL('./document-pdf-worker.ts', import.meta.url).href, minThreads: 0, maxThreads: threads, idleTimeout: IDLE_MS, niceIncrement: NICE_INCREMENT });
  const bytes: Uint8Array = await pool.run(content);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
