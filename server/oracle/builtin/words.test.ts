import { describe, expect, it } from 'vitest';
import { isNounKeyword, nounKeywordsFirst } from './words.ts';

describe('keywords said as nouns', () => {
  it('takes a single word, a plain noun phrase or a participle before a noun as a noun, never a verb’s -ing with its object', () => {
    for (const keyword of ['upheaval', 'healing', 'turning point', 'lingering hurt', 'new beginnings']) expect(isNounKeyword(keyword), keyword).toBe(true);
    for (const keyword of ['letting go', 'lifting the blindfold', 'moving on', 'running on empty']) expect(isNounKeyword(keyword), keyword).toBe(false);
  });

  it('puts the nouns first and keeps the rest after them, each in its order', () => {
    expect(nounKeywordsFirst(['letting go', 'release', 'moving on', 'peace'])).toEqual(['release', 'peace', 'letting go', 'moving on']);
  });
});
