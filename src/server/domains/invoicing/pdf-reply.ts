// A store document sent as a PDF download: private to whoever asked, never kept by a cache.
import type { FastifyReply } from 'fastify';

export function sendPdf(reply: FastifyReply, documentNumber: string, pdf: Buffer): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${documentNumber}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
