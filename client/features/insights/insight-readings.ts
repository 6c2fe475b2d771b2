import type { JournalEntry, JournalItem } from '#common/api/journal.ts';
import { type Clarifier, type Reading, WRITTEN_STATUSES } from '#common/api/readings.ts';
import { resolveDeckId } from '#common/cards/deck-definitions.ts';
import { cardsOfShuffle } from '#common/cards/decks.ts';
import type { CatalogueCard } from '#common/cards/types.ts';
import { tryReadingCards } from '#common/domain/reading-cards.ts';

/** One card as it was drawn. */
export interface Draw {
  card: CatalogueCard;
  reversed: boolean;
  /** Drawn for a clarifier rather than in the reading's own spread. */
  clarifier: boolean;
}

/** A saved reading as the insights read it: when, what was asked, its cards and what the user wrote on it. */
export interface InsightReading {
  id: string;
  /** Epoch ms. */
  createdAt: number;
  question: string;
  /** Laid with reversals allowed: a reading laid without them says nothing of how often cards come up reversed. */
  allowReversed: boolean;
  /** The spread's cards in order, then each written clarifier's. */
  draws: Draw[];
  entry: JournalEntry;
}

/** Whether a clarifier's card counts: it was written, not failed (refunded) or replaced by the safety screen. */
const clarifierCounts = (clarifier: Clarifier): boolean =>
  clarifier.safety === undefined && (clarifier.status === undefined || WRITTEN_STATUSES.includes(clarifier.status));

/** The reading's own cards; none when its cards are not of its deck (the journal page says so, and so counts none). */
function spreadDraws(reading: Reading): Draw[] {
  const laid = tryReadingCards(reading, undefined);
  return laid.ok ? laid.cards.map(({ card, answer }) => ({ card, reversed: answer.reversed, clarifier: false })) : [];
}

/** A clarifier's cards, drawn from the reading's deck; none when one is not of it. */
function clarifierDraws(reading: Reading, clarifier: Clarifier): Draw[] {
  const deckId = reading.shuffles[0]?.deckId ?? resolveDeckId(reading.request.deckId);
  try {
    const cards = cardsOfShuffle({ deckId, cardIds: clarifier.awnsers.map((answer) => answer.cardId) });
    return cards.map((card, index) => ({ card, reversed: clarifier.awnsers[index]!.reversed, clarifier: true }));
  } catch {
    return [];
  }
}

/**
 * The journal's readings that insights learn from (docs/product.md#insights), in the journal's order. A reading the
 * safety screen replaced is left out: its cards were never read and it was refunded. Clarifiers' cards count with
 * their reading's: each was a draw from a full shuffled deck, like the spread's.
 */
export function insightReadings(items: readonly JournalItem[]): InsightReading[] {
  return items
    .filter(({ reading }) => reading.safety === undefined && WRITTEN_STATUSES.includes(reading.status))
    .map(({ reading, entry }) => ({
      id: reading.id,
      createdAt: reading.createdAt,
      question: reading.request.question,
      allowReversed: reading.request.allowReversed,
      draws: [...spreadDraws(reading), ...reading.clarifiers.filter(clarifierCounts).flatMap((clarifier) => clarifierDraws(reading, clarifier))],
      entry,
    }));
}
