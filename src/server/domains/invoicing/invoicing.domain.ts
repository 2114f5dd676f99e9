// The invoicing domain (issue #28): tax invoices issued as orders are dispatched on account or paid by
// card, never changed after, e-mailed with their PDF, and listed for the buyer.
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { storeDayOf } from '../../kernel/store-day.ts';
import { createAccountPaymentsRepo } from './account-payments.repo.ts';
import { registerAdminInvoicingRoutes, registerIntegrationPaymentRoutes } from './account-payments.routes.ts';
import { registerAdminInvoiceRoutes } from './admin-invoices.routes.ts';
import { createAccountPaymentsService, type AccountPaymentsService } from './account-payments.service.ts';
import { createCreditControlService, type CreditControlService } from './credit-control.service.ts';
import { createCreditNoteMailJob } from './credit-note-mail.ts';
import { createCreditNotesRepo } from './credit-notes.repo.ts';
import { registerAdminCreditNoteRoutes, registerCreditNoteRoutes } from './credit-notes.routes.ts';
import { createCreditNotesService, type CreditNotesService } from './credit-notes.service.ts';
import { setPdfThreads } from './document-pdf-threads.ts';
import { createInvoiceMailJob } from './invoice-mail.ts';
import { registerInvoicingFeedRoutes } from './invoicing-feed.routes.ts';
import { createInvoicingFeedService, type InvoicingFeedService } from './invoicing-feed.service.ts';
import { creditNoteMailQueue, invoiceMailQueue, statementMailQueue, statementsSweepQueue } from './invoicing.queues.ts';
import { createStatementMailJob } from './statement-mail.ts';
import { createStatementRun } from './statement-run.ts';
import { createInvoicingRepo } from './invoicing.repo.ts';
import { registerInvoicingRoutes } from './invoicing.routes.ts';
import { createInvoicingService, type InvoicingService } from './invoicing.service.ts';
import { registerXeroExportRoute } from './xero-export.routes.ts';
import { createStatementsRepo } from './statements.repo.ts';
import { registerStatementRoutes } from './statements.routes.ts';
import { createStatementsService, type StatementsService } from './statements.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    /** Issuing invoices in their order's transaction, and the buyer's invoices. */
    invoicing: InvoicingService;
    /** Payments on account and the ledger. */
    accountPayments: AccountPaymentsService;
    /** Credit notes against invoices. */
    creditNotes: CreditNotesService;
    /** Credit hold and limit, checked as an order goes on account. */
    creditControl: CreditControlService;
    /** The ERP's feeds of invoices and credit notes, and the data of their webhook events. */
    invoicingFeed: InvoicingFeedService;
    /** Monthly statements of accounts. */
    statements: StatementsService;
  }
}

export const invoicingDomain = defineDomain({
  name: 'invoicing',
  services: {
    invoicing: ({ database, jobs, config, now }) => {
      // Every PDF the store draws (invoices, credit notes, statements) is drawn on these threads.
      setPdfThreads(config.pdfThreads);
      return createInvoicingService({
        repo: createInvoicingRepo(database.db),
        jobs,
        merchant: config.merchant,
        terms: config.invoiceTerms,
        today: () => storeDayOf(now ? now() : new Date()),
      });
    },
    accountPayments: ({ database, jobs, now }, { audit }) =>
      createAccountPaymentsService({ repo: createAccountPaymentsRepo(database.db), transact: transactOn(database.db), audit: audit.write, jobs, today: () => storeDayOf(now ? now() : new Date()) }),
    creditNotes: ({ database, jobs, now }, { audit }) =>
      createCreditNotesService({ repo: createCreditNotesRepo(database.db), transact: transactOn(database.db), audit: audit.write, jobs, today: () => storeDayOf(now ? now() : new Date()) }),
    creditControl: ({ database, config, now }) =>
      createCreditControlService({ db: database.db, policy: { holdAfterDaysOverdue: config.creditHoldAfterDaysOverdue }, today: () => storeDayOf(now ? now() : new Date()) }),
    statements: ({ database, config, now }) =>
      createStatementsService({ repo: createStatementsRepo(database.db), merchant: config.merchant, today: () => storeDayOf(now ? now() : new Date()) }),
    invoicingFeed: ({ database, config }) => createInvoicingFeedService({ db: database.db, xero: config.xero }),
  },
  jobs: [
    {
      queue: statementsSweepQueue,
      handler: ({ database, jobs, log, now }) => {
        const run = createStatementRun({ transact: transactOn(database.db), jobs, log, today: () => storeDayOf(now ? now() : new Date()) });
        return async () => {
          await run.sweep();
        };
      },
    },
    {
      queue: statementMailQueue,
      handler: ({ database, mailer, config, log }, { statements }) =>
        createStatementMailJob({ statements, invoices: createInvoicingRepo(database.db), mailer, publicUrl: config.publicUrl, merchantName: config.merchant.name, log }),
    },
    {
      queue: invoiceMailQueue,
      handler: ({ database, mailer, config, log }) =>
        createInvoiceMailJob({ repo: createInvoicingRepo(database.db), mailer, publicUrl: config.publicUrl, merchantName: config.merchant.name, log }),
    },
    {
      queue: creditNoteMailQueue,
      handler: ({ database, mailer, config, log }) =>
        createCreditNoteMailJob({ notes: createCreditNotesRepo(database.db), invoices: createInvoicingRepo(database.db), mailer, publicUrl: config.publicUrl, merchantName: config.merchant.name, log }),
    },
  ],
  routes: (app, { invoicing, accountPayments, creditNotes, invoicingFeed, statements }) => {
    registerStatementRoutes(app, { statements });
    registerInvoicingFeedRoutes(app, { feed: invoicingFeed });
    registerInvoicingRoutes(app, { invoicing });
    registerCreditNoteRoutes(app, { creditNotes });
    registerIntegrationPaymentRoutes(app, { payments: accountPayments });
  },
  staffRoutes: (scope, { invoicing, accountPayments, invoicingFeed, fulfilment }, { database }) => {
    registerXeroExportRoute(scope, { feed: invoicingFeed });
    registerAdminInvoiceRoutes(scope, { invoicing });
    registerAdminInvoicingRoutes(scope, { payments: accountPayments });
    registerAdminCreditNoteRoutes(scope, { issueCreditNote: fulfilment.issueCreditNote, notes: createCreditNotesRepo(database.db) });
  },
});
