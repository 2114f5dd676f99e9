import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The median of three Lighthouse runs: the simulated score moves a few points from run to run. */
export async function runLighthouse(url: string, runs = 3): Promise<number> {
  const scores: number[] = [];
  for (let run = 0; run < runs; run++) scores.push(await lighthouseOnce(url));
  scores.sort((a, b) => a - b);
  return scores[Math.floor(scores.length / 2)] ?? 0;
}

/** Lighthouse's default (mobile, throttled) performance score, 0..100, in Debian's Chromium. */
async function lighthouseOnce(url: string): Promise<number> {
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
    if (lhr?.runtimeError) console.error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    return Math.round((lhr?.categories.performance?.score ?? 0) * 100);
  } finally {
    await chrome.kill();
  }
}
