import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getReading } from '#common/api/readings.ts';
import { saveJournalEntry } from '#common/api/journal.ts';
import { checkInDueAt } from '#common/domain/journal.ts';
import { journalEntry } from '#server/db/schema/journal.ts';
import { setCheckIn } from '#server/journal/check-in.ts';
import type { SendMail } from '#server/mail/smtp.ts';
import { call } from '#server/test/call.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { insertSavedReading } from '#server/test/journal-helpers.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';
import { CHECK_IN_REMINDERS_CRON, CHECK_IN_REMINDERS_QUEUE, emailDueCheckIns, type ReminderDeps } from './check-in-reminders.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: true });
});
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const db = () => server.services.database.db;
const deps = (send: SendMail | undefined): ReminderDeps => ({ db: db(), send, log: server.services.log, publicUrl: server.services.env.publicUrl });
const entryRow = async (readingId: string) => (await db().select().from(journalEntry).where(eq(journalEntry.readingId, readingId)))[0]!;
/** The emails `send` was given for `user`: other tests' check-ins come due in the same database. */
const mailTo = (send: ReturnType<typeof vi.fn<SendMail>>, user: TestUser) => send.mock.calls.map(([message]) => message).filter((message) => message.to === user.email);

/** A user's saved reading with something written in it and a check-in set at `setAt`; the moment it comes due. */
async function checkInOn(user: TestUser, setAt: Date, byEmail: boolean): Promise<{ readingId: string; dueAt: Date }> {
  const readingId = await insertSavedReading(server, user);
  const saved = await call(server, user, saveJournalEntry, { params: { id: readingId }, body: { reflection: 'The marker 7c1d-reflection.', tags: ['marker-7c1d'], baseVersion: 0 } });
  expect(saved.status).toBe(200);
  await setCheckIn(db(), { userId: user.id, readingId }, { delay: 'week', byEmail }, setAt);
  return { readingId, dueAt: new Date(checkInDueAt(setAt.getTime(), 'week')) };
}

describe(`check-in reminders by email, on ${TEST_DB}`, () => {
  it('emails the account address once the check-in is due, with the link to the reading and nothing of it, and only once', async () => {
    const user = await signUpWithKey(server);
    const { readingId, dueAt } = await checkInOn(user, new Date(Date.now() - 30 * DAY_MS), true);
    const send = vi.fn<SendMail>(async () => {});

    await emailDueCheckIns(deps(send), new Date(dueAt.getTime() - DAY_MS));
    expect(mailTo(send, user)).toEqual([]);

    await emailDueCheckIns(deps(send), dueAt);
    const [email, ...more] = mailTo(send, user);
    expect(more).toEqual([]);
    expect(email).toMatchObject({ to: user.email, subject: 'How did it turn out?' });
    expect(email!.text).toContain(`${server.services.env.publicUrl}/app/main/journal/${readingId}`);
    const reading = (await call(server, user, getReading, { params: { id: readingId } })).body;
    for (const secret of ['7c1d', reading.title, reading.request.question]) expect(email!.text).not.toContain(secret);
    expect((await entryRow(readingId)).checkInEmailedAt).toEqual(dueAt);

    await emailDueCheckIns(deps(send), new Date(dueAt.getTime() + DAY_MS));
    expect(mailTo(send, user)).toHaveLength(1);
  });

  it('emails no one who did not ask for email', async () => {
    const user = await signUpWithKey(server);
    const { readingId, dueAt } = await checkInOn(user, new Date(Date.now() - 30 * DAY_MS), false);
    const send = vi.fn<SendMail>(async () => {});
    await emailDueCheckIns(deps(send), dueAt);
    expect(mailTo(send, user)).toEqual([]);
    expect((await entryRow(readingId)).checkInEmailedAt).toBeNull();
  });

  it('tries again at the next run when the mail server refuses, and says so in the log', async () => {
    const user = await signUpWithKey(server);
    const { readingId, dueAt } = await checkInOn(user, new Date(Date.now() - 30 * DAY_MS), true);
    const refusing = vi.fn<SendMail>(async (message) => {
      if (message.to === user.email) throw new Error('451 try again later');
    });
    await emailDueCheckIns(deps(refusing), dueAt);
    expect(mailTo(refusing, user)).toHaveLength(1);
    expect((await entryRow(readingId)).checkInEmailedAt).toBeNull();
    expect(server.logs.join('')).toMatch(new RegExp(`"readingId":"${readingId}","reason":"451 try again later".*could not email a check-in reminder`));

    const send = vi.fn<SendMail>(async () => {});
    await emailDueCheckIns(deps(send), new Date(dueAt.getTime() + 60_000));
    expect(mailTo(send, user)).toHaveLength(1);
    expect((await entryRow(readingId)).checkInEmailedAt).not.toBeNull();
  });

  it('without a mail server sends nothing and leaves the reminders for when there is one', async () => {
    const user = await signUpWithKey(server);
    const { readingId, dueAt } = await checkInOn(user, new Date(Date.now() - 30 * DAY_MS), true);
    expect(await emailDueCheckIns(deps(undefined), dueAt)).toBe(0);
    expect((await entryRow(readingId)).checkInEmailedAt).toBeNull();
  });

  it(`is scheduled with pg-boss's cron, carries no data, and is worked by this process's workers on ${TEST_DB}`, async () => {
    const { boss } = server.services;
    const schedules = await boss.getSchedules();
    const schedule = schedules.find((candidate) => candidate.name === CHECK_IN_REMINDERS_QUEUE);
    expect(schedule).toMatchObject({ cron: CHECK_IN_REMINDERS_CRON });
    expect(schedule!.data ?? null).toBeNull();

    const id = await boss.send(CHECK_IN_REMINDERS_QUEUE, {});
    for (;;) {
      const job = await boss.getJobById(CHECK_IN_REMINDERS_QUEUE, id!);
      if (job?.state === 'failed') throw new Error(`the reminders failed: ${JSON.stringify(job.output)}`);
      if (job?.state === 'completed') {
        // The test server has no mail server: the run emails nothing.
        expect(job.output).toEqual({ emailed: 0 });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
