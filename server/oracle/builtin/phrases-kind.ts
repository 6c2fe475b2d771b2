/**
 * Phrasing for the summary's answer to the kind of question asked (compose-kind-answer.ts): a leaning
 * for yes or no, reasons, advice, the other person, what lies ahead. None claims to know the future.
 */
import type { CardTemplate } from './phrases-summary.ts';

/** The leaning of a yes-or-no question, by direction and firmness; each says it is not a promise. */
export const LEANINGS: Readonly<Record<'yes-firm' | 'yes-gentle' | 'no-firm' | 'no-gentle' | 'unclear-firm' | 'unclear-gentle', readonly CardTemplate[]>> = {
  'yes-firm': [
    (s) => `On ${s.subject}, the cards lean clearly toward yes, with ${s.card} in ${s.place} carrying most of that weight, though a leaning is not a promise.`,
    (s) => `Asked as a yes or no, this spread leans toward yes about ${s.subject}: ${s.card} in ${s.place}, ${s.essence}, tips the balance, and the choices still to come can move it.`,
    (s) => `The answer the cards give on ${s.subject} leans toward yes, led by ${s.card} in ${s.place}; hold it as a likelihood, not a certainty.`,
  ],
  'yes-gentle': [
    (s) => `On ${s.subject}, the cards tip gently toward yes, mostly through ${s.card} in ${s.place}, with enough doubt in the rest that nothing is settled.`,
    (s) => `The leaning on ${s.subject} is a soft yes: ${s.card} in ${s.place}, ${s.essence}, favors it, and the other cards keep some reservations open.`,
    (s) => `There is a cautious yes in this spread about ${s.subject}, carried by ${s.card} in ${s.place}, and it is a leaning worth testing rather than a verdict.`,
  ],
  'no-firm': [
    (s) => `On ${s.subject}, the cards lean toward no, or at least not this way, with ${s.card} in ${s.place} weighing most against it; a leaning is still not a promise.`,
    (s) => `Asked as a yes or no, this spread leans toward no about ${s.subject}: ${s.card} in ${s.place}, ${s.essence}, pulls hardest against it.`,
    (s) => `The cards answer ${s.subject} with a leaning toward no, led by ${s.card} in ${s.place}; take it as a reason to look again, not as a closed door.`,
  ],
  'no-gentle': [
    (s) => `On ${s.subject}, the cards tip gently toward no, or toward not yet, mostly through ${s.card} in ${s.place}, and the rest leaves room for doubt.`,
    (s) => `The leaning on ${s.subject} is a soft no: ${s.card} in ${s.place}, ${s.essence}, holds back, while other cards keep the door ajar.`,
    (s) => `There is a hesitant no in this spread about ${s.subject}, carried by ${s.card} in ${s.place}: more a “wait and see” than a refusal.`,
  ],
  'unclear-firm': [
    (s) => `On ${s.subject}, the cards give no clear yes or no: ${s.card} in ${s.place}, ${s.essence}, says the answer still depends on what happens next.`,
    (s) => `This spread will not be pinned to a yes or no about ${s.subject}; the weight sits with ${s.card} in ${s.place}, and the balance is even.`,
  ],
  'unclear-gentle': [
    (s) => `On ${s.subject}, the cards hold yes and no in balance, so ${s.card} in ${s.place}, ${s.essence}, is more a question back to you than an answer.`,
    (s) => `No clear yes or no comes through about ${s.subject}; ${s.card} in ${s.place} suggests the outcome is still being shaped, partly by you.`,
    (s) => `The cards stay undecided on ${s.subject}, with ${s.card} in ${s.place} pointing to ${s.essence} rather than to a verdict.`,
  ],
};

/** A why-or-how question: reasons rather than a verdict, from the card at the root. */
export const REASONS: readonly CardTemplate[] = [
  (s) => `As for why, the cards point to reasons more than a verdict about ${s.subject}, and ${s.card} in ${s.place} names the deepest of them: ${s.essence}.`,
  (s) => `Behind what is happening with ${s.subject}, ${s.card} in ${s.place} points to ${s.essence} as one reason worth looking at.`,
  (s) => `If there is a cause under this, ${s.card} in ${s.place} suggests it for ${s.subject}: ${s.essence}, a place to look rather than a fault to find.`,
];

/**
 * A yes-or-no question that asks for care (care.ts): a leaning would be a forecast or a nudge where
 * neither belongs, so the cards decline to lean, and say what they can offer instead.
 */
export const DECLINED_LEANINGS: readonly CardTemplate[] = [
  (s) => `The cards will not lean yes or no on ${s.subject}: a spread cannot know that, and ${s.card} in ${s.place} speaks only to how you carry it.`,
  (s) => `On ${s.subject}, the cards will not lean yes or no, since no spread can know it; ${s.card} in ${s.place} offers ${s.essence} as company, not as a forecast.`,
  (s) => `This is not a question the cards should tip one way or the other, so on ${s.subject} they will not lean yes or no; ${s.card} in ${s.place} speaks to the feeling, not the facts.`,
];

/** A question about another person: what the card suggests, with the limit of any reading. */
export const OTHER_PERSON: readonly CardTemplate[] = [
  (s) => `No card can know for certain what ${s.subject} feels or intends; ${s.card} in ${s.place} suggests ${s.essence}, which is worth checking against what is actually said and done.`,
  (s) => `About ${s.subject}, ${s.card} in ${s.place} points to ${s.essence}, a possibility to hold lightly, since only a conversation can confirm what someone else carries.`,
  (s) => `What ${s.subject} brings shows in ${s.card} in ${s.place}, ${s.essence}; read it as a guess about another heart, not as knowledge of it.`,
];

/** An advice question: an option, not an order. */
export const ADVICE: readonly CardTemplate[] = [
  (s) => `If you are looking for what to do about ${s.subject}, ${s.card} in ${s.place} offers one option: ${s.essence}.`,
  (s) => `The spread’s counsel on ${s.subject} comes from ${s.card} in ${s.place}, and it points toward ${s.essence}, as a possibility rather than a rule.`,
  (s) => `For ${s.subject}, the way the cards suggest runs through ${s.card} in ${s.place}: ${s.essence}, among other paths open to you.`,
];

/** A what-will question in a short spread: where things lean, never what must come. */
export const WHAT_WILL: readonly CardTemplate[] = [
  (s) => `Nothing here is fixed, but as things stand ${s.subject} leans toward ${s.essence}, the way ${s.card} points.`,
  (s) => `Where ${s.subject} goes is still open; ${s.card} shows the direction things lean for now, toward ${s.essence}.`,
];
