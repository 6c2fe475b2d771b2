/**
 * Phrasing for the builtin oracle's answers. Several templates per sentence so that readings, and the
 * cards within one reading, do not all sound alike; the composer picks among them with a seeded chooser.
 */
import type { Element } from '#common/cards/types.ts';

/** The words an answer template fills in, already shaped for running text. */
export interface AnswerSlots {
  /** Mid-sentence card name: "the Two of Cups", "Strength". */
  card: string;
  /** Position label for "the … position": "Past", "Card 2". */
  position: string;
  /** The position's meaning, continuing a sentence: "what led here and still shapes the situation". */
  positionMeaning: string;
  /** Two of the card's keywords in the drawn orientation: "partnership and connection". */
  keywords: string;
  /** For the crossing card: the card it lies across, mid-sentence. */
  crossedCard: string;
  /** For a clarifier: the card whose answer is being clarified, mid-sentence. */
  clarifiedCard: string;
  /** For a clarifier: the position label of the answer being clarified. */
  clarifiedPosition: string;
}

type Template = (slots: AnswerSlots) => string;

/** First sentence of an upright card in its position. */
export const OPENING_UPRIGHT: readonly Template[] = [
  (s) => `In the ${s.position} position — ${s.positionMeaning} — you drew ${s.card}, a card of ${s.keywords}.`,
  (s) => `${s.card} sits in the ${s.position} position, the place of ${s.positionMeaning}, and brings ${s.keywords} into view.`,
  (s) => `The ${s.position} position speaks of ${s.positionMeaning}, and here it holds ${s.card}, with its note of ${s.keywords}.`,
  (s) => `The card in the ${s.position} position — ${s.positionMeaning} — is ${s.card}, a picture of ${s.keywords}.`,
];

/** First sentence of a reversed card in its position. */
export const OPENING_REVERSED: readonly Template[] = [
  (s) => `In the ${s.position} position — ${s.positionMeaning} — you drew ${s.card} reversed, which turns its energy toward ${s.keywords}.`,
  (s) => `${s.card} comes up reversed in the ${s.position} position, the place of ${s.positionMeaning}, and speaks of ${s.keywords}.`,
  (s) => `The ${s.position} position speaks of ${s.positionMeaning}, and here ${s.card} lies upside down, pointing to ${s.keywords}.`,
  (s) => `The card in the ${s.position} position — ${s.positionMeaning} — is ${s.card}, reversed: a sign of ${s.keywords}.`,
];

/** First sentence of the card laid across the first card. */
export const OPENING_CROSSING: readonly Template[] = [
  (s) => `Laid across ${s.crossedCard}, ${s.card} is what crosses it — ${s.positionMeaning} — and it brings ${s.keywords}.`,
  (s) => `Across ${s.crossedCard} lies ${s.card}, the card that crosses it: ${s.keywords} stand in its way, or lend it a hand.`,
];

/** First sentence of the crossing card when it is reversed. */
export const OPENING_CROSSING_REVERSED: readonly Template[] = [
  (s) => `Laid across ${s.crossedCard}, ${s.card} crosses it upside down — ${s.positionMeaning} — and speaks of ${s.keywords}.`,
  (s) => `Across ${s.crossedCard} lies ${s.card}, reversed: the card that crosses it points to ${s.keywords}.`,
];

/** First sentence of a clarifier's card: it speaks to an earlier answer. */
export const OPENING_CLARIFIER: readonly Template[] = [
  (s) => `To shed more light on ${s.clarifiedCard} in your ${s.clarifiedPosition} position, you drew ${s.card}, a card of ${s.keywords}.`,
  (s) => `${s.card} comes to clarify what ${s.clarifiedCard} said in your ${s.clarifiedPosition} position, and it brings ${s.keywords}.`,
];

/** The same, reversed. */
export const OPENING_CLARIFIER_REVERSED: readonly Template[] = [
  (s) => `To shed more light on ${s.clarifiedCard} in your ${s.clarifiedPosition} position, you drew ${s.card} reversed, pointing to ${s.keywords}.`,
  (s) => `${s.card}, reversed, comes to clarify what ${s.clarifiedCard} said in your ${s.clarifiedPosition} position, and speaks of ${s.keywords}.`,
];

/**
 * Lead-ins for the card's counsel, which follows after the colon as a clause in lower case
 * ("…: let your heart open and receive what is being offered").
 */
export const COUNSEL_FOR_QUESTION: readonly string[] = [
  'For your question, its counsel is this:',
  'Brought to bear on what you asked, the message is simple:',
  'Read against your question, the card suggests this:',
  'Held up to the matter you asked about, it says:',
];

/** Lead-ins for the counsel in a general reading. */
export const COUNSEL_FOR_LIFE: readonly string[] = [
  'For this time in your life, its counsel is this:',
  'As you move through this season, the card suggests:',
  'In the days ahead, its message is simple:',
  'For now, the card says:',
];

/** Extra lead-ins for a reversed card, whose counsel is often the way out of the block. */
export const COUNSEL_REVERSED: readonly string[] = ['Even reversed, there is a way through:', 'The way out of this knot is gentle:'];

/** Lead-ins for a clarifier's counsel. */
export const COUNSEL_CLARIFIER: readonly string[] = ['Set beside your earlier answer, it adds this:', 'Read together with that answer, it says:'];

/** Closing reflective questions, by the card's element and orientation. */
export const REFLECTIONS: Readonly<Record<Element, { upright: readonly string[]; reversed: readonly string[] }>> = {
  fire: {
    upright: [
      'Where could you put a little more of your own fire into this, starting this week?',
      'What would you attempt here if you trusted your own spark a little more?',
      'What is your energy already leaning toward, and how might you follow it?',
    ],
    reversed: [
      'Where is your energy leaking away, and what would help you gather it again?',
      'What has dampened your enthusiasm here, and is it still true?',
      'What would change if you waited for the right moment instead of forcing one?',
    ],
  },
  water: {
    upright: [
      'What are you feeling about this that you have not yet said aloud?',
      'Whose care, including your own, would make this easier to carry?',
      'If you let your heart answer first, what would it say?',
    ],
    reversed: [
      'What feeling have you been holding back here, and who could you safely share it with?',
      'Where are you pouring out more care than you are receiving?',
      'What would it mean to be as kind to yourself here as you are to others?',
    ],
  },
  air: {
    upright: [
      'Which thought about this deserves to be said plainly?',
      'If you wrote down what you truly think here, what would the first line be?',
      'What truth here are you ready to look at squarely?',
    ],
    reversed: [
      'Which worry here is louder than the facts behind it?',
      'What story are you telling yourself about this, and is it the only one?',
      'Where might a pause before speaking serve you better?',
    ],
  },
  earth: {
    upright: [
      'What small, practical step would make this feel more solid?',
      'What is already growing here that deserves your patience?',
      'What does the shape of your ordinary days tell you about where this is heading?',
    ],
    reversed: [
      'Where are you holding on too tightly, or not tightly enough?',
      'What would a steadier rhythm look like for you over the next few weeks?',
      'Which of your resources — time, attention, care — needs tending first?',
    ],
  },
};

/** Closing thoughts for the crossing card, which may help as much as hinder. */
export const REFLECTIONS_CROSSING: readonly string[] = [
  'Ask yourself whether this stands in your way or steadies you; a crossing card can do either.',
  'Is this a force to push against, or one to work with?',
  'Notice where this meets the card beneath it: the friction itself may be the message.',
];

/** Closing thoughts for a clarifier. */
export const REFLECTIONS_CLARIFIER: readonly string[] = [
  'Read it alongside your earlier answer: what does it add, and what does it soften?',
  'Which part of the earlier answer looks different now?',
];
