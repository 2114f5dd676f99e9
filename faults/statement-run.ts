// Issue #28 in the fault suite (PostgreSQL): just before a kill, the monthly statement run is queued as the
// store's hourly sweep queues it on the 1st, by the store's own code, for this month so far (the suite's
// accounts have no earlier month). The store's job workers then draw and e-mail the statements while it is
// killed; the audit checks each went out, under one Message-ID however often a kill made it go again.
import { queuesOf } from '../src/server/assembly/assemble.ts';
import { STORE_DOMAINS } from '../src/server/assembly/store-domains.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { transactOn } from '../src/server/db/executor.ts';
import { createStatementRun } from '../src/server/domains/invoicing/statement-run.ts';
import { createJobQueue } from '../src/server/jobs/job-queue.ts';
import { storeDayOf } from '../src/server/kernel/store-day.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The 1st of the month after today's (New Zealand), the day whose sweep queues this month's statements. */
function firstOfNextMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** Queues this month's statements of every account that owes one; answers the month and how many. */
export async function queueStatementRun(databaseUrl: string): Promise<{ month: string; queued: number }> {
  const database = await openDatabase({ databaseUrl, dataDir: '', poolMax: 1, queueLimit: 10, queueTimeoutMs: 30_000 });
  const jobs = createJobQueue(database, quiet, { queues: queuesOf(STORE_DOMAINS), isWorker: false, pollingIntervalSeconds: 1 });
  await jobs.start();
  try {
    const today = storeDayOf(new Date());
    const run = createStatementRun({ transact: transactOn(database.db), jobs, today: () => firstOfNextMonth(today), log: quiet });
    const queued = await run.sweep();
    // A second sweep (another process, or the hourly job again) finds them all recorded.
    if ((await run.sweep()) !== 0) throw new Error('a second statement sweep queued statements again');
    return { month: today.slice(0, 7), queued };
  } finally {
    await jobs.stop();
    await database.close();
  }
}
