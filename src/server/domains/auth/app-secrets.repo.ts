import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { appSecrets } from '../../db/schema/sessions.ts';

export function createAppSecretsRepo(db: DbExecutor) {
  return {
    /** The secret named `name`: `candidate` if none existed, otherwise the one another process made first. */
    async findOrCreate(name: string, candidate: string): Promise<string> {
      await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing({ target: appSecrets.name });
      const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
      if (!row) throw new Error(`secret ${name} was created but cannot be read`);
      return row.value;
    },
  };
}
export type AppSecretsRepo = ReturnType<typeof createAppSecretsRepo>;

