// Credit notes (issue #28 Part 2): staff issue one against an invoice (permission `accounts`) and read its
// PDF; the buyer lists the active account's and downloads each. Another account's is not found.
import { z } from 'zod';
import { paginationMeta } from '../../../shared/pagination.ts';
import { creditNoteListQuerySchema, creditNoteListResponseSchema, creditNoteResponseSchema, issueCreditNoteBodySchema, type IssueCreditNoteBody } from '../../../shared/schemas/credit-notes.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { NotFoundError } from '../../errors.ts';
import type { StoreHttp } from '../../http/route-input.ts';
import { staffActor } from '../audit/audit.service.ts';
import { toCreditNoteJson } from './credit-note-json.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import type { CreditNotesRepo } from './credit-notes.repo.ts';
import type { CreditNotesService } from './credit-notes.service.ts';
import type { CreditNoteRow } from './credit-notes.repo.ts';
import type { AuditActor } from '../audit/audit-entry.types.ts';
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

/** Issues a note; one on a card-paid invoice refunds the card first (the fulfilment domain's card credits, which hold the refund claim). */
type IssueCreditNote = (actor: AuditActor, invoiceId: number, body: IssueCreditNoteBody) => Promise<CreditNoteRow>;

export function registerAdminCreditNoteRoutes(app: StoreHttp, deps: { issueCreditNote: IssueCreditNote; notes: Pick<CreditNotesRepo, 'findCreditNote'> }): void {
  const { issueCreditNote, notes } = deps;
  const ACCOUNTS = { access: 'staff', permission: 'accounts' } as const;

  app.post('/admin/api/invoices/:id/credit-notes', {
    schema: { params: idParamsSchema, body: issueCreditNoteBodySchema },
    config: {
      ...ACCOUNTS,
      docs: {
        summary: 'Issue a credit note against an invoice, for lines and quantities or for an amount, with a reason',
        description:
          'Exactly one of `lines` ([{sku, qty}], at the invoice’s prices) and `amount` (cents, GST included) is given. Never more than the invoice has left, in quantity or in money; a note taking all that is left takes it to the cent. Numbered CN- without gaps, never changed after, e-mailed with its PDF. On an invoice paid by card the credited amount is refunded to the card first (nothing is credited when the provider refuses, a 422 saying why); while a refund of its order is under way, a 409.',
        response: creditNoteResponseSchema,
        status: 201,
        errors: {
          409: "A refund of the invoice's order is under way (a cancellation or another credit note): try again shortly.",
          422: 'A field is invalid, the note is more than the invoice has left, or the card refund was refused; nothing was issued.',
        },
      },
    },
  }, async (request, reply) => {
    const note = await issueCreditNote(staffActor(request.staff), request.params.id, request.body);
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
