// Only the owner writes its tables (issue #27 Part 1). .dependency-cruiser.mjs lets a domain import a
// table module only where TABLE_OWNERS lists it; the first domain listed owns the file's tables and the
// others may read them. Raw SQL passes that wall unseen (the ERP's upserts wrote products, accounts,
// addresses and categories.rest_acc that way), so this reads every domain's source for the statements
// that write, in SQL text and through Drizzle's query builder, and names any that writes another's table.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../../../.dependency-cruiser.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const schemaDir = path.join(root, 'src/server/db/schema');
const domainsDir = path.join(root, 'src/server/domains');

/**
 * Tables a domain other than their file's first owner writes, and why: each is that domain's own record
 * kept beside the others in one file, or the identity the two domains share by design.
 */
const ALSO_WRITTEN_BY: Record<string, readonly string[]> = {
  // A user's password, sessions' account and last account are signing in (auth); a colleague invited signs up (colleagues).
  users: ['auth', 'colleagues'],
  // Colleagues manage who belongs to an account and their invitations.
  account_users: ['colleagues'],
  account_invitations: ['colleagues'],
  // The newsletter's subscribers live in the applications' schema file (both are sign-ups from the site).
  newsletter_subscribers: ['newsletter'],
  // Issue #30 Part 3: an order takes and gives back stock_on_hand in its own transaction (orders/order-stock.repo.ts).
  products: ['orders'],
};

type Write = { domain: string; file: string; table: string; how: string };

async function tablesBySchemaFile(): Promise<{ byTable: Map<string, string>; bySymbol: Map<string, string> }> {
  const byTable = new Map<string, string>();
  const bySymbol = new Map<string, string>();
  for (const file of readdirSync(schemaDir).filter((name) => name.endsWith('.ts'))) {
    const module = (await import(path.join(schemaDir, file))) as Record<string, unknown>;
    for (const [symbol, value] of Object.entries(module)) {
      if (!is(value, PgTable)) continue;
      byTable.set(getTableName(value), file);
      bySymbol.set(symbol, getTableName(value));
    }
  }
  return { byTable, bySymbol };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/[.](test|fixtures)[.]ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every write a domain's source makes: SQL text (keywords in capitals, as the code writes them) and Drizzle calls. */
function writesIn(tables: Map<string, string>, symbols: Map<string, string>): Write[] {
  const writes: Write[] = [];
  for (const file of sourceFiles(domainsDir)) {
    const domain = path.relative(domainsDir, file).split(path.sep)[0] ?? '';
    const source = readFileSync(file, 'utf8');
    const relative = path.relative(root, file);
    for (const match of source.matchAll(/\b(INSERT INTO|UPDATE|DELETE FROM)\s+([a-z_][a-z0-9_]*)\b/g)) {
      const table = match[2] ?? '';
      if (tables.has(table)) writes.push({ domain, file: relative, table, how: `${match[1]} ${table}` });
    }
    for (const match of source.matchAll(/\.(insert|update|delete)\(\s*([A-Za-z_]\w*)\s*\)/g)) {
      const table = symbols.get(match[2] ?? '');
      if (table) writes.push({ domain, file: relative, table, how: `.${match[1]}(${match[2]})` });
    }
  }
  return writes;
}

describe('who writes each table', () => {
  it('finds the writes it checks (the reader still reads the code as it is written)', async () => {
    const { byTable, bySymbol } = await tablesBySchemaFile();
    const writes = writesIn(byTable, bySymbol);
    expect(writes.some((write) => write.table === 'orders' && write.how.startsWith('INSERT INTO'))).toBe(true);
    expect(writes.some((write) => write.table === 'sessions' && write.how === '.insert(sessions)')).toBe(true);
    expect(writes.some((write) => write.table === 'products' && write.how === 'UPDATE products')).toBe(true);
  });

  it('has every table written only by the domain that owns it', async () => {
    const { byTable, bySymbol } = await tablesBySchemaFile();
    const owners = TABLE_OWNERS as Record<string, readonly string[]>;
    const strays = writesIn(byTable, bySymbol)
      .filter((write) => {
        const owner = owners[byTable.get(write.table) ?? '']?.[0];
        return write.domain !== owner && !(ALSO_WRITTEN_BY[write.table] ?? []).includes(write.domain);
      })
      .map((write) => `${write.file}: ${write.how} (the ${write.domain} domain writes a table it does not own: call its owner's service)`);
    expect(strays).toEqual([]);
  });
});
