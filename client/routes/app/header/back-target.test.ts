import { describe, expect, it } from 'vitest';
import type { ReadingPlan } from '#client/features/readings/plan.ts';
import { parentPath, parentState } from './back-target.ts';

describe('parentPath', () => {
  it.each([
    ['/app/main/decks/1/cards', '/app/main/decks/1/details'],
    ['/app/main/decks/1/details', '/app/main/decks'],
    ['/app/main/decks', '/app/main/reading'],
    ['/app/main/reading/draw', '/app/main/reading'],
    ['/app/main/reading/result/active/-1', '/app/main/reading'],
    ['/app/main/readings', '/app/main/reading'],
    ['/app/main/journal/r1', '/app/main/readings'],
    ['/app/main/journal/r1/2', '/app/main/readings'],
    ['/app/main/insights', '/app/main/readings'],
    ['/app/main/bonus/3', '/app/main/bonus'],
    ['/app/main/bonus/draw', '/app/main/bonus'],
    ['/app/main/queue/dashboard', '/app/main/admin'],
    ['/app/main/settings', '/app/main/reading'],
  ])('the back arrow with no history goes from %s up to %s', (pathname, parent) => {
    expect(parentPath(pathname)).toBe(parent);
  });

  it.each(['/app/main/reading', '/app/main', '/app/main/'])('%s is the top: no parent', (pathname) => {
    expect(parentPath(pathname)).toBeNull();
  });
});

describe('parentState', () => {
  const plan: ReadingPlan = {
    general: false,
    question: 'What helps me now?',
    spreadTypeName: 'FREE',
    cards: 3,
    crossing: false,
    deckId: 1,
    includeVisualDescriptions: false,
    allowReversed: true,
  };

  it('up from the draw page, the reading form gets the plan the draw page holds', () => {
    expect(parentState('/app/main/reading/draw', { plan })).toEqual({ plan });
  });

  it.each([
    ['the draw page without a plan', '/app/main/reading/draw', null],
    ['the draw page with a broken plan', '/app/main/reading/draw', { plan: { ...plan, cards: 0 } }],
    ['another page', '/app/main/decks/1/details', { plan }],
  ])('%s hands its parent nothing', (_, pathname, state) => {
    expect(parentState(pathname, state)).toBeUndefined();
  });
});
