// Issue #19: every store process follows the catalogue changes any process commits (the back office, the
// ERP's upserts, the CLI's import) through PostgreSQL notifications, so its caches (the category tree, the
// tracker's answers) show a change within a second rather than after their age runs out. A gap in the
// notices (a reconnect) counts as a change.
import { listenForNotices, type NoticeListener } from '../../db/notices.ts';
import type { Database } from '../../db/client.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { CatalogueChanges } from './catalogue-changes.types.ts';
import { CATALOGUE_CHANGES_CHANNEL, parseCatalogueNotice } from './catalogue-notices.ts';

/** Sent by the triggers on categories and nav_items (migration 0025). */
export const CATEGORY_CHANGES_CHANNEL = 'store_category_changes';

/** A CLI run has no caches to keep: it follows nothing. */
export const NOT_FOLLOWING: CatalogueChanges = {
  onCategoriesChanged: () => undefined,
  onAnyChange: () => undefined,
  isFollowing: () => false,
  stop: async () => undefined,
};

export function followCatalogueChanges(database: Database, log: ServiceLogger): CatalogueChanges {
  const categoryHandlers = new Set<() => void>();
  const anyHandlers = new Set<() => void>();
  const categoriesChanged = () => {
    for (const handler of categoryHandlers) handler();
    for (const handler of anyHandlers) handler();
  };
  const productsChanged = (payload?: string) => {
    // The search index's barriers (catalogue-notices.ts) change nothing.
    if (payload !== undefined && parseCatalogueNotice(payload).kind === 'barrier') return;
    for (const handler of anyHandlers) handler();
  };
  const listeners: NoticeListener[] = [
    listenForNotices(database, CATEGORY_CHANGES_CHANNEL, { onNotice: categoriesChanged, onGap: categoriesChanged }, log),
    listenForNotices(database, CATALOGUE_CHANGES_CHANNEL, { onNotice: productsChanged, onGap: () => productsChanged() }, log),
  ];
  return {
    onCategoriesChanged: (handler) => void categoryHandlers.add(handler),
    onAnyChange: (handler) => void anyHandlers.add(handler),
    isFollowing: () => listeners.every((listener) => listener.isListening()),
    stop: async () => {
      await Promise.all(listeners.map((listener) => listener.stop()));
    },
  };
}
