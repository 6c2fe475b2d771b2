import type { SpreadPosition, SpreadType } from '../api/readings.ts';
import { MAX_READING_CARDS } from '../limits.ts';

const generalPositions = Array.from({ length: MAX_READING_CARDS }, (_, index) => ({
  name: `Card ${index + 1}`,
  meaning: index === 0 ? 'The heart of the matter' : 'A further thread of the answer',
}));

/** The spreads a reading can be laid in (docs/architecture.md#spreads), served by `GET /v1/reading/spread-types`. */
export const SPREAD_TYPES: readonly SpreadType[] = [
  {
    name: 'GENERAL',
    label: 'Free spread',
    description: 'As many cards as you like, from one to ten, each a thread of the answer.',
    minCards: 1,
    maxCards: MAX_READING_CARDS,
    crossing: 'optional',
    crossingPosition: { name: 'What crosses', meaning: 'What stands across the heart of the matter, helping or hindering' },
    positions: generalPositions,
  },
  {
    name: 'SINGLE',
    label: 'One card',
    description: 'A single card for a clear, simple answer or a thought for the day.',
    minCards: 1,
    maxCards: 1,
    crossing: 'none',
    crossingPosition: null,
    positions: [{ name: 'The answer', meaning: 'What the question most needs to hear' }],
  },
  {
    name: 'THREE_CARD',
    label: 'Past, present, future',
    description: 'Three cards for where a situation comes from, where it stands and where it leans.',
    minCards: 3,
    maxCards: 3,
    crossing: 'none',
    crossingPosition: null,
    positions: [
      { name: 'Past', meaning: 'What led here and still shapes the situation' },
      { name: 'Present', meaning: 'Where things stand now' },
      { name: 'Future', meaning: 'Where things lean if nothing changes' },
    ],
  },
  {
    name: 'RELATIONSHIP',
    label: 'Relationship',
    description: 'Five cards for two people and what passes between them.',
    minCards: 5,
    maxCards: 5,
    crossing: 'none',
    crossingPosition: null,
    positions: [
      { name: 'You', meaning: 'What you bring to the relationship' },
      { name: 'The other', meaning: 'What the other person brings' },
      { name: 'The bond', meaning: 'What holds you together' },
      { name: 'The challenge', meaning: 'What strains or tests the bond' },
      { name: 'The way forward', meaning: 'What would help the relationship grow' },
    ],
  },
  {
    name: 'CELTIC_CROSS',
    label: 'Celtic Cross',
    description: 'The classic ten-card spread: a cross of six cards and a staff of four, for a searching look at one question.',
    minCards: 9,
    maxCards: 9,
    crossing: 'required',
    crossingPosition: { name: 'The challenge', meaning: 'What crosses the present: the obstacle or the force to reckon with' },
    positions: [
      { name: 'The present', meaning: 'The heart of the situation now' },
      { name: 'The foundation', meaning: 'What lies beneath, the root of the matter' },
      { name: 'The recent past', meaning: 'What is passing away' },
      { name: 'The crown', meaning: 'The best that can come of it, or what is hoped for' },
      { name: 'The near future', meaning: 'What is coming next' },
      { name: 'Yourself', meaning: 'Your own stance and attitude' },
      { name: 'Surroundings', meaning: 'The people and setting around you' },
      { name: 'Hopes and fears', meaning: 'What you hope for and what you fear, often the same thing' },
      { name: 'The outcome', meaning: 'Where things lead, as they stand' },
    ],
  },
];

export const findSpreadType = (name: string) => SPREAD_TYPES.find((spread) => spread.name === name);

/** The spreadTypeName of a bonus reading: its spread is its template's, not one of {@link SPREAD_TYPES}. */
export const SPECIAL_SPREAD_NAME = 'SPECIAL';

/**
 * A bonus reading's fixed spread as a spread type (docs/product.md#bonus-readings): its template's title and positions,
 * every one of them laid, with no crossing card. The draw page, the worker and the result page read it like any other spread.
 */
export function specialSpreadType(title: string, positions: readonly SpreadPosition[]): SpreadType {
  return {
    name: SPECIAL_SPREAD_NAME,
    label: title,
    description: '',
    minCards: positions.length,
    maxCards: positions.length,
    crossing: 'none',
    crossingPosition: null,
    positions: [...positions],
  };
}

/**
 * Why a card count and crossing choice do not fit a spread, or null when they do.
 * A crossing card is one more card, laid across the first (docs/architecture.md#spreads).
 */
export function spreadProblem(spread: SpreadType, cards: number, crossing: boolean): string | null {
  if (cards < spread.minCards || cards > spread.maxCards) {
    return spread.minCards === spread.maxCards
      ? `This spread takes ${spread.minCards} cards`
      : `This spread takes ${spread.minCards} to ${spread.maxCards} cards`;
  }
  if (crossing && spread.crossing === 'none') return 'This spread has no crossing card';
  if (!crossing && spread.crossing === 'required') return 'This spread needs its crossing card';
  return null;
}
