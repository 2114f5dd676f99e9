// The memory engine (issue #18): the in-process index (memory-index.ts), built from PostgreSQL at
// start-up and kept in step by the products' change notices (catalogue-notices.ts). Until it is built,
// and while its notice connection is down (it may have missed changes), searches go to the PostgreSQL
// engine; a gap in the notices rebuilds it.
import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Database } from '../../db/client.ts';
import { listenForNotices, type NoticeHandlers, type NoticeListener } from '../../db/notices.ts';
import type { ServiceLogger } from '../../logging.ts';
import { barrierPayload, CATALOGUE_CHANGES_CHANNEL, parseCatalogueNotice } from '../catalogue/catalogue.service.ts';
import { createMemoryIndex, type MemoryIndex } from './memory-index.ts';
import type { SearchDocumentsRepo } from './search-documents.repo.ts';
import type { SearchAnswer, SearchEngine, SearchRequest } from './search-engine.ts';
import type { Synonyms } from './synonyms.ts';

/** Products read and indexed per step of a build; requests are served between steps. */
const BUILD_PAGE = 2000;
/**
 * Answers are remembered until the index changes: buyers ask the same few things ('gloves', and every
 * prefix a type-ahead sends on the way), and a search of one or two characters matches most of the
 * catalogue. Past this many distinct requests, all are forgotten.
 */
const REMEMBERED_ANSWERS_MAX = 5000;

export type MemoryEngine = SearchEngine & {
  /** Resolves when every catalogue change committed before the call is searchable here. */
  caughtUp(): Promise<void>;
  /** Resolves when the index is built (tests, start-up figures). */
  built(): Promise<void>;
  /** How many products the index holds; null while it is not serving. */
  size(): number | null;
  stop(): Promise<void>;
};

export function createMemoryEngine(deps: {
  repo: SearchDocumentsRepo;
  database: Database;
  synonyms: Synonyms;
  /** Answers while the index is not built or may be stale. */
  fallback: SearchEngine;
  log: ServiceLogger;
  /** How the engine hears of changes; by default LISTEN on the database (tests pass their own). */
  listen?: (handlers: NoticeHandlers) => NoticeListener;
}): MemoryEngine {
  const { repo, log } = deps;
  let index: MemoryIndex | null = null;
  /** The index being built, with the ids changed meanwhile (applied to it before it serves). */
  let building: { changed: Set<number> } | null = null;
  let isRebuildWanted = false;
  let markBuilt: () => void = () => {};
  const firstBuild = new Promise<void>((resolve) => {
    markBuilt = resolve;
  });
  /** Changes are applied one after another, in the order their notices arrived. */
  let applying: Promise<void> = Promise.resolve();
  let isApplying = false;
  const barriers = new Map<string, () => void>();
  /** Called when a build has swapped in. */
  let buildWaiters: (() => void)[] = [];
  let isStopped = false;
  /** Moved on each time a built index starts serving; with its version, it stamps answers. */
  let indexSerial = 0;
  let remembered = { index: null as MemoryIndex | null, version: -1, answers: new Map<string, SearchAnswer>() };

  function searchIndex(current: MemoryIndex, request: SearchRequest): SearchAnswer {
    if (remembered.index !== current || remembered.version !== current.version || remembered.answers.size >= REMEMBERED_ANSWERS_MAX) {
      remembered = { index: current, version: current.version, answers: new Map() };
    }
    const key = JSON.stringify(request);
    let answer = remembered.answers.get(key);
    if (!answer) {
      answer = current.search(request);
      remembered.answers.set(key, answer);
    }
    return answer;
  }

  function enqueue(work: () => Promise<void>): void {
    isApplying = true;
    const next = applying.then(work).catch((error: unknown) => {
      log.error({ err: error }, 'search index: a change could not be applied; rebuilding');
      requestRebuild();
    });
    applying = next;
    void next.then(() => {
      if (applying === next) isApplying = false;
    });
  }

  async function applyChanges(target: MemoryIndex, ids: readonly number[]): Promise<void> {
    const documents = await repo.findDocuments(ids);
    const active = new Set(documents.map((document) => document.product.id));
    for (const id of ids) if (!active.has(id)) target.remove(id);
    for (const document of documents) target.put(document);
  }

  function requestRebuild(): void {
    if (isStopped) return;
    if (building) {
      isRebuildWanted = true;
      return;
    }
    void rebuild();
  }

  async function rebuild(): Promise<void> {
    const state = { changed: new Set<number>() };
    building = state;
    const startedAt = performance.now();
    try {
      const fresh = createMemoryIndex(deps.synonyms);
      let afterId = 0;
      for (;;) {
        const page = await repo.findDocumentsAfter(afterId, BUILD_PAGE);
        for (const document of page) fresh.put(document);
        if (page.length < BUILD_PAGE || isStopped) break;
        afterId = page[page.length - 1]?.product.id ?? afterId;
        await yieldToRequests();
      }
      // Changes committed while we read: applied in the queue, after any still waiting for the old index.
      enqueue(async () => {
        if (state.changed.size > 0) await applyChanges(fresh, [...state.changed]);
        if (building === state) building = null;
        index = fresh;
        indexSerial += 1;
        log.info({ products: fresh.size, ms: Math.round(performance.now() - startedAt) }, 'search index built');
        markBuilt();
        buildEnded();
      });
    } catch (error) {
      if (building === state) building = null;
      log.error({ err: error }, 'search index: the build failed; searching with PostgreSQL until the next change or reconnect');
      buildEnded();
    }
  }

  /** Tells whoever waits for a build, and starts the one asked for meanwhile. */
  function buildEnded(): void {
    const waiting = buildWaiters;
    buildWaiters = [];
    for (const release of waiting) release();
    if (isRebuildWanted) {
      isRebuildWanted = false;
      requestRebuild();
    }
  }

  function onNotice(payload: string): void {
    const notice = parseCatalogueNotice(payload);
    if (notice.kind === 'barrier') {
      enqueue(async () => barriers.get(notice.token)?.());
      return;
    }
    if (notice.kind === 'all') {
      index = null;
      if (building) isRebuildWanted = true;
      else requestRebuild();
      return;
    }
    for (const id of notice.ids) building?.changed.add(id);
    const current = index;
    if (current) enqueue(() => applyChanges(current, notice.ids));
  }

  const handlers: NoticeHandlers = {
    onNotice,
    // Connected (or reconnected after a gap in which notices may have been lost): build afresh.
    onGap: () => {
      index = null;
      requestRebuild();
    },
  };
  const listener: NoticeListener = deps.listen ? deps.listen(handlers) : listenForNotices(deps.database, CATALOGUE_CHANGES_CHANNEL, handlers, log);

  return {
    name: 'memory',
    async search(request) {
      // A change whose notice has arrived is applied before answering (a buyer sees their own edit).
      if (isApplying) await applying;
      const current = index;
      if (!current || !listener.isListening()) return deps.fallback.search(request);
      return searchIndex(current, request);
    },
    async caughtUp() {
      // Not listening: searches go to PostgreSQL, which has every committed change.
      if (!listener.isListening()) return;
      const token = randomUUID();
      const arrived = new Promise<void>((resolve) => barriers.set(token, resolve));
      await deps.database.pool.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANGES_CHANNEL, barrierPayload(token)]);
      await arrived;
      barriers.delete(token);
      await applying;
      // A notice of 'all' (a large change) rebuilds: wait for the index that holds it.
      while (!isStopped && (building || !index)) {
        if (!building) requestRebuild();
        await new Promise<void>((resolve) => buildWaiters.push(resolve));
      }
    },
    async countListed(filter, onSaleOnly, inStockOnly) {
      // While a change is being applied, PostgreSQL counts (a listing does not wait for the index).
      const current = index;
      return current && !isApplying && listener.isListening() ? current.countListed(filter, onSaleOnly, inStockOnly) : null;
    },
    answerStamp() {
      const current = index;
      if (!current || isApplying || !listener.isListening()) return null;
      // Versions stay far below 2^32 within one index's life.
      return indexSerial * 2 ** 32 + current.version;
    },
    built: () => firstBuild,
    size: () => (index && listener.isListening() ? index.size : null),
    async stop() {
      isStopped = true;
      await listener.stop();
      for (const release of [...barriers.values(), ...buildWaiters]) release();
    },
  };
}
