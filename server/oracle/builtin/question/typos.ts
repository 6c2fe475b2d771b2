/**
 * Mistyped function and question words put right before the question is read ("wil i get teh promotion"
 * → "will i get the promotion"), so that its kind and subject do not hang on spelling (issue 30). Only
 * words outside compromise's lexicon are touched, never right after a determiner (where a noun stands:
 * "a cat" is not "a can"), and only toward a closed list of small words: one letter left out or added
 * with the same first letter, or two letters swapped. A letter typed for another is left alone, as it
 * more often makes another word ("car", "bad", "pet") than a typo.
 */
import nlp from 'compromise';
import { distance } from 'fastest-levenshtein';

/** Question words first, so that a typo near two of them ("wat": what, was) reads as the question word. */
const VOCABULARY = [
  'what', 'when', 'where', 'which', 'who', 'why', 'how', 'will', 'would', 'should', 'shall', 'could', 'can', 'does', 'did',
  'are', 'was', 'were', 'have', 'has', 'had', 'the', 'this', 'that', 'there', 'their', 'they', 'them', 'then', 'than',
  'with', 'about', 'from', 'going', 'get', 'really', 'ever', 'never', 'because', 'whether', 'into', 'been', 'being',
  'your', 'you', 'and', 'for', 'not', 'any', 'some', 'just', 'ask', 'anyone', 'someone', 'again',
] as const;
const KNOWN = new Set<string>(VOCABULARY);

const lexicon = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;

/** "teh" and "the": the same letters with two neighbours swapped. */
function swapped(typed: string, word: string): boolean {
  if (typed.length !== word.length) return false;
  const differ = [...typed].flatMap((letter, index) => (letter === word[index] ? [] : [index]));
  const [first, second] = differ;
  return differ.length === 2 && first !== undefined && second === first + 1 && typed[first] === word[second] && typed[second] === word[first];
}

function corrected(typed: string): string | null {
  const lower = typed.toLowerCase();
  if (KNOWN.has(lower) || lexicon[lower] !== undefined || !/^[a-z]{2,7}$/.test(lower)) return null;
  const near = VOCABULARY.filter((word) => swapped(lower, word) || (word[0] === lower[0] && Math.abs(word.length - lower.length) === 1 && distance(lower, word) === 1));
  // A swap keeps the first letter in place for "hwo" → "how" before "who".
  const best = near.find((word) => word[0] === lower[0]) ?? near[0];
  if (best === undefined) return null;
  return /^[A-Z]/.test(typed) ? best.charAt(0).toUpperCase() + best.slice(1) : best;
}

const AFTER_DETERMINER = /\b(?:a|an|the|my|your|his|her|our|their|this|that|these|those)\s+$/i;

/** The text with its mistyped small words spelled right; a capitalized word mid-sentence may be a name and stays. */
export function correctTypos(text: string): string {
  return text.replaceAll(/(?<![\p{L}'-])\p{L}+(?![\p{L}'-])/gu, (word, offset: number) => {
    const before = text.slice(0, offset);
    const opensSentence = offset === 0 || /[.?!]\s*$/.test(before);
    if ((/^\p{Lu}/u.test(word) && !opensSentence) || AFTER_DETERMINER.test(before)) return word;
    return corrected(word) ?? word;
  });
}
