import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiAs } from '../../testing/api.ts';
import { signIn } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import { UsageError } from '../usage-error.ts';
import { parseAccountsCreateArgs, run } from './accounts-create.ts';

const required = ['--email', 'buyer@example.test', '--password', 'long-password', '--account-number', '100500'];

describe('accounts:create arguments', () => {
  it('reads every option, with defaults for the optional ones', () => {
    expect(parseAccountsCreateArgs(required)).toEqual({
      email: 'buyer@example.test',
      password: 'long-password',
      accountNumber: '100500',
      accountName: 'Account 100500',
      firstName: '',
      lastName: '',
      canPayOnAccount: true,
      canSwitchAccounts: false,
    });
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
});
