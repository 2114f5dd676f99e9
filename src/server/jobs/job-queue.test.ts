// E-mail jobs after a crash (issue #16 item 6): a job that a killed process had taken is run again
// within well under a minute, and queues made by an earlier version get today's options.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { pgliteTemplateFile } from '../testing/template-database.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';
import { orderConfirmationMailQueue } from '../domains/orders/orders.queues.ts';
import { defineQueue, MAIL_DELIVERY } from './queues.ts';

const quiet = { error: () => {}, warn: () => {}, info: () => {} };
const MAIL_QUEUE = orderConfirmationMailQueue;

/** A fresh in-memory database for the describe block, and the queues started on it (stopped after it). */
function useMemoryDatabase(): { started: JobQueue[]; database: () => Database } {
  let database: Database | undefined;
  const started: JobQueue[] = [];
  beforeAll(async () => {
    const templateFile = await pgliteTemplateFile();
    database = await openDatabase({ databaseUrl: 'memory://', templateFile, dataDir: '', poolMax: 1, queueLimit: 100, queueTimeoutMs: 30_000 });
  });
  afterAll(async () => {
    for (const jobs of started) await jobs.stop();
    await database?.close();
  });
  return {
    started,
    database: () => {
      if (!database) throw new Error('the database is not open yet');
      return database;
    },
  };
}

describe('the job queue after a crash', () => {
  const { started, database: opened } = useMemoryDatabase();
  let database: Database;
  beforeAll(() => {
    database = opened();
  });

  async function startQueue(isWorker: boolean, handler?: (data: unknown) => Promise<void>): Promise<JobQueue> {
    const jobs = createJobQueue(database, quiet, { queues: [MAIL_QUEUE], isWorker, pollingIntervalSeconds: 0.5 });
    if (handler) jobs.handle(MAIL_QUEUE, handler);
    await jobs.start();
    started.push(jobs);
    return jobs;
  }

  it('runs again within 45 s an e-mail job that a killed process had taken (not after a minute or the expiry)', async () => {
    // A store that runs on (the other of two processes, or the one restarted after the kill), its
    // first check for dead workers' jobs behind it.
    let ranAt = 0;
    const survivor = await startQueue(true, async () => {
      ranAt = Date.now();
    });
    while ((await database.pool.query(`SELECT monitor_on FROM pgboss.queue WHERE name = $1`, [MAIL_QUEUE.name])).rows[0]?.monitor_on === null) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // What a process leaves when it is killed while sending: the job taken (active), its heartbeat stopped.
    // Queued and taken in one transaction, so the survivor never sees it waiting.
    await database.db.transaction(async (tx) => {
      await survivor.send(MAIL_QUEUE, { orderId: 1 }, { executor: tx });
      await tx.execute(sql`UPDATE pgboss.job SET state = 'active', started_on = now(), heartbeat_on = now() WHERE name = ${MAIL_QUEUE.name}`);
    });
    const takenAt = Date.now();

    while (ranAt === 0 && Date.now() - takenAt < 80_000) await new Promise((resolve) => setTimeout(resolve, 200));

    expect(ranAt, 'the job never ran again').toBeGreaterThan(0);
    expect((ranAt - takenAt) / 1000).toBeLessThan(45);
  }, 120_000);

  it('gives an e-mail queue made by an earlier version (no heartbeat, the 15-minute expiry) today’s options', async () => {
    await startQueue(false);
    await database.pool.query(`UPDATE pgboss.queue SET heartbeat_seconds = NULL, expire_seconds = 900 WHERE name = $1`, [MAIL_QUEUE.name]);

    await startQueue(false);

    const { rows } = await database.pool.query(`SELECT heartbeat_seconds, expire_seconds FROM pgboss.queue WHERE name = $1`, [MAIL_QUEUE.name]);
    expect(rows).toEqual([{ heartbeat_seconds: 10, expire_seconds: 60 }]);
  });
});

describe('a queue that runs several jobs of a batch at once', () => {
  const BATCH_QUEUE = defineQueue('test-batch-concurrency', MAIL_DELIVERY, { concurrency: 3 });
  const { started, database: opened } = useMemoryDatabase();
  let database: Database;
  beforeAll(() => {
    database = opened();
  });

  it('runs at most its concurrency at once, and a job that fails fails alone', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const sender = createJobQueue(database, quiet, { queues: [BATCH_QUEUE], isWorker: false, pollingIntervalSeconds: 0.5 });
    await sender.start();
    started.push(sender);
    // Queued before the worker starts, so its first fetch takes a full batch.
    await database.db.transaction(async (tx) => {
      for (let n = 1; n <= 7; n++) await sender.send(BATCH_QUEUE, { n }, { executor: tx });
    });
    const worker = createJobQueue(database, quiet, { queues: [BATCH_QUEUE], isWorker: true, pollingIntervalSeconds: 0.5 });
    worker.handle(BATCH_QUEUE, async (data) => {
      const { n } = data as { n: number };
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 50));
      running -= 1;
      if (n === 4) throw new Error('refused');
      done.push(n);
    });
    await worker.start();
    started.push(worker);
    await expect.poll(() => done.length, { timeout: 20_000 }).toBe(6);
    expect(most).toBe(3);
    expect(done.toSorted()).toEqual([1, 2, 3, 5, 6, 7]);
    // The batch's outcomes are recorded when its last job is done: the others completed, the refused one to be tried again.
    const unfinished = async () => (await database.pool.query(`SELECT data->>'n' AS n, state FROM pgboss.job WHERE name = $1 AND state <> 'completed'`, [BATCH_QUEUE.name])).rows;
    await expect.poll(unfinished, { timeout: 10_000 }).toEqual([{ n: '4', state: 'retry' }]);
  }, 60_000);
});
