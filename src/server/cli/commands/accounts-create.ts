// accounts:create --email E --password P --account-number N [--account-name NAME] [--first-name F]
//   [--last-name L] [--no-on-account] [--can-switch]: creates (or links) a customer account and a user who can sign in.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withCliDatabase } from '../cli-database.ts';
import { createAccountsRepo } from '../../domains/accounts/accounts.repo.ts';
import {
  createAccountsService,
  type CreateAccountWithUserInput,
} from '../../domains/accounts/accounts.service.ts';
import { checkNewPassword } from '../../domains/auth/password-rules.ts';
import { UsageError } from '../usage-error.ts';

const USAGE =
  'Usage: accounts:create --email E --password P --account-number N [--account-name NAME] [--first-name F] [--last-name L] [--no-on-account] [--can-switch]';

const argsSchema = z.object({
  email: z.email('--email must be a valid email address'),
  // The password rule (length included) is checked by run(), with the list of common passwords.
  password: z.string(),
  accountNumber: z.string().trim().min(1, '--account-number must not be empty').max(50, '--account-number is too long'),
  accountName: z.string().trim().max(200, '--account-name is too long'),
  firstName: z.string().trim().max(100, '--first-name is too long'),
  lastName: z.string().trim().max(100, '--last-name is too long'),
  canPayOnAccount: z.boolean(),
  canSwitchAccounts: z.boolean(),
});

/** Parses and checks the arguments; throws UsageError naming what is wrong. */
export function parseAccountsCreateArgs(args: string[]): Required<CreateAccountWithUserInput> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      allowNegative: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'account-number': { type: 'string' },
        'account-name': { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        'on-account': { type: 'boolean', default: true },
        // The account's users may switch to their other accounts (spec §2 Switch Account).
        'can-switch': { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const missing = (['email', 'password', 'account-number'] as const).filter((name) => values[name] === undefined);
  if (missing.length > 0) throw new UsageError(`Missing ${missing.map((name) => `--${name}`).join(', ')}\n${USAGE}`);
  const accountNumber = values['account-number']?.trim() ?? '';
  const parsed = argsSchema.safeParse({
    email: values.email?.trim(),
    password: values.password,
    accountNumber,
    accountName: values['account-name'] ?? `Account ${accountNumber}`,
    firstName: values['first-name'] ?? '',
    lastName: values['last-name'] ?? '',
    canPayOnAccount: values['on-account'],
    canSwitchAccounts: values['can-switch'],
  });
  if (!parsed.success) throw new UsageError(`${parsed.error.issues.map((issue) => issue.message).join('\n')}\n${USAGE}`);
  return parsed.data;
}

/** `deps.database` lets tests run the command on a database they hold; otherwise it opens the configured one. */
export async function run(args: string[], deps: { database?: Database } = {}): Promise<number> {
  const input = parseAccountsCreateArgs(args);
  // An existing user keeps their password (the command is idempotent), but a bad one is refused either way.
  const problem = await checkNewPassword(input.password, input.email);
  if (problem !== null) throw new UsageError(`--password: ${problem}\n${USAGE}`);
  return withCliDatabase(async (database) => {
    const accounts = createAccountsService({ repo: createAccountsRepo(database.db) });
    const result = await accounts.createAccountWithUser(input);
    console.log(JSON.stringify({ ...result, email: input.email, accountNumber: input.accountNumber }));
    return 0;
  }, deps.database);
}
