/** Word patterns for the question rules: whole words in any case, counted across a text. */

/** Whole words, any case; each entry may hold alternatives and lookarounds. */
export function words(entries: readonly string[]): RegExp {
  return new RegExp(`\\b(?:${entries.join('|')})\\b`, 'gi');
}

/** How many times the pattern (a global one) matches in the text. */
export function count(pattern: RegExp, text: string): number {
  return [...text.matchAll(pattern)].length;
}
