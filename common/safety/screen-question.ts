/**
 * The crisis screen (docs/product.md#safety): reads a question before any interpretation and says whether it shows
 * that the asker, or someone else, may be in danger (suicide, self-harm, abuse or violence at home). Pure and
 * isomorphic, so the page can answer at once and the server decides the same way on every path that writes a
 * reading. Tested with its own fixtures (screen-question.test.ts), which report recall and false positives.
 */
import { guessLanguage } from './language.ts';
import { normalizeForScreen } from './normalize.ts';
import { ANIMALS, ENGLISH_RULES, FIRST_PERSON, OTHER_SUBJECTS } from './rules-english.ts';
import { SPANISH_RULES } from './rules-spanish.ts';
import type { ScreenRule } from './rules.ts';
import type { SafetyConcern, Screening } from './types.ts';

const RULES: readonly ScreenRule[] = [...ENGLISH_RULES, ...SPANISH_RULES];

/** Which concern wins when a question shows several: the asker's own danger first, then harm at home. */
const PRIORITY: readonly SafetyConcern[] = ['self', 'abuse', 'other'];

/** Pronouns inside a match that say whose it is: "cuts all over her thighs", "better off without him". */
const THIRD_PERSON_IN_MATCH = new Set(['he', 'she', 'they', 'him', 'her', 'them', 'his', 'their', 'himself', 'herself', 'themself']);

/**
 * Whose words a match is: the person it names itself ("if I died", "her thighs"), else the nearest person named
 * before it in its clause. "My friend says she wants to die" is the friend's; "my wife left and I want to die"
 * the asker's; a dog's is nobody's danger.
 */
function subjectOf(text: string, index: number, matched: string): SafetyConcern | null {
  const inside = matched.split(' ');
  if (inside.some((word) => FIRST_PERSON.has(word))) return 'self';
  if (inside.some((word) => THIRD_PERSON_IN_MATCH.has(word))) return 'other';
  const clause = text.slice(0, index).split(' . ').at(-1) ?? '';
  const words = clause.split(' ').filter(Boolean);
  for (let at = words.length - 1; at >= 0; at -= 1) {
    const word = words[at]!;
    if (isObjectOfPreposition(words, at)) continue;
    if (FIRST_PERSON.has(word)) return 'self';
    // "My dog wants to die" is nobody's danger; "I gave my cat away and said goodbye" is still the asker's.
    if (ANIMALS.has(word)) {
      if (words.length - at <= 3) return null;
      continue;
    }
    if (OTHER_SUBJECTS.has(word)) return 'other';
  }
  return 'self';
}

const PREPOSITIONS = new Set(['to', 'with', 'for', 'from', 'at', 'by', 'of', 'about', 'in', 'on', 'into', 'than']);
const DETERMINERS = new Set(['my', 'his', 'her', 'their', 'our', 'the', 'a', 'an', 'your']);

/** "gave my cat to my neighbour and said goodbye": a person after a preposition is no one's subject. */
function isObjectOfPreposition(words: readonly string[], at: number): boolean {
  const before = words[at - 1];
  if (before !== undefined && PREPOSITIONS.has(before)) return true;
  return before !== undefined && DETERMINERS.has(before) && PREPOSITIONS.has(words[at - 2] ?? '');
}

/** Blanks out what a rule matched, keeping clause breaks, so no later rule reads it again. */
function mask(text: string, pattern: RegExp): string {
  return text.replace(pattern, (match) => match.replace(/[^ .]/g, '_'));
}

/**
 * Screens one question (or clarifier question). Null when nothing in it shows a danger; otherwise whose safety
 * is at stake and the language the words were in, for {@link safeAnswer}.
 */
export function screenQuestion(question: string): Screening | null {
  let text = normalizeForScreen(question);
  if (text === '') return null;
  const found: Screening[] = [];
  for (const rule of RULES) {
    if (rule.meaning === 'loss') {
      text = mask(text, rule.pattern);
      continue;
    }
    for (const match of text.matchAll(rule.pattern)) {
      const concern = rule.meaning === 'by-subject' ? subjectOf(text, match.index, match[0]) : rule.meaning;
      if (concern === null) continue;
      // The asker's own danger outranks every other finding: nothing later can change the answer.
      if (concern === 'self') return inQuestionLanguage(question, { concern, language: rule.language });
      found.push({ concern, language: rule.language });
    }
  }
  for (const concern of PRIORITY) {
    const first = found.find((screening) => screening.concern === concern);
    if (first) return inQuestionLanguage(question, first);
  }
  return null;
}

/** English words inside a Spanish question ("i want to die pero no sé cómo decirlo") are answered in Spanish. */
function inQuestionLanguage(question: string, screening: Screening): Screening {
  return screening.language === 'en' && guessLanguage(question) === 'es' ? { ...screening, language: 'es' } : screening;
}
