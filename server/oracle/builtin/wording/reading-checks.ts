/**
 * Measures of one builtin reading's wording (issue 30, docs/sample-readings.md#wording-check): a
 * position written as "Card N", a card's meaning phrase said over and over, the same closing question
 * twice, a yes-or-no leaning that points the wrong way, the question's subject left unnamed. Pure:
 * each takes the reading's text and what it needs to judge it, so hand-written readings test them.
 */
import type { OracleOutput } from '../../oracle.ts';
import { ESSENCES } from '../corpus/essences.ts';
import { GENTLE_ESSENCES } from '../corpus/essences-gentle.ts';
import type { YesMeans } from '../question/types.ts';
import { splitSentences } from '../words.ts';

/** A reading's text as the composers return it. */
export type ReadingText = Pick<OracleOutput, 'title' | 'summary' | 'answers'>;

/** A card as drawn: which card, which way up. */
export interface CardFace {
  slug: string;
  reversed: boolean;
}

/** How often a card's meaning phrase may be said in one reading. */
export const PHRASE_LIMIT = 2;

/** The title, the summary and every answer, in that order. */
export const textsOf = (reading: ReadingText): string[] => [reading.title, reading.summary, ...reading.answers.map((answer) => answer.text)];

const CARD_NUMBER = /\bCard \d+\b/;

/** The texts of the reading that name a place as "Card N" instead of saying what the place is. */
export function cardNumberTexts(reading: ReadingText): string[] {
  return textsOf(reading).filter((text) => CARD_NUMBER.test(text));
}

/** Non-overlapping, case-insensitive occurrences of `phrase` in `text`. */
function occurrences(text: string, phrase: string): number {
  const haystack = text.toLowerCase();
  const needle = phrase.toLowerCase();
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count += 1;
  return count;
}

/**
 * The card's meaning phrases: its essence in the way it was drawn, and its gentle essence when it has
 * one. Counting both spares the check from judging whether the reading is a gentle one: a usual
 * reading does not say the gentle words, nor a gentle one the usual.
 */
export function meaningPhrasesOf(card: CardFace): string[] {
  const orientation = card.reversed ? 'reversed' : 'upright';
  const usual = ESSENCES[card.slug]?.[orientation].phrase;
  if (usual === undefined) throw new Error(`No essence for ${card.slug}`);
  const gentle = GENTLE_ESSENCES[card.slug]?.[orientation]?.phrase;
  return gentle === undefined || gentle === usual ? [usual] : [usual, gentle];
}

export interface OverusedPhrase {
  slug: string;
  phrase: string;
  count: number;
}

/** The meaning phrases of `cards` said more than PHRASE_LIMIT times across the reading's title, summary and answers. */
export function overusedPhrases(reading: ReadingText, cards: readonly CardFace[]): OverusedPhrase[] {
  const text = textsOf(reading).join('\n');
  return cards.flatMap((card) =>
    meaningPhrasesOf(card)
      .map((phrase) => ({ slug: card.slug, phrase, count: occurrences(text, phrase) }))
      .filter((found) => found.count > PHRASE_LIMIT),
  );
}

/** Lower case, single spaces, no closing punctuation: two wordings that differ only there are the same question. */
const normalised = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').replace(/[\s?.!…]+$/, '').trim();

/**
 * An answer's closing question, normalised, without the lead-in that names the card and its place
 * ("With the Star in the future, what …?" gives "what …"): null when the answer does not end in one.
 */
export function closingQuestion(answer: string): string | null {
  const last = splitSentences(answer).at(-1);
  if (last === undefined || !last.endsWith('?')) return null;
  const comma = last.indexOf(',');
  return normalised(comma === -1 ? last : last.slice(comma + 1));
}

/** The closing questions that end more than one answer of the reading, each once. */
export function repeatedClosingQuestions(reading: ReadingText): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const answer of reading.answers) {
    const question = closingQuestion(answer.text);
    if (question === null) continue;
    if (seen.has(question)) repeated.add(question);
    seen.add(question);
  }
  return [...repeated];
}

/**
 * Ways a summary says the cards lean to the question's yes (what it asks is so) or to its no, in bare
 * words ("toward yes", "a soft no") or in the question's own terms ("toward what you fear", "the cards
 * lean gently away from him losing interest"). "A yes or no", "no clear yes or no" and "yes and no in
 * balance" name the question, not a leaning; "leans toward" after a card or a subject names where
 * things go, not an answer, so only the cards or the spread lean toward a claim.
 */
const LEANS_YES: readonly RegExp[] = [
  /\btowards? yes\b/i,
  /\b(?:a|soft|cautious|gentle|firm|clear) yes\b(?! or no| and no)/i,
  /\btoward what you fear\b/i,
  /\bthe very thing you fear\b/i,
  /\bdo(?:es)? not ease the worry\b/i,
  /\blean(?:s)? toward it\b/i,
  /\b(?:the cards|this spread|the spread) (?:lean|leans|tip|tips)(?: \w+ly)? towards? (?!no\b|not\b)/i,
];
const LEANS_NO: readonly RegExp[] = [
  /\btowards? no\b/i,
  /\b(?:a|soft|hesitant|gentle|firm|clear) no\b(?! or yes| and yes)(?![-\w])/i,
  /\b(?:lean|leans|leaning|tip|tips)(?: \w+ly)? away from\b/i,
  /\bfinds? little support\b/i,
  /\bdo(?:es)? not point to\b/i,
  /\bpoints? the other way\b/i,
];

/** Which ways the summary leans on a yes-or-no question: both false when it leans neither way. */
export function leaningsSaid(summary: string): { yes: boolean; no: boolean } {
  return { yes: LEANS_YES.some((pattern) => pattern.test(summary)), no: LEANS_NO.some((pattern) => pattern.test(summary)) };
}

/** Cards that all read as good news, or all as hard news. */
export type CardMood = 'bright' | 'hard';

/**
 * Whether the summary's leaning points the right way for what the asker hopes or fears: bright cards
 * are good news, so a hoped-for yes must not lean no and a feared yes must not lean yes; hard cards the
 * reverse. Leaning neither way is never wrong.
 */
export function polarityRight(summary: string, yesMeans: YesMeans, mood: CardMood): boolean {
  const said = leaningsSaid(summary);
  const goodNews = mood === 'bright';
  const wrongWay = (yesMeans === 'hoped') === goodNews ? 'no' : 'yes';
  return !said[wrongWay];
}

/** Whether the reading names `subject` (case-insensitive) in its summary or an answer. */
export function namesSubject(reading: ReadingText, subject: string): boolean {
  const body = [reading.summary, ...reading.answers.map((answer) => answer.text)].join('\n').toLowerCase();
  return body.includes(subject.toLowerCase());
}

/**
 * The part of a title after its main image, where titles made from the same few motifs repeat
 * themselves: after its last " and " ("Two Cups and the Deep Tide" gives "the deep tide"), else from its
 * first lower-case word ("The Lantern in the Tower" gives "in the tower"), else the whole title.
 */
export function titleEnding(title: string): string {
  const and = title.lastIndexOf(' and ');
  if (and !== -1) return normalised(title.slice(and + ' and '.length));
  const words = title.split(' ');
  const lower = words.findIndex((word, index) => index > 0 && /^\p{Ll}/u.test(word));
  return normalised(lower === -1 ? title : words.slice(lower).join(' '));
}

/** The sentences of the reading's summary and answers, a question quoted back kept inside its sentence. */
export function sentencesOf(reading: ReadingText): string[] {
  return [reading.summary, ...reading.answers.map((answer) => answer.text)].flatMap((text) =>
    // A word joiner, which is no whitespace to splitSentences, holds the quote's sentences together until they are split.
    splitSentences(text.replace(/“[^”]*”/g, (quote) => quote.replace(/([.!?])\s+/g, '$1\u2060'))).map((sentence) => sentence.replace(/\u2060/g, ' ')),
  );
}

/** The most frequent of `values` with its count and share of them all; null when there are none. */
export function mostCommon(values: readonly string[]): { value: string; count: number; share: number } | null {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: { value: string; count: number } | null = null;
  for (const [value, count] of counts) if (best === null || count > best.count) best = { value, count };
  return best === null ? null : { ...best, share: best.count / values.length };
}

/**
 * The longest sentence that more than one reading says, with how many readings say it; null when no
 * sentence is repeated. Sentences `ignore` holds (kindnesses that are the same words on purpose) do not count.
 */
export function longestRepeatedSentence(readings: readonly ReadingText[], ignore: ReadonlySet<string> = new Set()): { sentence: string; readings: number } | null {
  const readingsOf = new Map<string, number>();
  for (const reading of readings) {
    for (const sentence of new Set(sentencesOf(reading))) if (!ignore.has(sentence)) readingsOf.set(sentence, (readingsOf.get(sentence) ?? 0) + 1);
  }
  let longest: { sentence: string; readings: number } | null = null;
  for (const [sentence, count] of readingsOf) {
    if (count > 1 && (longest === null || sentence.length > longest.sentence.length)) longest = { sentence, readings: count };
  }
  return longest;
}
