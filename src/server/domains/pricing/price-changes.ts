// Every serving process hears a change of any contract price as it commits (the pricing tables' triggers,
// migration 0039), so what it keeps of an account's lists is dropped within a second. A gap in the
// notices (a reconnect) counts as a change; a CLI run follows nothing and keeps nothing.
import type { Database } from '../../db/client.ts';
import { listenForNotices } from '../../db/notices.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { PriceChanges } from './price-book.ts';

export const PRICE_CHANGES_CHANNEL = 'store_price_changes';

export type FollowedPriceChanges = PriceChanges & { stop(): Promise<void> };

export const NOT_FOLLOWING_PRICES: FollowedPriceChanges = { onChange: () => undefined, isFollowing: () => false, stop: async () => undefined };

export function followPriceChanges(database: Database, log: ServiceLogger): FollowedPriceChanges {
  const handlers = new Set<() => void>();
  const changed = () => {
    for (const handler of handlers) handler();
  };
  const listener = listenForNotices(database, PRICE_CHANGES_CHANNEL, { onNotice: changed, onGap: changed }, log);
  return { onChange: (handler) => void handlers.add(handler), isFollowing: () => listener.isListening(), stop: () => listener.stop() };
}
