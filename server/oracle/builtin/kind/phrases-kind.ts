/**
 * Phrasing for the summary's answer to the kind of question asked (compose-kind-answer.ts): reasons,
 * ways in, advice, the other person, what lies ahead, and a note for a question not in English. The
 * leaning of a yes or no is in phrases-leaning.ts, choices in phrases-choice.ts, timing in
 * phrases-timing.ts. None claims to know the future.
 */
import type { CardTemplate } from '../phrases-summary.ts';

/** A why-question: reasons rather than a verdict, from the card at the root. */
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

/** A step of a how-question: a card's invitation, with the card and its place. */
export interface Step {
  card: string;
  place: string;
  invitation: string;
}

/** A how-question: ways in, from one to three steps in the order the spread lays them, each an option. */
export const WAYS: Readonly<Record<1 | 2 | 3, readonly ((subject: string, steps: readonly Step[]) => string)[]>> = {
  1: [
    (subject, [a]) => `On how to go about ${subject}, ${a!.card} in ${a!.place} offers one way in: ${a!.invitation}.`,
    (subject, [a]) => `For ${subject}, the way in this spread offers runs through ${a!.card} in ${a!.place}, ${a!.invitation}, as one path among others.`,
  ],
  2: [
    (subject, [a, b]) => `On how to go about ${subject}, the cards offer two ways in: first ${a!.invitation}, as ${a!.card} in ${a!.place} suggests, then ${b!.invitation}, with ${b!.card} in ${b!.place}.`,
    (subject, [a, b]) => `For ${subject}, two steps stand out, first ${a!.invitation}, from ${a!.card} in ${a!.place}, then ${b!.invitation}, from ${b!.card}; take them as options, not orders.`,
  ],
  3: [
    (subject, [a, b, c]) => `On how to go about ${subject}, the cards offer three ways in: first ${a!.invitation}, as ${a!.card} suggests, then ${b!.invitation}, with ${b!.card}, and in time ${c!.invitation}, with ${c!.card} in ${c!.place}.`,
    (subject, [a, b, c]) => `For ${subject}, the spread sketches three steps, first ${a!.invitation} with ${a!.card}, then ${b!.invitation} with ${b!.card}, and later ${c!.invitation} with ${c!.card}, each an option rather than a rule.`,
  ],
};

/** English names of the languages a question is most often written in, by ISO 639-1 code. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  es: 'Spanish', de: 'German', fr: 'French', it: 'Italian', pt: 'Portuguese', nl: 'Dutch', pl: 'Polish', ru: 'Russian', uk: 'Ukrainian', tr: 'Turkish',
  sv: 'Swedish', da: 'Danish', no: 'Norwegian', fi: 'Finnish', cs: 'Czech', ro: 'Romanian', el: 'Greek', hu: 'Hungarian', ca: 'Catalan',
  ja: 'Japanese', zh: 'Chinese', ko: 'Korean', ar: 'Arabic', he: 'Hebrew', hi: 'Hindi', id: 'Indonesian', vi: 'Vietnamese',
};

/** A question not in English: said once, plainly, and the spread read as a general reading of this time. `language` is "in Spanish" or "not in English". */
export const LANGUAGE_NOTES: readonly ((language: string) => string)[] = [
  (language) => `Your question is ${language}; this reading is written in English for now, read from the cards themselves as a general reading of this time in your life.`,
  (language) => `Your question is ${language}, and this reading is written in English for now, so it reads the cards themselves, as a general reading of this time.`,
];
