// `npm run cli -- applications:list [--status pending|approved|declined]`, `applications:approve ID
// --account-number N` and `applications:decline ID`: the merchant's side of trade applications until
// the back office exists. Approving opens the account and queues the manager's invitation e-mail (sent
// by the running store's job worker).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { transactOn } from '../../db/executor.ts';
import { createAccountsRepo } from '../../domains/accounts/accounts.repo.ts';
import { createAccountsService } from '../../domains/accounts/accounts.service.ts';
import { createAuthRepo } from '../../domains/auth/auth.repo.ts';
import { createAuthService } from '../../domains/auth/auth.service.ts';
import { createApplicationsRepo } from '../../domains/applications/applications.repo.ts';
import { ApplicationDecisionError, createApplicationsService } from '../../domains/applications/applications.service.ts';
import { createColleaguesRepo } from '../../domains/colleagues/colleagues.repo.ts';
import { createColleaguesService } from '../../domains/colleagues/colleagues.service.ts';
import { createMailer } from '../../domains/mail/mailer.ts';
import { createJobQueue } from '../../jobs/job-queue.ts';
import { withCliDatabase } from '../cli-database.ts';
import { UsageError } from '../usage-error.ts';

export const USAGE = [
  'Usage: applications:list [--status pending|approved|declined]',
  '       applications:approve ID --account-number N',
  '       applications:decline ID',
].join('\n');

const quietLog = { info: () => {}, warn: (...args: unknown[]) => console.error(...args), error: (...args: unknown[]) => console.error(...args) };

async function withApplications<T>(database: Database | undefined, work: (service: ReturnType<typeof createApplicationsService>) => Promise<T>): Promise<T> {
  return withCliDatabase(async (db) => {
    const config = loadConfig();
    const jobs = createJobQueue(db, quietLog as never, { isWorker: false, pollingIntervalSeconds: config.jobPollingSeconds });
    await jobs.start();
    try {
      const auth = createAuthService({ repo: createAuthRepo(db.db), mailer: createMailer(config.mail, quietLog as never), config, jobs });
      const colleagues = createColleaguesService({ repo: createColleaguesRepo(db.db), transact: transactOn(db.db), jobs, auth });
      return await work(createApplicationsService({
        repo: createApplicationsRepo(db.db),
        transact: transactOn(db.db),
        jobs,
        accounts: createAccountsService({ repo: createAccountsRepo(db.db) }),
        colleagues,
      }));
    } finally {
      await jobs.stop();
    }
  }, database);
}

const idSchema = z.coerce.number({ error: 'ID must be a whole number' }).int('ID must be a whole number').positive('ID must be a whole number');

function parse(args: string[], options: Record<string, { type: 'string' }>) {
  try {
    return parseArgs({ args, strict: true, allowPositionals: true, options });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
}

function idOf(positionals: string[]): number {
  const parsed = idSchema.safeParse(positionals[0]);
  if (positionals.length !== 1 || !parsed.success) throw new UsageError(`Give one application ID.\n${USAGE}`);
  return parsed.data;
}

export async function runList(args: string[], deps: { database?: Database } = {}): Promise<number> {
  const { values, positionals } = parse(args, { status: { type: 'string' } });
  const status = z.enum(['pending', 'approved', 'declined']).optional().safeParse(values.status);
  if (positionals.length > 0 || !status.success) throw new UsageError(USAGE);
  return withApplications(deps.database, async (applications) => {
    for (const row of await applications.list(status.data)) {
      console.log(JSON.stringify({ id: row.id, status: row.status, email: row.email, company: row.companyName, purchaser: row.purchaserName, phone: row.contactPhone, created_at: row.createdAt }));
    }
    return 0;
  });
}

export async function runApprove(args: string[], deps: { database?: Database } = {}): Promise<number> {
  const { values, positionals } = parse(args, { 'account-number': { type: 'string' } });
  const id = idOf(positionals);
  const accountNumber = values['account-number']?.trim() ?? '';
  if (!accountNumber || accountNumber.length > 50) throw new UsageError(`--account-number is required (at most 50 characters).\n${USAGE}`);
  return withApplications(deps.database, async (applications) => {
    try {
      const result = await applications.approve(id, accountNumber);
      console.log(JSON.stringify({ id, status: 'approved', accountId: result.accountId, accountNumber, manager: result.invitation }));
      return 0;
    } catch (error) {
      if (error instanceof ApplicationDecisionError) throw new UsageError(error.message);
      throw error;
    }
  });
}

export async function runDecline(args: string[], deps: { database?: Database } = {}): Promise<number> {
  const { positionals } = parse(args, {});
  const id = idOf(positionals);
  return withApplications(deps.database, async (applications) => {
    try {
      await applications.decline(id);
      console.log(JSON.stringify({ id, status: 'declined' }));
      return 0;
    } catch (error) {
      if (error instanceof ApplicationDecisionError) throw new UsageError(error.message);
      throw error;
    }
  });
}
