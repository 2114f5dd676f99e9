// `npm run cli -- applications:list [--status pending|approved|declined]`, `applications:approve ID
// --account-number N` and `applications:decline ID`: the merchant's side of trade applications until
// the back office exists. Approving opens the account and queues the manager's invitation e-mail (sent
// by the running store's job worker).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ApplicationDecisionError, type ApplicationsService } from '../../domains/applications/applications.service.ts';
import { withCliServices } from '../cli-services.ts';
import { outputOf, type CommandContext } from '../command-context.ts';
import { UsageError } from '../usage-error.ts';

export const USAGE = [
  'Usage: applications:list [--status pending|approved|declined]',
  '       applications:approve ID --account-number N',
  '       applications:decline ID',
].join('\n');

function withApplications<T>(context: CommandContext, work: (applications: ApplicationsService) => Promise<T>): Promise<T> {
  return withCliServices(context, (services) => work(services.applications));
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

export async function runList(args: string[], context: CommandContext = {}): Promise<number> {
  const { values, positionals } = parse(args, { status: { type: 'string' } });
  const status = z.enum(['pending', 'approved', 'declined']).optional().safeParse(values.status);
  if (positionals.length > 0 || !status.success) throw new UsageError(USAGE);
  return withApplications(context, async (applications) => {
    for (const row of await applications.list(status.data)) {
      outputOf(context).out(JSON.stringify({ id: row.id, status: row.status, email: row.email, company: row.companyName, purchaser: row.purchaserName, phone: row.contactPhone, created_at: row.createdAt }));
    }
    return 0;
  });
}

export async function runApprove(args: string[], context: CommandContext = {}): Promise<number> {
  const { values, positionals } = parse(args, { 'account-number': { type: 'string' } });
  const id = idOf(positionals);
  const accountNumber = values['account-number']?.trim() ?? '';
  if (!accountNumber || accountNumber.length > 50) throw new UsageError(`--account-number is required (at most 50 characters).\n${USAGE}`);
  return withApplications(context, async (applications) => {
    try {
      const result = await applications.approve(id, accountNumber);
      outputOf(context).out(JSON.stringify({ id, status: 'approved', accountId: result.accountId, accountNumber, manager: result.invitation }));
      return 0;
    } catch (error) {
      if (error instanceof ApplicationDecisionError) throw new UsageError(error.message);
      throw error;
    }
  });
}

export async function runDecline(args: string[], context: CommandContext = {}): Promise<number> {
  const { positionals } = parse(args, {});
  const id = idOf(positionals);
  return withApplications(context, async (applications) => {
    try {
      await applications.decline(id);
      outputOf(context).out(JSON.stringify({ id, status: 'declined' }));
      return 0;
    } catch (error) {
      if (error instanceof ApplicationDecisionError) throw new UsageError(error.message);
      throw error;
    }
  });
}
