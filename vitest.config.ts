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
  },
});
