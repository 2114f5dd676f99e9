import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './db/embedded-postgres.ts';

async function main(): Promise<void> {
  const isDevServer = process.argv.includes('--dev');
  // React, loaded with the page handler, picks its development or production build by NODE_ENV, and the
  // development build renders pages several times slower: outside `npm run dev` the store runs as production.
  if (!isDevServer) process.env.NODE_ENV ??= 'production';
  const config = loadConfig(process.env, { isDevServer });
  const app = await buildApp(config, { isTerminal: process.stdout.isTTY });
  await app.listen({ port: config.port, host: config.host });

  // Graceful shutdown: stop accepting, let requests in flight finish, then close the database.
  let isClosing = false;
  const close = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => close('SIGINT'));
  process.on('SIGTERM', () => close('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
