import { describe, expect, it } from 'vitest';
import { ESSENCES } from '../corpus/essences.ts';
import { GENTLE_ESSENCES } from '../corpus/essences-gentle.ts';
import {
  cardNumberTexts,
  closingQuestion,
  leaningsSaid,
  longestRepeatedSentence,
  meaningPhrasesOf,
  mostCommon,
  namesSubject,
  overusedPhrases,
  polarityRight,
  type ReadingText,
  repeatedClosingQuestions,
  sentencesOf,
  titleEnding,
} from './reading-checks.ts';

/** A hand-written reading: one answer per text. */
const reading = (summary: string, answers: readonly string[], title = 'The Star and the Deep Tide'): ReadingText => ({
  title,
  summary,
  answers: answers.map((text, index) => ({ index, text })),
});

const SUN = ESSENCES['the-sun']!.upright.phrase;
const TOWER_GENTLE = GENTLE_ESSENCES['the-tower']!.upright!.phrase;

describe('cardNumberTexts', () => {
  it('finds a place written as "Card N" in the title, the summary or an answer', () => {
    expect(cardNumberTexts(reading('The Sun in Card 2 leads.', ['Fine.']))).toEqual(['The Sun in Card 2 leads.']);
    expect(cardNumberTexts(reading('Fine.', ['In Card 10, the Moon waits.']))).toEqual(['In Card 10, the Moon waits.']);
    expect(cardNumberTexts({ ...reading('Fine.', []), title: 'Card 1 and the Sun' })).toHaveLength(1);
  });

  it('passes places named for what they are, and cards that merely hold a number', () => {
    expect(cardNumberTexts(reading('The Sun in the first place leads, beside the Two of Cups.', ['The card that crosses it is the Ace of Wands.']))).toEqual([]);
  });
});

describe('overusedPhrases', () => {
  it('catches a card whose meaning phrase is said three times across the reading, whatever the case', () => {
    const bad = reading(`The Sun speaks of ${SUN}.`, [`Here is ${SUN}.`, `${SUN[0]!.toUpperCase()}${SUN.slice(1)} again.`]);
    expect(overusedPhrases(bad, [{ slug: 'the-sun', reversed: false }])).toEqual([{ slug: 'the-sun', phrase: SUN, count: 3 }]);
  });

  it('passes a card whose phrase is said twice, and does not count the other orientation’s phrase', () => {
    const good = reading(`The Sun speaks of ${SUN}.`, [`Here is ${SUN}.`, 'Then warmth and joy.']);
    expect(overusedPhrases(good, [{ slug: 'the-sun', reversed: false }])).toEqual([]);
    expect(overusedPhrases(reading(SUN, [SUN, SUN]), [{ slug: 'the-sun', reversed: true }])).toEqual([]);
  });

  it('counts a card’s gentle phrase too, for readings of loss or fear', () => {
    expect(meaningPhrasesOf({ slug: 'the-tower', reversed: false })).toContain(TOWER_GENTLE);
    const bad = reading(TOWER_GENTLE, [TOWER_GENTLE, TOWER_GENTLE]);
    expect(overusedPhrases(bad, [{ slug: 'the-tower', reversed: false }])).toEqual([{ slug: 'the-tower', phrase: TOWER_GENTLE, count: 3 }]);
  });
});

describe('closingQuestion and repeatedClosingQuestions', () => {
  it('takes the last sentence when it is a question, without its lead-in', () => {
    expect(closingQuestion('The Star shines. With the Star in the future, what would you let yourself hope for?')).toBe('what would you let yourself hope for');
    expect(closingQuestion('What would you let yourself hope for?')).toBe('what would you let yourself hope for');
    expect(closingQuestion('Is this a question? No, it ends plainly.')).toBeNull();
  });

  it('catches two answers ending in the same question under different lead-ins', () => {
    const bad = reading('Summary.', [
      'The Sun shines. With the Sun in the past, what would you let yourself hope for?',
      'The Moon hides. Looking at the Moon in the future, what would you let yourself  hope for?',
    ]);
    expect(repeatedClosingQuestions(bad)).toEqual(['what would you let yourself hope for']);
  });

  it('passes answers that end in different questions or in none', () => {
    const good = reading('Summary.', [
      'With the Sun in the past, what would you let yourself hope for?',
      'With the Moon in the future, what are you afraid to see clearly?',
      'The Star closes it plainly.',
    ]);
    expect(repeatedClosingQuestions(good)).toEqual([]);
  });
});

describe('polarityRight', () => {
  const yes = 'On your job, the cards lean clearly toward yes, with the Sun in the future carrying most of that weight.';
  const softYes = 'The leaning on this is a soft yes: the Star favors it.';
  const no = 'There is a hesitant no in this spread about your job.';
  const unclear = 'Asked as a yes or no, the cards give no clear yes or no, and hold yes and no in balance.';

  it('reads which way a summary leans, not its naming of the question', () => {
    expect(leaningsSaid(yes)).toEqual({ yes: true, no: false });
    expect(leaningsSaid(softYes)).toEqual({ yes: true, no: false });
    expect(leaningsSaid(no)).toEqual({ yes: false, no: true });
    expect(leaningsSaid(unclear)).toEqual({ yes: false, no: false });
  });

  it('reads a leaning said in the question’s own terms', () => {
    expect(leaningsSaid('On whether the bakery collapses, the cards lean clearly toward what you fear, with the Tower weighing most.')).toEqual({ yes: true, no: false });
    expect(leaningsSaid('The cards do not ease the worry over whether he is lying: they lean toward it, led by the Moon.')).toEqual({ yes: true, no: false });
    expect(leaningsSaid('This spread tips gently toward your roommate passing the exam: the Sun carries it.')).toEqual({ yes: true, no: false });
    expect(leaningsSaid('The cards lean clearly away from him losing interest, with the Star weighing most against that fear.')).toEqual({ yes: false, no: true });
    expect(leaningsSaid('What you fear about your boss finds little support here.')).toEqual({ yes: false, no: true });
    expect(leaningsSaid('The cards do not point to you failing: the Sun leans away from it.')).toEqual({ yes: false, no: true });
  });

  it('does not take a card or a subject leaning toward a meaning for an answer', () => {
    expect(leaningsSaid('The Star in the future shows where things lean as they stand, toward hope. As things stand your move leans toward a fresh start.')).toEqual({ yes: false, no: false });
  });

  it('catches a feared yes called likely over bright cards, and a hoped yes refused over bright cards', () => {
    expect(polarityRight(yes, 'feared', 'bright')).toBe(false);
    expect(polarityRight(softYes, 'feared', 'bright')).toBe(false);
    expect(polarityRight('On whether it collapses, the cards lean clearly toward what you fear.', 'feared', 'bright')).toBe(false);
    expect(polarityRight(no, 'hoped', 'bright')).toBe(false);
  });

  it('catches the mirror over hard cards', () => {
    expect(polarityRight(no, 'feared', 'hard')).toBe(false);
    expect(polarityRight(yes, 'hoped', 'hard')).toBe(false);
  });

  it('passes a leaning that points the right way, and one that leans neither way', () => {
    expect(polarityRight(no, 'feared', 'bright')).toBe(true);
    expect(polarityRight(yes, 'hoped', 'bright')).toBe(true);
    expect(polarityRight(yes, 'feared', 'hard')).toBe(true);
    expect(polarityRight(no, 'hoped', 'hard')).toBe(true);
    for (const mood of ['bright', 'hard'] as const) for (const means of ['hoped', 'feared'] as const) expect(polarityRight(unclear, means, mood)).toBe(true);
  });
});

describe('namesSubject', () => {
  it('finds the subject in the summary or an answer, whatever the case', () => {
    expect(namesSubject(reading('About Your colleague Ines, the cards are quiet.', []), 'your colleague Ines')).toBe(true);
    expect(namesSubject(reading('Summary.', ['As for the bakery, the Sun shines.']), 'the bakery')).toBe(true);
  });

  it('does not count the title, or a reading that never names it', () => {
    expect(namesSubject({ ...reading('Summary.', ['An answer.']), title: 'The Bakery' }, 'the bakery')).toBe(false);
  });
});

describe('titleEnding', () => {
  it('takes what follows the last "and", else the setting, else the whole title', () => {
    expect(titleEnding('Two Cups and the Deep Tide')).toBe('the deep tide');
    expect(titleEnding('The Lantern in the Tower')).toBe('in the tower');
    expect(titleEnding('A Quiet Reading')).toBe('a quiet reading');
  });
});

describe('mostCommon', () => {
  it('gives the most frequent value with its share, or null for none', () => {
    expect(mostCommon(['a', 'b', 'a', 'c'])).toEqual({ value: 'a', count: 2, share: 0.5 });
    expect(mostCommon([])).toBeNull();
  });
});

describe('sentencesOf and longestRepeatedSentence', () => {
  it('keeps a question quoted back inside its sentence', () => {
    expect(sentencesOf(reading('You asked “Will it rain? Or not.” and the cards answer. Then more.', []))).toEqual([
      'You asked “Will it rain? Or not.” and the cards answer.',
      'Then more.',
    ]);
  });

  it('finds the longest sentence two readings share, counting a reading once however often it says it', () => {
    const one = reading('A short shared line. A much longer shared line that two readings both say.', ['A much longer shared line that two readings both say.']);
    const two = reading('A short shared line. A much longer shared line that two readings both say.', ['Only mine, and far longer than any sentence the two share here.']);
    expect(longestRepeatedSentence([one, two])).toEqual({ sentence: 'A much longer shared line that two readings both say.', readings: 2 });
    expect(longestRepeatedSentence([one, two], new Set(['A much longer shared line that two readings both say.']))).toEqual({ sentence: 'A short shared line.', readings: 2 });
    expect(longestRepeatedSentence([one])).toBeNull();
  });
});
