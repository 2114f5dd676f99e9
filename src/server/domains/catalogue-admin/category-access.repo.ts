// Which accounts a category is hidden from (rest_acc), as the ERP sets it (issue #19 Part 3; issue #27
// Part 1: only the catalogue writes its tables, so the integration domain calls this on its transaction).
import { sql } from 'drizzle-orm';
import { arrayParam as param } from '../../db/array-param.ts';
import type { DbExecutor } from '../../db/executor.ts';

export function createCategoryAccessRepo() {
  return {
    /** The category's rest_acc before, and its path; null when there is no such category. */
    async setHiddenAccounts(tx: DbExecutor, categoryId: number, accountNumbers: readonly string[]): Promise<{ before: string[]; path: string } | null> {
      const { rows } = await tx.execute<{ rest_acc: string[]; path: string }>(sql`SELECT rest_acc, path FROM categories WHERE id = ${categoryId} FOR UPDATE`);
      const [row] = rows;
      if (!row) return null;
      const before = [...row.rest_acc].sort();
      if (before.join('\n') !== accountNumbers.join('\n')) {
        await tx.execute(sql`UPDATE categories SET rest_acc = ${param(accountNumbers)}::text[] WHERE id = ${categoryId}`);
      }
      return { before, path: row.path };
    },
  };
}
export type CategoryAccessRepo = ReturnType<typeof createCategoryAccessRepo>;
