// The database going away while the store runs: answers are 503 with Retry-After (not 500), pages
// say the store is briefly unavailable, and the store answers again by itself once it is back.
// The app reaches its database through a TCP relay that the test cuts: open connections are reset
// and new ones refused, as when PostgreSQL stops (the same on PGlite and on a PostgreSQL server).
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { AppConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { registerPages, type PageHandler } from '../../http/pages.ts';
import { signedInAccount, type TestSession } from '../../testing/factories.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

const UNAVAILABLE = 'The store is briefly unavailable. Please try again in a moment.';

type Relay = { port: number; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> };

/** Forwards 127.0.0.1:port to the database; cut() is the database stopping, restore() it coming back. */
async function startRelay(target: net.NetConnectOpts): Promise<Relay> {
  /** The app's side of each relayed connection (TCP, so it can be reset like a server that went away). */
  const clients = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(target);
      clients.add(client);
      const end = () => {
        clients.delete(client);
        client.destroy();
        upstream.destroy();
      };
      for (const socket of [client, upstream]) socket.on('error', end).on('close', end);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  };
  const cut = async () => {
    const closed = new Promise((resolve) => server?.close(resolve));
    for (const client of clients) client.resetAndDestroy();
    await closed;
  };
  await listen();
  return { port, cut, restore: listen, close: cut };
}

/** Where the test database listens: the embedded database's Unix socket, or the PostgreSQL server. */
function targetOf(database: Database): { target: net.NetConnectOpts; databaseName: string; user: string } {
  const options = database.pool.options as { host?: string; port?: number; connectionString?: string };
  if (database.kind === 'embedded') {
    return { target: { path: path.join(options.host ?? '', `.s.PGSQL.${options.port ?? 5432}`) }, databaseName: 'postgres', user: 'postgres' };
  }
  const url = new URL(options.connectionString ?? '');
  return {
    target: { host: url.hostname, port: Number(url.port || 5432) },
    databaseName: url.pathname.slice(1),
    user: decodeURIComponent(url.username) || 'postgres',
  };
}

type OutageApp = TestApp & { relay: Relay };

/**
 * A fresh migrated test database (buildTestApp) reached by a new app through the relay, with pages
 * rendered by `pageHandler`. The embedded database serves one connection, so the first app gives it up.
 */
async function outageApp(overrides: Partial<AppConfig>): Promise<OutageApp> {
  const base = await buildTestApp(overrides);
  await base.app.close();
  await base.database.pool.end();
  const { target, databaseName, user } = targetOf(base.database);
  const relay = await startRelay(target);
  const database = await openDatabase({
    databaseUrl: `postgres://${encodeURIComponent(user)}@127.0.0.1:${relay.port}/${databaseName}`,
    dataDir: base.config.dataDir,
    poolMax: 1,
    queueLimit: 100,
    queueTimeoutMs: 5_000,
  });
  if (base.database.kind === 'embedded') {
    // One backend session behind every connection: a reconnecting client must not meet old prepared statements.
    database.pool.on('connect', (client) => void client.query('DEALLOCATE ALL').catch(() => undefined));
  }
  const app = await buildApp(base.config, { database, withPages: false, mailer: base.mailer });
  await registerPages(app, base.config, { pageHandler: dataCallingPage });
  await app.ready();
  return {
    ...base,
    app,
    database,
    relay,
    async close() {
      await app.close();
      await database.close();
      await relay.close();
      await base.close();
    },
  };
}

/** A stand-in for the React app (route-error.test.ts covers the real one): the loader's API status is the page's. */
const dataCallingPage: PageHandler = async (_request, context) => {
  const answer = await context.transport('/api/products', { method: 'GET', headers: { accept: 'application/json' } });
  const body = answer.status === 503 ? `<h1>${UNAVAILABLE}</h1>` : '<h1>Products</h1>';
  return new Response(`<!DOCTYPE html><html><body>${body}</body></html>`, {
    status: answer.status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
};

const json = { accept: 'application/json' };
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('while the database is unreachable', () => {
  let outage: OutageApp;
  let buyer: TestSession;
  beforeAll(async () => {
    // No remembered sessions: a signed-in request looks its session up first, in an onRequest hook,
    // and meets the outage there; a guest's catalogue call meets it in its handler.
    outage = await outageApp({ sessionCacheTtlMs: 0 });
    buyer = await signedInAccount(outage);
    await outage.relay.cut();
  });
  afterAll(async () => outage.close());

  it('answers a signed-in JSON call 503 with Retry-After and says the store is briefly unavailable', async () => {
    const response = await outage.app.inject({ url: '/api/cart', headers: { ...json, ...buyer.headers } });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({ message: UNAVAILABLE });
  });

  it('answers a catalogue call 503 with Retry-After', async () => {
    const response = await outage.app.inject({ url: '/api/products', headers: json });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({ message: UNAVAILABLE });
  });

  it('still answers JSON to the cart widget’s call on the page path (/cart?ajax=1)', async () => {
    const response = await outage.app.inject({ url: '/cart?ajax=1', headers: { ...json, ...buyer.headers } });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: UNAVAILABLE });
  });

  it('renders a page whose data call got 503 with status 503 and Retry-After', async () => {
    const response = await outage.app.inject({ url: '/category', headers: html });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.body).toContain(UNAVAILABLE);
  });

  it('answers a page request it cannot even start with a small page of its own: 503, Retry-After, no scripts, not stored', async () => {
    const response = await outage.app.inject({ url: '/cart', headers: { ...html, cookie: buyer.headers.cookie } });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain('The store is briefly unavailable.');
    expect(response.body).toContain('Please try again in a moment.');
    expect(response.body).not.toContain('<script');
    expect(response.body).not.toContain('something has gone wrong');
  });

  it('answers again by itself once the database is back', async () => {
    await outage.relay.restore();
    try {
      expect((await outage.app.inject({ url: '/api/products', headers: json })).statusCode).toBe(200);
      expect((await outage.app.inject({ url: '/api/cart', headers: { ...json, ...buyer.headers } })).statusCode).toBe(200);
    } finally {
      await outage.relay.cut();
    }
  });
});
