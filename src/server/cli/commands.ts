// Every CLI command: `npm run cli -- <command> [options]`. Each lives in commands/<command>.ts and
// answers an exit code; run-command.ts runs one here, command-socket.ts in the running store.
import type { Command } from './command-context.ts';

type CommandEntry = {
  summary: string;
  load: () => Promise<{ run: Command }>;
  /** Why the running store refuses to run it for a CLI (issue #16 item 17); unset: it runs it. */
  refusedWhileStoreRuns?: string;
};

export const COMMANDS: Record<string, CommandEntry> = {
  'db:migrate': {
    summary: 'apply pending migrations',
    load: () => import('./commands/db-migrate.ts'),
    refusedWhileStoreRuns:
      'The store running on this data folder applied every migration when it started, and runs the code those migrations belong to: there is nothing to migrate while it runs. A new version applies its own migrations when it starts.',
  },
  'seed:demo': { summary: 'add the demo catalogue and account when missing', load: () => import('./commands/seed-demo.ts') },
  'accounts:create': {
    summary: 'accounts:create --email E --password P --account-number N [--account-name NAME] [--first-name F] [--last-name L] [--[no-]on-account] [--[no-]can-switch]',
    load: () => import('./commands/accounts-create.ts'),
  },
  'applications:list': { summary: 'applications:list [--status pending|approved|declined]', load: () => import('./commands/applications-list.ts') },
  'applications:approve': { summary: 'applications:approve ID --account-number N (opens the account, invites its manager)', load: () => import('./commands/applications-approve.ts') },
  'applications:decline': { summary: 'applications:decline ID', load: () => import('./commands/applications-decline.ts') },
  'staff:create': { summary: 'staff:create --email E --password P --role owner|staff|warehouse (a back-office member)', load: () => import('./commands/staff-create.ts') },
  'catalogue:import': { summary: 'catalogue:import FILE.csv', load: () => import('./commands/catalogue-import.ts') },
  'catalogue:generate': { summary: 'catalogue:generate --products N', load: () => import('./commands/catalogue-generate.ts') },
};

export function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, command]) => `  ${name.padEnd(20)} ${command.summary}`);
  return `Usage: npm run cli -- <command> [options]\n\nCommands:\n${lines.join('\n')}`;
}
