/**
 * The journal's pure rules (docs/product.md#the-journal): the mood scale, the check-in delays, whether a reading helped,
 * tags as a user means them, and the tags a question suggests.
 */

export const MOOD_MIN = 1;
export const MOOD_MAX = 5;
/** The mood scale's words, from MOOD_MIN up. */
export const MOOD_LABELS = ['Heavy', 'Uneasy', 'Steady', 'Hopeful', 'Bright'] as const;

/** The word for a mood on the scale; undefined for none. */
export function moodLabel(mood: number | null): string | undefined {
  return mood === null ? undefined : MOOD_LABELS[mood - MOOD_MIN];
}

/** The answers to "Did the reading help?". */
export const OUTCOME_HELPED = ['yes', 'somewhat', 'no'] as const;
export const OUTCOME_HELPED_LABELS = { yes: 'It helped', somewhat: 'It helped a little', no: 'It did not help' } as const;

/** When a check-in may ask how it turned out: a week, a month or three months after it is set. */
export const CHECK_IN_DELAYS = ['week', 'month', 'quarter'] as const;
export type CheckInDelayName = (typeof CHECK_IN_DELAYS)[number];
export const CHECK_IN_DELAY_LABELS: Record<CheckInDelayName, string> = { week: 'In 1 week', month: 'In 1 month', quarter: 'In 3 months' };
const CHECK_IN_DAYS: Record<CheckInDelayName, number> = { week: 7, month: 30, quarter: 91 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a check-in set at `now` (epoch ms) comes due. */
export function checkInDueAt(now: number, delay: CheckInDelayName): number {
  return now + CHECK_IN_DAYS[delay] * DAY_MS;
}

/**
 * Tags as the user means them: trimmed, inner spaces collapsed, and each only once whatever its case (the first
 * spelling wins), in the order given.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLocaleLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/** Topics a question may be about, with words (or word starts) that tell them, in English and Spanish. */
const TOPIC_WORDS: ReadonlyArray<readonly [tag: string, words: readonly string[]]> = [
  ['love', ['love', 'partner', 'boyfriend', 'girlfriend', 'husband', 'wife', 'date', 'dating', 'crush', 'romance', 'marr', 'relationship', 'ex', 'amor', 'pareja', 'novi']],
  ['work', ['job', 'work', 'career', 'boss', 'colleague', 'promotion', 'interview', 'office', 'business', 'client', 'trabajo', 'empleo', 'jefe']],
  ['money', ['money', 'debt', 'loan', 'salary', 'rent', 'invest', 'savings', 'buy', 'afford', 'dinero', 'deuda']],
  ['family', ['mother', 'mom', 'mum', 'father', 'dad', 'sister', 'brother', 'son', 'daughter', 'parent', 'family', 'child', 'kids', 'grandm', 'grandf', 'madre', 'padre', 'herman', 'famil', 'hij']],
  ['friendship', ['friend', 'friendship', 'amig']],
  ['health', ['health', 'sleep', 'doctor', 'body', 'illness', 'recover', 'diet', 'exercise', 'salud']],
  ['home', ['move', 'moving', 'house', 'home', 'apartment', 'flat', 'city', 'casa', 'mudanza', 'mudar']],
  ['study', ['study', 'exam', 'school', 'university', 'college', 'degree', 'course', 'estudi', 'examen']],
  ['growth', ['myself', 'confidence', 'purpose', 'habit', 'change', 'grow', 'heal', 'fear', 'anxious', 'creative']],
];

/** Tags the question suggests by its topic (at most three), for the user to take or leave. */
export function suggestTags(question: string): string[] {
  const words = question.toLocaleLowerCase().match(/\p{L}+/gu) ?? [];
  const suggested = TOPIC_WORDS.filter(([, cues]) => words.some((word) => cues.some((cue) => (cue.length <= 3 ? word === cue : word.startsWith(cue)))));
  return suggested.slice(0, 3).map(([tag]) => tag);
}
