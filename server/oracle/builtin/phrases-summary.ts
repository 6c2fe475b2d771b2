/** Phrasing for the builtin oracle's summary: several templates for each sentence of it. */
import type { Element, Suit } from '#common/cards/types.ts';

/** Opening leads for a specific question, given the quoted question clause. */
export const QUESTION_LEADS: readonly ((quoted: string) => string)[] = [
  (quoted) => `On your question, ${quoted}`,
  (quoted) => `In answer to ${quoted}`,
];

/** Opening leads for a general reading. */
export const LIFE_LEADS: readonly string[] = ['For this time in your life,', 'Looking at this time in your life,', 'Across this time in your life,'];

/** The arc of three or more cards: lead, then the first, middle and last themes. */
export const ARC_THREE: readonly ((lead: string, a: string, b: string, c: string) => string)[] = [
  (lead, a, b, c) => `${lead} the cards trace a path from ${a} through ${b} toward ${c}.`,
  (lead, a, b, c) => `${lead} the reading opens on ${a}, turns through ${b} and comes to rest on ${c}.`,
  (lead, a, b, c) => `${lead} the story these cards tell starts with ${a}, passes through ${b} and leans toward ${c}.`,
];

/** The arc of two cards. */
export const ARC_TWO: readonly ((lead: string, a: string, b: string) => string)[] = [
  (lead, a, b) => `${lead} the cards move from ${a} toward ${b}.`,
  (lead, a, b) => `${lead} the reading opens on ${a} and comes to rest on ${b}.`,
];

/** A single card: lead, the card as named mid-sentence (with ", reversed" when it is), and its themes. */
export const ARC_ONE: readonly ((lead: string, card: string, themes: string) => string)[] = [
  (lead, card, themes) => `${lead} a single card answers: ${card}, speaking of ${themes}.`,
  (lead, card, themes) => `${lead} one card carries the whole answer, and it is ${card}, a card of ${themes}.`,
];

/** Each suit's territory, finishing a sentence after a colon. */
export const SUIT_THEMES: Readonly<Record<Suit, readonly string[]>> = {
  cups: ['this is a matter of the heart, of feelings and bonds more than plans', 'feeling, love and imagination carry this more than logic does'],
  wands: ['this is a matter of energy and desire: what you want, and the courage to go after it', 'drive, creativity and will are doing most of the work here'],
  swords: ['this is a matter of the mind, of thoughts, words and the truths they cut toward', 'clarity, decisions and honest words sit at the center of this'],
  pentacles: ['this is a matter of the tangible: work, home, body and the slow growth of things', 'the practical world of work, home and daily care holds the key here'],
};

/** What an element's strong presence asks, finishing "…, so ___". */
export const ELEMENT_CALLS: Readonly<Record<Element, string>> = {
  fire: 'courage and action are being asked of you',
  water: 'feelings and intuition deserve to be heard',
  air: 'clear thinking and honest words matter most',
  earth: 'patience and practical care will carry you furthest',
};

/** An element in a word or two, for pairing two cards. */
export const ELEMENT_FOCUS: Readonly<Record<Element, string>> = {
  fire: 'courage',
  water: 'feeling',
  air: 'clear thought',
  earth: 'practical care',
};

/** An element's territory, for a single card. */
export const ELEMENT_TERRITORY: Readonly<Record<Element, string>> = {
  fire: 'courage and action',
  water: 'feeling and intuition',
  air: 'thought and honest words',
  earth: 'patient, practical care',
};

/** What the absence of an element may mean in a larger spread. */
export const ELEMENT_ABSENCE: Readonly<Record<Element, string>> = {
  fire: 'the drive to act may not have arrived yet, and that is worth knowing',
  water: 'feelings may have been set aside for now, and may be waiting to be let back in',
  air: 'this may be less about thinking it through than about living it',
  earth: 'practical matters may weigh less here than they seem to',
};

/** No suit or element leads. */
export const BALANCED: readonly string[] = [
  'No single suit or element dominates: heart, mind, will and the practical world all have a voice here.',
  'The elements are evenly mixed, so the answer draws on every part of you rather than one alone.',
];

/** Closing sentences for a specific question. */
export const CLOSES_QUESTION: readonly string[] = [
  'Hold your question gently as you read on: the cards describe tendencies, not fixed outcomes, and what you do with them is yours.',
  'Return to your question with this in mind, and notice which part of the reading stirs something in you.',
  'Let this sit beside your question for a day or two; the part that stays with you is usually the part worth following.',
];

/** Closing sentences for a general reading. */
export const CLOSES_LIFE: readonly string[] = [
  'For this time in your life, take what resonates and leave the rest; the cards describe tendencies, not fixed outcomes.',
  'Let this reading keep you company over the coming days, and notice which part of it you keep returning to.',
  'Nothing here is fixed: treat it as a mirror for this time in your life, and trust what you recognize.',
];

/** Closing sentences for a clarifier. */
export const CLOSES_CLARIFIER: readonly string[] = [
  'Read this beside your earlier answer; together they say more than either does alone.',
  'Let it sit with the answer it clarifies, and notice what has shifted in how that answer feels.',
];
