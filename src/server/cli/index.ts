// `npm run cli -- <command> [options]`: each command lives in commands/<command>.ts and returns an exit
// code. On the embedded database a store running on DATA_DIR holds it, so the command is handed to that
// store (hand-over.ts) and runs there; otherwise (no store running, or DATABASE_URL) it runs here.
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirInUseError } from '../db/embedded-postgres.ts';
import { outputOf } from './command-context.ts';
import { COMMANDS } from './commands.ts';
import { handOverToStore, UnsafeCommandSocketError } from './hand-over.ts';
import { runCommand } from './run-command.ts';

/** A store that holds the folder but has no command socket yet is still starting: wait this long for it. */
const STARTING_STORE_WAIT_MS = 30_000;

async function main(): Promise<number> {
  const [name, ...args] = process.argv.slice(2);
  const output = outputOf({});
  let dataDir: string | undefined;
  try {
    dataDir = name && name in COMMANDS ? embeddedDataDir() : undefined;
    if (dataDir && name) {
      const handedOver = await handOverToStore(dataDir, { command: name, args }, output);
      if (handedOver !== null) return handedOver;
    }
    return await runCommand(name, args);
  } catch (error) {
    if (error instanceof DataDirInUseError && dataDir && name) {
      const handedOver = await waitForStoreToStart(dataDir, name, args);
      if (handedOver !== null) return handedOver;
    }
    if (error instanceof DataDirInUseError || error instanceof UnsafeCommandSocketError || error instanceof ConfigError) {
      output.err(error.message);
      return 2;
    }
    throw error;
  }
}

/** DATA_DIR when the configured database is the embedded one there (a store may be running on it). */
function embeddedDataDir(): string | undefined {
  const config = loadConfig();
  return config.databaseUrl === undefined ? config.dataDir : undefined;
}

async function waitForStoreToStart(dataDir: string, name: string, args: string[]): Promise<number | null> {
  const giveUpAt = Date.now() + STARTING_STORE_WAIT_MS;
  while (Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const handedOver = await handOverToStore(dataDir, { command: name, args }, outputOf({}));
    if (handedOver !== null) return handedOver;
  }
  return null;
}

process.exitCode = await main();
