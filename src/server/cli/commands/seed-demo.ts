// `npm run cli -- seed:demo`: the demo catalogue and account, into the configured database, when its catalogue is empty.
import { withCliDatabase } from '../cli-database.ts';
import { seedDemoIfEmpty } from '../../seed/seed-demo.ts';
import { createContentRepo } from '../../domains/content/content.repo.ts';
import { outputOf, type CommandContext } from '../command-context.ts';
import { UsageError } from '../usage-error.ts';

export async function run(args: string[], context: CommandContext = {}): Promise<number> {
  if (args.length > 0) throw new UsageError(`seed:demo takes no arguments (got: ${args.join(' ')})`);
  const output = outputOf(context);
  return withCliDatabase(async (database) => {
    const result = await seedDemoIfEmpty(database.db, { info: (message) => output.err(message) });
    if (!result.seeded) output.err('The catalogue already has categories: nothing seeded.');
    if (await createContentRepo(database.db).seedDemoIfEmpty()) output.err('Seeded the demo customer logos and stories.');
    output.out(JSON.stringify({ ...result, database: database.kind }));
    return 0;
  }, context.database);
}
