// Trade-account applications (spec §2 'Registration / trade application'; issue #11 part 6): stored,
// e-mailed to the merchant and acknowledged to the applicant; the merchant approves (the account and
// its manager's invitation, together) or declines them from the CLI until the back office exists.
import type { TradeApplicationBody } from '../../../shared/schemas/applications.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { type JobQueue } from '../../jobs/job-queue.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { ColleaguesService } from '../colleagues/colleagues.service.ts';
import type { ApplicationsRepo, TradeApplication } from './applications.repo.ts';
import { tradeApplicationMailQueue } from './applications.queues.ts';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

export class ApplicationDecisionError extends Error {}

export function createApplicationsService(deps: {
  repo: ApplicationsRepo;
  transact: Transact;
  jobs: JobQueue;
  accounts: Pick<AccountsService, 'openAccount'>;
  colleagues: ColleaguesService;
  now?: () => Date;
}) {
  const { repo, transact, jobs, colleagues } = deps;
  const now = deps.now ?? (() => new Date());

  async function pending(tx: DbExecutor, id: number): Promise<TradeApplication> {
    const application = await repo.findForUpdate(tx, id);
    if (!application) throw new ApplicationDecisionError(`There is no application #${id}.`);
    if (application.status !== 'pending') throw new ApplicationDecisionError(`Application #${id} was ${application.status} already.`);
    return application;
  }

  return {
    /**
     * Stores the application and queues its two e-mails, together. The same e-mail applying again
     * within a day is answered alike and stored once (one at a time per e-mail, so two at once too).
     */
    async apply(body: TradeApplicationBody): Promise<{ isNew: boolean }> {
      return transact(async (tx) => {
        await repo.lockEmail(tx, body.email);
        if (await repo.findRecentByEmail(tx, body.email, new Date(now().getTime() - ONE_DAY_MS))) return { isNew: false };
        const applicationId = await repo.insert(tx, body);
        await jobs.send(tradeApplicationMailQueue, { applicationId, to: 'merchant' }, { executor: tx });
        await jobs.send(tradeApplicationMailQueue, { applicationId, to: 'applicant' }, { executor: tx });
        return { isNew: true };
      });
    },

    list: (status?: 'pending' | 'approved' | 'declined') => repo.listByStatus(status),

    /** Opens the account with the application's details and invites its e-mail as the account's manager. */
    async approve(id: number, accountNumber: string): Promise<{ accountId: number; invitation: string }> {
      return transact(async (tx) => {
        const application = await pending(tx, id);
        const accountId = await deps.accounts.openAccount(tx, {
          accountNumber,
          name: application.companyName,
          companyName: application.companyName,
          phone: application.contactPhone,
          billingAddress1: application.billingAddress,
          billingCity: application.billingCity,
          billingPhone: application.billingPhone,
          billingPostCode: application.billingPostcode,
        });
        if (accountId === undefined) throw new ApplicationDecisionError(`Account number ${accountNumber} is taken: choose another.`);
        // They join when they accept it (issue #16 item 23), signing in if the address already has a login.
        await colleagues.inviteMember({ accountId, email: application.email, role: 'manager', invitedBy: null }, tx);
        await repo.decide(tx, id, { status: 'approved', accountId }, now());
        return { accountId, invitation: 'invited' };
      });
    },

    async decline(id: number): Promise<void> {
      await transact(async (tx) => {
        await pending(tx, id);
        await repo.decide(tx, id, { status: 'declined' }, now());
      });
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
