// The CLI with the store running on the embedded database (issue #16 item 17): the running store holds
// the data folder, so the CLI hands its command over DATA_DIR/cli.sock and the store runs it with its own
// database and services. The store is a child process (testing/store-child.ts), the CLI another.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_SOCKET_FILE } from './command-protocol.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const root = mkdtempSync(path.join(tmpdir(), 'store-cli-'));
const dataDir = path.join(root, 'data');
const outboxDir = path.join(root, 'outbox');
const env = (() => {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return { ...rest, DATA_DIR: dataDir, OUTBOX_DIR: outboxDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', JOB_POLLING_SECONDS: '0.5', SESSION_CACHE_TTL_MS: '60000' };
})();

type Ran = { code: number | null; stdout: string; stderr: string };

/** `npm run cli -- …` as a person would type it, beside the running store. */
function cli(...args: string[]): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'src/server/cli/index.ts'), ...args], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A browser's worth of HTTP against the store: cookies kept, the CSRF token sent back. */
function browser(port: number) {
  const cookies = new Map<string, string>();
  return async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, never> | null };
  };
}

let store: ChildProcess;
let port = 0;
beforeAll(async () => {
  store = spawn(process.execPath, [path.join(ROOT, 'src/server/testing/store-child.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = await Promise.race([
    createInterface({ input: store.stdout! })[Symbol.asyncIterator]().next().then((next) => [next.value as string]),
    new Promise<never>((_, reject) => store.once('exit', () => reject(new Error('the store exited while starting')))),
  ]);
  port = (JSON.parse(line ?? '{}') as { port: number }).port;
}, 120_000);
afterAll(async () => {
  const exited = new Promise((resolve) => store.once('exit', resolve));
  store.kill('SIGTERM');
  await exited;
  rmSync(root, { recursive: true, force: true });
});

// Each test starts a CLI process or two (a few seconds each on a busy machine).
describe('the CLI while the store runs on the embedded database', { timeout: 90_000 }, () => {
  it('creates an account through the running store, whose user then signs in there', async () => {
    const ran = await cli('accounts:create', '--email', 'ward.buyer@example.test', '--password', 'kowhai-ward-buyer-2026', '--account-number', '300100', '--account-name', 'Kowhai Ward');

    expect(ran.code, ran.stderr).toBe(0);
    expect(JSON.parse(ran.stdout)).toMatchObject({ isNewAccount: true, isNewUser: true, accountNumber: '300100', changedSettings: [] });
    const visit = browser(port);
    await visit('GET', '/api/session');
    expect((await visit('POST', '/api/login', { email: 'ward.buyer@example.test', password: 'kowhai-ward-buyer-2026', remember_me: false })).status).toBe(200);
    expect((await visit('GET', '/api/session')).body).toMatchObject({ account: { account_number: '300100', name: 'Kowhai Ward', can_switch: false } });
  });

  it('applies --can-switch to an existing account at once, even for a session the store has cached, and says a name is kept', async () => {
    await cli('accounts:create', '--email', 'switcher@example.test', '--password', 'kowhai-switcher-2026', '--account-number', '300200', '--account-name', 'Rata House');
    const visit = browser(port);
    await visit('GET', '/api/session');
    await visit('POST', '/api/login', { email: 'switcher@example.test', password: 'kowhai-switcher-2026', remember_me: false });
    expect((await visit('GET', '/api/session')).body).toMatchObject({ account: { can_switch: false } });

    const ran = await cli('accounts:create', '--email', 'switcher@example.test', '--password', 'kowhai-switcher-2026', '--account-number', '300200', '--account-name', 'Another Name', '--can-switch');

    expect(ran.code, ran.stderr).toBe(0);
    expect(JSON.parse(ran.stdout)).toMatchObject({ isNewAccount: false, changedSettings: ['can_switch_accounts'], accountName: 'Rata House' });
    expect(ran.stderr).toContain('Account 300200 existed: can_switch_accounts is now true.');
    expect(ran.stderr).toContain("keeps its name 'Rata House'");
    expect((await visit('GET', '/api/session')).body).toMatchObject({ account: { can_switch: true, name: 'Rata House' } });
  });

  it('approves a trade application through the running store, whose job worker e-mails the invitation', async () => {
    const visit = browser(port);
    await visit('GET', '/api/session');
    const applied = await visit('POST', '/register', {
      email: 'manager@totara-lodge.example',
      company_name: 'Totara Lodge',
      purchaser_name: 'Mere Tane',
      contact_phone: '09 555 0101',
      contact_email: 'office@totara-lodge.example',
      billing_address: '7 Totara Street',
      billing_city: 'Auckland',
      billing_phone: '09 555 0101',
      billing_postcode: '1050',
      same_address: true,
    });
    expect(applied.status).toBe(200);
    const listed = await cli('applications:list', '--status', 'pending');
    expect(listed.code, listed.stderr).toBe(0);
    const application = listed.stdout.trim().split('\n').map((line) => JSON.parse(line) as { id: number; email: string }).find((row) => row.email === 'manager@totara-lodge.example');
    expect(application).toBeDefined();

    const approved = await cli('applications:approve', String(application?.id), '--account-number', '300300');

    expect(approved.code, approved.stderr).toBe(0);
    expect(JSON.parse(approved.stdout)).toMatchObject({ id: application?.id, status: 'approved', accountNumber: '300300' });
    const invited = await waitFor(() => readdirSync(outboxDir).some((file) => /^To: manager@totara-lodge\.example$/m.test(readFileSync(path.join(outboxDir, file), 'utf8')) && /invit/i.test(readFileSync(path.join(outboxDir, file), 'utf8'))));
    expect(invited).toBe(true);
  });

  it('refuses db:migrate while the store runs, saying why', async () => {
    const ran = await cli('db:migrate');

    expect(ran.code).toBe(1);
    expect(ran.stderr).toContain('applied every migration when it started');
  });

  it('keeps bad arguments a usage error (exit 1), as when the CLI runs alone', async () => {
    const ran = await cli('accounts:create', '--email', 'not-an-email', '--password', 'x', '--account-number', '1');

    expect(ran.code).toBe(1);
    expect(ran.stderr).toContain('--email must be a valid email');
  });
});

describe('the command socket', () => {
  /** One raw request: what a client of the socket sends, and every line it gets back. */
  async function ask(line: string): Promise<unknown[]> {
    const socket = net.connect(path.join(dataDir, COMMAND_SOCKET_FILE));
    socket.write(`${line}\n`);
    const answers: unknown[] = [];
    for await (const answer of createInterface({ input: socket })) answers.push(JSON.parse(answer));
    return answers;
  }

  it('is the owner’s only (mode 0600)', () => {
    expect(statSync(path.join(dataDir, COMMAND_SOCKET_FILE)).mode & 0o777).toBe(0o600);
  });

  it('answers an unknown command with the usage and exit code 1', async () => {
    const answers = await ask(JSON.stringify({ command: 'accounts:delete-everything', args: [], cwd: '/' }));

    expect(answers.at(-1)).toEqual({ exitCode: 1 });
    expect(answers).toContainEqual({ err: expect.stringContaining("Unknown command 'accounts:delete-everything'") });
  });

  it('answers a request it cannot read (not JSON, or a relative directory) with exit code 1 and runs nothing', async () => {
    for (const line of ['accounts:create --email x', JSON.stringify({ command: 'seed:demo', args: [], cwd: 'relative' })]) {
      expect(await ask(line)).toEqual([{ err: 'The store could not read the command.' }, { exitCode: 1 }]);
    }
  });
});

async function waitFor(check: () => boolean, timeoutMs = 40_000): Promise<boolean> {
  const giveUpAt = Date.now() + timeoutMs;
  while (Date.now() < giveUpAt) {
    try {
      if (check()) return true;
    } catch {
      // Not there yet (the outbox folder is made by the first e-mail).
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}
