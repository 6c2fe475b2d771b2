/**
 * What the model prompt states about the laid cards beyond each card itself: the card that weighs
 * most, the positions read as pairs, and the spread's patterns. Worked out here rather than left to
 * the model, because small local models miscount suits and forget the classic pairings.
 */
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import type { DrawnCard, OracleRequest } from './oracle.ts';

/**
 * Per spread, the position that weighs most for a leaning and that the summary names: the outcome
 * where the spread has one, else the place that answers (docs/architecture.md#spreads).
 */
const KEY_POSITIONS: Readonly<Record<string, string>> = {
  GENERAL: 'Card 1',
  SINGLE: 'The answer',
  THREE_CARD: 'Future',
  RELATIONSHIP: 'The way forward',
  CELTIC_CROSS: 'The outcome',
};

/** Positions read together, by position name: the Celtic Cross's classic pairings and the two people of a relationship. */
const PAIRS: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  CELTIC_CROSS: [
    ['The present', 'The challenge'],
    ['The foundation', 'The crown'],
    ['The recent past', 'The near future'],
    ['Yourself', 'Surroundings'],
    ['Hopes and fears', 'The outcome'],
  ],
  RELATIONSHIP: [
    ['You', 'The other'],
    ['The bond', 'The challenge'],
  ],
};

/** The first court rank (11 Page … 14 King); the minors' pip cards run from 1 (Ace) to 10. */
const FIRST_COURT_NUMBER = 11;

const spreadNameOf = (request: OracleRequest) => SPREAD_TYPES.find((spread) => spread.label === request.spreadLabel)?.name ?? 'GENERAL';

/** "index 8 (The outcome)". */
const place = (drawn: DrawnCard) => `index ${drawn.index} (${drawn.position.name})`;

/** The card the summary names and a leaning weighs most; the last card laid when the spread has no key place. */
export function keyCard(request: OracleRequest): DrawnCard | undefined {
  const laid = request.cards.filter((drawn) => !drawn.crossing).toSorted((a, b) => a.index - b.index);
  const name = KEY_POSITIONS[spreadNameOf(request)];
  return laid.find((drawn) => drawn.position.name === name) ?? laid.at(-1);
}

/** The pairs of drawn cards to read together, as "index 1 (The foundation) with index 3 (The crown)". */
export function pairsToRead(request: OracleRequest): string[] {
  const byName = new Map(request.cards.map((drawn) => [drawn.position.name, drawn]));
  return (PAIRS[spreadNameOf(request)] ?? []).flatMap(([one, other]) => {
    const first = byName.get(one);
    const second = byName.get(other);
    return first && second ? [`${place(first)} with ${place(second)}`] : [];
  });
}

/** "cups 4, wands 2": counts, most first, ties in first-seen order. */
function tally(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].toSorted((a, b) => b[1] - a[1]).map(([value, count]) => `${value} ${count}`).join(', ');
}

/** The spread's patterns, one short clause each; none for a single card. */
export function patternsOf(cards: readonly DrawnCard[]): string[] {
  if (cards.length < 2) return [];
  const majors = cards.filter((drawn) => drawn.card.arcana === 'major').length;
  const patterns = [`${majors} major arcana, ${cards.length - majors} minor`];
  const suits = cards.flatMap((drawn) => (drawn.card.suit ? [drawn.card.suit] : []));
  if (suits.length > 0) patterns.push(`suits: ${tally(suits)}`);
  patterns.push(`elements: ${tally(cards.map((drawn) => drawn.card.element))}`);
  const pips = cards.filter((drawn) => drawn.card.arcana === 'minor' && drawn.card.number < FIRST_COURT_NUMBER);
  const repeated = [...new Set(pips.map((drawn) => drawn.card.number))].flatMap((number) => {
    const same = pips.filter((drawn) => drawn.card.number === number);
    return same.length > 1 ? [`${number} (${same.map((drawn) => drawn.card.name).join(', ')})`] : [];
  });
  if (repeated.length > 0) patterns.push(`repeated numbers: ${repeated.join('; ')}`);
  const courts = cards.filter((drawn) => drawn.card.arcana === 'minor' && drawn.card.number >= FIRST_COURT_NUMBER);
  if (courts.length > 0) patterns.push(`court cards: ${courts.map((drawn) => drawn.card.name).join(', ')}`);
  const reversed = cards.filter((drawn) => drawn.reversed).length;
  patterns.push(reversed === 0 ? 'all upright' : `${reversed} of ${cards.length} reversed`);
  return patterns;
}
