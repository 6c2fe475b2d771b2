import { describe, expect, it, vi } from 'vitest';
import { areasOf } from '#common/cards/areas/corpus.ts';
import { CATALOGUE } from '#common/cards/catalogue.ts';
import { composeReading, createBuiltinOracle } from './builtin.ts';
import { ESSENCES } from './builtin/corpus/essences.ts';
import { lowerFirst, splitSentences } from './builtin/words.ts';
import { OracleError, OracleOutputSchema, type PartialOracleOutput } from './oracle.ts';
import { clarifiedAnswer, readingRequest } from './testing/requests.ts';

const THREE = ['two-of-cups', 'the-tower', 'the-star'];
const CELTIC = ['the-hermit', 'five-of-cups', 'ace-of-wands', 'queen-of-swords', 'the-moon', 'ten-of-pentacles', 'three-of-cups', 'knight-of-cups', 'page-of-cups', 'the-chariot'];
const oracle = createBuiltinOracle();
/** An area text's first sentence, which says what the card means there, as it continues a lead-in. */
const firstSentence = (text: string | undefined) => lowerFirst(splitSentences(text ?? 'missing')[0] ?? 'missing').replace(/\.$/, '');

describe('the builtin oracle', () => {
  it('writes the same reading for the same request', async () => {
    const request = readingRequest('THREE_CARD', THREE, { question: 'Should I move to Lisbon?', reversed: [1] });
    const first = await oracle.generate(request, {});
    const second = await oracle.generate(readingRequest('THREE_CARD', THREE, { question: 'Should I move to Lisbon?', reversed: [1] }), {});
    expect(second).toEqual(first);
  });

  it('writes a different reading for different cards or a different question', () => {
    const base = composeReading(readingRequest('THREE_CARD', THREE, { question: 'Should I move to Lisbon?' }));
    const otherCards = composeReading(readingRequest('THREE_CARD', ['the-fool', 'six-of-swords', 'ten-of-cups'], { question: 'Should I move to Lisbon?' }));
    const otherQuestion = composeReading(readingRequest('THREE_CARD', THREE, { question: 'Will my garden flourish this year?' }));
    expect(otherCards.summary).not.toBe(base.summary);
    expect(otherCards.answers.map((answer) => answer.text)).not.toEqual(base.answers.map((answer) => answer.text));
    expect(otherQuestion.summary).not.toBe(base.summary);
  });

  it('answers once per card with its index, the crossing card included and spoken of as crossing the first', () => {
    const request = readingRequest('CELTIC_CROSS', CELTIC, { crossing: true, reversed: [1, 4, 7] });
    const output = composeReading(request);
    expect(output.answers.map((answer) => answer.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const crossing = output.answers[9]?.text ?? '';
    expect(crossing).toMatch(/cross/i);
    expect(crossing).toMatch(/[Tt]he Hermit/);
    expect(crossing).toContain('the Chariot');
  });

  it('names each card and its position in its answer', () => {
    const output = composeReading(readingRequest('THREE_CARD', THREE, { question: 'Should I move to Lisbon?' }));
    expect(output.answers[0]?.text).toMatch(/[Tt]he Two of Cups/);
    expect(output.answers[0]?.text).toMatch(/\bpast\b/i);
    expect(output.answers[1]?.text).toMatch(/[Tt]he Tower/);
    expect(output.answers[1]?.text).toMatch(/\bpresent\b/i);
    expect(output.answers[2]?.text).toMatch(/[Tt]he Star/);
    expect(output.answers[2]?.text).toMatch(/\bfuture\b/i);
  });

  it('describes the imagery only when asked to', () => {
    const without = composeReading(readingRequest('THREE_CARD', THREE));
    const withScenes = composeReading(readingRequest('THREE_CARD', THREE, { includeVisualDescriptions: true }));
    expect(without.answers.every((answer) => answer.visualDescription === undefined)).toBe(true);
    for (const answer of withScenes.answers) {
      const sentences = splitSentences(answer.visualDescription ?? '');
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
    }
    // Asking for descriptions adds them without rewording the reading.
    expect(withScenes.answers.map((answer) => answer.text)).toEqual(without.answers.map((answer) => answer.text));
  });

  it('reads a reversed card with its reversed meaning', () => {
    const tower = ESSENCES['the-tower']!;
    const upright = composeReading(readingRequest('THREE_CARD', THREE)).answers[1]?.text ?? '';
    const reversed = composeReading(readingRequest('THREE_CARD', THREE, { reversed: [1] })).answers[1]?.text ?? '';
    expect(reversed).toContain(tower.reversed.phrase);
    expect(reversed).not.toContain(tower.upright.phrase);
    expect(upright).toContain(tower.upright.phrase);
    expect(reversed).toMatch(/reversed|upside down/i);
  });

  it('echoes a specific question and speaks of this time in your life for a general reading', () => {
    const specific = composeReading(readingRequest('THREE_CARD', THREE, { question: 'Should I move to Lisbon?' }));
    const general = composeReading(readingRequest('THREE_CARD', THREE));
    expect(specific.summary).toContain('“Should I move to Lisbon?”');
    expect(specific.summary).toContain('the move to Lisbon');
    expect(general.summary).toContain('this time in your life');
  });

  it('writes prose, not keyword lists: full sentences of some length', () => {
    const output = composeReading(readingRequest('CELTIC_CROSS', CELTIC, { crossing: true, reversed: [2, 5], question: 'What should I focus on at work?' }));
    const summarySentences = splitSentences(output.summary);
    expect(summarySentences.length).toBeGreaterThanOrEqual(3);
    expect(summarySentences.length).toBeLessThanOrEqual(7);
    for (const answer of output.answers) {
      expect(answer.text.length).toBeGreaterThan(150);
      const sentences = splitSentences(answer.text);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(6);
      for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z“].*[.!?]$/);
    }
  });

  it('produces valid, artefact-free output for every card, upright and reversed, in every spread', () => {
    const spreads: Array<[string, number, boolean]> = [['SINGLE', 1, false], ['THREE_CARD', 3, false], ['RELATIONSHIP', 5, false], ['CELTIC_CROSS', 10, true], ['GENERAL', 2, true]];
    for (const [spread, size, crossing] of spreads) {
      for (let start = 0; start < CATALOGUE.length; start += 1) {
        const slugs = Array.from({ length: size }, (_, at) => CATALOGUE[(start + at * 7) % CATALOGUE.length]?.slug ?? 'the-fool');
        for (const question of ['', 'Will the new project bring me joy?']) {
          const request = readingRequest(spread, slugs, { crossing, question, reversed: start % 2 === 0 ? [0] : [1, 2], includeVisualDescriptions: true });
          const output = composeReading(request);
          expect(OracleOutputSchema.safeParse(output).success).toBe(true);
          expect(output.answers).toHaveLength(size);
          const everything = [output.title, output.summary, ...output.answers.flatMap((answer) => [answer.text, answer.visualDescription ?? ''])].join('\n');
          expect(everything).not.toMatch(/undefined|null|NaN|\bthe [Tt]he\b|\s[,.]|,,|\.\.(?!\.)|  /);
          expect(splitSentences(output.summary).length).toBeLessThanOrEqual(7);
          for (const answer of output.answers) expect(splitSentences(answer.text).length).toBeLessThanOrEqual(6);
        }
      }
    }
  });

  describe('a clarifier', () => {
    const clarifies = clarifiedAnswer('the-tower', 'Present', 'The Tower speaks of sudden change.', { question: 'Should I move to Lisbon?' });

    it('relates the new card to the card it clarifies and to the follow-up question', () => {
      const output = composeReading(readingRequest('SINGLE', ['three-of-wands'], { question: 'What does this mean for my move?', clarifies }));
      const text = output.answers[0]?.text ?? '';
      // The summary answers the follow-up; the card's text already says what it adds to the earlier answer.
      expect(output.summary).not.toContain('To clarify what');
      expect(composeReading(readingRequest('SINGLE', ['three-of-wands'], { clarifies })).summary).toContain('the Tower in your Present position');
      expect(text).toMatch(/clarif|shed more light/);
      expect(text).toContain('the Three of Wands');
      // The clarified card's own meaning, beside the new card's.
      expect(text).toContain(ESSENCES['the-tower']!.upright.phrase);
      expect(text).toContain(ESSENCES['three-of-wands']!.upright.phrase);
      expect(text).toContain('“What does this mean for my move?”');
      expect(text).toContain('your move');
    });

    it('reads a card leaning the other way as tempering the earlier answer, and one leaning the same way as confirming it', () => {
      const tempering = composeReading(readingRequest('SINGLE', ['the-star'], { question: 'Will it get easier?', clarifies: { ...clarifies, reversed: true } }));
      const confirming = composeReading(readingRequest('SINGLE', ['the-star'], { question: 'Will it get easier?', clarifies }));
      expect(tempering.answers[0]?.text).toContain(ESSENCES['the-tower']!.reversed.phrase);
      expect(tempering.answers[0]?.text).toMatch(/tempers it with|pulls the other way/);
      expect(confirming.answers[0]?.text).toMatch(/confirms it from another side|leans the same way/);
    });

    it('writes a clean, valid clarifier for every card, with or without a question and a crossing card', () => {
      for (let start = 0; start < CATALOGUE.length; start += 1) {
        const slugs = [CATALOGUE[start]!.slug, CATALOGUE[(start + 31) % CATALOGUE.length]!.slug];
        for (const question of ['', 'Will he call me back?']) {
          const crossing = start % 2 === 0;
          const request = readingRequest('GENERAL', crossing ? slugs : slugs.slice(0, 1), {
            crossing,
            question,
            reversed: start % 3 === 0 ? [0] : [],
            clarifies: { ...clarifies, reversed: start % 4 === 0 },
          });
          const output = composeReading(request);
          expect(OracleOutputSchema.safeParse(output).success).toBe(true);
          expect(output.answers).toHaveLength(crossing ? 2 : 1);
          const everything = [output.summary, ...output.answers.map((answer) => answer.text)].join('\n');
          expect(everything).not.toMatch(/undefined|null|NaN|\bthe [Tt]he\b|\s[,.]|,,|\.\.(?!\.)|  /);
          for (const answer of output.answers) expect(splitSentences(answer.text).length).toBeLessThanOrEqual(6);
          if (crossing) expect(splitSentences(output.answers[0]!.text).at(-1)).not.toBe(splitSentences(output.answers[1]!.text).at(-1));
        }
      }
    });
  });

  it('streams a few growing partials, title and summary first, ending with the whole reading', async () => {
    const partials: PartialOracleOutput[] = [];
    const request = readingRequest('THREE_CARD', THREE, { question: 'Should I move to Lisbon?' });
    const output = await oracle.generate(request, { onPartial: (partial) => partials.push(partial) });
    expect(partials[0]).toEqual({ title: output.title, summary: output.summary });
    const answerCounts = partials.map((partial) => partial.answers?.length ?? 0);
    expect(answerCounts).toEqual([0, 2, 3]);
    expect(partials.at(-1)).toEqual(output);
  });

  it('writes a ten-card reading at once: no timer, well under 100 ms', async () => {
    vi.useFakeTimers();
    try {
      const request = readingRequest('CELTIC_CROSS', CELTIC, { crossing: true, question: 'What should I focus on at work?', includeVisualDescriptions: true });
      const begin = performance.now();
      // With every timer faked and none advanced, a sleep anywhere would never resolve.
      const output = await oracle.generate(request, {});
      const elapsed = performance.now() - begin;
      expect(output.answers).toHaveLength(10);
      expect(vi.getTimerCount()).toBe(0);
      expect(elapsed).toBeLessThan(100);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops with a retryable OracleError when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const attempt = oracle.generate(readingRequest('SINGLE', ['the-sun']), { signal: controller.signal });
    await expect(attempt).rejects.toBeInstanceOf(OracleError);
    await expect(attempt).rejects.toMatchObject({ retryable: true });
  });

  it('has a title and imagery for every card in the catalogue', () => {
    for (const card of CATALOGUE) {
      const output = composeReading(readingRequest('SINGLE', [card.slug], { includeVisualDescriptions: true }));
      expect(output.title.length).toBeGreaterThan(3);
      expect(output.answers[0]?.visualDescription).not.toMatch(/traditional colors/);
    }
  });

  it('reads each card for the area a question is about, from the card corpus, upright and reversed', () => {
    const love = composeReading(readingRequest('THREE_CARD', THREE, { question: 'Is my relationship with Ana worth fighting for?', reversed: [1] }));
    const work = composeReading(readingRequest('THREE_CARD', THREE, { question: 'Should I ask my boss for a promotion?', reversed: [1] }));
    const general = composeReading(readingRequest('THREE_CARD', THREE, { reversed: [1] }));
    const corpus = THREE.map((slug) => areasOf(slug));
    expect(love.answers[0]?.text).toContain(firstSentence(corpus[0]?.upright.love));
    expect(love.answers[1]?.text).toContain(firstSentence(corpus[1]?.reversed.love));
    expect(work.answers[2]?.text).toContain(firstSentence(corpus[2]?.upright.work));
    expect(general.answers[0]?.text).not.toContain(firstSentence(corpus[0]?.upright.love));
    expect(general.answers[0]?.text).not.toContain(firstSentence(corpus[0]?.upright.work));
  });
});
