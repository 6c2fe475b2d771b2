/**
 * Phrasing for a clarifier's answer: the new card as light on an earlier answer (the clarifier flow
 * reuses the composer; every other answer is read from its place, see positions/).
 */

/** The words a clarifier template fills in, already shaped for running text. */
export interface ClarifierSlots {
  /** Mid-sentence card name: "the Two of Cups", "Strength". */
  card: string;
  /** Two of the card's keywords in the drawn orientation: "partnership and connection". */
  keywords: string;
  /** The card whose answer is being clarified, mid-sentence. */
  clarifiedCard: string;
  /** The position label of the answer being clarified. */
  clarifiedPosition: string;
}

type Template = (slots: ClarifierSlots) => string;

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

/** Lead-ins to what the clarifying card invites, finished by its invitation ("letting curiosity lead"). */
export const COUNSEL_CLARIFIER: readonly string[] = ['Set beside your earlier answer, it suggests', 'Read together with that answer, it points to'];

/** Closing thoughts for a clarifier. */
export const REFLECTIONS_CLARIFIER: readonly string[] = [
  'Read it alongside your earlier answer: what does it add, and what does it soften?',
  'Which part of the earlier answer looks different now?',
];

/** The words that tie a clarifier's card to the card it clarifies. */
export interface BridgeSlots {
  card: string;
  essence: string;
  clarifiedCard: string;
  clarifiedEssence: string;
}

/**
 * Second sentence of a clarifier's card: its essence beside the clarified card's, by whether the two
 * lean the same way (both light, or both heavy) or pull against each other.
 */
export const BRIDGES: Readonly<Record<'agree' | 'differ', readonly ((slots: BridgeSlots) => string)[]>> = {
  agree: [
    (s) => `Where ${s.clarifiedCard} spoke of ${s.clarifiedEssence}, ${s.card} confirms it from another side: ${s.essence}.`,
    (s) => `${s.clarifiedCard} showed ${s.clarifiedEssence}, and ${s.card} leans the same way, adding ${s.essence}.`,
  ],
  differ: [
    (s) => `Where ${s.clarifiedCard} spoke of ${s.clarifiedEssence}, ${s.card} tempers it with ${s.essence}.`,
    (s) => `${s.clarifiedCard} showed ${s.clarifiedEssence}, while ${s.card} pulls the other way, toward ${s.essence}.`,
  ],
};

/** Lead-ins that carry a clarifier's counsel to the follow-up question, finished by the card's invitation. */
export const COUNSEL_FOLLOW_UP: readonly ((quoted: string, subject: string) => string)[] = [
  (quoted, subject) => `On your follow-up, ${quoted} it suggests that for ${subject} the way forward lies in`,
  (quoted, subject) => `As for ${quoted} the card turns ${subject} toward`,
];
