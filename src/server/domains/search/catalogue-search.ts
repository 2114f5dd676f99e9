// The store's search engine as configured (SEARCH_ENGINE): the in-process index, answering with
// PostgreSQL until it is built, or PostgreSQL alone.
import type { Database } from '../../db/client.ts';
import type { ServiceLogger } from '../../logging.ts';
import { createMemoryEngine } from './memory-engine.ts';
import { createPostgresEngine } from './postgres-engine.ts';
import { createSearchDocumentsRepo } from './search-documents.repo.ts';
import type { SearchEngine, SearchEngineName } from './search-engine.ts';
import { STORE_SYNONYMS, type Synonyms } from './synonyms.ts';

export type CatalogueSearch = {
  engine: SearchEngine;
  synonyms: Synonyms;
  /** Resolves when every catalogue change committed before the call is searchable in this process. */
  caughtUp(): Promise<void>;
  /** Resolves when the engine is ready (at once for PostgreSQL). */
  built(): Promise<void>;
  /** Products in the in-process index; null when there is none serving. */
  indexSize(): number | null;
  stop(): Promise<void>;
};

export function createCatalogueSearch(deps: { database: Database; engine: SearchEngineName; log: ServiceLogger }): CatalogueSearch {
  const synonyms = STORE_SYNONYMS;
  const postgres = createPostgresEngine({ db: deps.database.db, synonyms });
  if (deps.engine === 'postgres') {
    return { engine: postgres, synonyms, caughtUp: async () => {}, built: async () => {}, indexSize: () => null, stop: async () => {} };
  }
  const memory = createMemoryEngine({ repo: createSearchDocumentsRepo(deps.database.db), database: deps.database, synonyms, fallback: postgres, log: deps.log });
  return { engine: memory, synonyms, caughtUp: memory.caughtUp, built: memory.built, indexSize: memory.size, stop: memory.stop };
}
