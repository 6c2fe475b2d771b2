/**
 * The shape of the crisis screen's rules (docs/product.md#safety). Each rule is a pattern over the normalized question
 * (normalize.ts) and what a match means: a fixed concern, a concern decided by who the clause is about, or a
 * loss (someone who has died), which is masked before the other rules run so that grief is met with care
 * (the builtin's suicide-loss topic), not mistaken for a danger now.
 */
import type { SafetyConcern, SafetyLanguage } from './types.ts';

/** `by-subject`: the asker's danger, unless the clause is about someone else (then `other`). */
export type RuleMeaning = SafetyConcern | 'by-subject' | 'loss';

export interface ScreenRule {
  pattern: RegExp;
  meaning: RuleMeaning;
  language: SafetyLanguage;
}

/** Rules of one meaning in one language. Patterns are written without flags; they are matched globally. */
export function rules(language: SafetyLanguage, meaning: RuleMeaning, patterns: readonly RegExp[]): ScreenRule[] {
  return patterns.map((pattern) => ({ pattern: new RegExp(pattern.source, 'g'), meaning, language }));
}

/** Alternatives as one non-capturing group, for building patterns from word lists. */
export const anyOf = (words: readonly string[]) => `(?:${words.join('|')})`;
