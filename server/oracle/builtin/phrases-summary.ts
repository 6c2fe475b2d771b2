/**
 * Phrasing for the builtin oracle's summary: several wordings for each of its sentences, each naming
 * the cards it speaks of, so two readings rarely share a sentence. None claims to know the future.
 */
import type { Suit } from '#common/cards/types.ts';

/** A card as a summary sentence speaks of it. */
export interface CardSlots {
  /** What the question is about: "your brother", "the job offer", "this". */
  subject: string;
  /** Mid-sentence card name. */
  card: string;
  /** Its place after "in": "the outcome", "Card 2". */
  place: string;
  /** Its essence, or for advice its invitation. */
  essence: string;
}

export type CardTemplate = (s: CardSlots) => string;

/** The outcome of a care reading: a picture to hold, not a step to take, and no talk of endings. */
export const OUTCOMES_CARE: readonly CardTemplate[] = [
  (s) => `Where this leads, as things stand, is ${s.card} in ${s.place}, ${s.essence}, a picture to hold gently rather than a step to take.`,
  (s) => `The spread comes to rest on ${s.card} in ${s.place}, ${s.essence}; let it keep you company around ${s.subject} without asking anything of you.`,
  (s) => `${s.card} in ${s.place} closes the spread with ${s.essence}, offered as comfort and reflection, not as a forecast about ${s.subject}.`,
];

/** A remark on a spread come up reversed (all of it, or two thirds and more), by whether its reversed cards mostly hold back or ease. */
type ReversedTemplate = (s: { count: string }) => string;

export const REVERSED_ALL: Readonly<Record<'held' | 'easing', readonly ReversedTemplate[]>> = {
  held: [
    (s) => `${s.count} came up reversed, which is rare: read it as energy turned inward or held back for now, things working below the surface before they show.`,
    (s) => `${s.count} lie upside down, so this is a time when things move inside you more than around you, and patience counts for more than pushing.`,
    (s) => `With ${s.count} reversed, the spread speaks of delays and inner work: what it describes is not gone, only waiting for its moment.`,
  ],
  easing: [
    (s) => `${s.count} came up reversed, and most of them ease a trouble rather than block a gift, so this is a spread of things loosening.`,
    (s) => `${s.count} lie upside down, yet most of these reversals speak of relief, of old knots coming undone.`,
    (s) => `With ${s.count} reversed, the spread turns old difficulties on their heads, and most of them toward easing.`,
  ],
};

export const REVERSED_MOST: Readonly<Record<'held' | 'easing', readonly ReversedTemplate[]>> = {
  held: [
    (s) => `${s.count} came up reversed, so much of what they describe is held back or turned inward for now, working below the surface.`,
    (s) => `${s.count} lie upside down, which points to delays and inner work more than to events around you.`,
    (s) => `With ${s.count} reversed, the energy here is more blocked or private than usual, and it may need time before it shows.`,
  ],
  easing: [
    (s) => `${s.count} came up reversed, and most of those reversals ease a trouble rather than block a gift, so things are loosening.`,
    (s) => `${s.count} lie upside down, yet the reversals mostly speak of relief, of knots coming undone.`,
    (s) => `With ${s.count} reversed, much here is turned on its head, and mostly toward easing rather than blocking.`,
  ],
};

/** The outcome card and what it means for the question. */
export const OUTCOMES: readonly ((s: CardSlots & { invitation: string }) => string)[] = [
  (s) => `${s.card} in ${s.place} shows where things lean as they stand, toward ${s.essence}, and for ${s.subject} that suggests ${s.invitation}.`,
  (s) => `The spread ends on ${s.card} in ${s.place}, ${s.essence}; for ${s.subject}, that is an invitation to consider ${s.invitation}.`,
  (s) => `Where this leads, as things stand, is ${s.card} in ${s.place}, ${s.essence}, which for ${s.subject} points to ${s.invitation}.`,
  (s) => `Everything bends toward ${s.card} in ${s.place}: ${s.essence}, and for ${s.subject} a reason to think about ${s.invitation}.`,
];

/** A court card as a person in the querent's life. */
export const COURTS: readonly CardTemplate[] = [
  (s) => `${s.card} in ${s.place} may stand for a real person ${s.subject}, someone who brings ${s.essence}.`,
  (s) => `Court cards are often people: ${s.card} in ${s.place} could be someone ${s.subject} who brings ${s.essence}.`,
  (s) => `Think of who, ${s.subject}, carries ${s.essence}; ${s.card} in ${s.place} may be them as much as a mood.`,
  (s) => `${s.card} in ${s.place} may be a person as much as a quality, someone ${s.subject} with ${s.essence}.`,
];

/** The close, back to what the question is about. */
export const CLOSES: readonly ((s: { subject: string; card: string; invitation: string }) => string)[] = [
  (s) => `Whatever you make of ${s.subject}, let ${s.card} stay with you as a mirror rather than a map.`,
  (s) => `Come back to ${s.subject} with ${s.card} in mind, and notice what in it feels true before you choose anything.`,
  (s) => `For ${s.subject}, the reading ends where it began, with ${s.card} and the thought of ${s.invitation}.`,
  (s) => `Carry one thing from this into ${s.subject}: the suggestion of ${s.card}, ${s.invitation}.`,
  (s) => `There is no hurry about ${s.subject}; ${s.card} is there to be thought with, not obeyed.`,
];

/** The close of a care reading: gentleness, and company. */
export const CLOSES_CARE: readonly ((s: { subject: string; card: string; invitation: string }) => string)[] = [
  (s) => `Be gentle with yourself around ${s.subject}; ${s.card} is there to be thought with, not obeyed.`,
  (s) => `Whatever comes of ${s.subject}, you do not have to carry it alone, and ${s.card} asks nothing more of you today.`,
  (s) => `Let ${s.card} be a quiet companion while you think about ${s.subject}, and lean on the people who can help.`,
];

/** What a leading suit makes the reading about, finishing a sentence. */
export const SUIT_THEMES: Readonly<Record<Suit, readonly string[]>> = {
  cups: ['this is a matter of the heart, of feelings and bonds more than plans', 'feeling, love and imagination carry this more than logic does'],
  wands: ['this is a matter of energy and desire: what you want, and the courage to go after it', 'drive, creativity and will are doing most of the work here'],
  swords: ['this is a matter of the mind, of thoughts, words and the truths they cut toward', 'clarity, decisions and honest words sit at the center of this'],
  pentacles: ['this is a matter of the tangible: work, home, body and the slow growth of things', 'the practical world of work, home and daily care holds the key here'],
};

/** The close of a clarifier. */
export const CLOSES_CLARIFIER: readonly string[] = [
  'Read this beside your earlier answer; together they say more than either does alone.',
  'Let it sit with the answer it clarifies, and notice what has shifted in how that answer feels.',
];
