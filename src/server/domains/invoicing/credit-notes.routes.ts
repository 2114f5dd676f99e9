// Credit notes (issue #28 Part 2): staff issue one against an invoice (permission `accounts`) and read its
// PDF; the buyer lists the active account's and downloads each. Another account's is not found.
import { z } from 'zod';
import { paginationMeta } from '../../../shared/pagination.ts';
import { creditNoteListQuerySchema, creditNoteListResponseSchema, creditNoteResponseSchema, issueCreditNoteBodySchema } from '../../../shared/schemas/credit-notes.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { NotFoundError } from '../../errors.ts';
import type { StoreHttp } from '../../http/route-input.ts';
import { staffActor } from '../audit/audit.service.ts';
import { toCreditNoteJson } from './credit-note-json.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import type { CreditNotesRepo } from './credit-notes.repo.ts';
import type { CreditNotesService } from './credit-notes.service.ts';
import { sendPdf } from './pdf-reply.ts';

const PDF = z.string().describe('application/pdf');

export function registerCreditNoteRoutes(app: StoreHttp, deps: { creditNotes: CreditNotesService }): void {
  const { creditNotes } = deps;

  app.get('/api/credit-notes', {
    schema: { querystring: creditNoteListQuerySchema },
    config: { access: 'customer', docs: { summary: "The account's credit notes, newest first, a page at a time", response: creditNoteListResponseSchema } },
  }, async (request, reply) => {
    const { page, per_page: perPage } = request.query;
    const found = await creditNotes.listForBuyer(request.signedInViewer, { page, perPage });
    reply.header('cache-control', 'no-store');
    return { data: found.rows.map((note) => toCreditNoteJson(note, `/api/credit-notes/${note.id}.pdf`)), meta: paginationMeta(page, perPage, found.total) };
  });

  app.get('/api/credit-notes/:id.pdf', {
    schema: { params: idParamsSchema },
    config: { access: 'customer', docs: { summary: "A credit note's PDF ('Credit Note'), the same every time it is fetched", response: PDF } },
  }, async (request, reply) => {
    const { creditNoteNumber, pdf } = await creditNotes.pdfForBuyer(request.signedInViewer, request.params.id);
    return sendPdf(reply, creditNoteNumber, pdf);
  });
}

export function registerAdminCreditNoteRoutes(app: StoreHttp, deps: { creditNotes: CreditNotesService; notes: Pick<CreditNotesRepo, 'findCreditNote'> }): void {
  const { creditNotes, notes } = deps;
  const ACCOUNTS = { access: 'staff', permission: 'accounts' } as const;

  app.post('/admin/api/invoices/:id/credit-notes', {
    schema: { params: idParamsSchema, body: issueCreditNoteBodySchema },
    config: {
      ...ACCOUNTS,
      docs: {
        summary: 'Issue a credit note against an invoice, for lines and quantities or for an amount, with a reason',
        description:
          'Exactly one of `lines` ([{sku, qty}], at the invoice’s prices) and `amount` (cents, GST included) is given. Never more than the invoice has left, in quantity or in money; a note taking all that is left takes it to the cent. Numbered CN- without gaps, never changed after, e-mailed with its PDF. An invoice paid by card is refused for now: cancel its order to refund it in full.',
        response: creditNoteResponseSchema,
        status: 201,
        errors: { 422: 'A field is invalid, or the note is more than the invoice has left; nothing was issued.' },
      },
    },
  }, async (request, reply) => {
    const note = await creditNotes.issue(staffActor(request.staff), request.params.id, request.body);
    return reply.code(201).send({ data: toCreditNoteJson(note, `/admin/api/credit-notes/${note.id}.pdf`) });
  });

  app.get('/admin/api/credit-notes/:id.pdf', {
    schema: { params: idParamsSchema },
    config: { ...ACCOUNTS, docs: { summary: "A credit note's PDF", response: PDF } },
  }, async (request, reply) => {
    const note = await notes.findCreditNote(request.params.id);
    if (!note) throw new NotFoundError('credit note', request.params.id);
    const pdf = await renderCreditNotePdf(note.snapshot);
    return sendPdf(reply, note.creditNoteNumber, pdf);
  });
}
