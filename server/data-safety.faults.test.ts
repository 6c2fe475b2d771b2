import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminSpecialReading } from '#common/api/admin.ts';
import type { Decks } from '#common/api/decks.ts';
import type { Messages } from '#common/api/messages.ts';
import { IN_PROGRESS_STATUSES, type Reading, type ReadingRequest } from '#common/api/readings.ts';
import type { ShareResult } from '#common/api/shares.ts';
import type { UserSettings } from '#common/api/user-settings.ts';
import { SPECIAL_SPREAD_NAME } from '#common/domain/spreads.ts';
import { KdfParamsSchema } from '#server/crypto/kdf.ts';
import { unlockUserKey } from '#server/crypto/user-key.ts';
import { type Database, openPglite, openPostgres } from '#server/db/database.ts';
import { showBytes } from '#server/test/dump-database.ts';
import { createPasswordForm, ENCRYPTION_PASSWORD, keyCookieOf, withResponseCookies } from '#server/test/encryption-helpers.ts';
import { readingRequest, waitForReading } from '#server/test/reading-helpers.ts';
import { remoteAgent } from '#server/test/remote-agent.ts';
import { type SpawnedServer, startSpawnedServer } from '#server/test/spawned-server.ts';
import { createTemporaryPostgres } from '#server/test/temporary-postgres.ts';
import { clientAddress, TEST_PASSWORD, type TestUser, type UserAgent } from '#server/test/test-server.ts';

/*
 * SECURITY.md#what-a-database-dump-shows-and-does-not-show, end to end: a user's whole journey through real
 * HTTP on a server process, then every table of every schema and the process's whole log, searched for each
 * secret and each piece of reading text the journey produced.
 */

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const ADMIN_EMAIL = 'safety-admin@arcana.test';
/** Long enough that an accidental match is impossible, short enough to catch a sentence kept in pieces. */
const STRETCH = 40;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup();
});

const unique = (text: string) => `${text} ${randomBytes(5).toString('hex')}`;

/** Every cell of every table in every schema but PostgreSQL's own, by `schema.table.column`; bytes as hex and as Latin-1. */
async function dumpEveryCell(database: Database): Promise<{ tables: number; cells: Map<string, string> }> {
  const { rows: tables } = (await database.executeSql(
    "SELECT table_schema, table_name FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')",
  )) as { rows: { table_schema: string; table_name: string }[] };
  const cells = new Map<string, string>();
  for (const { table_schema, table_name } of tables) {
    const { rows } = (await database.executeSql(`SELECT * FROM "${table_schema}"."${table_name}"`)) as { rows: Record<string, unknown>[] };
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const key = `${table_schema}.${table_name}.${column}`;
        cells.set(key, `${cells.get(key) ?? ''}\n${JSON.stringify(value, showBytes)}`);
      }
    }
  }
  return { tables: tables.length, cells };
}

const placesHolding = (cells: Map<string, string>, needle: string) => [...cells].filter(([, text]) => text.includes(needle)).map(([place]) => place);

interface Journey {
  user: TestUser;
  admin: TestUser;
  hint: string;
  readings: Reading[];
  keyCookies: string[];
  shareKeys: string[];
  messageBody: string;
}

async function ok<T>(agent: UserAgent, options: Parameters<UserAgent['request']>[0]): Promise<T> {
  const response = await agent.request(options);
  if (response.statusCode !== 200) throw new Error(`${options.method ?? 'GET'} ${String(options.url)}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** Polls until the reading's clarifiers are all written. */
async function waitForClarifiers(agent: UserAgent, user: TestUser, id: string): Promise<Reading> {
  for (;;) {
    const reading = await ok<Reading>(agent, { method: 'GET', url: `/v1/reading/get_reading/${id}`, user });
    if (reading.clarifiers.every((clarifier) => clarifier.status === undefined || !IN_PROGRESS_STATUSES.includes(clarifier.status))) return reading;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function writtenReading(agent: UserAgent, user: TestUser, kind: 'reading' | 'special', request: ReadingRequest): Promise<Reading> {
  const { id } = await ok<{ id: string }>(agent, { method: 'POST', url: `/v1/reading/start/${kind}`, user, payload: { ...request } });
  const reading = await waitForReading(agent, user, id);
  expect(reading.status, `${kind} reading`).toBe('ACTIVE');
  return reading;
}

/**
 * Sign-up with a hint of its own, gems from an admin, a reading with visual descriptions and a clarifier, a second
 * reading shared and opened through its public link, an admin's bonus reading template and a reading of it, an
 * admin's message read, a favourite card, a setting changed, and an unlock in a fresh session.
 */
async function journey(agent: UserAgent): Promise<Journey> {
  const admin = await agent.signUp({ email: ADMIN_EMAIL });
  const signedUp = await agent.signUp();
  const hint = unique('the hint is the lighthouse');
  const created = await agent.request({
    method: 'POST',
    url: '/v1/encryption/create',
    user: signedUp,
    headers: { 'x-forwarded-for': clientAddress() },
    payload: await createPasswordForm(agent, signedUp, { hint }),
  });
  expect(created.statusCode, created.body).toBe(200);
  const user = withResponseCookies(signedUp, created);
  await ok(agent, { method: 'POST', url: `/v1/admin/users/${user.id}/grant`, user: admin, payload: { currency: 'extraPoints', amount: 500, reason: 'data safety journey' } });

  const first = await writtenReading(agent, user, 'reading', await readingRequest(agent, user, { question: unique('Will the orchard bloom again after the frost'), includeVisualDescriptions: true }));
  const clarifier = await readingRequest(agent, user, {
    id: first.id,
    question: unique('What does the second card want me to see'),
    cards: 1,
    selectedCards: [12],
    spreadTypeName: 'GENERAL',
    clarifierForAnswerUuid: first.spread.awnsers[0]!.answerUuid,
  });
  await ok(agent, { method: 'POST', url: '/v1/reading/start/clarifier', user, payload: { ...clarifier } });
  const clarified = await waitForClarifiers(agent, user, first.id);
  expect(clarified.clarifiers.map((entry) => entry.status)).toEqual(['ACTIVE']);
  await ok(agent, { method: 'GET', url: '/v1/reading/save_reading', user });

  const second = await writtenReading(agent, user, 'reading', await readingRequest(agent, user, { question: unique('Should I sail north with my sister in June') }));
  const shared = await ok<ShareResult>(agent, { method: 'GET', url: `/v1/share/${second.id}?expires=7`, user });
  const [, , readingId, shareKey] = new URL(shared.url).pathname.split('/');
  const opened = await ok<{ id: string; reading: Reading }>(agent, { method: 'GET', url: `/v1/share/get/${readingId}/${shareKey}` });
  expect(opened.reading.title).toBe(second.title);
  await ok(agent, { method: 'GET', url: `/v1/share/hit/${opened.id}` });
  expect((await agent.request({ method: 'GET', url: `/v1/share/image/${readingId}/${shareKey}` })).statusCode).toBe(200);
  await ok(agent, { method: 'GET', url: '/v1/reading/save_reading', user });

  const template = await ok<AdminSpecialReading>(agent, {
    method: 'POST',
    url: '/v1/admin/special-readings',
    user: admin,
    payload: {
      title: 'Equinox',
      description: 'Two cards for the balance of the year.',
      prompt: 'Speak of balance between light and dark.',
      positions: [
        { name: 'What grows', meaning: 'What the light feeds' },
        { name: 'What rests', meaning: 'What the dark keeps' },
      ],
      flatCost: 3,
      availableFrom: null,
      availableUntil: null,
      enabled: true,
    },
  });
  const special = await writtenReading(
    agent,
    user,
    'special',
    await readingRequest(agent, user, {
      question: unique('Where does my balance lie this autumn'),
      cards: template.positions.length,
      selectedCards: [3, 30],
      spreadTypeName: SPECIAL_SPREAD_NAME,
      specialReadingId: template.id,
    }),
  );

  const messageBody = unique('Thank you for testing the lighthouse.');
  await ok(agent, { method: 'POST', url: `/v1/admin/users/${user.id}/message`, user: admin, payload: { title: 'A note', body: messageBody } });
  const inbox = await ok<Messages>(agent, { method: 'GET', url: '/v1/messages', user });
  const note = inbox.messages.find((entry) => entry.body === messageBody);
  expect(note).toBeDefined();
  await ok(agent, { method: 'POST', url: `/v1/messages/${note!.id}/read`, user });

  const decks = await ok<Decks>(agent, { method: 'GET', url: '/api/decks/get', user });
  await ok(agent, { method: 'GET', url: `/api/decks/favorite/${decks.decks[0]!.cards[7]!.id}`, user });
  const settings = await ok<UserSettings>(agent, { method: 'GET', url: '/v1/user-settings/get', user });
  const setting = settings.settingsByCategory[0]!.settings[0]!;
  await ok(agent, { method: 'GET', url: `/v1/user-settings/update/${setting.settingTypeId}/${setting.options.at(-1)!.id}`, user });

  const later = await agent.signIn(user);
  const unlock = await agent.request({ method: 'POST', url: '/v1/encryption/unlock', user: later, payload: { password: ENCRYPTION_PASSWORD } });
  expect(unlock.statusCode, unlock.body).toBe(200);
  const unlocked = withResponseCookies(later, unlock);
  const readings = await Promise.all([first.id, second.id, special.id].map((id) => ok<Reading>(agent, { method: 'GET', url: `/v1/reading/get_reading/${id}`, user: unlocked })));
  return { user, admin, hint, readings, keyCookies: [keyCookieOf(user)!, keyCookieOf(unlocked)!], shareKeys: [shareKey!], messageBody };
}

/** Each question whole, and every stretch of STRETCH characters that starts a title, a summary or an answer. */
function readingTexts(readings: Reading[]): { name: string; text: string }[] {
  const texts: { name: string; text: string }[] = [];
  for (const [number, reading] of readings.entries()) {
    const add = (name: string, text: string | undefined) => {
      if (text) texts.push({ name: `reading ${number + 1} ${name}`, text: text.slice(0, STRETCH) });
    };
    texts.push({ name: `reading ${number + 1} question`, text: reading.request.question });
    add('title', reading.title);
    add('summary', reading.summary);
    for (const [index, answer] of reading.spread.awnsers.entries()) {
      add(`answer ${index + 1}`, answer.text);
      add(`visual description ${index + 1}`, answer.visualDescription);
      // The answer's closing words too: a leak that kept only its end would slip past its opening.
      if (answer.text && answer.text.length > 2 * STRETCH) texts.push({ name: `reading ${number + 1} answer ${index + 1} end`, text: answer.text.slice(-STRETCH) });
    }
    for (const [index, clarifier] of reading.clarifiers.entries()) {
      texts.push({ name: `clarifier ${index + 1} question`, text: clarifier.question! });
      add(`clarifier ${index + 1} summary`, clarifier.summary);
      for (const answer of clarifier.awnsers) add(`clarifier ${index + 1} answer`, answer.text);
    }
  }
  return texts;
}

/** A secret as text, and raw key bytes in the encodings a dump or a log could show them in. */
const encodings = (name: string, bytes: Buffer) =>
  (['hex', 'base64', 'base64url'] as const).map((encoding) => ({ name: `${name} (${encoding})`, text: bytes.toString(encoding) }));

async function provesNoPlaintext(kind: string, server: SpawnedServer, openDump: () => Promise<Database>, secrets: { authSecret: string; jobKey: string }) {
  const agent = remoteAgent(server.baseURL, { confirmationLink: server.confirmationLink });
  const trip = await journey(agent);
  // The log is whole, and PGlite's directory free, once the process has ended.
  await server.stop();
  const log = server.output();

  const database = await openDump();
  let dump: Awaited<ReturnType<typeof dumpEveryCell>>;
  let privateKeyDer: Buffer;
  let publicKey: Buffer;
  try {
    dump = await dumpEveryCell(database);
    const { rows } = (await database.executeSql('SELECT * FROM user_key WHERE user_id = $1', [trip.user.id])) as { rows: Record<string, unknown>[] };
    const row = rows[0]!;
    publicKey = Buffer.from(row.public_key as Uint8Array);
    privateKeyDer = await unlockUserKey(
      ENCRYPTION_PASSWORD,
      {
        wrappedPrivateKey: Buffer.from(row.wrapped_private_key as Uint8Array),
        kdfParams: KdfParamsSchema.parse(row.kdf_params),
        verifierHash: Buffer.from(row.verifier_hash as Uint8Array),
      },
      trip.user.id,
    );
  } finally {
    await database.close();
  }

  const everything = [...dump.cells.values()].join('\n');
  // Positive controls: the search sees what is stored in plain by design, and what the log does record.
  expect(everything).toContain(trip.user.email);
  expect(everything).toContain(trip.messageBody);
  // Bytes are searched too: the public key, stored in plain, is found in its column.
  expect(placesHolding(dump.cells, publicKey.toString('hex'))).toEqual(['public.user_key.public_key']);
  expect(log).toContain('/v1/encryption/unlock');
  // The job history is in the dump: pg-boss's tables name every reading the workers wrote.
  for (const reading of trip.readings) expect(placesHolding(dump.cells, reading.id).filter((place) => place.startsWith('pgboss.'))).not.toEqual([]);
  expect(placesHolding(dump.cells, trip.hint), 'the hint is stored in its own column only (SECURITY.md)').toEqual(['public.user_key.hint']);
  expect(log.includes(trip.hint), 'the log holds the hint').toBe(false);

  const texts = readingTexts(trip.readings);
  expect(texts.length).toBeGreaterThan(20);
  for (const { name, text } of texts) expect(text.length, name).toBeGreaterThanOrEqual(20);
  const secretList = [
    ...texts,
    { name: 'encryption password', text: ENCRYPTION_PASSWORD },
    { name: 'account password', text: TEST_PASSWORD },
    ...trip.keyCookies.map((text, index) => ({ name: `key cookie ${index + 1}`, text })),
    ...trip.shareKeys.map((text) => ({ name: 'share link key', text })),
    { name: 'AUTH_SECRET', text: secrets.authSecret },
    { name: 'JOB_KEY', text: secrets.jobKey },
    ...encodings('JOB_KEY bytes', Buffer.from(secrets.jobKey, 'base64')),
    ...encodings('private key', privateKeyDer),
    // PKCS#8 for X25519 ends with the raw 32-byte private scalar.
    ...encodings('private scalar', privateKeyDer.subarray(-32)),
  ];
  const found = secretList.flatMap(({ name, text }) => [
    ...placesHolding(dump.cells, text).map((place) => `${name} in ${place}`),
    ...(log.includes(text) ? [`${name} in the log`] : []),
  ]);
  expect(found).toEqual([]);
  console.log(
    `${kind}: dump of ${dump.tables} tables (${dump.cells.size} columns) + ${log.split('\n').length} log lines after a full journey: 0 of ${secretList.length} secrets and reading texts found; the hint only in user_key.hint`,
  );
}

describe('no plaintext at rest or in the log after a full journey', () => {
  it('on the embedded database (PGlite)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'arcana-data-safety-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const server = await startSpawnedServer({ dataDir, env: { TRUST_PROXY: '1', ADMIN_EMAILS: ADMIN_EMAIL } });
    cleanups.push(() => server.stop());
    const secrets = JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8')) as { authSecret: string; jobKey: string };
    await provesNoPlaintext('PGlite', server, () => openPglite({ dataDir: join(dataDir, 'pglite') }), secrets);
  });

  it.skipIf(!TEST_DATABASE_URL)('on PostgreSQL', async () => {
    const temporary = await createTemporaryPostgres(TEST_DATABASE_URL!, 'arcana_safety', 1);
    await temporary.database.close();
    cleanups.push(() => temporary.drop());
    const secrets = { authSecret: randomBytes(32).toString('base64'), jobKey: randomBytes(32).toString('base64') };
    const server = await startSpawnedServer({
      env: { TRUST_PROXY: '1', ADMIN_EMAILS: ADMIN_EMAIL, DATABASE_URL: temporary.url, AUTH_SECRET: secrets.authSecret, JOB_KEY: secrets.jobKey },
    });
    cleanups.push(() => server.stop());
    await provesNoPlaintext('PostgreSQL', server, async () => openPostgres(temporary.url, 1), secrets);
  });
});

if (!TEST_DATABASE_URL) console.log('Data safety on PostgreSQL skipped: set TEST_DATABASE_URL to run it');
