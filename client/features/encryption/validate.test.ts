import { describe, expect, it } from 'vitest';
import { canContinue, EMPTY_CREATE_FIELDS, reachedStep } from './validate.ts';

const valid = { password: 'moon-and-stars', confirm: 'moon-and-stars', hint: '', consent: true };

describe('Create Password rules', () => {
  it.each([
    [EMPTY_CREATE_FIELDS, 0],
    [{ ...EMPTY_CREATE_FIELDS, password: '12345' }, 0],
    [{ ...EMPTY_CREATE_FIELDS, password: '123456' }, 1],
    [{ ...EMPTY_CREATE_FIELDS, password: '123456', confirm: '12345' }, 1],
    [{ ...EMPTY_CREATE_FIELDS, password: '123456', confirm: '123456', hint: 'x'.repeat(256) }, 2],
    [{ ...EMPTY_CREATE_FIELDS, password: '123456', confirm: '123456', hint: 'x'.repeat(255) }, 3],
    [valid, 4],
  ])('reaches step %#', (fields, step) => {
    expect(reachedStep(fields)).toBe(step);
  });

  it('continues only when every rule holds, the human is verified and no honeypot is filled', () => {
    expect(canContinue(valid, true, false)).toBe(true);
    expect(canContinue(valid, false, false)).toBe(false);
    expect(canContinue(valid, true, true)).toBe(false);
    expect(canContinue({ ...valid, consent: false }, true, false)).toBe(false);
  });
});
