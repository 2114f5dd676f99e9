// `npm run cli -- seed:demo`: the demo catalogue and account, into the configured database, when its catalogue is empty.
import { withCliDatabase } from '../cli-database.ts';
import { seedDemoIfEmpty } from '../../domains/catalogue/seed/seed-demo.ts';
import { createContentRepo } from '../../domains/content/content.repo.ts';
import { UsageError } from '../usage-error.ts';

export async function run(args: string[]): Promise<number> {
  if (args.length > 0) throw new UsageError(`seed:demo takes no arguments (got: ${args.join(' ')})`);
  return withCliDatabase(async (database) => {
    const result = await seedDemoIfEmpty(database.db, { info: (message) => console.error(message) });
    if (!result.seeded) console.error('The catalogue already has categories: nothing seeded.');
    if (await createContentRepo(database.db).seedDemoIfEmpty()) console.error('Seeded the demo customer logos and stories.');
    console.log(JSON.stringify({ ...result, database: database.kind }));
    return 0;
  });
}
