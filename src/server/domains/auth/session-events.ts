// Changes that end or alter signed-in sessions (sign-out, a password change, a removal from an account,
// a new role, a switch of account) must reach every store process at once, not after each process's
// session cache expires. They are sent with PostgreSQL's NOTIFY inside the transaction that makes the
// change (so they are delivered when it commits), and every process LISTENs on one connection of its
// own. While that connection is down a process caches no session at all, and it forgets everything
// when it reconnects: a notice missed meanwhile cannot leave a stale session behind.
// The embedded database serves one process only (the data folder lock), which forgets locally.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../db/executor.ts';
import { listenForServerNotices, type NoticeListener } from '../../db/notices.ts';
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

/** isListening() is false while the LISTEN connection is down (or not yet up): the caller must not trust its cache. */
export type SessionEventListener = NoticeListener;

/** LISTENs on a connection of its own, reconnecting after a restart of the database. */
export function listenForSessionEvents(options: {
  connectionString: string;
  onEvent: (event: SessionEvent) => void;
  /** Called when the connection (re)opens and when it drops: anything cached may have missed events. */
  onGap: () => void;
  log: ServiceLogger;
}): SessionEventListener {
  return listenForServerNotices(
    options.connectionString,
    SESSION_EVENTS_CHANNEL,
    {
      onNotice: (payload) => {
        const event = parseSessionEvent(payload);
        if (event) options.onEvent(event);
        else options.onGap();
      },
      onGap: options.onGap,
    },
    options.log,
  );
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
