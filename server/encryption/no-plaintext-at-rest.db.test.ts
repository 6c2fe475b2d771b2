import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCheckIn, saveJournalEntry, setCheckIn } from '#common/api/journal.ts';
import { KdfParamsSchema } from '#server/crypto/kdf.ts';
import { unlockUserKey } from '#server/crypto/user-key.ts';
import { userKey } from '#server/db/schema/encryption.ts';
import { CHECK_IN_REMINDERS_QUEUE } from '#server/jobs/check-in-reminders.ts';
import { call } from '#server/test/call.ts';
import { ENCRYPTION_PASSWORD, keyCookieOf, signUpWithKey, withResponseCookies } from '#server/test/encryption-helpers.ts';
import { dumpDatabase } from '#server/test/dump-database.ts';
import { insertSavedReading } from '#server/test/journal-helpers.ts';
import { readingRequest, startReading, waitForReading } from '#server/test/reading-helpers.ts';
import { startTestServer, TEST_PASSWORD, type TestServer } from '#server/test/test-server.ts';
import { waitUntil } from '#server/test/wait-until.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: true });
});
afterAll(() => server.close());

/** The ways a secret could sit in a dump: as text, hex, base64 or base64url. */
const encodings = (secret: Buffer) => [secret.toString('hex'), secret.toString('base64'), secret.toString('base64url'), secret.toString('latin1')];

describe('zero knowledge at rest', () => {
  it('keeps the password, the private key and the cookie key out of every table and the log', async () => {
    const created = await signUpWithKey(server);
    const later = await server.signIn(created);
    const unlockResponse = await server.request({ method: 'POST', url: '/v1/encryption/unlock', user: later, payload: { password: ENCRYPTION_PASSWORD } });
    expect(unlockResponse.statusCode).toBe(200);
    const unlocked = withResponseCookies(later, unlockResponse);

    const [stored] = await server.services.database.db.select().from(userKey).where(eq(userKey.userId, created.id));
    const privateKeyDer = await unlockUserKey(ENCRYPTION_PASSWORD, { ...stored!, kdfParams: KdfParamsSchema.parse(stored!.kdfParams) }, created.id);
    // PKCS#8 for X25519 ends with the raw 32-byte private scalar.
    const scalar = privateKeyDer.subarray(-32);
    const secrets = [
      ...encodings(Buffer.from(ENCRYPTION_PASSWORD)),
      ...encodings(privateKeyDer),
      ...encodings(scalar),
      keyCookieOf(created)!,
      keyCookieOf(unlocked)!,
    ];

    const { tables, text: dump } = await dumpDatabase(server.services.database);
    expect(tables).toEqual(expect.arrayContaining(['user_key', 'session_key', 'account', 'job']));
    // A positive control: the dump does show stored bytes, so an absent secret is really absent.
    expect(dump).toContain(stored!.publicKey.toString('hex'));
    const log = server.logs.join('');
    expect(log).toContain('/v1/encryption/unlock');
    for (const secret of secrets) {
      expect(dump.includes(secret), `database holds ${secret.slice(0, 12)}…`).toBe(false);
      expect(log.includes(secret), `log holds ${secret.slice(0, 12)}…`).toBe(false);
    }
    // The account password too, though it is better-auth's: hashed, never stored as typed.
    expect(dump.includes(TEST_PASSWORD)).toBe(false);
    expect(log.includes(TEST_PASSWORD)).toBe(false);
  });

  it('keeps the question and every answer out of every table, job tables included, after a reading is written', async () => {
    const user = await signUpWithKey(server);
    const question = 'Will the lighthouse keeper answer my letter before winter?';
    const { id } = (await startReading(server, user, await readingRequest(server, user, { question, includeVisualDescriptions: true }))).json();
    const reading = await waitForReading(server, user, id);
    expect(reading.status).toBe('ACTIVE');

    const { tables, text: dump } = await dumpDatabase(server.services.database);
    expect(tables).toEqual(expect.arrayContaining(['reading', 'reading_pending', 'job', 'points_ledger']));
    expect(dump).toContain(id);
    const plaintexts = [question, reading.title, reading.summary, ...reading.spread.awnsers.flatMap((answer) => [answer.text!, answer.visualDescription!])];
    for (const plaintext of plaintexts) {
      expect(plaintext.length).toBeGreaterThan(10);
      expect(dump.includes(plaintext), `database holds "${plaintext.slice(0, 30)}…"`).toBe(false);
      // A long sentence could survive in pieces: no 40-character stretch of it may appear either.
      expect(dump.includes(plaintext.slice(0, 40)), `database holds the start of "${plaintext.slice(0, 30)}…"`).toBe(false);
      expect(server.logs.join('').includes(plaintext.slice(0, 40)), 'the log holds reading text').toBe(false);
    }
  });

  it('keeps what is written in the journal, and its history, out of every table, job tables included', async () => {
    const user = await signUpWithKey(server);
    const id = await insertSavedReading(server, user);
    const markers = { reflection: 'Marker of the reflection: quartz 9f3a', tag: 'marker-tag-quartz-b71e', answer: 'Marker of the outcome: quartz 40cd' };
    const params = { id };
    const first = await call(server, user, saveJournalEntry, { params, body: { reflection: markers.reflection, tags: [markers.tag], moodBefore: 2, baseVersion: 0 } });
    expect(first.status).toBe(200);
    // A second save moves the first into the history table.
    await call(server, user, saveJournalEntry, { params, body: { reflection: `${markers.reflection}, again`, tags: [markers.tag], baseVersion: 1 } });
    await call(server, user, setCheckIn, { params, body: { delay: 'week', byEmail: true } });
    const answered = await call(server, user, answerCheckIn, { params, body: { answer: markers.answer, helped: 'yes' } });
    expect(answered.body).toMatchObject({ version: 3, reflection: `${markers.reflection}, again`, tags: [markers.tag], outcome: { answer: markers.answer } });
    const { boss } = server.services;
    const job = await boss.send(CHECK_IN_REMINDERS_QUEUE, {});
    await waitUntil('the reminder run', async () => (await boss.getJobById(CHECK_IN_REMINDERS_QUEUE, job!))?.state === 'completed', 10_000);

    const { tables, text: dump } = await dumpDatabase(server.services.database);
    expect(tables).toEqual(expect.arrayContaining(['journal_entry', 'journal_entry_version', 'job']));
    // Positive controls: the entry's row and the reminder's job are in the dump.
    expect(dump).toContain(id);
    expect(dump).toContain(job!);
    for (const marker of Object.values(markers)) {
      expect(dump.includes(marker), `database holds "${marker}"`).toBe(false);
      expect(dump.includes(marker.slice(-10)), `database holds the end of "${marker}"`).toBe(false);
      expect(server.logs.join('').includes(marker.slice(-10)), 'the log holds journal text').toBe(false);
    }
  });
});
