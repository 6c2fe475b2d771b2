import { describe, expect, it } from 'vitest';
import { displayNameProblem, PROFILE_MESSAGES } from './validate.ts';

describe('update-user refuses a picture and strips bidirectional controls from names: the profile form says so first', () => {
  it('refuses a control character, naming what is wrong', () => {
    expect(displayNameProblem('Ada\u0000', 'Bo')).toBe('Your name cannot contain control characters such as tabs or line breaks.');
  });

  it('refuses a name with nothing visible but bidirectional controls', () => {
    expect(displayNameProblem('\u202E\u2066', 'Bo')).toBe('Your name needs at least one visible character.');
  });

  it('counts a name that differs only by bidirectional controls as unchanged', () => {
    expect(displayNameProblem('\u202ABo\u202C', 'Bo')).toBe(PROFILE_MESSAGES.NAME_UNCHANGED);
    expect(displayNameProblem('Ada', 'Bo')).toBeNull();
  });
});
