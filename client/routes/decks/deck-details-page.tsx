import { Link } from 'react-router';
import { CARDS_PER_DECK } from '#common/limits.ts';
import { BackIcon } from '#client/components/icons.tsx';
import { DeckDetailsSkeleton } from '#client/features/decks/components/deck-details-skeleton.tsx';
import { DeckFan } from '#client/features/decks/components/deck-fan.tsx';
import { DeckNotFound } from '#client/features/decks/components/deck-states.tsx';
import { CoinPrice, LockMark } from '#client/features/decks/components/marks.tsx';
import { SampleRow } from '#client/features/decks/components/sample-row.tsx';
import { UnlockDeck } from '#client/features/decks/components/unlock-deck.tsx';
import { useDeck } from '#client/features/decks/hooks/use-deck.ts';
import { usePoints } from '#client/features/points/api.ts';
import { appPaths } from '#client/paths.ts';
import { useDeckParam } from './use-deck-param.ts';

const capitalize = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;

/** /app/main/decks/{deckId}/details: a deck's story, style and price, sample cards, and Unlock for a locked deck. */
export function Component() {
  const { deck, isPending } = useDeck(useDeckParam());
  // The unlock mutation refreshes the points record itself: every place showing coins follows it.
  const coins = usePoints().data?.coins;
  if (isPending) return <DeckDetailsSkeleton />;
  if (deck === undefined) return <DeckNotFound />;

  const cardsLink = (primary: boolean) => (
    <Link to={appPaths.deckCards(deck.id)} className={primary ? 'btn btn-primary' : 'btn btn-outline-primary'}>
      View all {CARDS_PER_DECK} cards
    </Link>
  );
  return (
    <article className="deck-details" aria-labelledby="deck-details-name">
      <Link to={appPaths.decks} className="deck-back-link">
        <BackIcon size={16} /> All decks
      </Link>
      <section className={`deck-hero deck-hero-${deck.style}`}>
        <div className="deck-hero-stage">
          <DeckFan deck={deck} />
        </div>
        <div className="deck-hero-text">
          <h1 id="deck-details-name" className="mb-1">
            {deck.name}
          </h1>
          <p className="lead mb-3">{deck.tagline}</p>
          <dl className="deck-facts">
            <div>
              <dt>Style</dt>
              <dd>{capitalize(deck.style)}</dd>
            </div>
            <div>
              <dt>Cards</dt>
              <dd>{CARDS_PER_DECK}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>{deck.price === 0 ? 'Free' : <CoinPrice coins={deck.price} />}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                {deck.locked ? (
                  <span className="deck-status deck-status-locked">
                    <LockMark size={16} />
                    <span aria-hidden="true">Locked</span>
                  </span>
                ) : (
                  <span className="deck-status deck-status-open">Yours</span>
                )}
              </dd>
            </div>
          </dl>
          <UnlockDeck deck={deck} coins={coins} />
          {!deck.locked && cardsLink(true)}
        </div>
      </section>
      <section className="deck-story" aria-labelledby="deck-story-title">
        <h2 id="deck-story-title" className="h5">
          The story of the deck
        </h2>
        <p className="mb-0">{deck.story}</p>
      </section>
      <section className="deck-samples" aria-labelledby="deck-samples-title">
        <div className="deck-section-head">
          <h2 id="deck-samples-title" className="h5 mb-0">
            Sample cards
          </h2>
          {deck.locked && cardsLink(false)}
        </div>
        <SampleRow deck={deck} />
      </section>
    </article>
  );
}
