import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Reading } from '#common/api/readings.ts';
import { ENCRYPTION_PASSWORD, signUpWithKey, withResponseCookies } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading, waitForReading } from '#server/test/reading-helpers.ts';
import { remoteAgent } from '#server/test/remote-agent.ts';
import { type SpawnedServer, startSpawnedServer } from '#server/test/spawned-server.ts';
import { createTemporaryPostgres } from '#server/test/temporary-postgres.ts';
import type { TestUser, UserAgent } from '#server/test/test-server.ts';
import { BACKUP_FILE_MODE, formatSize } from './backup/backup-file.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup();
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function started(options: Parameters<typeof startSpawnedServer>[0]): Promise<SpawnedServer> {
  const server = await startSpawnedServer(options);
  cleanups.push(() => server.stop());
  return server;
}

interface ScriptRun {
  code: number | null;
  output: string;
}

/** Runs `npm run backup` or `npm run restore`'s script as an operator would, with only `env` configured. */
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

async function expectSuccess(run: Promise<ScriptRun>): Promise<string> {
  const { code, output } = await run;
  expect(code, output).toBe(0);
  return output;
}

const agentFor = (server: SpawnedServer) => remoteAgent(server.baseURL, { confirmationLink: server.confirmationLink });

/** A user with a written (sealed) reading whose question no other test uses. */
async function userWithReading(agent: UserAgent): Promise<{ user: TestUser; reading: Reading }> {
  const user = await signUpWithKey(agent);
  const question = `Will the backup of ${randomBytes(6).toString('hex')} come home safe?`;
  const response = await startReading(agent, user, await readingRequest(agent, user, { question }));
  expect(response.statusCode, response.body).toBe(200);
  const reading = await waitForReading(agent, user, response.json<{ id: string }>().id);
  expect(reading.status).toBe('ACTIVE');
  expect(reading.request.question).toBe(question);
  return { user, reading };
}

/**
 * On a server started on the restored database: the user signs in afresh (locked), cannot open the reading,
 * unlocks with the encryption password and then opens it, word for word. The session from before the backup
 * still works too, which needs the same AUTH_SECRET.
 */
async function openRestored(server: SpawnedServer, before: { user: TestUser; reading: Reading }): Promise<void> {
  const agent = agentFor(server);
  const url = `/v1/reading/get_reading/${before.reading.id}`;
  expect((await agent.request({ method: 'GET', url: '/v1/points/get', user: before.user })).statusCode).toBe(200);
  const signedIn = await agent.signIn(before.user);
  expect((await agent.request({ method: 'GET', url, user: signedIn })).statusCode).toBe(403);
  const unlock = await agent.request({ method: 'POST', url: '/v1/encryption/unlock', user: signedIn, payload: { password: ENCRYPTION_PASSWORD } });
  expect(unlock.statusCode, unlock.body).toBe(200);
  const opened = await agent.request({ method: 'GET', url, user: withResponseCookies(signedIn, unlock) });
  expect(opened.statusCode, opened.body).toBe(200);
  const reading = opened.json<Reading>();
  expect(reading.request.question).toBe(before.reading.request.question);
  expect({ title: reading.title, summary: reading.summary, answers: reading.spread.awnsers }).toEqual({
    title: before.reading.title,
    summary: before.reading.summary,
    answers: before.reading.spread.awnsers,
  });
}

async function backupSize(file: string): Promise<string> {
  const info = await stat(file);
  expect(info.mode & 0o777).toBe(BACKUP_FILE_MODE);
  return formatSize(info.size);
}

describe('npm run backup and npm run restore, embedded (PGlite)', () => {
  it('refuse a running server and a non-empty DATA_DIR, and round-trip a sealed reading and the secrets', async () => {
    const dataDir = await tempDir('arcana-backup-source-');
    const file = join(await tempDir('arcana-backup-file-'), 'arcana.backup');
    const env = { TRUST_PROXY: '1' };
    const source = await started({ dataDir, env });
    const before = await userWithReading(agentFor(source));

    const whileRunning = await runScript('backup', [file], { DATA_DIR: dataDir });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toContain('is in use by a running Arcana server');
    await source.stop();

    await expectSuccess(runScript('backup', [file], { DATA_DIR: dataDir }));
    const size = await backupSize(file);
    const again = await runScript('backup', [file], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.output).toContain('already exists');

    const intoUsed = await runScript('restore', [file], { DATA_DIR: dataDir });
    expect(intoUsed.code).toBe(1);
    expect(intoUsed.output).toContain('is not empty');
    const restoredDir = await tempDir('arcana-backup-restored-');
    await expectSuccess(runScript('restore', [file], { DATA_DIR: restoredDir }));
    const secretsMode = (await stat(join(restoredDir, 'secrets.json'))).mode & 0o777;
    expect(secretsMode).toBe(0o600);

    await openRestored(await started({ dataDir: restoredDir, env }), before);
    console.log(`PGlite: backup ${size} (0600), refused while the server ran and into a non-empty DATA_DIR, restored, old session valid, reading opened with the password`);
  });
});

/** A database with nothing in it, as an operator creates one to restore into. */
async function emptyDatabase(adminUrl: string): Promise<string> {
  const name = `arcana_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

describe.skipIf(!TEST_DATABASE_URL)('npm run backup and npm run restore, PostgreSQL', () => {
  /** A password in the URL, which the loopback server ignores (trust), to prove the scripts never print it. */
  const PASSWORD = `pw-${randomBytes(8).toString('hex')}`;
  function withPassword(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.password = PASSWORD;
    return url.toString();
  }

  it('backs up while the server runs, refuses a non-empty database without --force, and round-trips a sealed reading', async () => {
    const adminUrl = TEST_DATABASE_URL!;
    const sourceDb = await createTemporaryPostgres(adminUrl, 'arcana_backup', 1);
    await sourceDb.database.close();
    cleanups.push(() => sourceDb.drop());
    const secrets = { AUTH_SECRET: randomBytes(32).toString('base64'), JOB_KEY: randomBytes(32).toString('base64') };
    const env = { ...secrets, TRUST_PROXY: '1' };
    const source = await started({ env: { ...env, DATABASE_URL: sourceDb.url } });
    const before = await userWithReading(agentFor(source));

    const file = join(await tempDir('arcana-backup-file-'), 'arcana.pgdump');
    const backupOutput = await expectSuccess(runScript('backup', [file], { ...secrets, DATABASE_URL: withPassword(sourceDb.url) }));
    const size = await backupSize(file);

    const usedDb = await createTemporaryPostgres(adminUrl, 'arcana_backup', 1);
    await usedDb.database.close();
    cleanups.push(() => usedDb.drop());
    const refused = await runScript('restore', [file], { ...secrets, DATABASE_URL: withPassword(usedDb.url) });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('already holds');
    const forcedOutput = await expectSuccess(runScript('restore', [file, '--force'], { ...secrets, DATABASE_URL: withPassword(usedDb.url) }));
    for (const output of [backupOutput, refused.output, forcedOutput]) expect(output).not.toContain(PASSWORD);

    const restoredUrl = await emptyDatabase(adminUrl);
    await expectSuccess(runScript('restore', [file], { ...secrets, DATABASE_URL: restoredUrl }));
    await openRestored(await started({ env: { ...env, DATABASE_URL: restoredUrl } }), before);
    await openRestored(await started({ env: { ...env, DATABASE_URL: usedDb.url } }), before);
    console.log(`PostgreSQL: backup ${size} (0600) of a running server, refused a non-empty database, restored into an empty one and with --force into a used one, reading opened with the password in both`);
  });
});

if (!TEST_DATABASE_URL) console.log('PostgreSQL backup round trip skipped: set TEST_DATABASE_URL to run it');
