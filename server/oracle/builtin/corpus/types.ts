/** The shapes of the builtin interpreter's card corpus: essences, reversal tones and reflections. */

/** What a card is about in one orientation, worded to slot into a position template. */
export interface Essence {
  /** A noun phrase naming what the card is about in this orientation, lower case, no final period, 25–80 characters, readable after "this card speaks of" and "the place of", with no inner punctuation since it is slotted mid-clause: e.g. The Fool upright "a first step taken on trust before the whole path is mapped"; reversed "a leap held back by fear or taken without looking". */
  phrase: string;
  /** A short gerund or verb phrase of what the card asks, starting lower case, 20–70 characters, readable after "it asks you to consider": "letting curiosity lead for a while", never a risky directive. */
  invitation: string;
}

/**
 * Whether a reversal eases the card’s upright trouble (`relief`: the Ten of Swords’ recovery) or
 * blocks, overdoes or turns inward what the card offers (`difficulty`), so a summary does not call a
 * reading “blocked” when its reversed cards speak of healing.
 */
export type ReversalTone = 'relief' | 'difficulty';

export interface CardEssences {
  upright: Essence;
  reversed: Essence & { tone: ReversalTone };
}

/** Essences by catalogue slug. */
export type EssenceCorpus = Readonly<Record<string, CardEssences>>;

/** A card’s closing questions, two or more per orientation. */
export interface CardReflections {
  upright: readonly string[];
  reversed: readonly string[];
}

/** Closing questions by catalogue slug. */
export type ReflectionCorpus = Readonly<Record<string, CardReflections>>;
