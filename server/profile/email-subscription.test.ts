import { describe, expect, it } from 'vitest';
import { HttpError } from '#server/http/errors.ts';
import { normalizeEmail, NOT_AN_EMAIL } from './email-subscription.ts';

describe('normalizeEmail', () => {
  it('keeps an address as one lower-cased form, without the spaces around it', () => {
    expect(normalizeEmail(' Name.Surname+news@Example.ORG ')).toBe('name.surname+news@example.org');
  });

  it('refuses what is not an email address with a 400 naming email', () => {
    for (const bad of ['', 'plain', 'a@b', 'a b@example.com', 'name@example..com', 'name@-example.com']) {
      let thrown: unknown;
      try {
        normalizeEmail(bad);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, bad).toBeInstanceOf(HttpError);
      expect(thrown).toMatchObject({ statusCode: 400, message: NOT_AN_EMAIL, field: 'email' });
    }
  });
});
