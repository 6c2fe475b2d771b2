import { describe, expect, it } from 'vitest';
import { correctTypos } from './typos.ts';

describe('correctTypos', () => {
  it.each([
    ['wil i get teh promotion', 'will i get the promotion'],
    ['Shoud I stay', 'Should I stay'],
    ['Waht dose he think', 'What does he think'],
    ['Hwo cna I fix this', 'How can I fix this'],
    ['is he realy over me', 'is he really over me'],
  ])('spells %j right', (typed, meant) => {
    expect(correctTypos(typed)).toBe(meant);
  });

  it.each(['Should I adopt a cat?', 'Is my car worth fixing?', 'I feel ill and sad', 'Will Wil call me?', 'Is the café open'])('leaves %j alone', (typed) => {
    expect(correctTypos(typed)).toBe(typed);
  });
});
