import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 * seconds once instead of every request. Runs after Vite has written the bundle and copied public/;
 * the build's own metadata (.vite/) stays uncompressed because it is never served.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'arcana:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
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
  };
}

/** Builds the SPA from client/ into dist/client; in development, proxies the API to the server. */
export default defineConfig({
  root: 'client',
  plugins: [react(), precompress()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // .vite/manifest.json maps each source module to its chunk; the first-load budget test reads it.
    manifest: true,
    rolldownOptions: {
      output: {
        // A stable, named vendor chunk: React and the router change less often than the app.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
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
