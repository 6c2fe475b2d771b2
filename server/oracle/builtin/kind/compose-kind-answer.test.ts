import { describe, expect, it } from 'vitest';
import { claimForms } from './claim-forms.ts';
import { answerSentence } from './compose-kind-answer.ts';
import { essenceOf } from '../facts.ts';
import { BRIGHT, cardOf, factsWith, FEARED, HARD, HOPED } from './kind-fixtures.ts';

/** What a leaning says, in plain terms: toward the claim coming true, against it, or neither. */
const TOWARD = /\btoward yes\b|\b(?:lean|leans|tips?) (?:clearly |gently )?toward (?!no\b)|\blean toward it\b/i;
const AGAINST = /\btoward no\b|\baway from\b|\bdo not point to\b/i;
const SAYS_YES = /\btoward yes\b|\ba (?:soft |cautious )?yes\b(?! or no)/i;
const PROMISES = /\byou will\b|\bdefinitely\b|\bcertainly\b|\bguaranteed?\b/i;

/** The leaning on `item` over `slugs`, with the claim's own words taken out so that "pulling away from you" is not read as a direction. */
function leaningOn(yesMeans: 'hoped' | 'feared', item: (typeof FEARED)[number], slugs: readonly string[]): string {
  const text = answerSentence(factsWith('THREE_CARD', slugs, item.question, { kind: 'yes-no', yesNo: true, yesMeans, claim: item.claim, timeFrame: item.timeFrame ?? null }))!;
  const forms = claimForms(item.claim, item.timeFrame ?? null);
  return forms === null ? text : text.replace(forms.whether, 'the claim').replace(forms.gerund ?? forms.whether, 'the claim');
}

describe('answerSentence for a yes-or-no question', () => {
  it('has a labelled fixture of at least 20 feared and 20 hoped questions', () => {
    expect(FEARED.length).toBeGreaterThanOrEqual(20);
    expect(HOPED.length).toBeGreaterThanOrEqual(20);
  });

  it('answers a feared yes over bright cards away from the fear, never with a yes', () => {
    for (const item of FEARED) {
      const text = leaningOn('feared', item, BRIGHT);
      expect(text, item.question).toMatch(AGAINST);
      expect(text, item.question).not.toMatch(SAYS_YES);
      expect(text, item.question).not.toMatch(TOWARD);
    }
  });

  it('answers a feared yes over hard cards toward what is feared, never away from it', () => {
    for (const item of FEARED) {
      const text = leaningOn('feared', item, HARD);
      expect(text, item.question).toMatch(TOWARD);
      expect(text, item.question).not.toMatch(AGAINST);
    }
  });

  it('answers a hoped yes toward it over bright cards and against it over hard ones', () => {
    for (const item of HOPED) {
      const bright = leaningOn('hoped', item, BRIGHT);
      expect(bright, item.question).toMatch(TOWARD);
      expect(bright, item.question).not.toMatch(AGAINST);
      const hard = leaningOn('hoped', item, HARD);
      expect(hard, item.question).toMatch(AGAINST);
      expect(hard, item.question).not.toMatch(SAYS_YES);
    }
  });

  it('says the claim in the question’s own terms, with its time frame, and never promises', () => {
    for (const [yesMeans, items] of [['feared', FEARED], ['hoped', HOPED]] as const) {
      for (const item of items) {
        for (const slugs of [BRIGHT, HARD]) {
          const text = answerSentence(factsWith('THREE_CARD', slugs, item.question, { kind: 'yes-no', yesNo: true, yesMeans, claim: item.claim, timeFrame: item.timeFrame ?? null }))!;
          expect(text, item.question).not.toMatch(PROMISES);
          if (item.timeFrame) expect(text, item.question).toContain(item.timeFrame);
        }
      }
    }
    expect(answerSentence(factsWith('THREE_CARD', [...BRIGHT], FEARED[1]!.question, { kind: 'yes-no', yesNo: true, yesMeans: 'feared', claim: FEARED[1]!.claim }))).toMatch(/whether he is losing interest|him losing interest/);
    expect(answerSentence(factsWith('THREE_CARD', [...BRIGHT], HOPED[0]!.question, { kind: 'yes-no', yesNo: true, yesMeans: 'hoped', claim: HOPED[0]!.claim, timeFrame: 'by spring' }))).toMatch(/whether you get the promotion by spring|you getting the promotion by spring/);
  });

  it('gives no soft yes or no when a pausing card weighs most', () => {
    for (const pausing of ['two-of-swords', 'the-hanged-man', 'four-of-swords', 'seven-of-cups']) {
      const text = answerSentence(factsWith('THREE_CARD', ['the-star', 'the-sun', pausing], 'Will I get the job?', { kind: 'yes-no', yesNo: true, yesMeans: 'hoped', claim: 'you will get the job' }))!;
      expect(text, pausing).not.toMatch(/soft|cautious|hesitant|toward yes|toward no/);
      expect(text, pausing).toMatch(/no clear|undecided|pause|wait/);
    }
  });

  it('falls back to the subject when there is no claim', () => {
    const text = answerSentence(factsWith('THREE_CARD', [...BRIGHT], 'Is this friendship over?', { kind: 'yes-no', yesNo: true, yesMeans: 'feared', subject: 'this friendship' }))!;
    expect(text).toContain('this friendship');
    expect(text).toMatch(/away from what you fear|finds little support|lean away/);
  });
});

describe('answerSentence for how and why', () => {
  const slugs = ['the-hermit', 'eight-of-pentacles', 'the-tower', 'the-star', 'eight-of-wands', 'the-magician', 'the-moon', 'six-of-cups', 'the-sun'];

  it('gives a how-question ways in, from the invitations of the cards that look ahead', () => {
    const facts = factsWith('CELTIC_CROSS', slugs, 'How can I grow my business?', { kind: 'how', subject: 'your business' });
    const text = answerSentence(facts)!;
    expect(text).toMatch(/ways in|steps/);
    expect(text).toContain(essenceOf(facts, cardOf(facts, 'eight-of-wands')).invitation);
    expect(text).toContain(essenceOf(facts, cardOf(facts, 'the-sun')).invitation);
    expect(text).not.toMatch(/reason|cause/);
  });

  it('gives a why-question reasons, not steps', () => {
    const text = answerSentence(factsWith('CELTIC_CROSS', slugs, 'Why do I keep losing motivation?', { kind: 'why', subject: 'your motivation' }))!;
    expect(text).toMatch(/reason|cause|why/);
    expect(text).not.toMatch(/ways in|steps/);
  });
});

describe('answerSentence for a choice', () => {
  const options = ['the bakery', 'the bookshop', 'the bike repair idea'];

  it('weighs each option by its card and leans to the brightest, as a leaning and not an order', () => {
    const facts = factsWith('THREE_CARD', ['the-tower', 'the-sun', 'five-of-cups'], 'The bakery, the bookshop or the bike repair idea?', { kind: 'choice', options });
    const text = answerSentence(facts)!;
    for (const option of options) expect(text).toContain(option);
    for (const card of ['Tower', 'Sun', 'Five of Cups']) expect(text).toContain(card);
    expect(text).toMatch(/lean toward the bookshop|the bookshop is the one the cards lean toward|brighter card sits with the bookshop/);
    expect(text).toMatch(/not an order|choice (?:stays|and its reasons remain) yours/);
  });

  it('lays two options on the places that look ahead when there are enough of them', () => {
    const facts = factsWith('CELTIC_CROSS', ['the-hermit', 'eight-of-pentacles', 'the-tower', 'the-star', 'ten-of-swords', 'the-magician', 'the-moon', 'six-of-cups', 'the-sun'], 'Stay or go?', { kind: 'choice', options: ['staying', 'going'] });
    const text = answerSentence(facts)!;
    // The crown carries the first option, the near future the second: the Star outshines the Ten of Swords.
    expect(text).toMatch(/staying[^;]*Star/);
    expect(text).toMatch(/going[^;]*Ten of Swords/);
    expect(text).toMatch(/toward staying|staying is the one|sits with staying/);
  });

  it('leans, when the options’ cards are equally bright, to the one whose card lies in the weightier place', () => {
    // The bakery falls to the Sun in the present, the bookshop to the Star in the future, which weighs more.
    const text = answerSentence(factsWith('THREE_CARD', ['the-tower', 'the-sun', 'the-star'], 'Bakery or bookshop?', { kind: 'choice', options: ['the bakery', 'the bookshop'] }))!;
    expect(text).toMatch(/lean a little toward the bookshop|the bookshop edges ahead|the bookshop carries a little more weight/);
    expect(text).not.toMatch(/No one option stands out|do not lean between/);
  });

  it('says no option stands out only when equally bright cards lie in equally weighty places', () => {
    const facts = factsWith('CELTIC_CROSS', ['the-hermit', 'eight-of-pentacles', 'the-tower', 'the-star', 'ten-of-swords', 'the-sun', 'the-moon', 'six-of-cups', 'the-sun'], 'Stay or go?', { kind: 'choice', options: ['staying', 'going'] });
    facts.kindOf = (drawn) => (drawn.index === 3 || drawn.index === 4 ? 'near-future' : 'past');
    facts.laid[4]!.card = facts.laid[3]!.card;
    expect(answerSentence(facts)!).toMatch(/No one option stands out|do not lean between/);
  });

  it('weighs every option by one card when there are fewer cards than options', () => {
    const bright = answerSentence(factsWith('SINGLE', ['the-sun'], 'Bakery or bookshop?', { kind: 'choice', options: ['the bakery', 'the bookshop'] }))!;
    expect(bright).toMatch(/the Sun.*the bakery.*more than/);
    const hard = answerSentence(factsWith('SINGLE', ['the-tower'], 'Bakery or bookshop?', { kind: 'choice', options: ['the bakery', 'the bookshop'] }))!;
    expect(hard).toMatch(/toward the bookshop/);
  });
});

describe('answerSentence for when and time frames', () => {
  it('speaks of pace, never of a date, for a when-question without a time frame', () => {
    const quick = answerSentence(factsWith('THREE_CARD', ['the-hermit', 'ace-of-wands', 'eight-of-wands'], 'When will I meet someone?', { kind: 'when' }))!;
    expect(quick).toMatch(/quick|brisk|fast/);
    const slow = answerSentence(factsWith('THREE_CARD', ['the-hermit', 'ace-of-pentacles', 'knight-of-pentacles'], 'When will I meet someone?', { kind: 'when' }))!;
    expect(slow).toMatch(/slow|unhurried/);
    const wait = answerSentence(factsWith('THREE_CARD', ['ace-of-wands', 'ace-of-pentacles', 'the-hanged-man'], 'When will I meet someone?', { kind: 'when' }))!;
    expect(wait).toMatch(/wait|pause/);
    for (const text of [quick, slow, wait]) {
      expect(text).not.toMatch(/\d|January|February|March|April|May|June|July|August|September|October|November|December|week|month|year/);
      expect(text).toMatch(/no date|No date|name a date/);
    }
  });

  it('echoes the time frame of a when-question and of a what-will question', () => {
    const when = answerSentence(factsWith('THREE_CARD', [...BRIGHT], 'When will I find a job, before the summer?', { kind: 'when', timeFrame: 'before the summer' }))!;
    expect(when).toMatch(/whether this comes before the summer/);
    const whatWill = answerSentence(factsWith('CELTIC_CROSS', ['the-hermit', 'eight-of-pentacles', 'the-tower', 'the-star', 'ten-of-swords', 'the-magician', 'the-moon', 'six-of-cups', 'the-sun'], 'What will happen with my job this year?', { kind: 'what-will', subject: 'your job', timeFrame: 'this year' }))!;
    expect(whatWill).toMatch(/^This year, /);
    expect(whatWill).toContain('the Sun');
  });
});

describe('answerSentence for care, another person, another language', () => {
  const declines = /will not (?:lean|choose|say when)|No card can give a time/;

  it('keeps a care question free of a leaning, a timing or a choice verdict', () => {
    const choice = answerSentence(factsWith('THREE_CARD', [...BRIGHT], 'Should I sell the house or rent it out?', { kind: 'choice', care: 'money', options: ['selling the house', 'renting it out'], subject: 'the house' }))!;
    const when = answerSentence(factsWith('THREE_CARD', ['ace-of-wands', 'eight-of-wands', 'the-sun'], 'When will my scan results come?', { kind: 'when', care: 'health', subject: 'your scan results' }))!;
    const timed = answerSentence(factsWith('THREE_CARD', [...BRIGHT], 'What will my health be like by spring?', { kind: 'what-will', care: 'health', timeFrame: 'by spring' }))!;
    const yesNo = answerSentence(factsWith('THREE_CARD', [...BRIGHT], 'Will my mother recover by spring?', { kind: 'yes-no', yesNo: true, yesMeans: 'hoped', care: 'health', claim: 'your mother will recover by spring', timeFrame: 'by spring' }))!;
    for (const text of [choice, when, timed, yesNo]) {
      expect(text).toMatch(declines);
      expect(text).not.toMatch(/toward yes|toward no|lean toward|leans toward|quick|slow|selling|renting/);
    }
  });

  it('names the other person as the question gives them', () => {
    const text = answerSentence(factsWith('RELATIONSHIP', ['the-star', 'knight-of-cups', 'two-of-cups', 'five-of-wands', 'the-sun'], 'What does my colleague Ines think of me?', { kind: 'other-person', otherPerson: 'your colleague Ines', subject: 'your colleague Ines' }))!;
    expect(text).toContain('your colleague Ines');
    expect(text).toContain('Knight of Cups');
  });

  it('says once that a question in another language is read in English as a general reading, and leans nowhere', () => {
    const text = answerSentence(factsWith('THREE_CARD', [...BRIGHT], '¿Conseguiré el trabajo?', { kind: 'yes-no', yesNo: true, yesMeans: 'hoped', language: 'es', claim: null }))!;
    expect(text).toMatch(/in Spanish/);
    expect(text).toMatch(/written in English for now/);
    expect(text).toMatch(/general reading/);
    expect(text).not.toMatch(/toward yes|toward no|trabajo/);
    expect(answerSentence(factsWith('THREE_CARD', [...BRIGHT], 'Kysymys?', { language: 'xx' }))).toMatch(/not in English/);
  });
});
