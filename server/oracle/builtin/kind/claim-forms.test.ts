import { describe, expect, it } from 'vitest';
import { claimForms } from './claim-forms.ts';

describe('claimForms', () => {
  it('turns a claim about the future into a whether-clause and a gerund without any "will"', () => {
    expect(claimForms('you will get the promotion by spring', null)).toEqual({ whether: 'you get the promotion by spring', gerund: 'you getting the promotion by spring' });
    expect(claimForms('he will call me back', null)).toEqual({ whether: 'he calls me back', gerund: 'him calling me back' });
    expect(claimForms('your parents will accept the move', null)).toEqual({ whether: 'your parents accept the move', gerund: 'your parents accepting the move' });
    expect(claimForms('she will move in', null)?.gerund).toBe('her moving in');
    expect(claimForms('I will win', null)).toEqual({ whether: 'I win', gerund: 'me winning' });
    expect(claimForms('you will be happy there', null)).toEqual({ whether: 'you are happy there', gerund: 'you being happy there' });
  });

  it('keeps an adverb between "will" and its verb with the verb, and doubles a stressed last consonant', () => {
    expect(claimForms('you will ever be happy', null)).toEqual({ whether: 'you are ever happy', gerund: 'you ever being happy' });
    expect(claimForms('he will still love you', null)).toEqual({ whether: 'he still loves you', gerund: 'him still loving you' });
    expect(claimForms('she will continue the project', null)?.gerund).toBe('her continuing the project');
    expect(claimForms('they will forget about it', null)?.gerund).toBe('them forgetting about it');
  });

  it('keeps a present-tense claim whole and makes a gerund of an ongoing one', () => {
    expect(claimForms('he is losing interest', null)).toEqual({ whether: 'he is losing interest', gerund: 'him losing interest' });
    expect(claimForms('moving to Lisbon is a mistake', null)).toEqual({ whether: 'moving to Lisbon is a mistake', gerund: null });
  });

  it('adds the time frame once', () => {
    expect(claimForms('you will find a flat', 'by spring')?.whether).toBe('you find a flat by spring');
    expect(claimForms('you will find a flat by spring', 'by spring')?.gerund).toBe('you finding a flat by spring');
  });

  it('gives up on a missing, negative or tangled claim', () => {
    expect(claimForms(null, null)).toBeNull();
    expect(claimForms('he will not call', null)).toBeNull();
    expect(claimForms("she won't come back", null)).toBeNull();
    expect(claimForms('it is what it will be', null)).toBeNull();
  });
});
