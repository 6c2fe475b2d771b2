import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { MessageIdParams } from '#common/api/messages.ts';
import { welcomeMessageId } from './welcome.ts';

describe('welcomeMessageId', () => {
  it('is one UUID per user, the same every time, which the read call accepts', () => {
    const id = welcomeMessageId('user-a');
    expect(welcomeMessageId('user-a')).toBe(id);
    expect(welcomeMessageId('user-b')).not.toBe(id);
    expect(z.safeParse(MessageIdParams, { id }).success).toBe(true);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
