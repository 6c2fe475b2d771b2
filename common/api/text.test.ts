import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { dbText } from './text.ts';

describe('dbText', () => {
  it('refuses the NUL character, which PostgreSQL text cannot hold, naming the field', () => {
    const result = dbText('The hint').check(z.maxLength(10)).safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The hint must not contain the NUL character');
  });

  it('accepts any other text and keeps the checks chained after it', () => {
    const schema = dbText('The hint').check(z.maxLength(10));
    expect(schema.parse('ünïcödé ✨')).toBe('ünïcödé ✨');
    expect(schema.safeParse('x'.repeat(11)).success).toBe(false);
  });
});
