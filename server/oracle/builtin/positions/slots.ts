/** The words a position template fills in, and the shape of the template lists. */
import { placePhrase } from '../words.ts';

/** Already shaped for running text; a template capitalizes what it puts at the start of a sentence. */
export interface PositionSlots {
  /** Mid-sentence card name: "the Ace of Wands", "Strength" (words.ts cardInSentence). */
  card: string;
  /** The position's name: "The recent past", or a free spread's role, "What hinders". Templates put it in a sentence with placeOf. */
  position: string;
  /**
   * The card's essence in its drawn orientation, a lower-case noun phrase: "a first step taken on
   * trust". A reversed card's essence is its reversed meaning; the template says whether it is easing
   * or blocked.
   */
  essence: string;
  /** What the card invites, a gerund phrase: "letting curiosity lead for a while". */
  invitation: string;
  /** What the question is about, for use after a preposition ("for your brother"), or null for a general reading. */
  subject: string | null;
}

export type PositionTemplate = (slots: PositionSlots) => string;

/**
 * The openings for one kind of place. A reversal that brings relief (recovery, release) reads
 * differently from one that blocks, overdoes or turns the card inward.
 */
export interface PositionTemplates {
  upright: readonly PositionTemplate[];
  reversedDifficulty: readonly PositionTemplate[];
  reversedRelief: readonly PositionTemplate[];
}

/** Places whose phrase already reads as a place, which "the place of" would only double. */
const SELF_PLACING = new Set(['the heart of the matter']);

/**
 * A position's name as a place mid-sentence: "the place of the recent past", "the place of the
 * future" (for "Future"), "the place of what hinders" (for a free spread's "Card 3"). Never "the Card 3 position".
 */
export function placeOf(position: string): string {
  const phrase = placePhrase(position);
  return phrase.startsWith('the place of ') || SELF_PLACING.has(phrase) ? phrase : `the place of ${phrase}`;
}

/*
 * The subject is only ever put after a preposition, never before a verb, so that "your brother",
 * "the job offer" and "your savings" all read well; without one these add nothing.
 */

/** " with your brother", or nothing. */
export function withSubject(s: PositionSlots): string {
  return s.subject ? ` with ${s.subject}` : '';
}

/** ", when it comes to your brother" at the end of a clause, or nothing. */
export function concerned(s: PositionSlots): string {
  return s.subject ? `, when it comes to ${s.subject}` : '';
}

/** ", when it comes to your brother," inside a clause, or nothing. */
export function aside(s: PositionSlots): string {
  return s.subject ? `, when it comes to ${s.subject},` : '';
}
