// The store as a new user starts it: the built app on a fresh embedded database with the demo data,
// plus a few e2e accounts (created with the accounts:create command before the server takes the
// data-dir lock; the demo seed still runs, because it looks for an empty catalogue).
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = path.join(tmpdir(), `store-e2e-${process.env.E2E_PORT ?? '3210'}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
const port = process.env.E2E_PORT ?? '3210';
process.env.PORT = port;
process.env.HOST = '127.0.0.1';
process.env.PUBLIC_URL = `http://127.0.0.1:${port}`;
process.env.LOG_LEVEL ??= 'warn';
process.env.LOGIN_RATE_LIMIT_PER_15_MIN ??= '1000';
// Every browser of the suite asks from 127.0.0.1; the limit itself is tested through the API.
process.env.SUGGEST_RATE_LIMIT_PER_MINUTE ??= '100000';
// The header's optional external link and one social profile (settings, issue #16 items 14 and 21: e2e/site-header.spec.ts).
process.env.HEADER_EXTERNAL_LINK_LABEL ??= 'Careers';
process.env.HEADER_EXTERNAL_LINK_URL ??= 'https://careers.caresupply.example/';
process.env.SOCIAL_LINKEDIN_URL ??= 'https://www.linkedin.com/company/caresupplyco-example';
delete process.env.DATABASE_URL;
// Issue #19: the webhook e2e test's receiver listens on this machine (e2e/admin-integrations.spec.ts).
process.env.WEBHOOK_ALLOW_PRIVATE ??= 'true';

// Keep in step with E2E_BUYERS in e2e/fixtures.ts.
const e2eAccounts = [
  ['e2e-1@example.test', '900001', 'E2E Cart Rest Home', '--on-account'],
  ['e2e-2@example.test', '900002', 'E2E Orders Rest Home', '--on-account'],
  ['e2e-3@example.test', '900003', 'E2E Card Only Care', '--no-on-account'],
  ['e2e-4@example.test', '900004', 'E2E Fast Orders Care', '--on-account'],
  ['e2e-5@example.test', '900005', 'E2E Resident Care', '--on-account'],
  ['e2e-6@example.test', '900006', 'E2E Resident Planning', '--on-account'],
  // A manager in two homes that may switch between them (e2e/my-account.spec.ts).
  ['e2e-7@example.test', '900007', 'E2E Kowhai Lodge', '--can-switch'],
  ['e2e-7@example.test', '900008', 'E2E Rata House', '--can-switch'],
  // An order dispatched by the back office's fulfilment service (e2e/order-fulfilment.spec.ts).
  ['e2e-fulfilment@example.test', '900017', 'E2E Fulfilment Care', '--on-account'],
  // Issue #19: an order the ERP moves, which a webhook reports (e2e/admin-integrations.spec.ts).
  ['e2e-integration@example.test', '900019', 'E2E Integration Care', '--on-account'],
  // Issue #26: an account the desk renames, then finds in the audit log by its number (e2e/admin.spec.ts).
  ['e2e-audit@example.test', '900021', 'E2E Audit Care', '--on-account'],
  // Issue #27: an account with contract prices, which its own spec sends through the ERP's API (e2e/contract-prices.spec.ts).
  ['e2e-contract@example.test', '900027', 'E2E Contract Care', '--on-account'],
  // Issue #28: an account whose invoice the desk credits and records paid, and whose credit limit it sets (e2e/admin-invoicing.spec.ts).
  ['e2e-invoicing@example.test', '900028', 'E2E Invoicing Care', '--on-account'],
  // Issue #29: a manager whose buyer's order waits for approval (e2e/approvals.spec.ts).
  ['e2e-approvals@example.test', '900029', 'E2E Approvals Care', '--on-account'],
  // Issue #30: the orders the back office's desk specs place and work on (dashboard, bulk moves, notes and holds, shipments).
  ['e2e-desk@example.test', '900030', 'E2E Desk Care', '--on-account'],
  // Issue #30 Part 2: a delivered order whose goods the buyer returns (e2e/returns.spec.ts, e2e/returns-setup.ts).
  ['e2e-returns@example.test', '900032', 'E2E Returns Care', '--on-account'],
  // Issue #30 Part 4: an account whose users the desk invites, resends and cancels (e2e/admin-account-users.spec.ts).
  ['e2e-users@example.test', '900031', 'E2E Users Care', '--on-account'],
  // Issue #30 Part 4: an account with a contract price of its own, which the desk views as a customer (e2e/admin-view-as.spec.ts).
  ['e2e-view-as@example.test', '900033', 'E2E View As Care', '--on-account'],
  // Issue #30 Part 4: an account the desk takes an order for by phone (e2e/admin-phone-order.spec.ts).
  ['e2e-phone@example.test', '900034', 'E2E Phone Orders Care', '--on-account'],
] as const;
// One database and one set of services for every setup step (e2e/setup-context.ts), closed before the store takes the data-dir lock.
const { withCliDatabase } = await import('../src/server/cli/cli-database.ts');
const { withCliServices } = await import('../src/server/cli/cli-services.ts');
const { run: createAccount } = await import('../src/server/cli/commands/accounts-create.ts');
const { run: createStaff } = await import('../src/server/cli/commands/staff-create.ts');
const quiet = { out: () => {}, err: () => {} }; // the commands print each account or member as JSON
await withCliDatabase((database) => withCliServices({ database }, async (services) => {
  const setup = { database, services };
  const context = { services, database, output: quiet };
  const buyer = (email: string, accountNumber: string, accountName: string, onAccount: string) =>
    createAccount(['--email', email, '--password', 'e2e-password', '--account-number', accountNumber, '--account-name', accountName, '--first-name', 'Erin', '--last-name', 'Tester', onAccount], context);
  for (const [email, accountNumber, accountName, onAccount] of e2eAccounts) await buyer(email, accountNumber, accountName, onAccount);
  // The back office's first owner (issue #17; e2e/admin.spec.ts), as a merchant makes theirs.
  await createStaff(['--email', 'e2e-owner@example.test', '--password', 'e2e-owner-password', '--role', 'owner'], context);
  // Desk staff and a dispatcher that e2e/staff-session.ts signs in (their secrets: a file this run starts afresh).
  const { E2E_STAFF, staffSecretsFile } = await import('./staff-members.ts');
  rmSync(staffSecretsFile(port), { force: true });
  await createStaff(['--email', E2E_STAFF.desk.email, '--password', E2E_STAFF.desk.password, '--role', 'staff'], context);
  await createStaff(['--email', E2E_STAFF.dispatch.email, '--password', E2E_STAFF.dispatch.password, '--role', 'warehouse'], context);
  await createStaff(['--email', E2E_STAFF.integrations.email, '--password', E2E_STAFF.integrations.password, '--role', 'owner'], context);
  await createStaff(['--email', E2E_STAFF.security.email, '--password', E2E_STAFF.security.password, '--role', 'staff'], context);

  // A header link hidden from one e2e account by its rest_acc (spec §6; e2e/site-header.spec.ts).
  await database.db.execute("UPDATE nav_items SET rest_acc = '{900003}' WHERE url = '/delivery-returns'");
  const { placeAndDispatchOrders, placeNewOrder } = await import('./fulfilment-setup.ts');
  await placeAndDispatchOrders(setup, ['900017', '900028', '900032']);
  await (await import('./returns-setup.ts')).deliverOrdersOf(setup, '900032');
  await placeNewOrder(setup, '900019');
  // customer-screens: an account on account whose synced address its manager asked to change (e2e/admin-customers.spec.ts).
  const { DESK_ACCOUNT, openAddressRequest } = await import('./customer-setup.ts');
  await buyer(DESK_ACCOUNT.email, DESK_ACCOUNT.accountNumber, DESK_ACCOUNT.name, '--on-account');
  await openAddressRequest(setup, DESK_ACCOUNT.accountNumber);
  // Issue #26 item 3: a link and two pictures stored off the site before the rule (e2e/site-paths.spec.ts).
  await (await import('./site-path-setup.ts')).storeOffSitePaths(setup, port);
  await (await import('./phone-order-setup.ts')).addPhoneOrderAddress(setup);
}));
await import('../src/server/main.ts');
