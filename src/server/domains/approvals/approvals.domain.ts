// The approvals domain (issue #29 Part 1): buyers' spending limits and the account's budgets, orders held
// for a manager's approval, their e-mails and their expiry.
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { createApprovalMailJob } from './approval-mail.ts';
import { approvalExpiryQueue, approvalMailQueue } from './approvals.queues.ts';
import { createApprovalsRepo } from './approvals.repo.ts';
import { registerApprovalsRoutes, registerStaffApprovalsRoutes } from './approvals.routes.ts';
import { createApprovalsService, type ApprovalsService } from './approvals.service.ts';
import { createBudgetsService, type BudgetsService } from './budgets.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    /** Orders held for a manager: checked and held in the placing transaction, decided by managers. */
    approvals: ApprovalsService;
    /** An account's monthly budgets and the month's spend against them. */
    budgets: BudgetsService;
  }
}

export const approvalsDomain = defineDomain({
  name: 'approvals',
  services: {
    approvals: ({ database, jobs, now }, { cart, orders }) =>
      createApprovalsService({ repo: createApprovalsRepo(database.db), transact: transactOn(database.db), jobs, cart, orders, now }),
    budgets: ({ database, now }) => createBudgetsService({ repo: createApprovalsRepo(database.db), transact: transactOn(database.db), now }),
  },
  jobs: [
    {
      queue: approvalMailQueue,
      handler: ({ database, mailer, config, log }) => createApprovalMailJob({ repo: createApprovalsRepo(database.db), mailer, publicUrl: config.publicUrl, log }),
    },
    {
      queue: approvalExpiryQueue,
      handler: (_context, { approvals }) => async () => {
        await approvals.expireDue();
      },
    },
  ],
  // Paying an approved card order is the payments domain's work, reached at the request's own address.
  routes: (app, { approvals, budgets, payments }) => registerApprovalsRoutes(app, { approvals, budgets, payApproved: payments.payApproved }),
  staffRoutes: (scope, { approvals }) => registerStaffApprovalsRoutes(scope, { approvals }),
});
