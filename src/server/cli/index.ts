// `npm run cli -- <command> [options]`: each command lives in commands/<command>.ts and returns an exit code.
import { ConfigError } from '../config.ts';
import { DataDirInUseError } from '../db/embedded-postgres.ts';
import { UsageError } from './usage-error.ts';

type Command = { summary: string; load: () => Promise<{ run(args: string[]): Promise<number> }> };

const commands: Record<string, Command> = {
  'db:migrate': { summary: 'apply pending migrations', load: () => import('./commands/db-migrate.ts') },
  'seed:demo': { summary: 'add the demo catalogue and account when missing', load: () => import('./commands/seed-demo.ts') },
  'accounts:create': {
    summary: 'accounts:create --email E --password P --account-number N [--account-name NAME] [--first-name F] [--last-name L] [--no-on-account] [--can-switch]',
    load: () => import('./commands/accounts-create.ts'),
  },
  'applications:list': { summary: 'applications:list [--status pending|approved|declined]', load: () => import('./commands/applications-list.ts') },
  'applications:approve': { summary: 'applications:approve ID --account-number N (opens the account, invites its manager)', load: () => import('./commands/applications-approve.ts') },
  'applications:decline': { summary: 'applications:decline ID', load: () => import('./commands/applications-decline.ts') },
  'catalogue:import': { summary: 'catalogue:import FILE.csv', load: () => import('./commands/catalogue-import.ts') },
  'catalogue:generate': { summary: 'catalogue:generate --products N', load: () => import('./commands/catalogue-generate.ts') },
};

function usage(): string {
  const lines = Object.entries(commands).map(([name, command]) => `  ${name.padEnd(20)} ${command.summary}`);
  return `Usage: npm run cli -- <command> [options]\n\nCommands:\n${lines.join('\n')}`;
}

async function main(): Promise<number> {
  const [name, ...args] = process.argv.slice(2);
  if (!name || name === '--help' || name === 'help') {
    console.log(usage());
    return name ? 0 : 1;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command '${name}'.\n\n${usage()}`);
    return 1;
  }
  try {
    const module = await command.load();
    return await module.run(args);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof DataDirInUseError) {
      console.error(error.message);
      return error instanceof UsageError ? 1 : 2;
    }
    throw error;
  }
}

process.exitCode = await main();
