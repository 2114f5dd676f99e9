import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * The median of three Lighthouse runs: the simulated score moves a few points from run to run. A run
 * Lighthouse itself could not measure (it reports a runtime error, e.g. NO_NAVSTART) is tried again once.
 */
export async function runLighthouse(url: string, runs = 3): Promise<number> {
  const scores: number[] = [];
  for (let run = 0; run < runs; run++) scores.push((await lighthouseOnce(url)) ?? (await lighthouseOnce(url)) ?? 0);
  scores.sort((a, b) => a - b);
  return scores[Math.floor(scores.length / 2)] ?? 0;
}

/** Lighthouse's default (mobile, throttled) performance score, 0..100, in Debian's Chromium; null when it could not measure. */
async function lighthouseOnce(url: string): Promise<number | null> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      console.error(`Lighthouse could not measure ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
      return null;
    }
    return Math.round((lhr.categories.performance?.score ?? 0) * 100);
  } finally {
    await chrome.kill();
  }
}
