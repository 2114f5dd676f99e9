import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiAs } from '../../testing/api.ts';
import { signIn } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import { UsageError } from '../usage-error.ts';
import { parseAccountsCreateArgs, run } from './accounts-create.ts';

const required = ['--email', 'buyer@example.test', '--password', 'long-password', '--account-number', '100500'];

describe('accounts:create arguments', () => {
  it('reads every option; the account’s name and settings stay undefined unless given', () => {
    expect(parseAccountsCreateArgs(required)).toEqual({
      email: 'buyer@example.test',
      password: 'long-password',
      accountNumber: '100500',
      accountName: undefined,
      firstName: '',
      lastName: '',
      canPayOnAccount: undefined,
      canSwitchAccounts: undefined,
    });
    expect(parseAccountsCreateArgs([...required, '--can-switch', '--on-account'])).toMatchObject({ canSwitchAccounts: true, canPayOnAccount: true });
    expect(parseAccountsCreateArgs([...required, '--no-can-switch'])).toMatchObject({ canSwitchAccounts: false });
    expect(
      parseAccountsCreateArgs([
        ...required,
        '--account-name',
        'Sunrise Care Home',
        '--first-name',
        'Jane',
        '--last-name',
        'Buyer',
        '--no-on-account',
      ]),
    ).toMatchObject({ accountName: 'Sunrise Care Home', firstName: 'Jane', lastName: 'Buyer', canPayOnAccount: false });
  });

  it('names every missing required option', () => {
    expect(() => parseAccountsCreateArgs([])).toThrow(UsageError);
    expect(() => parseAccountsCreateArgs(['--email', 'a@example.test'])).toThrow(/--password, --account-number/);
  });

  it('refuses a bad email, a short password, an empty account number and unknown options', async () => {
    const withValue = (name: string, value: string) => {
      const args = [...required];
      args[args.indexOf(name) + 1] = value;
      return args;
    };
    expect(() => parseAccountsCreateArgs(withValue('--email', 'not-an-email'))).toThrow(/--email must be a valid email/);
    await expect(run(withValue('--password', 'short'))).rejects.toThrow(/--password: The password must be at least 12 characters/);
    expect(() => parseAccountsCreateArgs(withValue('--account-number', '  '))).toThrow(/--account-number must not be empty/);
    expect(() => parseAccountsCreateArgs([...required, '--admin'])).toThrow(UsageError);
    expect(() => parseAccountsCreateArgs([...required, 'stray'])).toThrow(UsageError);
  });
});

describe('accounts:create password rule', () => {
  const withPassword = (password: string) => ['--email', 'jane.buyer.nz@example.test', '--password', password, '--account-number', '100501'];

  it("refuses a password that breaks the rule ('password', eight spaces, the e-mail, a common one) with the rule's message", async () => {
    for (const [password, message] of [
      ['password', /at least 12 characters/],
      [' '.repeat(8), /at least 12 characters/],
      [' '.repeat(12), /one character repeated/],
      ['JANE.BUYER.NZ@example.test', /may not be your email address/],
      ['Jane.Buyer.NZ', /may not be your email address/],
      ['qwerty123456', /most common passwords/],
    ] as const) {
      const attempt = run(withPassword(password));
      await expect(attempt, JSON.stringify(password)).rejects.toThrow(UsageError);
      await expect(attempt, JSON.stringify(password)).rejects.toThrow(message);
    }
  });
});

describe('accounts:create end to end', () => {
  const testApp = useTestApp();
  afterEach(() => vi.restoreAllMocks());

  it('creates an account whose user can sign in, prints the ids as JSON and exits 0', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const code = await run([...required, '--account-name', 'Sunrise Care Home', '--first-name', 'Jane'], {
      database: testApp.database,
    });
    expect(code).toBe(0);
    const printed = JSON.parse(String(log.mock.calls[0]?.[0]));
    expect(printed).toMatchObject({
      accountId: expect.any(Number),
      userId: expect.any(Number),
      isNewAccount: true,
      isNewUser: true,
      accountNumber: '100500',
    });
    const session = await signIn(testApp, { email: 'buyer@example.test', password: 'long-password' });
    const body = (await apiAs(testApp, session).get('/api/session')).body;
    expect(body.account).toMatchObject({ id: printed.accountId, account_number: '100500', name: 'Sunrise Care Home' });
  });

  it('opens the configured database itself (DATABASE_URL=memory://)', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.stubEnv('DATABASE_URL', 'memory://');
    vi.stubEnv('LOG_LEVEL', 'silent');
    try {
      expect(await run(required)).toBe(0);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({ isNewAccount: true, isNewUser: true });
  });

  it('sets --can-switch and --no-on-account on an account that exists, and says so (without a running store too)', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const note = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const existing = ['--email', 'switch@example.test', '--password', 'long-password', '--account-number', '100600'];
    expect(await run(existing, { database: testApp.database })).toBe(0);

    expect(await run([...existing, '--can-switch', '--no-on-account'], { database: testApp.database })).toBe(0);

    expect(JSON.parse(String(log.mock.calls[1]?.[0]))).toMatchObject({ isNewAccount: false, changedSettings: ['can_pay_on_account', 'can_switch_accounts'] });
    expect(note.mock.calls.map((call) => String(call[0]))).toEqual([
      'Account 100600 existed: can_pay_on_account is now false.',
      'Account 100600 existed: can_switch_accounts is now true.',
    ]);
    const { rows } = await testApp.database.pool.query('SELECT can_pay_on_account, can_switch_accounts FROM accounts WHERE account_number = $1', ['100600']);
    expect(rows).toEqual([{ can_pay_on_account: false, can_switch_accounts: true }]);
  });

  it('refuses an account number outside the rule (4 to 12 digits), naming --account-number, and opens nothing', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    for (const bad of ['abc', '123', '1234567890123', 'K-1001']) {
      const args = ['--email', 'rule@example.test', '--password', 'long-password', '--account-number', bad];
      const attempt = run(args, { database: testApp.database });
      await expect(attempt, bad).rejects.toThrow(UsageError);
      await expect(attempt, bad).rejects.toThrow(/--account-number: The account number must be 4 to 12 digits\./);
    }
    expect(log).not.toHaveBeenCalled();
    const { rows } = await testApp.database.pool.query("SELECT count(*)::int AS n FROM users WHERE email = 'rule@example.test'");
    expect(rows[0].n).toBe(0);
  });
});
