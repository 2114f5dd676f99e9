// The thread an uploaded workbook is read in (issue #16 item 27): a same-origin module that the page's
// Content-Security-Policy allows (worker-src 'self'), started by read-file.ts for one file and ended by
// it when the answer comes or the time is up, so neither a slow nor a hostile file holds the page.
import { readWorkbookLines } from './read-workbook.ts';

self.onmessage = async (event: MessageEvent<File>) => {
  self.postMessage(await readWorkbookLines(new Uint8Array(await event.data.arrayBuffer())));
};
