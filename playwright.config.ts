import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_BASE_PORT, e2ePort } from './e2e/server-port.ts';

// E2E_WORKERS stores, one a worker (e2e/server-port.ts): the config is read again in each worker, where
// TEST_PARALLEL_INDEX names its store. A spec file runs whole in one worker, its tests in order.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

// Debian's Chromium (a test tool's own browser download does not work on these machines), as its headless
// shell where installed: the same browser without the full browser's windowing layer, as Playwright itself
// runs headless tests. On two cores it took half the browser's CPU time and a third off the suite (issue
// #26, CI time; docs/decisions.md). CHROMIUM_PATH=/usr/bin/chromium runs the full browser.
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${e2ePort()}`,
    // A trace records every test's screens and DOM as it runs, about a fifth of the suite's time on two
    // cores (issue #26, CI time); CI keeps only the output, so it is asked for by E2E_TRACE=retain-on-failure.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    // No transition or animation frames to paint (the store's CSS honours it): a tenth less of the
    // browser's time, and a popup is where it ends up at once.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node e2e/start-server.ts',
    url: `http://127.0.0.1:${E2E_BASE_PORT + index}/healthz`,
    // A loaded machine may take minutes to build the demo data; a quiet one takes seconds.
    timeout: 600_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(E2E_BASE_PORT + index) },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
