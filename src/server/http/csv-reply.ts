// A CSV download (issue #19 exports): streamed row by row, every cell formula-guarded (shared/csv-cell.ts).
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvRow } from '../../shared/csv-cell.ts';

async function* csvText(rows: AsyncIterable<string[]>): AsyncGenerator<string> {
  for await (const row of rows) yield csvRow(row);
}

/** Sends `rows` as an attachment named `fileName`. */
export function sendCsv(reply: FastifyReply, fileName: string, rows: AsyncIterable<string[]>): FastifyReply {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  return reply.send(Readable.from(csvText(rows)));
}
