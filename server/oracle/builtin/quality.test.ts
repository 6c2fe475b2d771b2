/**
 * The builtin interpreter's quality over a fixed grid of questions, spreads and draws (issue 13's
 * bar): readings that read each card in its place, relate the cards, answer the question asked, take
 * care with sensitive matters (care.ts), and rarely repeat themselves. Prints its figures.
 */
import { describe, expect, it } from 'vitest';
import { composeReading } from '../builtin.ts';
import type { OracleOutput, OracleRequest } from '../oracle.ts';
import { readingRequest } from '../testing/requests.ts';
import { CARE_HELPERS, CARE_WRONG_HELPERS, FORBIDDEN_IN_CARE } from './care.ts';
import { ACKNOWLEDGEMENTS } from './care-acknowledgements.ts';
import { outcomeCard } from './spread-places.ts';
import { readingFacts, readingSubject } from './facts.ts';
import { draw, LAYOUTS } from './grid-draws.ts';
import { QUALITY_QUESTIONS } from './quality-questions.ts';
import { understandQuestion } from './question/understand-question.ts';
import { cardInSentence, placePhrase, splitSentences } from './words.ts';

interface Sample {
  request: OracleRequest;
  output: OracleOutput;
}

/** Every question in two layouts, plus general readings in every layout: over 300 readings. */
function grid(): Sample[] {
  const samples: Sample[] = [];
  const questions = ['', ...QUALITY_QUESTIONS];
  questions.forEach((question, q) => {
    // Each question in five of the six layouts, a different one left out each time.
    const layouts = question === '' ? LAYOUTS : LAYOUTS.filter((_, index) => index !== q % LAYOUTS.length);
    layouts.forEach((layout, l) => {
      const { slugs, reversed } = draw(q * 11 + l, layout.size);
      const request = readingRequest(layout.spread, slugs, { question, reversed, crossing: layout.crossing });
      samples.push({ request, output: composeReading(request) });
    });
  });
  return samples;
}

const samples = grid();
const ACKNOWLEDGED = new Set([...Object.values(ACKNOWLEDGEMENTS.usual), ...Object.values(ACKNOWLEDGEMENTS.loss)].flat());
/** An answer's closing question, after its lead-in's comma ("With the Star in the outcome, what…?"). */
const closingOf = (text: string) => splitSentences(text).at(-1)!.replace(/^[^,]*,\s*/, '').toLowerCase();
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;

describe('the builtin interpreter over a grid of questions', () => {
  it('covers at least 300 readings and 60 distinct questions of every kind and topic', () => {
    expect(samples.length).toBeGreaterThanOrEqual(300);
    expect(new Set(QUALITY_QUESTIONS).size).toBeGreaterThanOrEqual(60);
    const insights = QUALITY_QUESTIONS.map((question) => understandQuestion(question));
    for (const kind of ['yes-no', 'why', 'how', 'what-will', 'advice', 'other-person'] as const) expect(insights.some((insight) => insight.kind === kind), kind).toBe(true);
    for (const topic of ['love', 'work', 'money', 'health', 'family', 'grief', 'creativity', 'home', 'spiritual'] as const) {
      expect(insights.some((insight) => insight.topics.includes(topic)), topic).toBe(true);
    }
  });

  it('names every card and its place in its answer, a free spread’s card by its role and never by its number', () => {
    for (const { request, output } of samples) {
      // The reading's own places: a free spread's "Card 3" is read as its role ("What hinders").
      const places = readingFacts(request).cards;
      for (const drawn of request.cards) {
        const text = output.answers[drawn.index]!.text;
        expect(text, drawn.card.name).toContain(cardInSentence(drawn.card.name).replace(/^the /, ''));
        const place = placePhrase(places.find((card) => card.index === drawn.index)!.position.name).replace(/^(the place of |the |your )/i, '').toLowerCase();
        const named = drawn.crossing ? [place, 'cross'] : [place === 'own place' ? 'your' : place];
        expect(named.some((word) => text.toLowerCase().includes(word)), `${drawn.position.name} in: ${text}`).toBe(true);
        expect(text).not.toMatch(/\bCard \d/);
      }
    }
  });

  it('never ends two answers of a reading on the same closing question, nor more than 3% of all answers on any one', () => {
    const counts = new Map<string, number>();
    let answers = 0;
    for (const { output } of samples) {
      const closings = output.answers.map((answer) => closingOf(answer.text));
      expect(new Set(closings).size, closings.join(' / ')).toBe(closings.length);
      for (const closing of closings) counts.set(closing, (counts.get(closing) ?? 0) + 1);
      answers += closings.length;
    }
    const [question, most] = [...counts.entries()].toSorted((a, b) => b[1] - a[1])[0]!;
    console.log(`most common closing question: ${percent(most, answers)} of ${answers} answers (“${question}”)`);
    expect(most / answers).toBeLessThanOrEqual(0.03);
  });

  it('relates the cards: most answers of a three-card or larger spread name another card of it', () => {
    let answers = 0;
    let relating = 0;
    for (const { request, output } of samples.filter((sample) => sample.request.cards.length >= 3)) {
      for (const drawn of request.cards) {
        answers += 1;
        const text = output.answers[drawn.index]!.text;
        if (request.cards.some((other) => other !== drawn && text.includes(cardInSentence(other.card.name).replace(/^the /, '')))) relating += 1;
      }
    }
    console.log(`answers naming another card of the spread: ${percent(relating, answers)} of ${answers}`);
    expect(relating / answers).toBeGreaterThanOrEqual(0.6);
  });

  it('names the outcome card in the summary of every spread of three cards or more', () => {
    for (const { request, output } of samples.filter((sample) => sample.request.cards.length >= 3)) {
      const outcome = outcomeCard(readingFacts(request))!;
      expect(output.summary, request.spreadLabel).toContain(cardInSentence(outcome.card.name).replace(/^the /, ''));
    }
  });

  it('names what each question is about, and gives every yes-or-no question a leaning', () => {
    let named = 0;
    let questions = 0;
    for (const { request, output } of samples.filter((sample) => !sample.request.general)) {
      questions += 1;
      const insight = understandQuestion(request.question);
      const subject = readingSubject(insight, false)!;
      const everything = [output.summary, ...output.answers.map((answer) => answer.text)].join(' ');
      if (everything.includes(subject)) named += 1;
      if (insight.yesNo) expect(output.summary, request.question).toMatch(/\b(toward yes|toward no|a soft (yes|no)|cautious yes|hesitant no|no clear yes or no|no clear leaning|yes and no in balance|undecided|pinned to a yes or no|will not lean yes or no|(lean|leans|tips?) (clearly |gently )?(toward|away from)|do not point to)\b/i);
    }
    console.log(`question readings naming their subject: ${named} of ${questions}`);
    expect(named).toBe(questions);
  });

  it('frames sensitive questions with care, names the right helper and never nudges toward a risky act', () => {
    let care = 0;
    for (const { request, output } of samples.filter((sample) => !sample.request.general)) {
      const insight = understandQuestion(request.question);
      if (insight.care === null) continue;
      care += 1;
      expect(output.summary, request.question).toMatch(CARE_HELPERS[insight.care]);
      // The question quoted back may hold the very words ("lend"); the reading's own words may not.
      const everything = [output.title, output.summary, ...output.answers.map((answer) => answer.text)].join(' ').replace(/“[^”]*”/g, '“…”');
      expect(everything, request.question).not.toMatch(FORBIDDEN_IN_CARE);
      expect(everything, request.question).not.toMatch(CARE_WRONG_HELPERS[insight.care]);
    }
    console.log(`care readings: ${care}`);
    expect(care).toBeGreaterThanOrEqual(20);
  });

  it('rarely repeats a sentence across readings, and never gives a card the same text in two places', () => {
    const seen = new Map<string, number>();
    for (const { output } of samples) {
      for (const text of [output.summary, ...output.answers.map((answer) => answer.text)]) {
        // A question quoted back stays inside its sentence, however many sentences the querent wrote.
        const sentences = splitSentences(text.replace(/“[^”]*”/g, (quote) => quote.replace(/([.!?])\s+/g, '$1_')));
        // A care reading's acknowledgement is a fixed kindness, the same words on purpose, not a template's seam.
        for (const sentence of sentences.filter((candidate) => candidate.length > 40 && !ACKNOWLEDGED.has(candidate))) seen.set(sentence, (seen.get(sentence) ?? 0) + 1);
      }
    }
    const total = [...seen.values()].reduce((sum, count) => sum + count, 0);
    const repeated = [...seen.values()].filter((count) => count > 1).reduce((sum, count) => sum + count, 0);
    console.log(`sentences over 40 characters: ${total}, repeated across readings: ${percent(repeated, total)}`);
    expect(repeated / total).toBeLessThan(0.05);

    const placeOfText = new Map<string, string>();
    for (const { request, output } of samples) {
      for (const drawn of request.cards) {
        const text = output.answers[drawn.index]!.text;
        const place = `${request.spreadLabel}|${drawn.position.name}`;
        expect(placeOfText.get(text) ?? place, text).toBe(place);
        placeOfText.set(text, place);
      }
    }
  });

  it('leaves no template seams', () => {
    for (const { output } of samples) {
      for (const text of [output.title, output.summary, ...output.answers.map((answer) => answer.text)]) {
        expect(text).not.toMatch(/undefined|null|NaN|\$\{|[{}]|\bCard \d+ position\b|\s[,.]|,,|  |s’s\b/);
        expect(text, 'a doubled word').not.toMatch(/\b(\w+) \1\b/i);
        for (const sentence of splitSentences(text)) expect(sentence.split(': ').length, sentence).toBeLessThanOrEqual(2);
      }
    }
  });
});
