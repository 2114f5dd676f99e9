// A TCP relay between an app and its test database, which a test cuts and restores: open connections
// are reset and new ones refused, as when PostgreSQL stops or drops every connection (the same on
// PGlite's Unix socket and on a PostgreSQL server).
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

export type Relay = {
  port: number;
  /** The database going away: every open connection is reset, new ones are refused. */
  cut(): Promise<void>;
  /** The database back on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/** Forwards 127.0.0.1:port to the database; cut() is the database stopping, restore() it coming back. */
export async function startRelay(target: net.NetConnectOpts): Promise<Relay> {
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
export function databaseTargetOf(database: Database): { target: net.NetConnectOpts; databaseName: string; user: string } {
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

export type RelayedTestApp = TestApp & { relay: Relay };

/**
 * A fresh migrated test database (buildTestApp) reached by a new app through a relay the test cuts.
 * The embedded database serves one connection, so the first app gives it up.
 */
export async function buildRelayedTestApp(
  overrides: Partial<AppConfig>,
  options: { beforeReady?: (app: FastifyInstance, config: AppConfig) => Promise<void>; poolMax?: number } = {},
): Promise<RelayedTestApp> {
  const base = await buildTestApp(overrides);
  await base.app.close();
  await base.database.pool.end();
  const { target, databaseName, user } = databaseTargetOf(base.database);
  const relay = await startRelay(target);
  const database = await openDatabase({
    databaseUrl: `postgres://${encodeURIComponent(user)}@127.0.0.1:${relay.port}/${databaseName}`,
    dataDir: base.config.dataDir,
    poolMax: base.database.kind === 'embedded' ? 1 : (options.poolMax ?? 1),
    queueLimit: 100,
    queueTimeoutMs: 5_000,
  });
  if (base.database.kind === 'embedded') {
    // One backend session behind every connection: a reconnecting client must not meet old prepared statements.
    database.pool.on('connect', (client) => void client.query('DEALLOCATE ALL').catch(() => undefined));
  }
  // The embedded database's socket takes one connection: the relayed pool's. An in-process search index
  // or the catalogue's notices would LISTEN on a second one, so this app does without (a real server gives
  // each its own): it searches with PostgreSQL and keeps its category tree a second at most.
  const config: AppConfig = base.database.kind === 'embedded' ? { ...base.config, searchEngine: 'postgres', catalogueNotices: false } : base.config;
  const app = await buildApp(config, { database, withPages: false, mailer: base.mailer });
  await options.beforeReady?.(app, config);
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
