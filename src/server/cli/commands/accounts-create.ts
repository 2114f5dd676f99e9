// accounts:create --email E --password P --account-number N [--account-name NAME] [--first-name F]
//   [--last-name L] [--[no-]on-account] [--[no-]can-switch]: creates (or links) a customer account and a
//   user who can sign in. On an account that exists, --on-account and --can-switch (or their --no- forms)
//   are set when given (issue #16 item 17); its name is kept, and the command says so.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ValidationError } from '../../errors.ts';
import { checkNewPassword } from '../../kernel/password-rules.ts';
import { withCliServices } from '../cli-services.ts';
import { outputOf, type CommandContext } from '../command-context.ts';
import { UsageError } from '../usage-error.ts';

const USAGE =
  'Usage: accounts:create --email E --password P --account-number N [--account-name NAME] [--first-name F] [--last-name L] [--[no-]on-account] [--[no-]can-switch]';

const argsSchema = z.object({
  email: z.email('--email must be a valid email address'),
  // The password rule (length included) is checked by run(), with the list of common passwords.
  password: z.string(),
  accountNumber: z.string().trim().min(1, '--account-number must not be empty').max(50, '--account-number is too long'),
  /** Undefined when not given: a new account is called 'Account N', an existing one keeps its name. */
  accountName: z.string().trim().max(200, '--account-name is too long').optional(),
  firstName: z.string().trim().max(100, '--first-name is too long'),
  lastName: z.string().trim().max(100, '--last-name is too long'),
  /** Undefined when not given: a new account may pay on account and not switch; an existing one keeps its own. */
  canPayOnAccount: z.boolean().optional(),
  canSwitchAccounts: z.boolean().optional(),
});
export type AccountsCreateArgs = z.infer<typeof argsSchema>;

/** Parses and checks the arguments; throws UsageError naming what is wrong. */
export function parseAccountsCreateArgs(args: string[]): AccountsCreateArgs {
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
        'on-account': { type: 'boolean' },
        // The account's users may switch to their other accounts (spec §2 Switch Account).
        'can-switch': { type: 'boolean' },
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
    accountName: values['account-name'],
    firstName: values['first-name'] ?? '',
    lastName: values['last-name'] ?? '',
    canPayOnAccount: values['on-account'],
    canSwitchAccounts: values['can-switch'],
  });
  if (!parsed.success) throw new UsageError(`${parsed.error.issues.map((issue) => issue.message).join('\n')}\n${USAGE}`);
  return parsed.data;
}

/** Runs on the configured database, on `context.database` (tests), or in the running store with its services. */
export async function run(args: string[], context: CommandContext = {}): Promise<number> {
  const input = parseAccountsCreateArgs(args);
  // An existing user keeps their password (the command is idempotent), but a bad one is refused either way.
  const problem = await checkNewPassword(input.password, input.email);
  if (problem !== null) throw new UsageError(`--password: ${problem}\n${USAGE}`);
  const output = outputOf(context);
  return withCliServices(context, async ({ accounts }) => {
    // Issue #26 item 2: the store's rule for account numbers (ACCOUNT_NUMBER_PATTERN), as at approval.
    try {
      accounts.checkAccountNumber(input.accountNumber);
    } catch (error) {
      if (error instanceof ValidationError) throw new UsageError(`--account-number: ${error.message}\n${USAGE}`);
      throw error;
    }
    const result = await accounts.createAccountWithUser(
      { ...input, accountName: input.accountName ?? `Account ${input.accountNumber}` },
      { setOnExisting: true },
    );
    if (!result.isNewAccount) {
      for (const setting of result.changedSettings) output.err(`Account ${input.accountNumber} existed: ${setting} is now ${setting === 'can_switch_accounts' ? input.canSwitchAccounts : input.canPayOnAccount}.`);
      if (input.accountName !== undefined && input.accountName !== result.accountName) {
        output.err(`Account ${input.accountNumber} existed and keeps its name '${result.accountName}': --account-name names a new account only (its managers rename it in My Account).`);
      }
    }
    output.out(JSON.stringify({ ...result, email: input.email, accountNumber: input.accountNumber }));
    return 0;
  });
}
