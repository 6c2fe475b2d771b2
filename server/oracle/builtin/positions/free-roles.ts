/**
 * The roles of a free spread's cards (docs/architecture.md#spreads). The spread only numbers its places
 * ("Card 1".."Card 10", which the app shows), so a reading gives each one a role to be read in: the first
 * card is the heart of the matter, the last of two or more is where things lead, and those between take
 * the roles below in order, so a four-card spread reads as heart, what helps, what hinders, outcome.
 * No role speaks of endings, which a reading of loss must not (care.ts ENDING_IMAGERY).
 */
import type { PositionKind } from './kinds.ts';

export interface FreeRole {
  /** The role as a place name, read after "in" the way spreads' own names are (words.ts placePhrase): "What hinders". */
  name: string;
  /** The role inside "your … position", as a clarifier names an earlier answer's place: "Stumbling block". */
  label: string;
  /** What the place means, as a spread's position does. */
  meaning: string;
  kind: PositionKind;
}

const HEART: FreeRole = { name: 'The heart of the matter', label: 'Heart of the matter', meaning: 'The heart of the matter', kind: 'present' };
const OUTCOME: FreeRole = { name: 'The outcome', label: 'Outcome', meaning: 'Where things lead, as they stand', kind: 'outcome' };

/** The roles between the heart and the outcome, in the order a growing spread takes them up. */
const BETWEEN: readonly FreeRole[] = [
  { name: 'What helps', label: 'Helping hand', meaning: 'What helps, and what would help', kind: 'advice' },
  { name: 'What hinders', label: 'Stumbling block', meaning: 'What stands in the way', kind: 'obstacle' },
  { name: 'What is hidden', label: 'Hidden influence', meaning: 'What works unseen', kind: 'hidden' },
  { name: 'What to release', label: 'Release', meaning: 'What is fading and can be set down', kind: 'past' },
  { name: 'What comes next', label: 'Next step', meaning: 'What is coming next', kind: 'near-future' },
  { name: 'What surrounds you', label: 'Surroundings', meaning: 'The people and setting around you', kind: 'surroundings' },
  { name: 'What you hope or fear', label: 'Hopes and fears', meaning: 'What you hope for and what you fear', kind: 'hopes-fears' },
  { name: 'What is within reach', label: 'Highest potential', meaning: 'The best that can come of it', kind: 'crown' },
];

/** Every role a free spread's card can take, for looking one up by name. */
export const FREE_ROLES: readonly FreeRole[] = [HEART, ...BETWEEN, OUTCOME];

/**
 * The role of the free spread's card at laid `index` among `size` laid cards. Without the size (a
 * clarifier knows only the earlier card's "Card 3"), the last card cannot be told apart and takes the
 * role its index has between the heart and the outcome.
 */
export function freeRole(index: number, size?: number): FreeRole {
  if (index <= 0) return HEART;
  if (size !== undefined && size >= 2 && index >= size - 1) return OUTCOME;
  return BETWEEN[Math.min(index - 1, BETWEEN.length - 1)]!;
}

/** The laid index of a free spread's numbered place ("Card 3" → 2), or undefined for any other name. */
export function freeIndex(positionName: string): number | undefined {
  const match = /^card (\d+)$/i.exec(positionName.trim());
  return match ? Number(match[1]) - 1 : undefined;
}

/** The role named `name` ("What hinders"), or undefined. */
export const freeRoleNamed = (name: string) => FREE_ROLES.find((role) => role.name.toLowerCase() === name.trim().toLowerCase());
