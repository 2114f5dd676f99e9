// PostgreSQL notifications (LISTEN/NOTIFY) for caches that must follow changes made by other processes.
// A NOTIFY sent inside a transaction is delivered when it commits, in commit order. A listener that
// loses its connection may have missed notices: it says so (onGap), and the cache must not be trusted
// until the connection is back (isListening), when onGap is called again.
import pg from 'pg';
import type { ServiceLogger } from '../logging.ts';
import type { Database } from './client.ts';

export type NoticeHandlers = {
  onNotice: (payload: string) => void;
  /** The connection (re)opened or dropped: anything cached may have missed notices. */
  onGap: () => void;
};

export type NoticeListener = {
  /** False while the connection is down (or not yet up). */
  isListening(): boolean;
  stop(): Promise<void>;
};

const RECONNECT_DELAYS_MS = [200, 1000, 5000];

/** Channel names are ours, never a user's; checked because LISTEN takes no parameter. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/**
 * LISTENs on `channel`. On a PostgreSQL server: a connection of its own, reconnecting after a restart of
 * the database. On the embedded database: its one shared session (see client.ts), where a notice
 * arrives before the statement that committed it returns.
 */
export function listenForNotices(database: Database, channel: string, handlers: NoticeHandlers, log: ServiceLogger): NoticeListener {
  checkedChannel(channel);
  if (database.embeddedNotices) return database.embeddedNotices.listen(channel, handlers);
  if (!database.connectionString) throw new Error('a database without a connection string cannot LISTEN');
  return listenForServerNotices(database.connectionString, channel, handlers, log);
}

/** LISTENs on a connection of its own to a PostgreSQL server, reconnecting after a restart of the database. */
export function listenForServerNotices(connectionString: string, channel: string, handlers: NoticeHandlers, log: ServiceLogger): NoticeListener {
  let client: pg.Client | null = null;
  let isListening = false;
  let isStopped = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  function dropped(error?: unknown): void {
    if (error) log.warn({ err: error, channel }, 'notice connection lost; reconnecting');
    isListening = false;
    handlers.onGap();
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
    const next = new pg.Client({ connectionString });
    client = next;
    // Read through a function: `client` may be replaced (or the listener stopped) while we wait below.
    const isCurrent = () => client === next && !isStopped;
    next.on('error', (error) => dropped(error));
    next.on('end', () => {
      if (client === next) dropped();
    });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotice(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (!isCurrent()) return;
      failures = 0;
      handlers.onGap();
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

/** What client.ts gives an embedded database: listeners on its one session. */
export type EmbeddedNotices = {
  listen(channel: string, handlers: NoticeHandlers): NoticeListener;
  /** Wires a new connection of the pool: its notices reach the listeners, and every channel is listened to. */
  attach(client: pg.ClientBase): Promise<void>;
};

export function createEmbeddedNotices(query: (text: string) => Promise<unknown>): EmbeddedNotices {
  const listeners = new Map<string, Set<NoticeHandlers>>();
  let connections = 0;
  return {
    listen(channel, handlers) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(handlers);
      let isListening = false;
      const ready = query(`LISTEN ${checkedChannel(channel)}`).then(() => {
        isListening = true;
        handlers.onGap();
      });
      ready.catch(() => undefined);
      return {
        isListening: () => isListening,
        async stop() {
          set.delete(handlers);
          isListening = false;
        },
      };
    },
    async attach(client) {
      client.on('notification', (message) => {
        for (const handlers of listeners.get(message.channel) ?? []) handlers.onNotice(message.payload ?? '');
      });
      for (const channel of listeners.keys()) await client.query(`LISTEN ${channel}`);
      // A connection after the first: notices may have been lost with the one before.
      connections += 1;
      if (connections > 1) for (const set of listeners.values()) for (const handlers of set) handlers.onGap();
    },
  };
}
