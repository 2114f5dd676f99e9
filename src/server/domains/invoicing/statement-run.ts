// The statements of the 1st of the month (issue #28 Part 3). An hourly clock job looks, on and after the 1st,
// for accounts that owe a statement for the month before and have not been sent one: in one transaction a
// batch of them is recorded as queued and their e-mails are queued, so a crash leaves a batch either wholly
// queued or not at all, and a second process (or the job run again) finds those recorded and skips them.
// Once a month has none left, it is marked done and later runs stop looking.
import type { Transact } from '../../db/executor.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ServiceLogger } from '../../logging.ts';
import { monthBefore, statementMonthOf } from './statement.ts';
import { createStatementRunRepo } from './statement-run.repo.ts';
import { statementMailQueue } from './invoicing.queues.ts';

const BATCH = 500;

export function createStatementRun(deps: { transact: Transact; jobs: Pick<JobQueue, 'send'>; today: () => string; log: ServiceLogger }) {
  const { transact, jobs, log } = deps;

  return {
    /** Queues the month before today's statements not queued yet; answers how many this run queued. */
    async sweep(): Promise<number> {
      const today = deps.today();
      const month = monthBefore(today);
      if (await transact((tx) => createStatementRunRepo(tx).isMonthDone(month))) return 0;
      const period = statementMonthOf(month, today);
      let queued = 0;
      for (;;) {
        const claimed = await transact(async (tx) => {
          const accounts = await createStatementRunRepo(tx).claimStatements(period, BATCH);
          for (const accountId of accounts) await jobs.send(statementMailQueue, { accountId, month }, { executor: tx });
          if (accounts.length === 0) await createStatementRunRepo(tx).markMonthDone(month);
          return accounts.length;
        });
        queued += claimed;
        if (claimed === 0) break;
      }
      if (queued > 0) log.info({ month, queued }, 'monthly statements queued');
      return queued;
    },
  };
}
export type StatementRun = ReturnType<typeof createStatementRun>;
