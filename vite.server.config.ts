import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * Emits what drizzle's migrator reads at start-up (meta/_journal.json and the SQL files, not the snapshots
 * only drizzle-kit needs) as dist/server/migrations, where server/db/migrate.ts looks for it from the bundle.
 */
function migrations(): Plugin {
  let folder = '';
  return {
    name: 'arcana:migrations',
    apply: 'build',
    configResolved(config) {
      folder = join(config.root, 'server/db/migrations');
    },
    async generateBundle() {
      const sql = (await readdir(folder)).filter((name) => name.endsWith('.sql'));
      for (const name of [...sql, 'meta/_journal.json']) {
        this.emitFile({ type: 'asset', fileName: `migrations/${name}`, source: await readFile(join(folder, name)) });
      }
    },
  };
}

/**
 * Builds the server into dist/server as JavaScript for Node, so `npm run serve` starts without compiling
 * TypeScript (docs/architecture.md#building-and-serving). Our modules are bundled into a few files, which
 * start-up resolves at once; every package stays in node_modules. init-pglite is an entry of its own
 * because server/db/open-database.ts runs it as a child process. Every file sits directly in dist/server,
 * at the depth of server/http/ and server/db/, so the paths the modules resolve from `import.meta.url`
 * (dist/client, migrations/, the init script) hold from the bundle too.
 */
export default defineConfig({
  plugins: [migrations()],
  // Our modules are not served to a browser: nothing to copy from a public folder.
  publicDir: false,
  ssr: { target: 'node' },
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: { main: 'server/main.ts', 'init-pglite': 'server/db/init-pglite.ts' },
      output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
