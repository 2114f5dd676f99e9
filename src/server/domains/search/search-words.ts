// Keeps the spelling vocabulary (search_words) in step with the catalogue's active titles. A write that
// can change them (a product added, retitled, activated or withdrawn, from the back office, the ERP or
// the back office's CSV import) queues a rebuild in its own transaction, as its last statement: the job
// exists only if the write commits, and a crash after the commit leaves the job in the queue, run when a
// worker is back. The job waits a few seconds and a queued one absorbs the next sends (the queue's
// 'stately' policy), so a burst of writes makes one rebuild.
// A writer holds a shared lock from its send to its commit; the job first waits for those writers, so
// a write whose send was absorbed by a job that then started is still in that job's rebuild.
import type { DbExecutor } from '../../db/executor.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { searchWordsRebuildQueue } from './search.queues.ts';
import type { SearchWordsRepo } from './search-words.repo.ts';

/** How long a queued rebuild waits for more writes before it runs. */
export const SEARCH_WORDS_REBUILD_DELAY_SECONDS = 5;
const SINGLETON_KEY = 'search-words';

export function createSearchWordsService(deps: { repo: SearchWordsRepo; jobs: Pick<JobQueue, 'send'> }) {
  const { repo, jobs } = deps;
  return {
    /** Queues a rebuild in the writer's transaction `tx`; call it last, after the write. */
    async queueRebuild(tx: DbExecutor): Promise<void> {
      await repo.holdForWriter(tx);
      await jobs.send(searchWordsRebuildQueue, {}, { executor: tx, singletonKey: SINGLETON_KEY, startAfterSeconds: SEARCH_WORDS_REBUILD_DELAY_SECONDS });
    },

    /** The job: every writer whose send it absorbed has committed, then the table follows the titles. */
    async rebuild(): Promise<void> {
      await repo.awaitWriters();
      await repo.rebuild();
    },
  };
}
export type SearchWordsService = ReturnType<typeof createSearchWordsService>;
