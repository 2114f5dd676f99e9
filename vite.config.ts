import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|map)$/;

/**
 * Writes .br and .gz beside every text file of the client build, which @fastify/static serves
 * (preCompressed) to browsers that accept them: a third of the bytes, at no cost per request.
 */
function precompressClientBuild(): Plugin {
  return {
    name: 'precompress-client-build',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const fullPath = path.join(outDir, file);
          const content = await readFile(fullPath);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            promisify(gzip)(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${fullPath}.br`, br), writeFile(`${fullPath}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), precompressClientBuild()],
  environments: {
    // Fewer, larger chunks for the browser: a page fetched some 18 small files, each a round trip on
    // a slow mobile connection. Libraries go in one chunk, the code every page uses (layout, catalogue,
    // cart, the header's search suggestions, shared, and the stylesheet URLs of styles/stylesheets.ts)
    // in another; route modules and the checkout, orders and sign-in code stay split.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The spreadsheet readers stay out: quick order loads each only when a file of its kind is chosen;
                // so does the back office's QR code library (its enrolment step loads it).
                { name: 'vendor', test: /node_modules(?!\/(papaparse|read-excel-file|fflate|saxen|unzipper-esm|worker-f|qr)\/)/ },
                // The back office's own shared modules stay with the back office's chunks (issue #17).
                { name: 'app', test: /\/src\/(shared\/(?!staff-permissions\.ts|fulfilment-moves\.ts|integration-choices\.ts)|web\/(lib|components|styles|features\/(layout|catalogue|cart|search))\/)/ },
              ],
            },
          },
        },
      },
    },
    // React Router's custom-server pattern: the SSR bundle's entry is our handler module, which
    // imports the route build itself, so build/server/index.js exports createPageHandler.
    ssr: { build: { rolldownOptions: { input: './src/web/server-handler.ts' } } },
  },
});
