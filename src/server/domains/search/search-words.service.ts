// The spelling vocabulary (search-words.ts) as other domains reach it: a bulk writer of the
// catalogue (the demo data, a generated catalogue, a CLI import) rebuilds it in its own transaction.
import type { DbExecutor } from '../../db/executor.ts';
import { createSearchWordsRepo } from './search-words.repo.ts';

export function rebuildSearchWords(db: DbExecutor): Promise<void> {
  return createSearchWordsRepo(db).rebuild();
}
