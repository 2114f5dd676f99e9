// Which errors mean "the database cannot be reached right now" (an outage or overload: 503 with
// Retry-After) rather than a bug (500). node-postgres reports an unreachable or vanished server in
// several ways, and Drizzle wraps what it throws (DrizzleQueryError keeps the driver's error as
// `cause`), so the whole cause chain is searched.
import { DatabaseBusyError } from '../errors.ts';

/** Socket errors of a server that is down, restarting, unreachable or gone. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** SQLSTATEs of a server shutting down, starting up or full (class 08, connection exception, is matched whole). */
const SERVER_STATES = new Set([
  '57P01', // admin_shutdown: 'terminating connection due to administrator command'
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

/** node-postgres's own messages (it sets no code on these). */
const DRIVER_MESSAGES = [
  'Connection terminated', // also '… unexpectedly' and '… due to connection timeout'
  'Client has encountered a connection error and is not queryable',
  'terminating connection due to administrator command',
];
/** The pool waited too long for a free connection: overload, like the pool's own refusal. */
const POOL_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

const MAX_DEPTH = 8;

/** The database cannot take the request now: out of reach, going away, or overloaded (503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isUnavailable(error, 0);
}

/** Of those, the overloaded case: the pool refused or gave up waiting for a connection. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth <= MAX_DEPTH; current = current.cause, depth++) {
    if (current instanceof DatabaseBusyError || current.message.startsWith(POOL_TIMEOUT_MESSAGE)) return true;
  }
  return false;
}

function isUnavailable(error: unknown, depth: number): boolean {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return false;
  if (error instanceof DatabaseBusyError || error.message.startsWith(POOL_TIMEOUT_MESSAGE)) return true;
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  // The embedded database's socket file is gone; a missing file anywhere else is no outage.
  if (code === 'ENOENT' && syscall === 'connect') return true;
  if (DRIVER_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  // A host name with several addresses (localhost: ::1 and 127.0.0.1) fails with one error per address.
  if (error instanceof AggregateError && error.errors.some((inner) => isUnavailable(inner, depth + 1))) return true;
  return isUnavailable(error.cause, depth + 1);
}
