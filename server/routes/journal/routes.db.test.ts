import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_OVER_CONFIRMATION, startOver } from '#common/api/encryption.ts';
import {
  answerCheckIn,
  getDueCheckIns,
  getJournalEntry,
  getJournalHistory,
  getJournalPage,
  type JournalEntry,
  type JournalPage,
  saveJournalEntry,
  setCheckIn,
} from '#common/api/journal.ts';
import { ACCOUNT_DELETION_PHRASE, deleteAccount } from '#common/api/account.ts';
import { deleteReading } from '#common/api/readings.ts';
import { checkInDueAt } from '#common/domain/journal.ts';
import { JOURNAL_HISTORY_VERSIONS, JOURNAL_OUTCOME_MAX_LENGTH, JOURNAL_REFLECTION_MAX_LENGTH } from '#common/limits.ts';
import { journalEntry, journalEntryVersion } from '#server/db/schema/journal.ts';
import { call, malformed } from '#server/test/call.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { insertReadings, insertSavedReading } from '#server/test/journal-helpers.ts';
import { clientAddress, startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.services.database.db;
const entryOf = async (user: TestUser, id: string) => (await call(server, user, getJournalEntry, { params: { id } })).body;
const save = (user: TestUser, id: string, body: Parameters<typeof call<typeof saveJournalEntry>>[3]['body']) =>
  call(server, user, saveJournalEntry, { params: { id }, body });
const entryRows = (readingId: string) => db().select().from(journalEntry).where(eq(journalEntry.readingId, readingId));
const versionRows = (readingId: string) => db().select().from(journalEntryVersion).where(eq(journalEntryVersion.readingId, readingId));

/** An unlocked user with one saved reading. */
async function userWithSavedReading(): Promise<{ user: TestUser; id: string }> {
  const user = await signUpWithKey(server);
  return { user, id: await insertSavedReading(server, user) };
}

describe('a journal entry', () => {
  it('is empty, at version 0, before anything is written', async () => {
    const { user, id } = await userWithSavedReading();
    const empty: JournalEntry = { readingId: id, version: 0, reflection: '', moodBefore: null, moodAfter: null, tags: [], outcome: null, updatedAt: null, checkIn: null };
    expect(await entryOf(user, id)).toEqual(empty);
    expect((await call(server, user, getJournalHistory, { params: { id } })).body).toEqual({ versions: [] });
  });

  it('saves what was written as the next version, with the tags as the user means them', async () => {
    const { user, id } = await userWithSavedReading();
    const saved = await save(user, id, { reflection: 'It rained *all* week.', moodBefore: 2, moodAfter: 4, tags: ['  Work ', 'the   sea', 'work'], baseVersion: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ readingId: id, version: 1, reflection: 'It rained *all* week.', moodBefore: 2, moodAfter: 4, tags: ['Work', 'the sea'], outcome: null });
    expect(saved.body.updatedAt).toEqual(expect.any(Number));
    expect(await entryOf(user, id)).toEqual(saved.body);
    // Moods and tags are left out: they default to none.
    const second = await save(user, id, { reflection: 'Second thoughts.', baseVersion: 1 });
    expect(second.body).toMatchObject({ version: 2, reflection: 'Second thoughts.', moodBefore: null, moodAfter: null, tags: [] });
  });

  it('keeps the outcome when the entry is saved again: a save does not edit it', async () => {
    const { user, id } = await userWithSavedReading();
    await save(user, id, { reflection: 'Before.', baseVersion: 0 });
    const answered = await call(server, user, answerCheckIn, { params: { id }, body: { answer: '  I took the job.  ', helped: 'somewhat' } });
    expect(answered.body).toMatchObject({ version: 2, reflection: 'Before.', outcome: { answer: 'I took the job.', helped: 'somewhat', answeredAt: expect.any(Number) } });
    const resaved = await save(user, id, { reflection: 'After.', baseVersion: 2 });
    expect(resaved.body).toMatchObject({ version: 3, reflection: 'After.', outcome: answered.body.outcome });
  });

  it('refuses a save from an older version with 409, and keeps the newer one', async () => {
    const { user, id } = await userWithSavedReading();
    await save(user, id, { reflection: 'From the first tab.', baseVersion: 0 });
    const stale = await save(user, id, { reflection: 'From the second tab.', baseVersion: 0 });
    expect(stale.status).toBe(409);
    expect(stale.response.json()).toEqual({
      error: 'journal_conflict',
      message: 'This entry was changed in another tab or device. Reload it to see the newest version, then save again.',
    });
    expect(await entryOf(user, id)).toMatchObject({ version: 1, reflection: 'From the first tab.' });
  });

  it('lets only one of two saves from the same version through', async () => {
    const { user, id } = await userWithSavedReading();
    const saves = await Promise.all(['Tab one.', 'Tab two.'].map((reflection) => save(user, id, { reflection, baseVersion: 0 })));
    expect(saves.map((result) => result.status).toSorted()).toEqual([200, 409]);
    expect((await entryOf(user, id)).version).toBe(1);
  });

  it(`keeps the last ${JOURNAL_HISTORY_VERSIONS} earlier versions, newest first, each as it was written`, async () => {
    const { user, id } = await userWithSavedReading();
    const saves = JOURNAL_HISTORY_VERSIONS + 3;
    for (let version = 0; version < saves; version += 1) {
      expect((await save(user, id, { reflection: `Draft ${version + 1}`, tags: [`tag ${version + 1}`], baseVersion: version })).status).toBe(200);
    }
    const { versions } = (await call(server, user, getJournalHistory, { params: { id } })).body;
    // The current version (the last save) is the entry itself; the history holds the ten before it.
    const expected = Array.from({ length: JOURNAL_HISTORY_VERSIONS }, (_, index) => saves - 1 - index);
    expect(versions.map((version) => version.version)).toEqual(expected);
    expect(versions.map((version) => version.reflection)).toEqual(expected.map((version) => `Draft ${version}`));
    expect(versions.map((version) => version.tags)).toEqual(expected.map((version) => [`tag ${version}`]));
    expect(versions.map((version) => version.savedAt)).toEqual(versions.map((version) => version.savedAt).toSorted((a, b) => b - a));
    expect(await versionRows(id)).toHaveLength(JOURNAL_HISTORY_VERSIONS);
  });
});

describe('journal calls on readings that are not there to write about', () => {
  it('answers 409 with a sentence for a reading not saved, and reads it as empty', async () => {
    const user = await signUpWithKey(server);
    const [unsaved] = await insertReadings(server, user, 1, () => null);
    const id = unsaved!.id;
    const refusals = [
      await save(user, id, { reflection: 'Too soon.', baseVersion: 0 }),
      await call(server, user, setCheckIn, { params: { id }, body: { delay: 'week' } }),
      await call(server, user, answerCheckIn, { params: { id }, body: { answer: 'Too soon.' } }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(409);
      expect(refusal.response.json()).toEqual({ error: 'not_saved', message: 'Save this reading to My Readings first, then write about it.' });
    }
    expect(await entryOf(user, id)).toMatchObject({ version: 0, reflection: '' });
    expect(await entryRows(id)).toEqual([]);
  });

  it('answers 404 for another user’s reading and for one that does not exist, and changes nothing', async () => {
    const { user: owner, id } = await userWithSavedReading();
    await save(owner, id, { reflection: 'Mine.', baseVersion: 0 });
    const stranger = await signUpWithKey(server);
    for (const readingId of [id, '0b6f4c1e-2d7a-4f3b-9a51-7c1d2e3f4a5b']) {
      const params = { id: readingId };
      const answers = [
        await call(server, stranger, getJournalEntry, { params }),
        await call(server, stranger, getJournalHistory, { params }),
        await call(server, stranger, saveJournalEntry, { params, body: { reflection: 'Theirs.', baseVersion: 1 } }),
        await call(server, stranger, setCheckIn, { params, body: { delay: 'week' } }),
        await call(server, stranger, answerCheckIn, { params, body: { answer: 'Theirs.' } }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    }
    expect(await entryOf(owner, id)).toMatchObject({ version: 1, reflection: 'Mine.', checkIn: null, outcome: null });
  });

  it('answers 403 locked to a locked session for everything but the due check-ins, and changes nothing', async () => {
    const { user, id } = await userWithSavedReading();
    const locked = await server.signIn(user);
    const params = { id };
    const answers = [
      await call(server, locked, getJournalPage),
      await call(server, locked, getJournalEntry, { params }),
      await call(server, locked, getJournalHistory, { params }),
      await call(server, locked, saveJournalEntry, { params, body: { reflection: 'Locked out.', baseVersion: 0 } }),
      await call(server, locked, setCheckIn, { params, body: { delay: 'week' } }),
      await call(server, locked, answerCheckIn, { params, body: { answer: 'Locked out.' } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.response.json()).toMatchObject({ error: 'locked' });
    }
    expect(await entryRows(id)).toEqual([]);
    expect((await call(server, locked, getDueCheckIns)).body).toEqual({ due: [] });
  });
});

describe('refusing bad input with a 400 naming the field', () => {
  const longTag = 'x'.repeat(33);
  it.each([
    ['reflection', { reflection: 'x'.repeat(JOURNAL_REFLECTION_MAX_LENGTH + 1) }],
    ['reflection', { reflection: 'a\u0000b' }],
    ['tags', { tags: Array.from({ length: 11 }, (_, index) => `tag ${index}`) }],
    ['tags.1', { tags: ['fine', longTag] }],
    ['tags.0', { tags: ['   '] }],
    ['tags.0', { tags: [''] }],
    ['tags.0', { tags: ['a\u0000b'] }],
    ['moodBefore', { moodBefore: 0 }],
    ['moodBefore', { moodBefore: 6 }],
    ['moodAfter', { moodAfter: 2.5 }],
    ['baseVersion', { baseVersion: -1 }],
  ])('a save naming %s', async (field, overrides) => {
    const { user, id } = await userWithSavedReading();
    const refused = await save(user, id, malformed({ reflection: 'Fine.', baseVersion: 0, ...overrides }));
    expect(refused.status).toBe(400);
    expect(refused.response.json()).toMatchObject({ error: 'bad_request', field });
    expect(await entryRows(id)).toEqual([]);
  });

  it.each([
    ['delay', { delay: 'fortnight' }],
    ['delay', { delay: 7 }],
    ['delay', {}],
    ['byEmail', { delay: 'week', byEmail: 'yes' }],
  ])('a check-in naming %s', async (field, body) => {
    const { user, id } = await userWithSavedReading();
    const refused = await call(server, user, setCheckIn, { params: { id }, body: malformed(body) });
    expect(refused.status).toBe(400);
    expect(refused.response.json()).toMatchObject({ error: 'bad_request', field });
  });

  it.each([
    ['answer', { answer: '' }],
    ['answer', { answer: '   ' }],
    ['answer', { answer: 'x'.repeat(JOURNAL_OUTCOME_MAX_LENGTH + 1) }],
    ['answer', { answer: 'a\u0000b' }],
    ['helped', { answer: 'Fine.', helped: 'maybe' }],
  ])('an outcome naming %s', async (field, body) => {
    const { user, id } = await userWithSavedReading();
    const refused = await call(server, user, answerCheckIn, { params: { id }, body: malformed(body) });
    expect(refused.status).toBe(400);
    expect(refused.response.json()).toMatchObject({ error: 'bad_request', field });
  });

  it.each([
    ['after', { after: 'not-a-cursor' }],
    ['after', { after: Buffer.from('yesterday:someone').toString('base64url') }],
    ['after', { after: 'a\u0000b' }],
    ['limit', { limit: 0 }],
    ['limit', { limit: 51 }],
  ])('a page naming %s', async (field, query) => {
    const user = await signUpWithKey(server);
    const refused = await call(server, user, getJournalPage, { query: malformed(query) });
    expect(refused.status).toBe(400);
    expect(refused.response.json()).toMatchObject({ error: 'bad_request', field });
  });
});

describe('check-ins', () => {
  it('asks after the chosen delay, by email when asked, without touching what was written', async () => {
    const { user, id } = await userWithSavedReading();
    await save(user, id, { reflection: 'Written first.', baseVersion: 0 });
    const before = Date.now();
    const set = await call(server, user, setCheckIn, { params: { id }, body: { delay: 'month', byEmail: true } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ version: 1, reflection: 'Written first.', checkIn: { byEmail: true } });
    expect(set.body.checkIn!.dueAt).toBeGreaterThanOrEqual(checkInDueAt(before, 'month'));
    expect(set.body.checkIn!.dueAt).toBeLessThanOrEqual(checkInDueAt(Date.now(), 'month'));

    const cleared = await call(server, user, setCheckIn, { params: { id }, body: { delay: null } });
    expect(cleared.body).toMatchObject({ version: 1, reflection: 'Written first.', checkIn: null });
    expect(await entryRows(id)).toMatchObject([{ checkInAt: null, checkInByEmail: false }]);
  });

  it('can be set on a reading nothing is written about yet, which stays at version 0', async () => {
    const { user, id } = await userWithSavedReading();
    const set = await call(server, user, setCheckIn, { params: { id }, body: { delay: 'week' } });
    expect(set.body).toMatchObject({ version: 0, reflection: '', updatedAt: null, checkIn: { byEmail: false } });
    expect(await entryRows(id)).toMatchObject([{ version: 0, sealed: null }]);
    expect((await call(server, user, getJournalHistory, { params: { id } })).body).toEqual({ versions: [] });
  });

  it('ends when answered: the outcome is a new version and the check-in and its email are gone', async () => {
    const { user, id } = await userWithSavedReading();
    await call(server, user, setCheckIn, { params: { id }, body: { delay: 'week', byEmail: true } });
    await db().update(journalEntry).set({ checkInAt: new Date(Date.now() - 1000), checkInEmailedAt: new Date() }).where(eq(journalEntry.readingId, id));
    expect((await call(server, user, getDueCheckIns)).body.due.map((due) => due.readingId)).toEqual([id]);
    const answered = await call(server, user, answerCheckIn, { params: { id }, body: { answer: 'It went well.', helped: 'yes' } });
    expect(answered.body).toMatchObject({ version: 1, checkIn: null, outcome: { answer: 'It went well.', helped: 'yes' } });
    expect(await entryRows(id)).toMatchObject([{ checkInAt: null, checkInByEmail: false, checkInEmailedAt: null }]);
    expect((await call(server, user, getDueCheckIns)).body).toEqual({ due: [] });
  });

  it('lists the user’s own due check-ins on saved readings, oldest due first, with nothing written in them', async () => {
    const user = await signUpWithKey(server);
    const [older, newer, notYet] = await insertReadings(server, user, 3, () => new Date());
    const stranger = await signUpWithKey(server);
    const theirs = await insertSavedReading(server, stranger);
    const now = Date.now();
    for (const [readingId, owner, dueAt] of [
      [newer!.id, user, now - 1000],
      [older!.id, user, now - 5000],
      [notYet!.id, user, now + 60_000],
      [theirs, stranger, now - 9000],
    ] as const) {
      await call(server, owner, setCheckIn, { params: { id: readingId }, body: { delay: 'week' } });
      await db().update(journalEntry).set({ checkInAt: new Date(dueAt) }).where(eq(journalEntry.readingId, readingId));
    }
    expect((await call(server, user, getDueCheckIns)).body).toEqual({
      due: [
        { readingId: older!.id, dueAt: now - 5000 },
        { readingId: newer!.id, dueAt: now - 1000 },
      ],
    });
  });
});

describe('the journal’s pages', () => {
  const SECOND = 1000;
  const base = Date.now() - 86_400_000;

  it('gives 120 saved readings as pages of 50, 50 and 20, newest saved first, each once, with their entries', async () => {
    const user = await signUpWithKey(server);
    // Three readings share each moment, so the order between them (and the cursor) rests on the id.
    const readings = await insertReadings(server, user, 120, (index) => new Date(base + Math.floor(index / 3) * SECOND));
    await insertReadings(server, user, 1, () => null);
    await insertSavedReading(server, await signUpWithKey(server));
    const written = readings[7]!.id;
    await save(user, written, { reflection: 'On page three.', tags: ['found'], baseVersion: 0 });

    const pages: JournalPage[] = [];
    let after: string | undefined;
    do {
      const page = await call(server, user, getJournalPage, { query: after === undefined ? {} : { after } });
      expect(page.status, page.response.body.slice(0, 300)).toBe(200);
      pages.push(page.body);
      after = page.body.next ?? undefined;
    } while (after !== undefined && pages.length < 10);

    expect(pages.map((page) => page.items.length)).toEqual([50, 50, 20]);
    expect(pages.map((page) => page.total)).toEqual([120, 120, 120]);
    expect(pages.at(-1)!.next).toBeNull();
    const expected = readings.toSorted((a, b) => b.savedAt!.getTime() - a.savedAt!.getTime() || (a.id < b.id ? 1 : -1));
    const items = pages.flatMap((page) => page.items);
    expect(items.map((item) => item.reading.id)).toEqual(expected.map((reading) => reading.id));
    expect(items.map((item) => item.reading.title)).toEqual(expected.map((reading) => reading.title));
    for (const item of items) {
      expect(item.reading).toMatchObject({ saved: true, status: 'SAVED' });
      expect(item.entry.readingId).toBe(item.reading.id);
      if (item.reading.id === written) expect(item.entry).toMatchObject({ version: 1, reflection: 'On page three.', tags: ['found'] });
      else expect(item.entry).toMatchObject({ version: 0, reflection: '', tags: [] });
    }
  });

  it('takes a smaller page when asked, and shows a pending check-in on its item', async () => {
    const user = await signUpWithKey(server);
    const readings = await insertReadings(server, user, 3, (index) => new Date(base + index * SECOND));
    await call(server, user, setCheckIn, { params: { id: readings[2]!.id }, body: { delay: 'quarter', byEmail: true } });
    const first = (await call(server, user, getJournalPage, { query: { limit: 2 } })).body;
    expect(first.items.map((item) => item.reading.id)).toEqual([readings[2]!.id, readings[1]!.id]);
    expect(first.items[0]!.entry.checkIn).toMatchObject({ byEmail: true });
    const rest = (await call(server, user, getJournalPage, { query: { limit: 2, after: first.next! } })).body;
    expect(rest).toMatchObject({ items: [{ reading: { id: readings[0]!.id } }], next: null, total: 3 });
  });

  it('is empty for a user with no saved reading', async () => {
    const user = await signUpWithKey(server);
    expect((await call(server, user, getJournalPage)).body).toEqual({ items: [], next: null, total: 0 });
  });
});

/** A saved reading with two versions written and a check-in set: rows in both journal tables. */
async function writtenEntry(user: TestUser): Promise<string> {
  const id = await insertSavedReading(server, user);
  await save(user, id, { reflection: 'First.', baseVersion: 0 });
  await save(user, id, { reflection: 'Second.', baseVersion: 1 });
  await call(server, user, setCheckIn, { params: { id }, body: { delay: 'week', byEmail: true } });
  expect(await entryRows(id)).toHaveLength(1);
  expect(await versionRows(id)).toHaveLength(1);
  return id;
}

describe('what removes the journal with its readings', () => {
  it('deleting a saved reading deletes its entry and its versions', async () => {
    const user = await signUpWithKey(server);
    const id = await writtenEntry(user);
    const kept = await writtenEntry(user);
    expect((await call(server, user, deleteReading, { params: { id } })).status).toBe(200);
    expect(await entryRows(id)).toEqual([]);
    expect(await versionRows(id)).toEqual([]);
    expect(await entryRows(kept)).toHaveLength(1);
  });

  it('starting over deletes every entry and version of the user', async () => {
    const user = await signUpWithKey(server);
    const ids = [await writtenEntry(user), await writtenEntry(user)];
    const started = await call(server, user, startOver, {
      body: { confirmation: START_OVER_CONFIRMATION, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': clientAddress() },
    });
    expect(started.status).toBe(200);
    for (const id of ids) {
      expect(await entryRows(id)).toEqual([]);
      expect(await versionRows(id)).toEqual([]);
    }
    expect(await db().select().from(journalEntry).where(eq(journalEntry.userId, user.id))).toEqual([]);
  });

  it('deleting the account deletes every entry and version of the user', async () => {
    const user = await signUpWithKey(server);
    const id = await writtenEntry(user);
    const deleted = await call(server, user, deleteAccount, { body: { confirmation: ACCOUNT_DELETION_PHRASE, password: TEST_PASSWORD } });
    expect(deleted.status).toBe(200);
    expect(await entryRows(id)).toEqual([]);
    expect(await versionRows(id)).toEqual([]);
  });
});
