// Trade-account applications (spec §2 'Registration / trade application'; issue #11 part 6): stored,
// e-mailed to the merchant and acknowledged to the applicant. Staff approve them (the account and its
// manager's invitation, together) or decline them (the applicant is told) in the back office (issue #17
// Part 4), each decision with its audit entry in its own transaction; the CLI does the same unaudited.
import type { ApplicationListQuery, ApplicationStatus, ApproveApplicationBody } from '../../../shared/schemas/admin-applications.ts';
import { accountNumberTakenMessage } from '../../../shared/account-number.ts';
import { DEFAULT_COUNTRY_ID, DEFAULT_REGION_ID } from '../../../shared/limits.ts';
import type { DeclineBody } from '../../../shared/schemas/admin-lists.ts';
import type { TradeApplicationBody } from '../../../shared/schemas/applications.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { type JobQueue } from '../../jobs/job-queue.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import type { ColleaguesService } from '../colleagues/colleagues.service.ts';
import type { ApplicationsRepo, TradeApplication } from './applications.repo.ts';
import { applicationDeclinedMailQueue, tradeApplicationMailQueue } from './applications.queues.ts';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

export const alreadyDecidedMessage = (application: Pick<TradeApplication, 'id' | 'status'>) => `Application #${application.id} was ${application.status} already.`;

type Approval = { accountNumber: string; canPayOnAccount: boolean; canSwitchAccounts: boolean };

export function createApplicationsService(deps: {
  repo: ApplicationsRepo;
  transact: Transact;
  jobs: JobQueue;
  accounts: Pick<AccountsService, 'openAccount' | 'suggestAccountNumber'>;
  colleagues: Pick<ColleaguesService, 'inviteMember'>;
  addresses: Pick<AddressesService, 'addAddressIn'>;
  now?: () => Date;
}) {
  const { repo, transact, jobs, colleagues } = deps;
  const now = deps.now ?? (() => new Date());

  /** The application, locked until the transaction ends: a second decision waits, then finds it decided (409). */
  async function pending(tx: DbExecutor, id: number): Promise<TradeApplication> {
    const application = await repo.findForUpdate(tx, id);
    if (!application) throw new NotFoundError('application', id);
    if (application.status !== 'pending') throw new ConflictError(alreadyDecidedMessage(application));
    return application;
  }

  /** Opens the account with the application's details and invites its e-mail as the account's manager. */
  async function approveIn(tx: DbExecutor, id: number, approval: Approval): Promise<TradeApplication> {
    const application = await pending(tx, id);
    const accountId = await deps.accounts.openAccount(tx, {
      ...approval,
      name: application.companyName,
      companyName: application.companyName,
      phone: application.contactPhone,
      billingAddress1: application.billingAddress,
      // My Account's billing form names address2 'Suburb' (spec §3).
      billingAddress2: application.billingSuburb,
      billingCity: application.billingCity,
      billingPhone: application.billingPhone,
      billingPostCode: application.billingPostcode,
    });
    if (accountId === undefined) throw new ValidationError({ account_number: accountNumberTakenMessage(approval.accountNumber) });
    // Issue #26 item 11: the account starts with the application's shipping address to deliver to.
    await deps.addresses.addAddressIn(tx, accountId, {
      line1: application.shippingAddress,
      suburb: application.shippingSuburb,
      city: application.shippingCity,
      postCode: application.shippingPostcode,
      phone: application.shippingPhone,
      countryId: DEFAULT_COUNTRY_ID,
      regionId: DEFAULT_REGION_ID,
      isPrimary: true,
    });
    // They join when they accept it (issue #16 item 23), signing in if the address already has a login.
    const { firstName, lastName } = splitPurchaserName(application.purchaserName);
    await colleagues.inviteMember({ accountId, email: application.email, role: 'manager', invitedBy: null, firstName, lastName }, tx);
    return repo.decide(tx, id, { status: 'approved', accountId }, now());
  }

  /** Declines it and queues the applicant's e-mail, together. */
  async function declineIn(tx: DbExecutor, id: number, reason: string | undefined): Promise<TradeApplication> {
    await pending(tx, id);
    const declined = await repo.decide(tx, id, { status: 'declined', declineReason: reason }, now());
    await jobs.send(applicationDeclinedMailQueue, { applicationId: id }, { executor: tx });
    return declined;
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

    /** The CLI's list: every application with the status, oldest first. */
    list: (status?: ApplicationStatus) => repo.listByStatus(status),

    /** GET /admin/api/applications: a page of those with the status (all without one), newest first. */
    async listPage(query: ApplicationListQuery): Promise<{ applications: TradeApplication[]; total: number }> {
      return repo.findPage(query.status, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
    },

    async get(id: number): Promise<TradeApplication> {
      const application = await repo.find(id);
      if (!application) throw new NotFoundError('application', id);
      return application;
    },

    /** The number the approval screen suggests (issue #26 item 2): the next free one under the rule. */
    suggestAccountNumber: (): Promise<{ next: string | null; rule: string }> => deps.accounts.suggestAccountNumber(),

    /**
     * POST /admin/api/applications/{id}/approve: opens the account with the settings given and invites
     * the applicant as its manager, with the audit entry, in one transaction. Errors: NotFoundError;
     * ConflictError when it was decided already (also by a decision made at the same moment);
     * ValidationError on `account_number` when the number breaks the store's rule or is taken.
     */
    async approve(actor: AuditActor, audit: AuditWriter, id: number, body: ApproveApplicationBody): Promise<TradeApplication> {
      return transact(async (tx) => {
        const approval = { accountNumber: body.account_number, canPayOnAccount: body.can_pay_on_account, canSwitchAccounts: body.can_switch_accounts };
        const approved = await approveIn(tx, id, approval);
        await audit(tx, {
          actor,
          action: 'application.approve',
          entity: 'application',
          entityId: id,
          reference: `${body.account_number} · ${approved.companyName}`,
          before: { status: 'pending' },
          after: { status: 'approved', account_id: approved.accountId, ...body },
        });
        return approved;
      });
    },

    /** POST /admin/api/applications/{id}/decline: stores the reason, queues the applicant's e-mail and the audit entry, together. */
    async decline(actor: AuditActor, audit: AuditWriter, id: number, body: DeclineBody): Promise<TradeApplication> {
      return transact(async (tx) => {
        const declined = await declineIn(tx, id, body.reason);
        await audit(tx, { actor, action: 'application.decline', entity: 'application', entityId: id, reference: declined.companyName, before: { status: 'pending' }, after: { status: 'declined', reason: body.reason ?? null } });
        return declined;
      });
    },

    /** `applications:approve` (the shell is the store's own operator: not audited); the account may pay on account and not switch. */
    async approveFromCli(id: number, accountNumber: string): Promise<TradeApplication> {
      return transact((tx) => approveIn(tx, id, { accountNumber, canPayOnAccount: true, canSwitchAccounts: false }));
    },

    /** `applications:decline [--reason R]`: as staff decline it, unaudited. */
    async declineFromCli(id: number, reason?: string): Promise<TradeApplication> {
      return transact((tx) => declineIn(tx, id, reason));
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;

/** The application's one purchaser name as the invitation form's two (issue #26 item 11): the first word, then the rest. */
export function splitPurchaserName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
