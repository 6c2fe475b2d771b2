import { describe, expect, it } from 'vitest';
import { buildUserPrompt } from '#server/oracle/prompt.ts';
import { toOracleRequest } from './oracle-request.ts';
import type { PendingWork } from './pending.ts';

const drawn = (cardIds: string[]) =>
  cardIds.map((cardId, index) => ({ answerUuid: `answer-${index}`, cardId, reversed: index === 1, crossing: false }));

const ordinary: PendingWork = {
  question: 'Should I take the job by the sea?',
  general: false,
  spreadTypeName: 'THREE_CARD',
  includeVisualDescriptions: false,
  drawn: drawn(['1-the-star', '1-the-tower', '1-two-of-cups']),
};

const yearAhead: PendingWork = {
  question: '',
  general: true,
  spreadTypeName: 'SPECIAL',
  includeVisualDescriptions: false,
  drawn: drawn(['1-the-star', '1-the-tower']),
  special: {
    title: 'Year Ahead',
    positions: [
      { name: 'Spring', meaning: 'What begins or wakes in the first season' },
      { name: 'Summer', meaning: 'What grows and asks for energy' },
    ],
    guidance: 'Read the cards as the seasons of the coming twelve months.',
  },
};

describe('the model’s request for a queued reading', () => {
  it('lays an ordinary reading in its spread type, with no guidance', () => {
    const request = toOracleRequest(ordinary);
    expect(request.spreadLabel).toBe('Past, present, future');
    expect(request.cards.map((card) => card.position.name)).toEqual(['Past', 'Present', 'Future']);
    expect(request.guidance).toBeUndefined();
    expect(buildUserPrompt(request)).not.toContain('Guidance');
  });

  it('lays a bonus reading in its template’s positions and passes on its guidance', () => {
    const request = toOracleRequest(yearAhead);
    expect(request.spreadLabel).toBe('Year Ahead');
    expect(request.cards.map((card) => [card.position.name, card.card.name, card.reversed])).toEqual([
      ['Spring', 'The Star', false],
      ['Summer', 'The Tower', true],
    ]);
    const prompt = buildUserPrompt(request);
    expect(prompt).toContain('Spread: Year Ahead');
    expect(prompt).toContain('Guidance for this reading: Read the cards as the seasons of the coming twelve months.');
    expect(prompt).toContain('position “Spring” (What begins or wakes in the first season)');
  });

  it('fails loudly on a card the template has no position for', () => {
    expect(() => toOracleRequest({ ...yearAhead, drawn: drawn(['1-the-star', '1-the-tower', '1-the-moon']) })).toThrow('No position 2');
  });
});
