/**
 * The Dockerfile and compose.yaml, checked without a container engine. The Dockerfile is parsed, then its
 * stages run in order (scripts/docker/): the context copied as the builder sends it, each RUN in a sandbox
 * root with the stage's environment, working directory and user, COPY --from between the roots, and the
 * final CMD started as the image's user, until the image's own HEALTHCHECK command passes against it.
 * This machine's Debian and Node stand in for the base image, so they must be its release and major version.
 * compose.yaml is read as YAML and checked for what the README's production guide relies on.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { freePort, STARTUP_TIMEOUT_MS, STOP_TIMEOUT_MS } from '#server/test/spawned-server.ts';
import { parseDockerfile } from './docker/parse-dockerfile.ts';
import { contextFiles, parseDockerIgnore } from './docker/dockerignore.ts';
import { argvOf, type BuiltStage, imageEnv, runInSandbox, runStage } from './docker/run-stages.ts';
import { canSandbox, sandboxArgs } from './docker/sandbox.ts';

const repoRoot = join(import.meta.dirname, '..');
const stages = parseDockerfile(readFileSync(join(repoRoot, 'Dockerfile'), 'utf8'));
const runtime = stages.at(-1)!;
/** The image's user id in the official Node images. */
const IMAGE_USER_ID = 1000;
const HEALTH_POLL_MS = 500;
/** A stage's `npm ci` downloads and unpacks hundreds of packages, and removing both stages' takes minutes too. */
const STAGE_TIMEOUT_MS = 600_000;
/** What `docker build` would pass through from this machine's environment for the network to work. */
const NETWORK_VARIABLES = ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy', 'NODE_EXTRA_CA_CERTS'];

/** Why this machine cannot stand in for the base image, if it cannot. */
function standInProblem(): string | undefined {
  const sandbox = canSandbox();
  if (!sandbox.ok) return `the sandbox cannot run: ${sandbox.reason}`;
  const base = /^node:(\d+)\.\d+\.\d+-(\w+)-slim@/.exec(stages[0]!.image);
  if (!base) return `the base image ${stages[0]!.image} is not node:<version>-<debian>-slim@<digest>`;
  const release = /^VERSION_CODENAME=(\w+)$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
  const nodeMajor = process.versions.node.split('.')[0];
  if (release !== base[2] || nodeMajor !== base[1]) return `this machine (Debian ${release}, Node ${process.versions.node}) is not ${stages[0]!.image}`;
  return undefined;
}

describe('the Dockerfile as written', () => {
  it('has a build stage and a runtime stage that runs as a user of its own, with a health check', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const kinds = runtime.instructions.map((instruction) => instruction.kind);
    expect(kinds).toContain('HEALTHCHECK');
    expect(runtime.instructions.some((instruction) => instruction.kind === 'COPY' && instruction.from === stages[0]!.name)).toBe(true);
    const users = runtime.instructions.flatMap((instruction) => (instruction.kind === 'USER' ? [instruction.user] : []));
    expect(users.at(-1)).toBe('node');
    const run = runtime.instructions.flatMap((instruction) => (instruction.kind === 'RUN' && 'shell' in instruction.command ? [instruction.command.shell] : []));
    expect(run.some((command) => command.includes('npm ci --omit=dev'))).toBe(true);
    const env = Object.assign({}, ...runtime.instructions.map((instruction) => (instruction.kind === 'ENV' ? instruction.variables : {}))) as Record<string, string>;
    expect(env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', DATA_DIR: '/data' });
    const cmd = runtime.instructions.findLast((instruction) => instruction.kind === 'CMD');
    expect(cmd && 'exec' in cmd.command ? cmd.command.exec : []).toEqual(['node', 'dist/server/main.js']);
    console.log(`Dockerfile: ${stages.length} stages (${stages.map((stage) => stage.name).join(', ')}), runtime as ${users.at(-1)}, HEALTHCHECK and CMD in exec form`);
  });

  it('pins the Docker base image by digest: every stage from one node:<version>-bookworm-slim tag and its sha256', () => {
    const images = new Set(stages.map((stage) => stage.image));
    expect(images.size).toBe(1);
    const [image] = images;
    expect(image).toMatch(/^node:\d+\.\d+\.\d+-bookworm-slim@sha256:[0-9a-f]{64}$/);
    console.log(`Dockerfile: ${stages.length} stages from ${image}`);
  });

  it('leaves installed and built files, local data and secrets out of the context', () => {
    const ignore = parseDockerIgnore(readFileSync(join(repoRoot, '.dockerignore'), 'utf8'));
    const left = ['.git/HEAD', 'node_modules/vite/package.json', 'dist/server/main.js', 'data/secrets.json', '.env', '.env.production', 'test-results/x.json'];
    for (const path of left) expect(ignore.excludes(path), path).toBe(true);
    const kept = ['.env.example', 'package.json', 'package-lock.json', '.npmrc', 'server/main.ts', 'client/index.html', 'server/db/migrations/meta/_journal.json'];
    for (const path of kept) expect(ignore.excludes(path), path).toBe(false);
    console.log(`.dockerignore: ${left.length} kinds of path left out, ${kept.length} the build needs kept`);
  });
});

const problem = standInProblem();
if (problem) console.log(`Dockerfile steps not run: ${problem}`);

describe.skipIf(problem !== undefined)('the Dockerfile run step by step', () => {
  let workDir = '';
  const buildEnv = Object.fromEntries(NETWORK_VARIABLES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
  const built: BuiltStage[] = [];
  const startedAt = Date.now();
  let server: ChildProcess | undefined;
  let output = '';

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'arcana-dockerfile-'));
  });

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
      await once(server, 'exit');
    }
    // The sandboxes' mounts lived in their own namespaces and are gone; --one-file-system would still stop
    // at any mount point, should one be left. rm is several times faster than Node's on two node_modules.
    const remover = spawn('rm', ['-rf', '--one-file-system', workDir], { stdio: 'ignore' });
    await once(remover, 'exit');
  }, STAGE_TIMEOUT_MS);

  for (const [index, stage] of stages.entries()) {
    it(`builds stage ${stage.name ?? index} from ${stage.image}`, async () => {
      built.push(await runStage(stage, index, { contextDir: repoRoot, workDir, buildEnv, earlier: built }));
      expect(built).toHaveLength(index + 1);
    }, STAGE_TIMEOUT_MS);
  }

  it('starts the CMD as the image user, and its HEALTHCHECK passes against it', async () => {
    const image = built.at(-1)!;
    expect(image.cmd).toBeDefined();
    expect(image.healthcheck).toBeDefined();
    const appDir = join(image.rootFs.dir, image.workdir);
    // npm keeps a package that is dev-only in the lockfile out; one that is also an optional peer of a dependency
    // (`devOptional`, such as vite for better-auth) stays, as `npm ci --omit=dev` defines it.
    const lock = JSON.parse(readFileSync(join(appDir, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
    const devOnly = Object.entries(lock.packages).filter(([path, entry]) => path !== '' && entry.dev).map(([path]) => path);
    expect(devOnly.filter((path) => existsSync(join(appDir, path))), 'dev-only packages in the runtime image').toEqual([]);
    expect(existsSync(join(appDir, 'dist/client/index.html'))).toBe(true);
    const dataDir = join(image.rootFs.dir, image.env.DATA_DIR!);
    expect(statSync(dataDir).uid).toBe(IMAGE_USER_ID);

    // As `docker run -e PORT=… -e HOST=127.0.0.1`: a free port, and loopback only, as every test here.
    const port = await freePort();
    const env = { ...imageEnv(image), PORT: String(port), HOST: '127.0.0.1' };
    const healthcheck = () => runInSandbox(image, argvOf(image.healthcheck!), env).then(() => true, () => false);
    expect(await healthcheck(), 'the health check passes with no server').toBe(false);

    server = spawn('unshare', sandboxArgs(image.rootFs, { user: image.user, workdir: image.workdir, env, argv: argvOf(image.cmd!) }), { stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`the image's CMD exited with ${server.exitCode}:\n${output}`);
      healthy = await healthcheck();
      if (!healthy) await delay(HEALTH_POLL_MS);
    }
    expect(healthy, `the HEALTHCHECK never passed:\n${output}`).toBe(true);

    const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
    expect(Number(uid)).toBe(IMAGE_USER_ID);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(readdirSync(dataDir).length).toBeGreaterThan(0);

    server.kill('SIGTERM');
    const [code] = (await Promise.race([once(server, 'exit'), delay(STOP_TIMEOUT_MS, [null])])) as [number | null];
    expect(code).toBe(0);
    expect(await healthcheck(), 'the health check passes after the server stopped').toBe(false);

    const steps = built.reduce((sum, stage) => sum + stage.steps.length, 0);
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    console.log(
      `Dockerfile: ${built.length} stages, ${steps} steps run in order (${contextFiles(repoRoot).length} context files) in ${seconds} s on Debian + Node ${process.versions.node}; ` +
        `runtime as ${image.user} (uid ${uid}), none of ${devOnly.length} dev-only packages installed; healthcheck failed before start, passed on the running server, failed after SIGTERM (exit 0)`,
    );
  });
});

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  restart?: string;
  ports?: string[];
  container_name?: string;
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  healthcheck?: { test?: string[]; disable?: boolean };
  volumes?: string[];
}

describe('compose.yaml', () => {
  const text = readFileSync(join(repoRoot, 'compose.yaml'), 'utf8');
  const compose = parseYaml(text, { merge: true }) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };
  const { postgres, api, worker } = compose.services;

  it('runs PostgreSQL, the API and scalable workers from the Dockerfile', () => {
    expect(Object.keys(compose.services).toSorted()).toEqual(['api', 'postgres', 'worker']);
    expect(postgres!.image).toMatch(/^postgres:\d+-/);
    expect(postgres!.healthcheck?.test?.join(' ')).toContain('pg_isready');
    expect(postgres!.environment).toMatchObject({ POSTGRES_USER: 'arcana', POSTGRES_DB: 'arcana' });
    const volume = postgres!.volumes?.[0]?.split(':')[0];
    expect(Object.keys(compose.volumes)).toContain(volume);

    expect(api!.command?.slice(-2)).toEqual(['--role', 'web']);
    expect(worker!.command?.slice(-2)).toEqual(['--role', 'worker']);
    expect(api!.ports?.some((port) => port.endsWith(':3000'))).toBe(true);
    for (const service of [postgres!, api!, worker!]) expect(service.restart).toBe('unless-stopped');
    for (const service of [api!, worker!]) {
      expect(service.build).toBe('.');
      expect(service.depends_on?.postgres?.condition).toBe('service_healthy');
      expect(service.environment?.DATABASE_URL).toMatch(/^postgres:\/\/arcana:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/arcana$/);
      for (const name of ['AUTH_SECRET', 'JOB_KEY', 'PUBLIC_URL']) expect(service.environment?.[name], name).toMatch(new RegExp(`^\\$\\{${name}:\\?[^}]+\\}$`));
    }
    // `--scale worker=N` needs a worker with no fixed name or published port; it has no HTTP to check.
    expect(worker!.ports).toBeUndefined();
    expect(worker!.container_name).toBeUndefined();
    expect(worker!.healthcheck?.disable).toBe(true);
    console.log(`compose.yaml: postgres (pg_isready, volume ${volume}), api --role web on :3000, worker --role worker scalable, both after postgres is healthy`);
  });

  it('documents every variable it reads in .env.example, and commits no secret', () => {
    const example = readFileSync(join(repoRoot, '.env.example'), 'utf8');
    const variables = [...new Set([...text.matchAll(/\$\{([A-Z0-9_]+)/g)].map((match) => match[1]!))];
    for (const name of variables) expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
    for (const service of [api!, worker!]) {
      for (const [name, value] of Object.entries(service.environment ?? {})) {
        expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
        if (/SECRET|KEY|PASSWORD|TOKEN/.test(name)) expect(value, name).toMatch(/^\$\{/);
      }
    }
    expect(postgres!.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    console.log(`compose.yaml: ${variables.length} variables, each documented in .env.example; secrets only from .env`);
  });
});
