import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and API tests only; the web build's Vite plugin is not needed here.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One migrated template database a run; each test file's database is a copy of it.
    globalSetup: ['src/server/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker runs one file after another and imports the app's modules once, not once per file: the
    // files share no state but what they build in their hooks (each its own database and app). A worker
    // that V8 ends (nodejs/node#64500) has its files run again by scripts/vitest-run.ts.
    isolate: false,
    // Vitest's default leaves one of two cores to its main process, which idles; the files mostly wait
    // on their databases, timers and scrypt, so two at a time on two cores finish sooner (docs/decisions.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
