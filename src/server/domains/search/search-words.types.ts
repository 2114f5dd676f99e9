// What another domain asks of the spelling vocabulary (search-words.ts): a rebuild queued
// in the writing transaction after a change of active titles.
import type { DbExecutor } from '../../db/executor.ts';

export type SearchWordsRebuilds = { queueRebuild(tx: DbExecutor): Promise<void> };
