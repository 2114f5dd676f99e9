// Issue #26 item 6: an API key sent in the query string was written to the store's log with the URL. The
// log lines a request writes are read back: no query value or header that names a key, token, secret,
// password or code is in them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildSiblingApp } from '../testing/test-app.ts';
import { useTestApp } from '../testing/suite.ts';
import { REDACTED } from '../logging.ts';

describe('the request log', () => {
  const testApp = useTestApp(undefined, { runJobs: false });
  const lines: string[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildSiblingApp(testApp, { runJobs: false, overrides: { logLevel: 'info', logFormat: 'json' }, logStream: { write: (line) => lines.push(line) } }));
  });
  afterAll(async () => {
    await app.close();
  });

  const logOf = async (send: () => Promise<unknown>) => {
    lines.length = 0;
    await send();
    return lines.join('');
  };

  it('logs a request with its API key in the query string without the key (a 401)', async () => {
    let status = 0;
    const log = await logOf(async () => {
      status = (await app.inject({ method: 'GET', url: '/api/integration/orders?after=5&key=csk_abc123secret' })).statusCode;
    });
    expect(status).toBe(401);
    expect(log).toContain('"url":"/api/integration/orders?after=5&key=[redacted]"');
    expect(log).not.toContain('csk_abc123secret');
  });

  it('masks every query value whose name is a token, secret, password or code, in the URL and in messages', async () => {
    const secrets = { access_token: 'tok-9f8e7d', client_secret: 'sec-1a2b3c', password: 'hunter2-pw', recovery_code: 'rc-55aa66', apiKey: 'ak-77bb88' };
    const query = Object.entries(secrets).map(([name, value]) => `${name}=${value}`).join('&');
    const log = await logOf(async () => {
      await app.inject({ method: 'GET', url: `/api/integration/orders?${query}` });
      await app.inject({ method: 'GET', url: `/api/no-such-route?${query}` });
    });
    expect(log).toContain(`access_token=${REDACTED}`);
    for (const value of Object.values(secrets)) expect(log).not.toContain(value);
  });

  it('masks a token sent as a path parameter (an invitation link)', async () => {
    const log = await logOf(async () => {
      await app.inject({ method: 'GET', url: '/api/invitations/inv0token0abc0123456789' });
    });
    expect(log).toContain(`"url":"/api/invitations/${REDACTED}"`);
    expect(log).not.toContain('inv0token0abc0123456789');
  });

  it('censors the headers that carry a secret wherever a log line holds headers', async () => {
    const log = await logOf(async () => {
      app.log.info({ headers: { authorization: 'Bearer csk_header0001', cookie: 'session=cookie0002', 'x-api-key': 'csk_header0003', accept: 'application/json' } }, 'headers seen');
      app.log.info({ req: { headers: { authorization: 'Bearer csk_header0004' } } }, 'request seen');
    });
    expect(log).toContain('"accept":"application/json"');
    for (const secret of ['csk_header0001', 'cookie0002', 'csk_header0003', 'csk_header0004']) expect(log).not.toContain(secret);
  });
});
