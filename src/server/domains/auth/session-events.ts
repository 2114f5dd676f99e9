// Changes that end or alter signed-in sessions (sign-out, a password change, a removal from an account,
// a new role, a switch of account) must reach every store process at once, not after each process's
// session cache expires. They are sent with PostgreSQL's NOTIFY inside the transaction that makes the
// change (so they are delivered when it commits), and every process LISTENs on one connection of its
// own. While that connection is down a process caches no session at all, and it forgets everything
// when it reconnects: a notice missed meanwhile cannot leave a stale session behind.
// The embedded database serves one process only (the data folder lock), which forgets locally.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import type { DbExecutor } from '../../db/executor.ts';
import type { ServiceLogger } from '../../logging.ts';

export const SESSION_EVENTS_CHANNEL = 'store_session_events';

const sessionEventSchema = z.discriminatedUnion('type', [
  /** One session changed or ended. */
  z.object({ type: z.literal('session'), idHash: z.string() }),
  /** Every session of a user (a password change, a reset). */
  z.object({ type: z.literal('user'), userId: z.number().int() }),
  /** The user's sessions in one account (removed from it, or a new role). */
  z.object({ type: z.literal('member'), accountId: z.number().int(), userId: z.number().int() }),
  /** Every session in an account (its name or settings changed). */
  z.object({ type: z.literal('account'), accountId: z.number().int() }),
]);
export type SessionEvent = z.infer<typeof sessionEventSchema>;

/** Sends the event to every process when `executor`'s transaction commits (at once outside one). */
export async function publishSessionEvent(executor: DbExecutor, event: SessionEvent): Promise<void> {
  await executor.execute(sql`select pg_notify(${SESSION_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

export function parseSessionEvent(payload: string | undefined): SessionEvent | null {
  try {
    const parsed = sessionEventSchema.safeParse(JSON.parse(payload ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type SessionEventListener = {
  /** False while the LISTEN connection is down (or not yet up): the caller must not trust its cache. */
  isListening(): boolean;
  stop(): Promise<void>;
};

const RECONNECT_DELAYS_MS = [200, 1000, 5000];

/** LISTENs on a connection of its own, reconnecting after a restart of the database. */
export function listenForSessionEvents(options: {
  connectionString: string;
  onEvent: (event: SessionEvent) => void;
  /** Called when the connection (re)opens and when it drops: anything cached may have missed events. */
  onGap: () => void;
  log: ServiceLogger;
}): SessionEventListener {
  let client: pg.Client | null = null;
  let isListening = false;
  let isStopped = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  function dropped(error?: unknown): void {
    if (error) options.log.warn({ err: error }, 'session events connection lost; sessions are not cached until it is back');
    isListening = false;
    options.onGap();
    const current = client;
    client = null;
    current?.removeAllListeners();
    current?.on('error', () => {});
    void current?.end().catch(() => {});
    if (isStopped || retryTimer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)] ?? 5000;
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    retryTimer.unref();
  }

  async function connect(): Promise<void> {
    if (isStopped) return;
    const next = new pg.Client({ connectionString: options.connectionString });
    client = next;
    // Read through a function: `client` may be replaced (or the listener stopped) while we wait below.
    const isCurrent = () => client === next && !isStopped;
    next.on('error', (error) => dropped(error));
    next.on('end', () => {
      if (client === next) dropped();
    });
    next.on('notification', (message) => {
      if (message.channel !== SESSION_EVENTS_CHANNEL) return;
      const event = parseSessionEvent(message.payload);
      if (event) options.onEvent(event);
      else options.onGap();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_EVENTS_CHANNEL}`);
      if (!isCurrent()) return;
      failures = 0;
      options.onGap();
      isListening = true;
    } catch (error) {
      if (client === next) dropped(error);
    }
  }

  void connect();
  return {
    isListening: () => isListening,
    async stop() {
      isStopped = true;
      isListening = false;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      current?.removeAllListeners();
      current?.on('error', () => {});
      await current?.end().catch(() => {});
    },
  };
}

export type InProcessSessionEvents = {
  publish(event: SessionEvent): void;
  subscribe(listener: (event: SessionEvent) => void): () => void;
};

const buses = new WeakMap<object, Set<(event: SessionEvent) => void>>();

/**
 * The embedded database's stand-in for LISTEN: every app on the same database object in this process
 * hears the event. Published as the change is written: the embedded database has one connection, so a
 * request that misses the cache waits for the writing transaction to end and reads what it left.
 */
export function inProcessSessionEvents(database: object): InProcessSessionEvents {
  let listeners = buses.get(database);
  if (!listeners) {
    listeners = new Set();
    buses.set(database, listeners);
  }
  const all = listeners;
  return {
    publish(event) {
      for (const listener of all) listener(event);
    },
    subscribe(listener) {
      all.add(listener);
      return () => all.delete(listener);
    },
  };
}
