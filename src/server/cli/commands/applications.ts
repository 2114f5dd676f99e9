// `npm run cli -- applications:list [--status pending|approved|declined]`, `applications:approve ID
// --account-number N` and `applications:decline ID [--reason R]`: the merchant's side of trade
// applications from a shell, through the same service as the back office. Approving opens the account
// and queues the manager's invitation e-mail, declining queues the applicant's (sent by the running
// store's job worker).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { declineBodySchema } from '../../../shared/schemas/admin-lists.ts';
import type { ApplicationsService } from '../../domains/applications/applications.service.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { withCliServices } from '../cli-services.ts';
import { outputOf, type CommandContext } from '../command-context.ts';
import { UsageError } from '../usage-error.ts';

export const USAGE = [
  'Usage: applications:list [--status pending|approved|declined]',
  '       applications:approve ID --account-number N',
  '       applications:decline ID [--reason R]',
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

/** A decision refused (no such application, decided already, account number taken) is the operator's to fix. */
async function deciding<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ConflictError || error instanceof ValidationError) throw new UsageError(error.message);
    throw error;
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
    const approved = await deciding(() => applications.approveFromCli(id, accountNumber));
    outputOf(context).out(JSON.stringify({ id, status: 'approved', accountId: approved.accountId, accountNumber, manager: 'invited' }));
    return 0;
  });
}

export async function runDecline(args: string[], context: CommandContext = {}): Promise<number> {
  const { values, positionals } = parse(args, { reason: { type: 'string' } });
  const id = idOf(positionals);
  const body = declineBodySchema.safeParse({ reason: values.reason });
  if (!body.success) throw new UsageError(`${body.error.issues[0]?.message ?? 'The reason is not valid.'}\n${USAGE}`);
  return withApplications(context, async (applications) => {
    await deciding(() => applications.declineFromCli(id, body.data.reason));
    outputOf(context).out(JSON.stringify({ id, status: 'declined' }));
    return 0;
  });
}
