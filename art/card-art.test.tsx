import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '#common/cards/catalogue.ts';
import type { CatalogueCard, DeckStyle, Suit } from '#common/cards/types.ts';
import { CardArt } from './card-art.tsx';
import { CardBack } from './card-back.tsx';

// Deck styles held in constants: a literal `style="…"` reads to the linter like a CSS style.
const GILDED: DeckStyle = 'gilded';
const CELESTIAL: DeckStyle = 'celestial';
const INK: DeckStyle = 'ink';
const STYLES: readonly DeckStyle[] = [GILDED, CELESTIAL, INK];
const SUITS: readonly Suit[] = ['wands', 'cups', 'swords', 'pentacles'];
const NAMES = ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Page', 'Knight', 'Queen', 'King'];

function minor(suit: Suit, number: number): CatalogueCard {
  const name = `${NAMES[number - 1] ?? number} of ${suit[0]?.toUpperCase()}${suit.slice(1)}`;
  return {
    slug: name.toLowerCase().replaceAll(' ', '-'),
    name,
    arcana: 'minor',
    suit,
    number,
    upright: { keywords: ['test'], meaning: 'Test.' },
    reversed: { keywords: ['test'], meaning: 'Test.' },
    element: 'water',
    astrology: 'scorpio',
    mainColor: '#3a6ea5',
    cost: 70,
  };
}

const STAR: CatalogueCard = { ...minor('cups', 1), slug: 'the-star', name: 'The Star', arcana: 'major', suit: null, number: 17, element: 'air', astrology: 'aquarius' };
const THREE_OF_CUPS = minor('cups', 3);

describe('CardArt', () => {
  it.each(STYLES)('draws n pips of the suit for cards 1–10 (%s)', (style) => {
    for (const suit of SUITS) {
      for (let n = 1; n <= 10; n++) {
        const { container, unmount } = render(<CardArt card={minor(suit, n)} style={style} />);
        expect(container.querySelectorAll(`[data-pip="${suit}"]`)).toHaveLength(n);
        expect(container.querySelectorAll('[data-pip]')).toHaveLength(n);
        unmount();
      }
    }
  }, 30_000);

  it('crowns a court card\'s single suit emblem with its rank', () => {
    const { container } = render(<CardArt card={minor('swords', 13)} style={GILDED} />);
    expect(container.querySelector('[data-court="queen"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-pip="swords"]')).toHaveLength(1);
    expect(container).toHaveTextContent('Q');
  });

  it('shows the name, the numeral, the element and the astrological glyph', () => {
    const { container } = render(<CardArt card={STAR} style={GILDED} width={400} />);
    expect(screen.getByRole('img', { name: 'The Star' })).toBeInTheDocument();
    expect(container).toHaveTextContent('XVII');
    expect(container).toHaveTextContent('The Star');
    expect(container.querySelector('[data-sigil="17"]')).not.toBeNull();
    expect(container.querySelector('[data-element="air"]')).not.toBeNull();
    expect(container.querySelector('[data-astro="aquarius"]')).not.toBeNull();
  });

  it('keeps the numeral but drops the small print on thumbnails', () => {
    const { container } = render(<CardArt card={STAR} style={INK} width={60} />);
    expect(container).toHaveTextContent('XVII');
    expect(container).not.toHaveTextContent('THE STAR');
    expect(container.querySelector('[data-astro]')).toBeNull();
  });

  it.each(STYLES)('turns a reversed card upside down and says so (%s)', (style) => {
    const { container, rerender } = render(<CardArt card={THREE_OF_CUPS} style={style} reversed />);
    const svg = screen.getByRole('img', { name: 'Three of Cups, reversed' });
    expect(svg.querySelector(':scope > g')).toHaveAttribute('transform', 'rotate(180 150 250)');
    rerender(<CardArt card={THREE_OF_CUPS} style={style} />);
    expect(screen.getByRole('img', { name: 'Three of Cups' })).toBeInTheDocument();
    expect(container.querySelector('svg > g')).not.toHaveAttribute('transform');
  });

  it.each(STYLES)('shows only the back when face down (%s)', (style) => {
    const { container } = render(<CardArt card={THREE_OF_CUPS} style={style} faceDown reversed />);
    const svg = screen.getByRole('img', { name: 'Face-down card' });
    expect(svg.outerHTML).not.toMatch(/three|cups|reversed/i);
    expect(container.querySelector('[data-pip], [data-sigil], text')).toBeNull();
  });

  it('uses a given title as its name and tooltip', () => {
    render(<CardArt card={STAR} style={CELESTIAL} title="Outcome: The Star" />);
    const svg = screen.getByRole('img', { name: 'Outcome: The Star' });
    expect(svg.querySelector('title')).toHaveTextContent('Outcome: The Star');
  });

  it('sizes to the width asked, keeping the 3:5 shape', () => {
    render(<CardArt card={STAR} style={INK} width={240} />);
    const svg = screen.getByRole('img');
    expect(svg).toHaveAttribute('viewBox', '0 0 300 500');
    expect(svg.style.width).toBe('240px');
    expect(svg.style.aspectRatio).toBe('3 / 5');
  });

  it.each(STYLES)('renders the same card identically every time (%s)', (style) => {
    const once = renderToStaticMarkup(<CardArt card={STAR} style={style} />);
    expect(renderToStaticMarkup(<CardArt card={STAR} style={style} />)).toBe(once);
  });

  it('gives each card on a page its own gradient ids', () => {
    const markup = renderToStaticMarkup(
      <>
        {STYLES.map((style) => <CardArt key={style} card={STAR} style={style} />)}
        {STYLES.map((style) => <CardArt key={`${style}-copy`} card={STAR} style={style} />)}
        {STYLES.map((style) => <CardBack key={`${style}-back`} style={style} />)}
      </>,
    );
    const ids = [...markup.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, ref] of markup.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
  });

  it('draws every catalogue card in every style with a modest number of elements', () => {
    expect(CATALOGUE).toHaveLength(78);
    for (const style of STYLES) {
      for (const card of CATALOGUE) {
        const markup = renderToStaticMarkup(<CardArt card={card} style={style} width={400} />);
        expect(markup).toContain(`aria-label="${card.name}"`);
        expect(markup.match(/<[a-z]/g)?.length).toBeLessThan(150);
      }
    }
  }, 60_000);
});

describe('CardBack', () => {
  it.each(STYLES)('draws the %s back as a labelled image', (style) => {
    render(<CardBack style={style} width={60} />);
    expect(screen.getByRole('img', { name: 'Face-down card' })).toBeInTheDocument();
  });
});
