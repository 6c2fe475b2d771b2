import { describe, expect, it } from 'vitest';
import { StoppedQuestionCard } from './components/stopped-question-card.tsx';
import { screenOnDemand } from './on-demand.ts';

describe('screenOnDemand', () => {
  it('loads the screen and answers a stopped question with its safe answer and the card to show it in', async () => {
    const stop = await screenOnDemand('I want to end my life');
    expect(stop?.answer).toMatchObject({ concern: 'self', language: 'en', title: 'You matter, and you deserve support right now' });
    expect(stop?.Card).toBe(StoppedQuestionCard);
  });

  it('lets an ordinary question, or none, go on', async () => {
    expect(await screenOnDemand('What should I focus on this spring?')).toBeNull();
    expect(await screenOnDemand('   ')).toBeNull();
  });
});
