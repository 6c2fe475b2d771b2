import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { areasOf } from '#common/cards/areas/corpus.ts';
import { findCatalogueCard } from '#common/cards/catalogue.ts';
import { renderWithProviders } from '#client/test/render.tsx';
import { CardDetail } from './card-detail.tsx';

const DECK = { id: 1, name: 'Gilded', style: 'gilded', locked: false } as const;

function renderDetail(slug: string) {
  const card = findCatalogueCard(slug);
  if (!card) throw new Error(`no card ${slug} in the catalogue`);
  renderWithProviders(<CardDetail entry={{ id: `1-${slug}`, card }} deck={DECK} />);
  return areasOf(slug);
}

/** The text beside a term of the love, work and self list. */
const areaText = async (term: string) => (await screen.findByText(term, { selector: 'dt' })).nextElementSibling?.textContent;

describe('CardDetail', () => {
  it('A card’s detail view gives upright meanings for love, work and self from the interpreter’s corpus', async () => {
    const areas = renderDetail('the-tower');
    expect(await areaText('Love')).toBe(areas?.upright.love);
    expect(await areaText('Work')).toBe(areas?.upright.work);
    expect(await areaText('Self')).toBe(areas?.upright.self);
  });

  it('turns to the reversed meanings for love, work and self when Reversed is chosen', async () => {
    const areas = renderDetail('three-of-swords');
    await areaText('Love');
    await userEvent.click(within(screen.getByRole('group', { name: 'Orientation' })).getByRole('radio', { name: 'Reversed' }));
    expect(await areaText('Love')).toBe(areas?.reversed.love);
    expect(await areaText('Work')).toBe(areas?.reversed.work);
    expect(await areaText('Self')).toBe(areas?.reversed.self);
  });
});
