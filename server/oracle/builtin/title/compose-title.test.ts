import { describe, expect, it } from 'vitest';
import { readingRequest } from '../../testing/requests.ts';
import { composeTitle } from './compose-title.ts';
import { readingFacts } from '../facts.ts';
import { draw, LAYOUTS } from '../grid-draws.ts';
import { QUALITY_QUESTIONS } from '../quality-questions.ts';

/** Every question (and a general reading) in every layout, each with its own draw: over 300 titles. */
function titles(): string[] {
  return ['', ...QUALITY_QUESTIONS].flatMap((question, q) =>
    LAYOUTS.map((layout, l) => {
      const { slugs, reversed } = draw(q * 13 + l * 5 + 1, layout.size);
      return composeTitle(readingFacts(readingRequest(layout.spread, slugs, { question, reversed, crossing: layout.crossing })));
    }),
  );
}

const cupsRequest = (question: string) => readingRequest('THREE_CARD', ['two-of-cups', 'three-of-cups', 'ten-of-cups'], { question });

describe('the reading title', () => {
  const all = titles();

  it('varies: no ending in more than 8% of titles, and at least 85% of titles distinct', () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    const endings = new Map<string, number>();
    for (const title of all) {
      const ending = title.split(' ').slice(-2).join(' ');
      endings.set(ending, (endings.get(ending) ?? 0) + 1);
    }
    const [commonest, count] = [...endings].toSorted((a, b) => b[1] - a[1])[0]!;
    console.log(`titles: ${all.length}, distinct ${new Set(all).size}, endings ${endings.size}, commonest "${commonest}" ${count}`);
    expect(count / all.length, commonest).toBeLessThanOrEqual(0.08);
    expect(new Set(all).size / all.length).toBeGreaterThanOrEqual(0.85);
  });

  it('never repeats a word of the card image in its motif', () => {
    for (const title of all) expect(title, title).not.toMatch(/\b(\w{4,})\b.*\b\1\b/);
  });

  it('draws its motif from what the question is about', () => {
    const family = ['Will my sister and I ever get along again?', 'How can I help my son through his exams?', 'Should I tell my parents the truth?', 'What does my father need from me right now?'];
    const motifs = family.map((question) => composeTitle(readingFacts(cupsRequest(question))));
    expect(motifs.join(' ')).not.toMatch(/Kindling Spark|Deep Tide|Clear Wind|Patient Soil/);
  });
});
