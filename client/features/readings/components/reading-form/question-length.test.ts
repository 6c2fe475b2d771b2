import { describe, expect, it } from 'vitest';
import { fitQuestion } from './question-length.ts';

describe('fitQuestion', () => {
  it('keeps a change within the limit as it is', () => {
    expect(fitQuestion('Will I', 'Will I move?', 20)).toEqual({ value: 'Will I move?', leftOut: 0 });
  });

  it('cuts a long paste into an empty box to the limit and counts what it left out', () => {
    expect(fitQuestion('', 'x'.repeat(10_000), 1000)).toEqual({ value: 'x'.repeat(1000), leftOut: 9000 });
  });

  it('keeps the text around a paste in the middle and cuts only the pasted part', () => {
    expect(fitQuestion('ab|cd', 'ab|123456|cd', 8)).toEqual({ value: 'ab|123cd', leftOut: 4 });
  });

  it('leaves out a key typed at the limit', () => {
    expect(fitQuestion('abcd', 'abcde', 4)).toEqual({ value: 'abcd', leftOut: 1 });
  });

  it('counts a paste that replaces a selection against the room the selection frees', () => {
    expect(fitQuestion('aXXXb', 'a12345b', 6)).toEqual({ value: 'a1234b', leftOut: 1 });
  });
});
