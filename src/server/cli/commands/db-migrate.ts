import { withCliDatabase } from '../cli-database.ts';
import { outputOf, type CommandContext } from '../command-context.ts';
import { UsageError } from '../usage-error.ts';

export async function run(args: string[], context: CommandContext = {}): Promise<number> {
  if (args.length > 0) throw new UsageError(`db:migrate takes no arguments (got: ${args.join(' ')})`);
  return withCliDatabase(async (database) => {
    outputOf(context).out(JSON.stringify({ migrated: true, database: database.kind }));
    return 0;
  }, context.database);
}
