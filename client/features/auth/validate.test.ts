import { describe, expect, it } from 'vitest';
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
    expect(Object.keys(validateAuthFields(mode, fields))).toEqual(field === null ? [] : [field]);
  });

  it('finds every invalid field at once', () => {
    expect(validateAuthFields('signup', { name: '', email: 'ada', password: 'abc' })).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid email address.',
      password: 'Use at least 8 characters for your password.',
    });
  });

  it('asks for 8 characters on a short sign-up password', () => {
    expect(validateAuthFields('signup', { ...good, password: 'abc' }).password).toBe(
      'Use at least 8 characters for your password.',
    );
  });
});
