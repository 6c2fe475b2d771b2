/** Small grammar helpers so that composed sentences read like prose rather than filled-in forms. */
import type { Element, Suit } from '#common/cards/types.ts';
import { freeIndex, freeRole, freeRoleNamed } from './positions/free-roles.ts';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** "three" for 3; digits beyond twelve, which no spread reaches. */
export function numberWord(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/** The first letter upper-cased, for the start of a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The first letter lower-cased, for text that continues a sentence. Left alone when the first word is
 * "I" or an acronym, whose capitals are not sentence-initial.
 */
export function lowerFirst(text: string): string {
  const firstWord = /^\S+/.exec(text)?.[0] ?? '';
  if (firstWord === 'I' || /^[A-Z]{2,}/.test(firstWord)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** Majors whose names take no article in running text ("you drew Strength"). */
const BARE_NAMES = new Set(['Strength', 'Justice', 'Death', 'Temperance', 'Judgement']);

/**
 * A card's name as it reads mid-sentence: "the Tower", "the Wheel of Fortune", "the Two of Cups",
 * "Strength". Works on plain names too, such as the card of an answer being clarified.
 */
export function cardInSentence(name: string): string {
  if (name.startsWith('The ')) return `the ${name.slice(4)}`;
  if (BARE_NAMES.has(name)) return name;
  return `the ${name}`;
}

/**
 * A position's name as a label inside "the … position": "The present" → "Present". Dropping the article
 * keeps "the The present position" from ever being written. A free spread's place is labelled by its
 * role ("Card 3" or "What hinders" → "Stumbling block"), never by its number.
 */
export function positionLabel(name: string): string {
  const index = freeIndex(name);
  const role = index === undefined ? freeRoleNamed(name) : freeRole(index);
  return role?.label ?? capitalize(name.replace(/^the\s+/i, '').trim());
}

/** Places whose names do not read after "in" as they are. */
const PLACE_PHRASES: Readonly<Record<string, string>> = {
  You: 'your own place',
  Yourself: 'your own place',
  'Hopes and fears': 'your hopes and fears',
  Surroundings: 'your surroundings',
  'What crosses': 'the crossing place',
};

/** Bonus reading templates name places as clauses ("What you bring") or possessives ("Today's card"), which take no "the". */
const CLAUSE_PLACE = /^(what|where|who|how|why|when|which)\s/i;
const POSSESSIVE_PLACE = /^\S+['’]s\s/;

/**
 * A position's name as it reads after "in": "The near future" → "the near future", "Past" → "the
 * past", "Yourself" → "your own place", "Path A" → "the path A", "What you bring" → "the place of
 * what you bring", "Today's card" → "today's card". A free spread's numbered place reads as its role
 * ("Card 3" → "the place of what hinders"), so a reading never says "Card 3".
 */
export function placePhrase(name: string): string {
  const index = freeIndex(name);
  const trimmed = index === undefined ? name.trim() : freeRole(index).name;
  const known = PLACE_PHRASES[trimmed];
  if (known) return known;
  if (/^the\s/i.test(trimmed)) return `the ${lowerFirst(trimmed.slice(4))}`;
  if (CLAUSE_PLACE.test(trimmed)) return `the place of ${lowerFirst(trimmed)}`;
  if (POSSESSIVE_PLACE.test(trimmed)) return lowerFirst(trimmed);
  return `the ${lowerFirst(trimmed)}`;
}

/** Sentence-case text ending in one full stop unless it already ends in punctuation. */
export function asSentence(text: string): string {
  const trimmed = capitalize(text.trim());
  return /[.!?…]["”’)]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Splits prose into sentences at ". ", "! " or "? " before a capital or an opening quote. */
export function splitSentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z“‘"])/)
    .filter((sentence) => sentence.length > 0);
}

export const SUIT_NAMES: Readonly<Record<Suit, string>> = { wands: 'Wands', cups: 'Cups', swords: 'Swords', pentacles: 'Pentacles' };
export const ELEMENT_NAMES: Readonly<Record<Element, string>> = { fire: 'Fire', water: 'Water', air: 'Air', earth: 'Earth' };

/** Participles that make a noun phrase of a keyword ("turning point", "lingering hurt"), unlike a verb's -ing ("letting go"). */
const ADJECTIVE_PARTICIPLES = new Set([
  'turning', 'repeating', 'clearing', 'lingering', 'rising', 'falling', 'growing', 'shifting', 'fading', 'changing', 'healing',
  'waning', 'burning', 'unfolding', 'missing', 'breaking', 'building', 'loving', 'nurturing', 'guiding', 'flowing', 'winning',
]);

/** Whether a keyword reads as a noun after "the" or "its": "upheaval", "turning point", "healing", never "letting go". */
export function isNounKeyword(keyword: string): boolean {
  const [first = '', second] = keyword.toLowerCase().split(' ');
  return second === undefined || !first.endsWith('ing') || ADJECTIVE_PARTICIPLES.has(first);
}

/** The keywords that read as nouns first, in their order, then the rest: for wordings that say "the …" or "its …". */
export function nounKeywordsFirst(keywords: readonly string[]): string[] {
  return [...keywords.filter(isNounKeyword), ...keywords.filter((keyword) => !isNounKeyword(keyword))];
}
