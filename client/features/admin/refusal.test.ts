import { describe, expect, it } from 'vitest';
import { HttpError } from '#client/lib/http-error.ts';
import { refusalOf, UNREADABLE_MESSAGE } from '#client/lib/refusal.ts';
import { adminRefusalOf } from './refusal.ts';

describe('The admin pages fail the one way: through refusalOf', () => {
  it('passes on the server’s explanation word for word, with the field it names', () => {
    const error = new HttpError(409, { error: 'job_state', message: 'Only a failed job can be retried; this one is active.' });
    expect(adminRefusalOf(error).message).toBe('Only a failed job can be retried; this one is active.');
    const field = new HttpError(400, { error: 'bad_request', message: 'A cost cannot be negative', field: 'costPerCard' });
    expect(adminRefusalOf(field)).toEqual(refusalOf(field));
  });

  it('names the status when the server sent no explanation, and a network failure as such', () => {
    expect(adminRefusalOf(new HttpError(502)).message).toBe('Not done: the server answered 502.');
    expect(adminRefusalOf(new TypeError('Failed to fetch')).message).toBe('Not done: the server could not be reached.');
  });

  it('says a rate limit’s wait and an answer the page cannot read as every page does, not that the server was out of reach', () => {
    const limited = new HttpError(429, { error: '', message: 'Too many requests. Please try again later.' }, 30);
    expect(adminRefusalOf(limited).message).toBe('Too many attempts. Try again in 30 seconds.');
    expect(adminRefusalOf(new Error('Invalid input')).message).toBe(UNREADABLE_MESSAGE);
  });
});
