import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE } from '#common/cards/catalogue.ts';
import { composeReading } from './builtin.ts';
import { screenQuestion } from '#common/safety/screen-question.ts';
import { CARE_QUESTIONS } from './builtin/care-questions.ts';
import { QUALITY_QUESTIONS } from './builtin/quality-questions.ts';
import type { Oracle, OracleOutput, OracleRequest, PartialOracleOutput } from './oracle.ts';
import { screenOutput } from './output-screen.ts';
import { createScreenedOracle } from './screened-oracle.ts';
import { clarifiedAnswer, readingRequest } from './testing/requests.ts';

const THREE = ['the-sun', 'death', 'the-tower'];

/** An oracle that writes `output` in two partials, and counts its calls. */
function scripted(output: OracleOutput, first: PartialOracleOutput = { title: output.title }) {
  const generate = vi.fn<Oracle['generate']>(async (_request, { onPartial }) => {
    onPartial?.(first);
    onPartial?.({ title: output.title, summary: output.summary });
    return output;
  });
  return { oracle: { name: 'scripted', generate } satisfies Oracle, generate };
}

const written = (request: OracleRequest, text: string): OracleOutput => ({
  title: 'The Turning Road',
  summary: text,
  answers: request.cards.map((drawn) => ({ index: drawn.index, text: `${drawn.card.name} in its place.` })),
});

describe('the screened oracle', () => {
  it('answers a screened question with the safe answer and never asks the model', async () => {
    const request = readingRequest('THREE_CARD', THREE, { question: 'is there any point in carrying on' });
    const { oracle, generate } = scripted(written(request, 'The cards lean toward yes.'));
    const partials: PartialOracleOutput[] = [];
    const output = await createScreenedOracle(oracle).generate(request, { onPartial: (partial) => partials.push(partial) });
    expect(generate).not.toHaveBeenCalled();
    expect(partials).toEqual([]);
    expect(output.safety).toEqual({ concern: 'self', language: 'en' });
    expect(output.title).toBe('You matter, and you deserve support right now');
    const text = [output.title, output.summary, ...output.answers.map((answer) => answer.text)].join(' ');
    expect(text).not.toMatch(/\b(yes|leans?|leaning|Death|Tower|Sun|ending|chapter)\b/i);
    expect(output.answers.map((answer) => answer.index)).toEqual([0, 1, 2]);
  });

  it('screens a clarifier’s question and the question of the reading it follows', async () => {
    const earlier = clarifiedAnswer('the-moon', 'Present', 'The Moon asks you to wait for clearer light.');
    const followUp = readingRequest('SINGLE', ['the-star'], { question: 'todos estarían mejor sin mí', clarifies: earlier });
    const after = readingRequest('SINGLE', ['the-star'], { question: 'And what then?', clarifies: { ...earlier, question: 'should I kill myself' } });
    const { oracle, generate } = scripted(written(followUp, 'Fine.'));
    expect((await createScreenedOracle(oracle).generate(followUp, {})).safety).toEqual({ concern: 'self', language: 'es' });
    expect((await createScreenedOracle(oracle).generate(after, {})).safety).toEqual({ concern: 'self', language: 'en' });
    expect(generate).not.toHaveBeenCalled();
  });

  it('replaces a reading that names a method, and stops its partials before the words reach the page', async () => {
    const request = readingRequest('THREE_CARD', THREE, { question: 'Will the garden bloom this spring?' });
    const unsafe = written(request, 'The Tower suggests you take all of your pills tonight.');
    const { oracle } = scripted(unsafe, { title: unsafe.title, summary: 'The Tower suggests you take all of your pills' });
    const partials: PartialOracleOutput[] = [];
    const output = await createScreenedOracle(oracle).generate(request, { onPartial: (partial) => partials.push(partial) });
    expect(output.safety).toEqual({ concern: 'self', language: 'en' });
    expect(output.summary).not.toContain('pills');
    expect(JSON.stringify(partials)).not.toContain('pills');
  });

  it('replaces a reading its model flagged, and never passes the flag on to the page', async () => {
    const request = readingRequest('THREE_CARD', THREE, { question: 'Will things get easier at home?' });
    const flagged = { ...written(request, '-'), safety: { concern: 'abuse', language: 'en' } } satisfies OracleOutput;
    const { oracle } = scripted(flagged, { safety: 'none', title: 'The' } as PartialOracleOutput);
    const partials: PartialOracleOutput[] = [];
    const output = await createScreenedOracle(oracle).generate(request, { onPartial: (partial) => partials.push(partial) });
    expect(output.safety).toEqual({ concern: 'abuse', language: 'en' });
    expect(output.title).toBe('Your safety comes first');
    expect(partials[0]).toEqual({ title: 'The' });
  });

  it('passes an ordinary reading through untouched, partials included', async () => {
    const request = readingRequest('THREE_CARD', THREE, { question: 'Should I take the job by the sea?' });
    const fine = written(request, 'The Hanged Man hangs by one foot from a living tree, and Death clears the ground for spring.');
    const { oracle } = scripted(fine);
    const partials: PartialOracleOutput[] = [];
    expect(await createScreenedOracle(oracle).generate(request, { onPartial: (partial) => partials.push(partial) })).toEqual(fine);
    expect(partials).toHaveLength(2);
  });

  it('leaves the builtin’s quality and care questions to their readings: grief, loss to suicide and worry are no crisis', () => {
    const questions = [...QUALITY_QUESTIONS, ...CARE_QUESTIONS.map((entry) => entry.question)];
    expect(questions.filter((question) => screenQuestion(question) !== null)).toEqual([]);
    expect(questions.length).toBeGreaterThan(100);
  });

  it('finds nothing to replace in the builtin’s readings of the quality questions, whatever the cards', () => {
    let flagged = 0;
    QUALITY_QUESTIONS.forEach((question, at) => {
      const slugs = [0, 1, 2].map((offset) => CATALOGUE[(at * 7 + offset * 29) % CATALOGUE.length]!.slug);
      const request = readingRequest('THREE_CARD', slugs, { question });
      if (screenOutput(request, composeReading(request)) !== null) flagged += 1;
    });
    expect(flagged).toBe(0);
  });
});
