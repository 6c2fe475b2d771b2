import { describe, expect, it } from 'vitest';
import { classifyAuthFailure } from './api.ts';
import { validateAuthFields } from './validate.ts';

describe('validateAuthFields', () => {
  const good = { name: 'Ada', email: 'ada@example.com', password: 'long enough' };

  it.each([
    ['signup', good, null],
    ['signin', { ...good, name: '' }, null],
    ['signup', { ...good, name: '  ' }, 'name'],
    ['signup', { ...good, email: 'ada' }, 'email'],
    ['signin', { ...good, email: '' }, 'email'],
    ['signin', { ...good, password: '' }, 'password'],
    ['signin', { ...good, password: 'short' }, null],
    ['signup', { ...good, password: '1234567' }, 'password'],
    ['signup', { ...good, password: '12345678' }, null],
  ] as const)('%s with %o → %s', (mode, fields, field) => {
    expect(validateAuthFields(mode, fields)?.field ?? null).toBe(field);
  });

  it('asks for 8 characters on a short sign-up password', () => {
    expect(validateAuthFields('signup', { ...good, password: 'abc' })?.message).toBe(
      'Use at least 8 characters for your password.',
    );
  });
});

describe('classifyAuthFailure', () => {
  it.each([
    [422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'EMAIL_TAKEN'],
    [400, 'USER_ALREADY_EXISTS', 'EMAIL_TAKEN'],
    [422, '', 'EMAIL_TAKEN'],
    [401, 'INVALID_EMAIL_OR_PASSWORD', 'WRONG_CREDENTIALS'],
    [401, '', 'WRONG_CREDENTIALS'],
    [400, 'PASSWORD_TOO_SHORT', 'WEAK_PASSWORD'],
    [400, 'INVALID_EMAIL', 'INVALID_EMAIL'],
    [429, '', 'TOO_MANY_ATTEMPTS'],
    [500, '', 'UNKNOWN'],
  ])('%i %s → %s', (status, code, failure) => {
    expect(classifyAuthFailure(status, code)).toBe(failure);
  });
});
