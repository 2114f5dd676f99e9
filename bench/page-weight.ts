// `node bench/page-weight.ts`: what a guest's product page and home page make the browser fetch and
// parse: the CSS inlined in the page, and every script it loads (entry, modulepreloads), raw and
// compressed as served (.br files beside the build). Starts a store on a fresh embedded database.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startStore, stopStore } from '../scripts/cluster/store-process.ts';
import { ensureWebBuild } from '../scripts/web-build.ts';

const CLIENT = path.resolve(import.meta.dirname, '../build/client');
const port = Number(process.env.PAGE_WEIGHT_PORT ?? 3480);

function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) if (match[1]) found.add(match[1]);
  for (const match of html.matchAll(/import\(?\s*["']([^"']+\.js)["']/g)) if (match[1]) found.add(match[1]);
  return [...found];
}

function inlineCss(html: string): string {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('\n');
}

function assetSize(url: string): { raw: number; brotli: number } {
  const file = path.join(CLIENT, url.replace(/^\//, ''));
  const brotli = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : 0;
  return { raw: statSync(file).size, brotli };
}

ensureWebBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), 'store-page-weight-'));
const store = await startStore({ port, env: { DATA_DIR: dataDir, SEED_DEMO: 'true' }, logFile: path.join(dataDir, 'store.log'), startTimeoutMs: 180_000 });
try {
  const products = (await (await fetch(`http://127.0.0.1:${port}/api/products?per_page=1`)).json()) as { data: { url: string }[] };
  const productUrl = products.data[0]?.url ?? '/';
  for (const [name, url] of [['guest product page', productUrl], ['guest home page', '/']] as const) {
    const html = await (await fetch(`http://127.0.0.1:${port}${url}`)).text();
    const css = inlineCss(html);
    const scripts = scriptsOf(html).map((src) => ({ src, ...assetSize(src) }));
    const js = scripts.reduce((sum, script) => ({ raw: sum.raw + script.raw, brotli: sum.brotli + script.brotli }), { raw: 0, brotli: 0 });
    console.log(
      `${name} (${url}): HTML ${(html.length / 1024).toFixed(1)} KB; inline CSS ${(css.length / 1024).toFixed(1)} KB raw, ` +
        `${(gzipSync(css).length / 1024).toFixed(1)} KB gzip; JS ${scripts.length} files ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.brotli / 1024).toFixed(1)} KB brotli`,
    );
  }
} finally {
  await stopStore(store);
  rmSync(dataDir, { recursive: true, force: true });
}

