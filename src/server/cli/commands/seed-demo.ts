// `npm run cli -- seed:demo`: the demo catalogue, accounts and content, into the configured database, when
// it has none (the demo domain, through the services of the domains that own them).
import { withCliDatabase } from '../cli-database.ts';
import { withCliServices } from '../cli-services.ts';
import { outputOf, type CommandContext } from '../command-context.ts';
import { UsageError } from '../usage-error.ts';

export async function run(args: string[], context: CommandContext = {}): Promise<number> {
  if (args.length > 0) throw new UsageError(`seed:demo takes no arguments (got: ${args.join(' ')})`);
  const output = outputOf(context);
  return withCliDatabase(
    (database) =>
      withCliServices({ ...context, database }, async ({ demo }) => {
        const result = await demo.seedIfEmpty({ info: (message) => output.err(message) });
        if (!result.seeded) output.err('The catalogue already has categories: nothing seeded.');
        output.out(JSON.stringify({ seeded: result.seeded, categories: result.categories, products: result.products, database: database.kind }));
        return 0;
      }),
    context.database,
  );
}
