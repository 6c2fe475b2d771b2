import { useId, type ReactNode } from 'react';
import { cardTier, type CardTier } from '#common/cards/card-tier.ts';
import type { Astrology, CatalogueCard, Element } from '#common/cards/types.ts';
import { AstroGlyph } from '#art/astro-glyphs.tsx';
import { ElementGlyph } from '#art/element-glyphs.tsx';
import { cardNumeral } from '#art/numerals.ts';

const PLANETS: ReadonlySet<Astrology> = new Set(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);

/**
 * What each tier means to a reader, in one line. Tiers follow a card's cost (docs/product.md#card-tiers: 96 or more is
 * tier 1, then 80, then 64), and the catalogue prices the majors highest and the numbered pips lowest.
 */
export const TIER_HINTS: Record<CardTier, string> = {
  1: 'Tier 1 is the weightiest of four: the Major Arcana, life’s big themes.',
  2: 'Tier 2 of four: the court cards, people and the ways they act.',
  3: 'Tier 3 of four: the Aces and Tens, where a suit’s story starts and ends.',
  4: 'Tier 4 is the lightest of four: the numbered cards, everyday steps.',
};

const capitalize = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;

/** The card-art glyphs are drawn in a -10…10 box; this frames one as a small inline icon. */
function GlyphIcon({ children }: { children: ReactNode }) {
  return (
    <svg className="fact-glyph" viewBox="-12 -12 24 24" width={22} height={22} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A major's roman numeral; a minor's rank in words for the Ace and the courts, else its number. */
function rankOf(card: CatalogueCard): string {
  if (card.arcana === 'major') return card.number === 0 ? '0' : `${cardNumeral(card)} (${card.number})`;
  if (card.number === 1) return 'Ace';
  return cardNumeral(card, true);
}

function ElementFact({ element }: { element: Element }) {
  return (
    <>
      <GlyphIcon>
        <ElementGlyph element={element} x={0} y={0} size={20} color="currentColor" width={1.6} />
      </GlyphIcon>
      {capitalize(element)}
    </>
  );
}

function AstrologyFact({ sign }: { sign: Astrology }) {
  return (
    <>
      <GlyphIcon>
        <AstroGlyph sign={sign} x={0} y={0} size={20} color="currentColor" width={1.6} />
      </GlyphIcon>
      {capitalize(sign)}
    </>
  );
}

/**
 * What a card is: arcana, suit and number, element, star sign or planet (with their glyphs) and tier,
 * with a line under the facts saying what its tier means.
 */
export function CardFacts({ card }: { card: CatalogueCard }) {
  const tierHintId = useId();
  const tier = cardTier(card.cost);
  return (
    <>
      <dl className="card-facts">
        <div>
          <dt>Arcana</dt>
          <dd>{card.arcana === 'major' ? 'Major Arcana' : 'Minor Arcana'}</dd>
        </div>
        {card.suit !== null && (
          <div>
            <dt>Suit</dt>
            <dd>{capitalize(card.suit)}</dd>
          </div>
        )}
        <div>
          <dt>{card.arcana === 'major' ? 'Number' : 'Rank'}</dt>
          <dd>{rankOf(card)}</dd>
        </div>
        <div>
          <dt>Element</dt>
          <dd>
            <ElementFact element={card.element} />
          </dd>
        </div>
        <div>
          <dt>{PLANETS.has(card.astrology) ? 'Planet' : 'Star sign'}</dt>
          <dd>
            <AstrologyFact sign={card.astrology} />
          </dd>
        </div>
        <div>
          <dt>Tier</dt>
          <dd aria-describedby={tierHintId}>Tier {tier}</dd>
        </div>
      </dl>
      <p id={tierHintId} className="small text-body-secondary mb-0">
        {TIER_HINTS[tier]}
      </p>
    </>
  );
}
