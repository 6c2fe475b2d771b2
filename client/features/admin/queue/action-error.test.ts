import { describe, expect, it } from 'vitest';
import { HttpError } from '#client/lib/http-error.ts';
import { actionErrorMessage } from './action-error.ts';

describe('actionErrorMessage', () => {
  it('passes on the server’s explanation word for word', () => {
    const error = new HttpError(409, { error: 'job_state', message: 'Only a failed job can be retried; this one is active.' });
    expect(actionErrorMessage(error)).toBe('Only a failed job can be retried; this one is active.');
  });

  it('names the status when the server sent no explanation, and a network failure as such', () => {
    expect(actionErrorMessage(new HttpError(502))).toBe('Not done: the server answered 502.');
    expect(actionErrorMessage(new TypeError('Failed to fetch'))).toBe('Not done: the server could not be reached.');
  });
});
