/** Which area of life a question is about, as far as its words say: the key into the card corpus's area meanings. */
import type { AreaMeanings } from '#common/cards/areas/types.ts';

/** An area a question can be about; questions about the self are read through the cards' general meanings. */
export type QuestionArea = Extract<keyof AreaMeanings, 'love' | 'work'>;

/** Words that place a question in an area. Whole words, so "work" does not match "network" nor "ex" "next". */
const AREA_WORDS: Readonly<Record<QuestionArea, RegExp>> = {
  love: /\b(love|loves|loved|lover|romance|romantic|relationship|relationships|partner|partners|boyfriend|girlfriend|husband|wife|spouse|marriage|married|marry|dating|crush|ex|soulmate|heart|breakup|break up|divorce)\b/i,
  work: /\b(work|working|job|jobs|career|boss|colleague|colleagues|coworker|coworkers|promotion|interview|business|project|projects|office|salary|raise|client|clients|company|study|studies|exam|exams|degree|startup)\b/i,
};

/**
 * The area a question is about, or null when its words name none or name both (a question about a
 * colleague one is dating is read through the general meanings rather than guessed at).
 */
export function questionArea(question: string | null): QuestionArea | null {
  if (question === null) return null;
  const areas = (Object.keys(AREA_WORDS) as QuestionArea[]).filter((area) => AREA_WORDS[area].test(question));
  return areas.length === 1 ? (areas[0] ?? null) : null;
}
