import type { SpreadType } from '#common/api/readings.ts';

/** Face-down positions (0–77) the user has picked: the spread's cards in order, then the crossing card. */
export interface Picks {
  selected: number[];
  crossing: number | null;
}

/** How many cards a draw needs. */
export interface PickNeed {
  cards: number;
  crossing: boolean;
}

/** Nothing picked yet. */
export const NO_PICKS: Picks = { selected: [], crossing: null };

/** What the user picks next: a spread card, the crossing card, or nothing (all picked). */
export function nextPick(picks: Picks, need: PickNeed): 'card' | 'crossing' | 'done' {
  if (picks.selected.length < need.cards) return 'card';
  if (need.crossing && picks.crossing === null) return 'crossing';
  return 'done';
}

/** What to do next, in words: "Pick 3 cards", "Pick 1 more card", "Now pick the card that crosses". */
export function pickInstruction(picks: Picks, need: PickNeed): string {
  const step = nextPick(picks, need);
  if (step === 'crossing') return 'Now pick the card that crosses';
  if (step === 'done') return 'All your cards are picked. Reveal your reading when you are ready.';
  const left = need.cards - picks.selected.length;
  const noun = left === 1 ? 'card' : 'cards';
  return picks.selected.length === 0 ? `Pick ${left} ${noun}` : `Pick ${left} more ${noun}`;
}

/**
 * Picks or unpicks the card at `position`. Tapping a picked card puts it back; a new pick fills the
 * spread first, then the crossing card; once everything is picked, further taps change nothing.
 */
export function togglePick(picks: Picks, position: number, need: PickNeed): Picks {
  if (picks.selected.includes(position)) return { ...picks, selected: picks.selected.filter((picked) => picked !== position) };
  if (picks.crossing === position) return { ...picks, crossing: null };
  switch (nextPick(picks, need)) {
    case 'card':
      return { ...picks, selected: [...picks.selected, position] };
    case 'crossing':
      return { ...picks, crossing: position };
    case 'done':
      return picks;
  }
}

/** The 1-based place of `position` among the picks (the crossing card comes last), or null when not picked. */
export function pickNumber(picks: Picks, position: number, need: PickNeed): number | null {
  const index = picks.selected.indexOf(position);
  if (index !== -1) return index + 1;
  return picks.crossing === position ? need.cards + 1 : null;
}

/** Ordinal words for the picks a spread can ask for, in order. */
const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth'];

/** The 1-based pick `number` in words: "First", "Second"… */
export const ordinal = (number: number): string => ORDINALS[number - 1] ?? `${number}th`;

/**
 * What the draw page calls the spread's place `index`: its position's name ("Past"), or, in a free spread whose
 * places are only numbered, the pick in words ("First card"), as the deck's cards name their picks: "Card 1" beside
 * the deck's position 7 read as two cards.
 */
export function slotName(spread: SpreadType | undefined, index: number): string {
  const free = spread === undefined || spread.minCards !== spread.maxCards;
  const named = spread?.positions[index]?.name;
  return free || named === undefined ? `${ordinal(index + 1)} card` : named;
}
