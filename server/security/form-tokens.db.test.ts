import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormToken } from '#common/api/encryption.ts';
import { formToken } from '#server/db/schema/encryption.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { consumeFormToken, MAX_OPEN_FORM_TOKENS, issueFormToken } from './form-tokens.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const answer = (token: FormToken) => String(token.challenge.a + token.challenge.b);

describe('form tokens', () => {
  it(`one user holds at most ${MAX_OPEN_FORM_TOKENS} open form tokens, and used ones are not kept`, async () => {
    const { db } = server.services.database;
    const user = await server.signUp();
    const start = Date.now();
    const issued: FormToken[] = [];
    for (let index = 0; index < MAX_OPEN_FORM_TOKENS + 3; index += 1) issued.push(await issueFormToken(db, user.id, `form-${index}`, new Date(start + index * 1000)));
    const rows = () => db.select({ botSessionId: formToken.botSessionId, usedAt: formToken.usedAt }).from(formToken).where(eq(formToken.userId, user.id));
    const kept = issued.map((_, index) => `form-${index}`).slice(3);
    expect((await rows()).map((row) => row.botSessionId).toSorted()).toEqual(kept.toSorted());

    // The oldest was dropped: it no longer passes. The newest still does, once.
    const now = new Date(start + 20_000);
    await expect(consumeFormToken(db, { token: issued[0]!.formToken, userId: user.id, botSessionId: 'form-0', challengeAnswer: answer(issued[0]!) }, now)).rejects.toThrow(
      'This form has expired or was already sent.',
    );
    const newest = issued.at(-1)!;
    await consumeFormToken(db, { token: newest.formToken, userId: user.id, botSessionId: `form-${issued.length - 1}`, challengeAnswer: answer(newest) }, now);
    await issueFormToken(db, user.id, 'form-next', now);
    expect((await rows()).filter((row) => row.usedAt !== null)).toEqual([]);
  });
});
