import { describe, expect, it } from 'vitest';
import { understandQuestion } from './understand-question.ts';

describe('the options of a choice', () => {
  it.each([
    ['Should I take the job in Berlin or stay in Paris?', ['the job in Berlin', 'staying in Paris']],
    ['Which is better: the bakery, the bookshop or the bike repair idea?', ['the bakery', 'the bookshop', 'the bike repair idea']],
    ['Should I stay or should I go?', ['staying', 'going']],
    ['The blue apartment or the house near my parents?', ['the blue apartment', 'the house near your parents']],
    ['Bakery or bookshop?', ['bakery', 'bookshop']],
    ['Lisbon, Porto or Madrid?', ['Lisbon', 'Porto', 'Madrid']],
    ['Is it better to quit or keep going?', ['quitting', 'keeping going']],
    ['Should I text him or wait?', ['texting him', 'waiting']],
    ['Should I text him or wait for him to text me first, or just forget about him?', ['texting him', 'waiting for him to text you first', 'just forgetting about him']],
    ['Is Paris or Rome better for our honeymoon?', ['Paris', 'Rome']],
    ['Would the flat in Leeds or the house in York be the right choice?', ['the flat in Leeds', 'the house in York']],
  ])('names them in %j', (question, options) => {
    const insight = understandQuestion(question);
    expect({ kind: insight.kind, options: insight.options }).toEqual({ kind: 'choice', options });
  });

  it.each(['Does he love me or not?', 'Yes or no?', 'Will he call or text?', 'Should I stay?', 'Is he right or wrong about me?', 'Will my son or daughter call first?'])('finds no choice in %j', (question) => {
    expect(understandQuestion(question).options).toEqual([]);
  });
});
