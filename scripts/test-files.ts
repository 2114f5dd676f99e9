// Which engine each server test file meets (issue #26: the suite ran every database test twice).
//   - A file whose imports reach src/server/testing/test-app.ts (the one place TEST_DATABASE_URL is read)
//     is a database file. It runs once, on PostgreSQL when a server answers (`npm run test:pg`), else on
//     PGlite: the server is the engine of production's many connections and the older SQL (15).
//   - The database files of BOTH_ENGINES run on PGlite too (`npm run test:unit`): they exercise what the
//     embedded engine does differently, with one connection for everything: placing and numbering orders,
//     jobs and e-mails queued in a transaction, change notices, long transactions, races, losing the
//     database, and the CLI and seed that run on it. The e2e suite and the fault suite's kill -9 run on the
//     embedded engine too, as `npm start` does.
//   - Every other file (pure logic, or PGlite it opens itself) runs in `npm run test:unit`.
// TEST_ENGINES=both runs every database file on both engines.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Database files that also run on PGlite, each with what it shows there. */
export const BOTH_ENGINES: Record<string, string> = {
  'src/server/domains/delivery/delivery.routes.test.ts': 'a delivery day checked again in the placing transaction, and zones added at once',
  'src/server/domains/checkout/checkout.routes.test.ts': 'a whole purchase, its e-mail job queued in the order transaction',
  'src/server/domains/orders/order-numbers.routes.test.ts': 'order numbers without gaps or repeats under concurrent checkouts',
  'src/server/domains/orders/place-order.test.ts': 'placing an order in one transaction with the cart and stock',
  'src/server/domains/payments/payment-integrity.routes.test.ts': 'card payments settled once whatever arrives twice',
  'src/server/domains/fulfilment/cancel-refund.test.ts': 'a cancel with refund, its claim and its crash',
  'src/server/domains/fulfilment/admin-orders.routes.test.ts': 'the desk moving orders, e-mails and webhooks queued with each move',
  'src/server/domains/fulfilment/order-desk.routes.test.ts': 'a hold racing a move, and two bulk moves naming one order',
  'src/server/domains/fulfilment/shipments.routes.test.ts': 'shipments of one order taking turns on its row, each with its invoice and e-mail in its transaction',
  'src/server/domains/catalogue/catalogue-changes.routes.test.ts': 'catalogue change notices (LISTEN/NOTIFY) on the one connection',
  'src/server/domains/search/search-sync.routes.test.ts': 'the search index following catalogue writes',
  'src/server/domains/catalogue-admin/import/admin-catalogue-import.routes.test.ts': 'a 3,000-row import applied in one transaction',
  'src/server/domains/integration/integration-sync.routes.test.ts': "the ERP's batch upserts, all or nothing",
  'src/server/domains/integration/webhooks.routes.test.ts': 'webhook deliveries as pg-boss jobs',
  'src/server/domains/staff/staff-races.routes.test.ts': 'two staff members racing on one record',
  'src/server/db/connection-loss.test.ts': 'a lost database connection',
  'src/server/domains/health/database-outage.test.ts': 'answering while the database is gone',
  'src/server/domains/health/shutdown.test.ts': 'shutting down with work in flight',
  'src/server/domains/demo/seed-demo.test.ts': 'the demo data `npm start` seeds into the embedded database',
  'src/server/cli/commands/accounts-create.test.ts': 'the CLI writing the embedded database',
  'src/server/domains/invoicing/invoicing.routes.test.ts': 'invoices issued at dispatch and payment, numbered without gaps under racing dispatches, never changed',
  'src/server/domains/invoicing/account-payments.routes.test.ts': 'payments racing for one invoice, all-or-none ERP batches',
  'src/server/domains/invoicing/credit-notes.routes.test.ts': 'credit notes racing for what an invoice has left',
  'src/server/domains/invoicing/card-credit-notes.routes.test.ts': "a card credit note's refund under the order's claim, racing notes, and its job after a crash",
  'src/server/domains/invoicing/credit-control.routes.test.ts': 'two buyers racing past a credit limit under the account lock',
  'src/server/domains/approvals/approvals.routes.test.ts': 'two buyers racing past a budget under the spend lock, two managers approving one request',
};

/** The project's own modules `file` imports (static or dynamic, with a relative path). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:\bfrom|\bimport\s*\(?)\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1] ?? '');
  return specifiers.map((specifier) => path.resolve(path.dirname(file), specifier));
}

/** The test files under `folder` whose imports, followed through every module, lead to `target`. */
function testFilesReaching(tests: readonly string[], target: string): Set<string> {
  const importers = new Map<string, string[]>();
  const read = new Set<string>();
  const follow = (file: string): void => {
    if (read.has(file)) return;
    read.add(file);
    let imported: string[];
    try {
      imported = importsOf(file);
    } catch {
      return; // not a module of ours to read (a folder, or a file a loader reads): nothing to follow
    }
    for (const module of imported) {
      importers.set(module, [...(importers.get(module) ?? []), file]);
      follow(module);
    }
  };
  tests.forEach(follow);
  const reaching = new Set([target]);
  const queue = [target];
  for (let module = queue.pop(); module !== undefined; module = queue.pop()) {
    for (const importer of importers.get(module) ?? []) {
      if (!reaching.has(importer)) {
        reaching.add(importer);
        queue.push(importer);
      }
    }
  }
  return new Set(tests.filter((file) => reaching.has(file)));
}

export type TestFiles = {
  /** Files that meet no database server: pure logic, or PGlite they open themselves. */
  plain: string[];
  /** Files that build the app through the test kit, on the engine TEST_DATABASE_URL chooses. */
  database: string[];
};

/** Every test file under src/, relative to the project, sorted. */
export function classifyTestFiles(): TestFiles {
  const all = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(root, 'src', name))
    .sort();
  const target = path.join(root, 'src/server/testing/test-app.ts');
  if (!existsSync(target)) throw new Error('src/server/testing/test-app.ts has moved: update scripts/test-files.ts');
  const database = testFilesReaching(all, target);
  const relative = (file: string) => path.relative(root, file);
  const result = { plain: all.filter((file) => !database.has(file)).map(relative), database: [...database].map(relative) };
  const unknown = Object.keys(BOTH_ENGINES).filter((file) => !result.database.includes(file));
  if (unknown.length > 0) throw new Error(`scripts/test-files.ts names files that are not database test files: ${unknown.join(', ')}`);
  return result;
}
