import { describe, expect, it } from 'vitest';
import { HttpError } from '#server/http/errors.ts';
import { encodeCursor, parseCursor } from './page-cursor.ts';

const position = { savedAt: new Date('2026-11-03T12:00:00.123Z'), id: '0b6f4c1e-2d7a-4f3b-9a51-7c1d2e3f4a5b' };

describe('the journal page cursor', () => {
  it('gives back the position it was made from, to the millisecond', () => {
    expect(parseCursor(encodeCursor(position))).toEqual(position);
  });

  it.each([
    ['not base64url', 'not a cursor!'],
    ['a non-canonical spelling', `${encodeCursor(position)}=`],
    ['no separator', Buffer.from('1700000000000').toString('base64url')],
    ['no time', Buffer.from(`:${position.id}`).toString('base64url')],
    ['a time past any date', Buffer.from(`9999999999999999:${position.id}`).toString('base64url')],
    ['an id with a NUL', Buffer.from('1700000000000:a\u0000b').toString('base64url')],
    ['an id too long', Buffer.from(`1700000000000:${'a'.repeat(65)}`).toString('base64url')],
  ])('refuses %s with a 400 naming after', (_what, after) => {
    let refusal: unknown;
    try {
      parseCursor(after);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 400, field: 'after' });
  });
});
