import { useState } from 'react';
import { Link } from 'react-router';
import { CardArt } from '#art/card-art.tsx';
import { appPaths } from '#client/paths.ts';
import type { DeckCard, DeckModel } from '../model.ts';
import { CardAreaMeanings } from './card-areas.tsx';
import { CardFacts } from './card-facts.tsx';
import { ChipGroup } from './chip-group.tsx';
import { LockMark } from './marks.tsx';

const ORIENTATIONS = [
  { value: false, label: 'Upright' },
  { value: true, label: 'Reversed' },
] as const;

/** Props of {@link CardDetail}. */
export interface CardDetailProps {
  entry: DeckCard;
  deck: Pick<DeckModel, 'id' | 'name' | 'style' | 'locked'>;
}

/**
 * Everything about one card: large art that turns upside down when Reversed is chosen, the
 * keywords and meaning of that orientation with what it says about love, work and the self, and its facts; for a locked card, why it has no heart.
 */
export function CardDetail({ entry, deck }: CardDetailProps) {
  const { card } = entry;
  const [reversed, setReversed] = useState(false);
  const [turned, setTurned] = useState(false);
  const reading = reversed ? card.reversed : card.upright;

  const turn = (next: boolean) => {
    setReversed(next);
    setTurned(true);
  };

  return (
    <div className="card-detail">
      <div className="card-detail-art">
        {/* Re-keyed on each turn so the turning animation plays from the old orientation to the new one. */}
        <div key={String(reversed)} className={turned ? 'card-detail-turn' : undefined}>
          <CardArt card={card} style={deck.style} reversed={reversed} detail="full" />
        </div>
      </div>
      <div className="card-detail-text">
        <ChipGroup legend="Orientation" options={ORIENTATIONS} value={reversed} onChange={turn} />
        <section className="card-reading" aria-live="polite" aria-label={`${reversed ? 'Reversed' : 'Upright'} meaning`}>
          <ul className="keyword-list" aria-label="Keywords">
            {reading.keywords.map((keyword) => (
              <li key={keyword}>{keyword}</li>
            ))}
          </ul>
          <p className="card-meaning">{reading.meaning}</p>
          <CardAreaMeanings slug={card.slug} reversed={reversed} />
        </section>
        <CardFacts card={card} />
        {deck.locked && (
          <p className="card-locked-note">
            <LockMark size={18} />
            <span>
              Unlock the {deck.name} deck to favorite its cards. <Link to={appPaths.deckDetails(deck.id)}>See the deck</Link>
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
