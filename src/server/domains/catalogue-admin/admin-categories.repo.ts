// The category tree as the back office writes it (issue #19). Tree writes lock every category row first
// (a few dozen rows), so two moves cannot build a cycle or a fourth level between them.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import type { CategoryRecord } from '../catalogue/catalogue.types.ts';

const SELECT = sql`SELECT id, parent_id AS "parentId", slug, path, depth, position, title, image, banner_image AS "bannerImage", blurb, rest_acc AS "restAcc" FROM categories`;

export type CategoryChange = Partial<Omit<CategoryRecord, 'id'>>;

const COLUMNS: Record<keyof CategoryChange, string> = {
  parentId: 'parent_id',
  slug: 'slug',
  path: 'path',
  depth: 'depth',
  position: 'position',
  title: 'title',
  image: 'image',
  bannerImage: 'banner_image',
  blurb: 'blurb',
  restAcc: 'rest_acc',
};

function valueOf(key: keyof CategoryChange, value: unknown) {
  return key === 'restAcc' ? sql`${sql.param(value as string[])}::text[]` : sql`${value}`;
}

export function createAdminCategoriesRepo(db: DbExecutor) {
  return {
    async findAll(): Promise<CategoryRecord[]> {
      return (await db.execute<CategoryRecord>(sql`${SELECT} ORDER BY id`)).rows;
    },

    /** Every category, locked until the transaction ends. */
    async lockAll(tx: DbExecutor): Promise<CategoryRecord[]> {
      return (await tx.execute<CategoryRecord>(sql`${SELECT} ORDER BY id FOR UPDATE`)).rows;
    },

    async insert(tx: DbExecutor, record: Omit<CategoryRecord, 'id'>): Promise<number> {
      const keys = Object.keys(COLUMNS) as (keyof CategoryChange)[];
      const columns = sql.raw(keys.map((key) => COLUMNS[key]).join(', '));
      const values = sql.join(keys.map((key) => valueOf(key, record[key])), sql`, `);
      const result = await tx.execute<{ id: number }>(sql`INSERT INTO categories (${columns}) VALUES (${values}) RETURNING id`);
      return result.rows[0]!.id;
    },

    async update(tx: DbExecutor, id: number, change: CategoryChange): Promise<void> {
      const keys = (Object.keys(change) as (keyof CategoryChange)[]).filter((key) => change[key] !== undefined);
      if (keys.length === 0) return;
      const sets = sql.join(keys.map((key) => sql`${sql.raw(COLUMNS[key])} = ${valueOf(key, change[key])}`), sql`, `);
      await tx.execute(sql`UPDATE categories SET ${sets} WHERE id = ${id}`);
    },
  };
}
export type AdminCategoriesRepo = ReturnType<typeof createAdminCategoriesRepo>;
