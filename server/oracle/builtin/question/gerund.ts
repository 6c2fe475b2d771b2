/** Verbs of two syllables or more stressed on the last, which double its consonant too: "forget" → "forgetting". */
const STRESSED_LAST = new Set(['forget', 'begin', 'regret', 'commit', 'admit', 'permit', 'submit', 'omit', 'prefer', 'refer', 'occur', 'upset', 'control', 'patrol', 'equip', 'compel', 'expel', 'rebel', 'transfer', 'allot', 'acquit', 'forbid', 'outrun', 'unwrap']);

/** A verb's -ing form by the spelling rules, for options and claims: "stay" → "staying", "move" → "moving", "quit" → "quitting". */
export function gerund(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower.endsWith('ing')) return lower;
  if (lower.endsWith('ie')) return `${lower.slice(0, -2)}ying`;
  if ((/[^aeiouy]e$/.test(lower) && lower !== 'be') || lower.endsWith('ue')) return `${lower.slice(0, -1)}ing`;
  // One short vowel between consonants doubles the last one: "stop" → "stopping", "quit" → "quitting".
  const vowelGroups = lower.replace(/^qu/, 'q').replace(/([^aeiou])qu/, '$1q').match(/[aeiou]+/g) ?? [];
  if (STRESSED_LAST.has(lower)) return `${lower}${lower.at(-1)}ing`;
  if (vowelGroups.length === 1 && /(?:^|[^aeiou]|qu)[aeiou][^aeiouwxy]$/.test(lower)) return `${lower}${lower.at(-1)}ing`;
  return `${lower}ing`;
}
