import { describe, expect, it } from 'vitest';
import { findTimeFrame } from './time-frame.ts';

describe('findTimeFrame', () => {
  it.each([
    ['Will I get the promotion by spring', 'by spring', 'Will I get the promotion'],
    ['Will we marry before the wedding, finally', 'before the wedding', 'Will we marry, finally'],
    ['Will I find love this year', 'this year', 'Will I find love'],
    ['Will I move in the next three months', 'in the next three months', 'Will I move'],
    ['Will he propose by Christmas', 'by Christmas', 'Will he propose'],
    ['will i pass my driving test by christmas', 'by Christmas', 'will i pass my driving test'],
    ['Will I hear back by june', 'by June', 'Will I hear back'],
    ['Will I hear back soon', 'soon', 'Will I hear back'],
    ['Will the house sell within a year', 'within a year', 'Will the house sell'],
  ])('finds the frame in %j', (sentence, frame, rest) => {
    expect(findTimeFrame(sentence)).toEqual({ frame, rest });
  });

  it.each(['Will I get married before the wedding season ends', 'This may be long', 'Will I stay sober this time', 'Should I take the job'])(
    'finds none in %j',
    (sentence) => {
      expect(findTimeFrame(sentence)).toBeNull();
    },
  );
});
