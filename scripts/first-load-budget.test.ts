/**
 * The first-load budget: the JavaScript and CSS a first visit to a page downloads, measured from the
 * production build as the server sends it to a browser that accepts brotli (the build's `.br` sibling,
 * or the file itself where the build found it too small to compress).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#client/router.tsx';

/** kB as Vite's build report and browsers' network panels count them. */
const KB = 1000;
/** Compressed bytes of JS and CSS, and requests (the document, its scripts and stylesheets). */
interface Budget {
  js: number;
  css: number;
  requests: number;
}

/**
 * Ceilings at today's first load plus a little room, so nothing grows it unnoticed; lower them as the
 * first load gets lighter, down to the goal (docs/architecture.md#tests-and-benchmarks).
 */
const BUDGETS: Readonly<Record<string, Budget>> = {
  // 1 kB over the goal (down from 2.5 kB in the performance round) for what the page needs from its first paint: the
  // crisis screen's contract and the loaders that fetch it when a question is typed or Start is pressed
  // (docs/product.md#safety), a lost connection told apart from an error, New reading, notices in the page, the question
  // limit said as it happens. What opens later loads after the page: the crisis word lists and card, the offline strip
  // and the refetch on reconnect, the reveal's flip, the help panel, and the dialogs with react-bootstrap's Modal.
  '/app/main/reading': { js: 151 * KB, css: 25 * KB, requests: 12 },
  '/demo': { js: 108 * KB, css: 25 * KB, requests: 8 },
};
/** Where the ceilings are headed: a first visit to any page within these. */
const GOAL: Budget = { js: 150 * KB, css: 35 * KB, requests: 15 };
const PAGES = Object.keys(BUDGETS);

const repoRoot = join(import.meta.dirname, '..');
const clientSource = join(repoRoot, 'client');
const built = join(repoRoot, 'dist/client');
const manifestPath = join(built, '.vite/manifest.json');
/** What the build is made from: a change to any of them makes dist/client stale. */
const BUILD_INPUTS = ['client', 'common', 'art', 'vite.config.ts', 'package-lock.json'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The latest modification time of a file, or of anything inside a folder. */
function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs), stat.mtimeMs);
}

/** Builds the client unless dist/client is newer than everything it is built from (as after `npm run build`). */
function ensureBuild(): void {
  const builtAt = existsSync(manifestPath) ? statSync(manifestPath).mtimeMs : 0;
  if (BUILD_INPUTS.every((input) => newestChange(join(repoRoot, input)) < builtAt)) return;
  // Vitest sets NODE_ENV=test, which the build would inherit and answer with React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: repoRoot, encoding: 'utf8', env });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}${result.stderr}`);
}

/** The module a lazy route loads, as its manifest key; dev-server transforms keep the import's path in the function's text. */
function lazyModules(route: RouteObject): string[] {
  const { lazy } = route;
  if (!lazy) return [];
  const loaders = typeof lazy === 'function' ? [lazy] : Object.values(lazy);
  return loaders.map((loader) => {
    const specifier = /import\w*\(\s*["'`]([^"'`]+)["'`]/.exec(String(loader))?.[1];
    if (!specifier) throw new Error(`cannot tell which module route ${route.path ?? '(pathless)'} loads: ${String(loader)}`);
    const source = specifier.startsWith('/') ? join(repoRoot, specifier) : join(clientSource, specifier);
    return relative(clientSource, source).split('\\').join('/');
  });
}

interface FirstLoad {
  js: number;
  css: number;
  raw: number;
  requests: number;
  files: string[];
}

/** Size on the wire for a brotli-accepting browser. */
function sentBytes(file: string): number {
  const path = join(built, file);
  return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;
}

/** index.html's entry and its static imports (its modulepreloads), then each lazy route module on the way to `page` with its own. */
function measureFirstLoad(manifest: Manifest, page: string): FirstLoad {
  const matches = matchRoutes(routes, page);
  if (!matches) throw new Error(`no route matches ${page}`);
  const files = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (visited.has(key)) return;
    visited.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const { route } of matches) for (const key of lazyModules(route)) visit(key);

  const list = [...files];
  const total = (extension: string) => list.filter((file) => file.endsWith(extension)).reduce((sum, file) => sum + sentBytes(file), 0);
  const raw = list.reduce((sum, file) => sum + statSync(join(built, file)).size, 0);
  return { js: total('.js'), css: total('.css'), raw, requests: 1 + list.length, files: list };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

describe('first-load budget', () => {
  let manifest: Manifest;
  beforeAll(() => {
    ensureBuild();
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  }, 300_000);

  it.each(PAGES)('%s stays within its first-load budget (brotli)', (page) => {
    const load = measureFirstLoad(manifest, page);
    const budget = BUDGETS[page]!;
    console.log(
      `First load of ${page}: JS ${kb(load.js)} / ${kb(budget.js)} (goal ${kb(GOAL.js)}), CSS ${kb(load.css)} / ${kb(budget.css)}, ` +
        `${load.requests} / ${budget.requests} requests (goal ${GOAL.requests}; uncompressed ${kb(load.raw)})\n  ${load.files.join('\n  ')}`,
    );
    expect(load.js, 'first-load JavaScript, brotli bytes').toBeLessThanOrEqual(budget.js);
    expect(load.css, 'first-load CSS, brotli bytes').toBeLessThanOrEqual(budget.css);
    expect(load.requests, 'requests: the document, its scripts and stylesheets').toBeLessThanOrEqual(budget.requests);
  });

  it('the build writes a brotli and a gzip sibling beside every text file over 1 kB', () => {
    const texts = readdirSync(built, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(?:js|css|html|svg|json|webmanifest)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((path) => !relative(built, path).startsWith('.') && statSync(path).size > 1024);
    expect(texts.length).toBeGreaterThan(0);
    const missing = texts.filter((path) => !existsSync(`${path}.br`) || !existsSync(`${path}.gz`));
    expect(missing.map((path) => relative(built, path))).toEqual([]);
  });
});
