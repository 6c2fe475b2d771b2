/**
 * Phrasing for a yes-or-no question's leaning (compose-kind-answer.ts), in the question's own terms
 * when its claim can be restated (claim.ts), else by its subject. A feared yes is answered by what
 * the asker fears, never by a bare "yes" that would read backwards. None is a promise.
 */

/** The leaning's direction for the asker: a hoped or feared yes, and whether the cards lean to it. */
export type LeaningCase = 'hoped-yes' | 'hoped-no' | 'feared-yes' | 'feared-no';

interface LeaningCard {
  card: string;
  place: string;
  essence: string;
  /** "clearly" for a firm leaning, "gently" for a soft one. */
  firmly: string;
}
export type WhetherTemplate = (s: LeaningCard & { whether: string }) => string;
export type GerundTemplate = (s: LeaningCard & { gerund: string }) => string;
export type SubjectTemplate = (s: LeaningCard & { subject: string }) => string;

/** "On whether he is losing interest, …". */
export const LEANINGS_WHETHER: Readonly<Record<LeaningCase, readonly WhetherTemplate[]>> = {
  'hoped-yes': [
    (s) => `On whether ${s.whether}, the cards lean ${s.firmly} toward yes, with ${s.card} in ${s.place} carrying most of that weight, though a leaning is not a promise.`,
    (s) => `Asked whether ${s.whether}, this spread leans ${s.firmly} toward yes: ${s.card} in ${s.place}, ${s.essence}, tips the balance, and what you do next can still move it.`,
    (s) => `On whether ${s.whether}, the answer the cards give leans toward yes, led by ${s.card} in ${s.place}; hold it as a likelihood, not a certainty.`,
  ],
  'hoped-no': [
    (s) => `On whether ${s.whether}, the cards lean ${s.firmly} toward no, or toward not yet, with ${s.card} in ${s.place} weighing most against it; a leaning is still not a promise.`,
    (s) => `Asked whether ${s.whether}, this spread leans toward no for now: ${s.card} in ${s.place}, ${s.essence}, pulls hardest against it.`,
    (s) => `On whether ${s.whether}, the cards lean toward no, led by ${s.card} in ${s.place}; take it as a reason to look again, not as a closed door.`,
  ],
  'feared-yes': [
    (s) => `On whether ${s.whether}, the cards lean ${s.firmly} toward what you fear, with ${s.card} in ${s.place}, ${s.essence}, weighing most; a leaning is not a verdict, and it is worth checking gently against what you see.`,
    (s) => `The cards do not ease the worry over whether ${s.whether}: they lean toward it, led by ${s.card} in ${s.place}, a possibility to look at rather than a certainty.`,
    (s) => `On whether ${s.whether}, this spread leans toward yes, which is not what you hoped; ${s.card} in ${s.place} carries that weight, and a leaning can still be wrong.`,
  ],
  'feared-no': [
    (s) => `On whether ${s.whether}, the cards lean ${s.firmly} away from it: ${s.card} in ${s.place}, ${s.essence}, weighs against what you fear, though only what is said and done can settle it.`,
    (s) => `On whether ${s.whether}, what you fear finds little support in the cards, which lean ${s.firmly} away from it, led by ${s.card} in ${s.place}.`,
    (s) => `Asked whether ${s.whether}, this spread leans away from what you fear: ${s.card} in ${s.place}, ${s.essence}, points the other way, a leaning rather than proof.`,
  ],
};

/** "The cards lean toward you getting the promotion by spring", "The cards do not point to him losing interest". */
export const LEANINGS_GERUND: Readonly<Record<LeaningCase, readonly GerundTemplate[]>> = {
  'hoped-yes': [
    (s) => `The cards lean ${s.firmly} toward ${s.gerund}, with ${s.card} in ${s.place}, ${s.essence}, weighing most; a leaning, not a promise.`,
    (s) => `This spread tips ${s.firmly} toward ${s.gerund}: ${s.card} in ${s.place} carries it, and the choices still to come can move it.`,
  ],
  'hoped-no': [
    (s) => `The cards lean ${s.firmly} away from ${s.gerund}, at least as things stand, with ${s.card} in ${s.place}, ${s.essence}, holding back; take it as a reason to look again, not as a closed door.`,
    (s) => `This spread tips away from ${s.gerund} for now: ${s.card} in ${s.place} weighs against it, and a leaning is still not a promise.`,
  ],
  'feared-yes': [
    (s) => `The cards lean ${s.firmly} toward ${s.gerund}, which is hard to hear; ${s.card} in ${s.place}, ${s.essence}, weighs most, and a leaning is not a verdict.`,
    (s) => `This spread tips toward ${s.gerund}, the very thing you fear: ${s.card} in ${s.place} carries that weight, a possibility to look at gently rather than a certainty.`,
  ],
  'feared-no': [
    (s) => `The cards do not point to ${s.gerund}: ${s.card} in ${s.place}, ${s.essence}, leans away from it, a leaning rather than proof.`,
    (s) => `The cards lean ${s.firmly} away from ${s.gerund}, with ${s.card} in ${s.place} weighing most against that fear; only what is said and done can settle it.`,
  ],
};

/** By the question's subject, when its claim cannot be restated cleanly. */
export const LEANINGS_SUBJECT: Readonly<Record<LeaningCase, readonly SubjectTemplate[]>> = {
  'hoped-yes': [
    (s) => `On ${s.subject}, the cards lean ${s.firmly} toward yes, with ${s.card} in ${s.place} carrying most of that weight, though a leaning is not a promise.`,
    (s) => `Asked as a yes or no, this spread leans toward yes about ${s.subject}: ${s.card} in ${s.place}, ${s.essence}, tips the balance, and the choices still to come can move it.`,
    (s) => `The answer the cards give on ${s.subject} leans ${s.firmly} toward yes, led by ${s.card} in ${s.place}; hold it as a likelihood, not a certainty.`,
  ],
  'hoped-no': [
    (s) => `On ${s.subject}, the cards lean ${s.firmly} toward no, or toward not yet, with ${s.card} in ${s.place} weighing most against it; a leaning is still not a promise.`,
    (s) => `Asked as a yes or no, this spread leans toward no about ${s.subject}: ${s.card} in ${s.place}, ${s.essence}, pulls hardest against it.`,
    (s) => `The cards answer ${s.subject} with a leaning toward no, led by ${s.card} in ${s.place}; take it as a reason to look again, not as a closed door.`,
  ],
  'feared-yes': [
    (s) => `On ${s.subject}, the cards lean ${s.firmly} toward what you fear, with ${s.card} in ${s.place}, ${s.essence}, weighing most; a leaning is not a verdict.`,
    (s) => `The cards do not ease the worry in your question about ${s.subject}: they lean toward it, led by ${s.card} in ${s.place}, a possibility to look at rather than a certainty.`,
  ],
  'feared-no': [
    (s) => `On ${s.subject}, the cards lean ${s.firmly} away from what you fear: ${s.card} in ${s.place}, ${s.essence}, weighs against it, though a leaning is not proof.`,
    (s) => `What you fear about ${s.subject} finds little support here, for the cards lean away from it, led by ${s.card} in ${s.place}.`,
    (s) => `The worry in your question about ${s.subject} is not where the cards lean; they lean away from it, and ${s.card} in ${s.place}, ${s.essence}, points the other way.`,
  ],
};

/** No leaning: the cards balance, or a pausing card weighs most (then `pause`). Worded for a whether-clause or a subject alike. */
export const UNCLEAR: Readonly<Record<'balance' | 'pause', readonly ((s: LeaningCard & { about: string }) => string)[]>> = {
  balance: [
    (s) => `On ${s.about}, the cards give no clear yes or no: ${s.card} in ${s.place}, ${s.essence}, says the answer still depends on what happens next.`,
    (s) => `This spread gives no clear leaning on ${s.about}; the weight sits with ${s.card} in ${s.place}, and the balance is even.`,
    (s) => `The cards hold yes and no in balance on ${s.about}, so ${s.card} in ${s.place}, ${s.essence}, is more a question back to you than an answer.`,
  ],
  pause: [
    (s) => `On ${s.about}, the cards give no clear yes or no: ${s.card} in ${s.place} asks for a pause, ${s.essence}, before any answer comes.`,
    (s) => `The cards stay undecided on ${s.about}, with ${s.card} in ${s.place} speaking of ${s.essence}, a time to wait rather than a verdict.`,
    (s) => `This spread gives no clear leaning on ${s.about} yet; ${s.card} in ${s.place} holds things still, and the answer waits on what moves next.`,
  ],
};
