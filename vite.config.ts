import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './client/pwa/build-options.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';
const proxied = ['/api', '/v1', '/webhooks', '/healthz'];

/** Text files the server can send precompressed; below PRECOMPRESS_MIN_BYTES the encoding saves next to nothing. */
const PRECOMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const PRECOMPRESS_MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside every text file of the build, which the
 * static handler sends by Accept-Encoding (server/http/spa.ts): maximum compression costs the build
 * seconds once instead of every request. Runs after Vite has written the bundle and copied public/,
 * and after the service worker is generated, so it is compressed too; the build's own metadata
 * (.vite/) stays uncompressed because it is never served.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'arcana:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
        const files = entries
          .filter((entry) => entry.isFile() && PRECOMPRESSIBLE.test(entry.name))
          .map((entry) => join(entry.parentPath, entry.name))
          .filter((path) => !relative(outDir, path).split(sep).some((part) => part.startsWith('.')));
        await Promise.all(
          files.map(async (path) => {
            const source = await readFile(path);
            if (source.length < PRECOMPRESS_MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
              gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            // A sibling no smaller than the original would only cost the reader.
            if (br.length < source.length) await writeFile(`${path}.br`, br);
            if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
          }),
        );
      },
    },
  };
}

/** Builds the SPA from client/ into dist/client; in development, proxies the API to the server. */
export default defineConfig({
  root: 'client',
  plugins: [react(), VitePWA(pwaOptions), precompress()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // .vite/manifest.json maps each source module to its chunk; the first-load budget test reads it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for a first visit (scripts/first-load-budget.test.ts measures it). A group
        // also takes the dependencies of what it matches, so the higher groups claim what lower ones must not drag in.
        // Route modules stay out of every group: each remains the lazy chunk its route loads.
        codeSplitting: {
          groups: [
            // Stable vendors, cached across releases: React and the router, then the schema library, which the
            // landing page does without.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 6 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 5 },
            // Everything index.html needs joins its entry chunk rather than a string of small shared ones.
            { name: 'boot', tags: ['$initial'], priority: 4 },
            // The other libraries, but not the navbar only the public frame draws, nor the dialogs' Modal, which loads
            // with the dialogs after the page (client/components/lazy-error-dialog.tsx), nor the service worker's
            // registration, which loads after the page too (client/pwa/update-prompt.tsx), nor My Readings' search, nor
            // the paged queries only the journal's pages use (client/features/journal/use-journal.ts), nor the Insights
            // page's charts: recharts and the libraries it draws with (client/features/insights/charts).
            {
              name: 'vendor',
              test: /node_modules[\\/](?!react-bootstrap[\\/]esm[\\/](Navbar|Collapse|Modal(Dialog|Header|Title|Body|Footer)?\.js)|workbox-window[\\/]|minisearch[\\/]|@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](infiniteQuery(Observer|Options)|useInfiniteQuery)\.js|(recharts|@reduxjs[\\/]toolkit|redux|redux-thunk|react-redux|reselect|immer|victory-vendor|d3-[a-z-]+|internmap|es-toolkit|eventemitter3|decimal\.js-light|tiny-invariant|use-sync-external-store|clsx|react-is)[\\/])/,
              priority: 3,
            },
            // What the landing page shares with the app, the privacy claims both say included.
            { name: 'ui', test: /client[\\/](components[\\/](brand|skip-link)|routes[\\/]use-page-copy)|common[\\/]privacy[\\/]claims/, priority: 2 },
            // The signed-in shell: header (but its help panel, which loads after the page), menu, its gate and the API
            // hooks its pages share.
            {
              name: 'app',
              test: /client[\\/](routes[\\/]app[\\/](header[\\/](?!help-panel)|menu|session|encryption-gate)|features[\\/](readings|points|profile|messages|special-readings|encryption|decks)[\\/]api\.ts|features[\\/]readings[\\/]mutations|features[\\/]notices[\\/]notice-context|features[\\/]messages[\\/]user-status|common[\\/]api[\\/]user-status)/,
              priority: 1,
            },
            // The reading form with the card backs it draws; the draw and result pages reuse most of it.
            {
              name: 'reading',
              test: /client[\\/]features[\\/]readings[\\/](components[\\/](reading-form|active-reading-notice|active-reading-gate)|deck-options)|common[\\/]domain[\\/]spreads/,
            },
          ],
        },
      },
    },
  },
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
});
