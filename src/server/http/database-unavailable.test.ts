import { readFile } from 'node:fs/promises';
import net from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DatabaseBusyError } from '../errors.ts';
import { isDatabaseBusy, isDatabaseUnavailable } from './database-unavailable.ts';

/** A driver error as node-postgres builds it from the server's ErrorResponse. */
function serverError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

function socketError(code: string, syscall: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${syscall} ${code}`), { code, syscall, errno: -1 });
}

/** As Drizzle throws it: the driver's error is the cause. */
function wrapped(cause: unknown): DrizzleQueryError {
  return new DrizzleQueryError('select "id" from "carts" where "user_id" = $1', [1], cause as Error);
}

/** The error a real connection attempt gives. */
async function connectError(config: pg.ClientConfig): Promise<unknown> {
  const client = new pg.Client({ ...config, user: 'postgres', database: 'postgres', connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
  throw new Error('expected the connection to fail');
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('isDatabaseUnavailable', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH'])('counts a socket %s, bare or wrapped by Drizzle', (code) => {
    expect(isDatabaseUnavailable(socketError(code, 'connect'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(socketError(code, 'connect')))).toBe(true);
  });

  it('counts the embedded database’s socket file gone (ENOENT on connect), but not a missing file', () => {
    expect(isDatabaseUnavailable(wrapped(socketError('ENOENT', 'connect')))).toBe(true);
    expect(isDatabaseUnavailable(socketError('ENOENT', 'open'))).toBe(false);
  });

  it.each([
    ['08006', 'connection failure'],
    ['08001', 'could not establish connection'],
    ['08P01', 'protocol violation'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
  ])('counts the server’s SQLSTATE %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(serverError(code, message))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(serverError(code, message)))).toBe(true);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated',
    'Connection terminated due to connection timeout',
    'Client has encountered a connection error and is not queryable',
    'terminating connection due to administrator command',
  ])('counts the driver’s message “%s”', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error(message)))).toBe(true);
  });

  it('counts the pool’s own refusal and its wait running out, and calls those busy (overload)', () => {
    for (const error of [new DatabaseBusyError(), new Error('timeout exceeded when trying to connect')]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
      expect(isDatabaseBusy(wrapped(error))).toBe(true);
    }
    expect(isDatabaseBusy(wrapped(socketError('ECONNREFUSED', 'connect')))).toBe(false);
    expect(isDatabaseBusy(new Error('Connection terminated unexpectedly'))).toBe(false);
  });

  it('counts every address of a host name refusing (AggregateError)', () => {
    const error = new AggregateError([socketError('ECONNREFUSED', 'connect'), socketError('ECONNREFUSED', 'connect')], 'connect failed');
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it('counts the errors of real connection attempts: a closed port, a host name, a missing socket file', async () => {
    const port = await closedPort();
    expect(isDatabaseUnavailable(await connectError({ host: '127.0.0.1', port }))).toBe(true);
    expect(isDatabaseUnavailable(await connectError({ host: 'localhost', port }))).toBe(true);
    expect(isDatabaseUnavailable(await connectError({ host: '/nonexistent-socket-dir', port: 5432 }))).toBe(true);
  });

  it('does not count bugs or refused statements: those stay 500s or their own answers', async () => {
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(serverError('23505', 'duplicate key value violates unique constraint')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(serverError('42P01', 'relation "carts" does not exist')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(serverError('40001', 'could not serialize access')))).toBe(false);
    expect(isDatabaseUnavailable(await readFile('/nonexistent-file').catch((error: unknown) => error))).toBe(false);
    // A statement's text or parameters mentioning the words is not an outage.
    expect(isDatabaseUnavailable(new DrizzleQueryError('select $1', ['Connection terminated'], new TypeError('x')))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('stops on a cause chain that loops', () => {
    const error = new Error('outer');
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
