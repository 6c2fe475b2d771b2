import { describe, expect, it } from 'vitest';
import { isListedAdmin } from './is-admin.ts';

describe('ADMIN_EMAILS grants admin only to a verified address', () => {
  it.each([
    [{ email: 'Admin@Example.com', emailVerified: true }, true],
    [{ email: 'admin@example.com', emailVerified: false }, false],
    [{ email: 'someone@example.com', emailVerified: true }, false],
  ])('%o → %s', (user, expected) => {
    expect(isListedAdmin(user, ['admin@example.com'])).toBe(expected);
  });
});
