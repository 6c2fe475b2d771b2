import { describe, expect, it } from 'vitest';
import { understandQuestion } from './understand-question.ts';

describe('the claim of a yes-or-no question', () => {
  it.each([
    ['Is he losing interest?', 'he is losing interest'],
    ['Will I get the promotion by spring?', 'you will get the promotion by spring'],
    ['Is it a mistake to move in with Sam?', 'moving in with Sam is a mistake'],
    ['Would it be wrong to quit my job?', 'quitting your job would be wrong'],
    ['Is my colleague Ines lying to me?', 'your colleague Ines is lying to you'],
    ['Does my boyfriend still love me?', 'your boyfriend still loves you'],
    ['Am I on the right path?', 'you are on the right path'],
    ['wil i get teh promotion', 'you will get the promotion'],
    ['The café, will it survive the winter?', 'it will survive the winter'],
    ['Is it time to go back to school?', 'it is time to go back to school'],
  ])('restates %j', (question, claim) => {
    expect(understandQuestion(question).claim).toBe(claim);
  });

  it.each(['Did I make the right decision?', 'Why is he distant?', 'Should I take the job in Berlin or stay in Paris?'])(
    'has none for %j',
    (question) => {
      expect(understandQuestion(question).claim).toBeNull();
    },
  );
});
