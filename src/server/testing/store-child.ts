// Test helper, run as a child process: a running store (the app of main.ts, without pages, so no web
// build is needed) on the configuration in its environment. It prints `{"port":N}` once it listens on
// a free port, and closes gracefully on SIGTERM.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const app = await buildApp(loadConfig(), { withPages: false });
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port })}\n`);
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
