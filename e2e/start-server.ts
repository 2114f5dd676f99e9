// The store as a new user starts it: the built app on a fresh embedded database with the demo data.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = path.join(tmpdir(), `store-e2e-${process.env.E2E_PORT ?? '3210'}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_PORT ?? '3210';
process.env.HOST = '127.0.0.1';
process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT}`;
process.env.LOG_LEVEL ??= 'warn';
process.env.LOGIN_RATE_LIMIT_PER_15_MIN ??= '1000';
delete process.env.DATABASE_URL;
await import('../src/server/main.ts');
