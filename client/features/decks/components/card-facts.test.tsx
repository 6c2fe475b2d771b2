import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findCatalogueCard } from '#common/cards/catalogue.ts';
import { CardFacts, TIER_HINTS } from './card-facts.tsx';

function renderFacts(slug: string) {
  const card = findCatalogueCard(slug);
  if (!card) throw new Error(`no card ${slug} in the catalogue`);
  render(<CardFacts card={card} />);
}

/** The value beside the "Tier" term. */
const tierValue = () => screen.getByText('Tier', { selector: 'dt' }).nextElementSibling;

describe('CardFacts', () => {
  it.each([
    ['the-fool', 1],
    ['queen-of-swords', 2],
    ['ace-of-cups', 3],
    ['seven-of-wands', 4],
  ] as const)("Explain 'Tier 1' on cards: %s says what tier %i means", (slug, tier) => {
    renderFacts(slug);
    expect(tierValue()).toHaveTextContent(`Tier ${tier}`);
    const hint = screen.getByText(TIER_HINTS[tier]);
    expect(tierValue()).toHaveAttribute('aria-describedby', hint.id);
  });

  it('tells a reader that tier 1 is the weightiest of four, the Major Arcana', () => {
    renderFacts('the-fool');
    expect(screen.getByText('Tier 1 is the weightiest of four: the Major Arcana, life’s big themes.')).toBeVisible();
  });
});
