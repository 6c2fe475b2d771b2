import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardArtProps } from '#art/card-art.tsx';
import { decksResponse, deckServer } from '#client/features/decks/test/decks-fixture.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { resetApp, startRouter } from '#client/test/start-router.tsx';

// Counts how often the grid's items render their (compact) card; the dialog's large card is drawn in
// full. The wrapper is not memoised itself, so it counts every render of a grid item.
const gridDraws = vi.hoisted(() => ({
  count: 0,
  wrap: (Inner: ComponentType<CardArtProps>) =>
    function CountingCardArt(props: CardArtProps) {
      if (props.detail === 'compact') gridDraws.count += 1;
      return createElement(Inner, props);
    },
}));
vi.mock('#art/card-art.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('#art/card-art.tsx')>();
  return { ...original, CardArt: gridDraws.wrap(original.CardArt) };
});

afterEach(async () => {
  await resetApp();
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 5000 };

// Drawing 78 SVG cards in happy-dom is slow on a busy machine.
describe('the deck cards page, drawing', { timeout: 20_000 }, () => {
  it('does not re-render the grid when a card opens or closes, and re-renders only the card whose heart changed', async () => {
    const user = userEvent.setup();
    mockFetch({ ...deckServer({ decks: decksResponse() }), '/api/decks/favorite/1-the-moon': { body: { success: true } } });
    startRouter('/app/main/decks/1/cards');
    const list = await screen.findByRole('list', { name: 'Cards' }, SLOW);
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(78), SLOW);
    const drawn = gridDraws.count;

    await user.click(within(list).getByRole('button', { name: 'XVIII, The Moon' }));
    const dialog = await screen.findByRole('dialog', { name: 'The Moon' }, SLOW);
    await user.click(within(dialog).getByRole('radio', { name: 'Reversed' }));
    expect(gridDraws.count).toBe(drawn);

    await user.click(within(dialog).getByRole('button', { name: 'Add to favorites' }));
    await waitFor(() => expect(within(list).getAllByRole('img', { name: 'Favorite' })).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(gridDraws.count).toBe(drawn + 1);
  });
});
