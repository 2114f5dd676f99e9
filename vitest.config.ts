import { defineConfig } from 'vitest/config';

// Unit and API tests only; the web build's Vite plugin is not needed here.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
