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

describe('update-user refuses a picture and strips bidirectional controls from names: the sign-up form says so first', () => {
  const good = { name: 'Ada', email: 'ada@example.com', password: 'long enough' };

  it('refuses a name with a control character, and one with nothing visible but bidirectional controls', () => {
    expect(validateAuthFields('signup', { ...good, name: 'Ada\tLovelace' }).name).toBe('Your name cannot contain control characters such as tabs or line breaks.');
    expect(validateAuthFields('signup', { ...good, name: '\u202E\u2066' }).name).toBe('Your name needs at least one visible character.');
  });

  it('lets a name with bidirectional controls around letters through: the server removes them', () => {
    expect(validateAuthFields('signup', { ...good, name: '\u200Fسارا' })).toEqual({});
  });
});
