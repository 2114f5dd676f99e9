import { withCliDatabase } from '../cli-database.ts';
import { UsageError } from '../usage-error.ts';

export async function run(args: string[]): Promise<number> {
  if (args.length > 0) throw new UsageError(`db:migrate takes no arguments (got: ${args.join(' ')})`);
  return withCliDatabase(async (database) => {
    console.log(JSON.stringify({ migrated: true, database: database.kind }));
    return 0;
  });
}
