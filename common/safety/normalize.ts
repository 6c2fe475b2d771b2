/**
 * Puts a question into the one form the crisis screen's rules are written for (docs/product.md#safety): lower case,
 * no accents or punctuation, contractions spelled out, and the misspellings and coded words people use for
 * suicide and self-harm turned back into the words. People in distress type fast, on phones, and often
 * avoid the plain word; a rule that needs perfect spelling misses them.
 */

/** Shorthand, coded words and contractions, matched as whole words after accents and punctuation are gone. */
const REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bsewer ?slide\b|\bsuicid\b|\bsuic\b/g, 'suicide'],
  [/\bun ?aliv(e|ing|ed)\b/g, 'unalive'],
  [/\bself ?(harm|harming|harmed|harms|injury|injuring)\b/g, 'self $1'],
  [/\bs h\b/g, 'self harm'],
  // "sh" alone is a hush; after these words it is self-harm, as forums write it.
  [/\b(on|my|the|from|with|about|of|into|do|doing|did|her|his|urge to) sh\b/g, '$1 self harm'],
  [/\bkil+\b|\bkll\b|\bkilk\b/g, 'kill'],
  [/\bkil+ing\b/g, 'killing'],
  [/\bl[iy]f+e?\b/g, 'life'],
  [/\bwan+a\b|\bwana\b/g, 'want to'],
  [/\bgon+a\b/g, 'going to'],
  [/\bwnat\b|\bwnt\b|\bwamt\b|\bwan\b/g, 'want'],
  [/\bshud\b|\bshld\b|\bshoud\b/g, 'should'],
  [/\bendmylife\b/g, 'end my life'],
  [/\bkillmyself\b/g, 'kill myself'],
  [/\bwanttodie\b/g, 'want to die'],
  [/\bself (?:hram|hamr|harn|harmm|harmimg|harmin)\b/g, 'self harm'],
  [/\b(cutt|kill|hurt|dy|harm|burn)in\b/g, '$1ing'],
  [/\bq\b/g, 'que'],
  [/\bdi+e+\b/g, 'die'],
  [/\b(my|your|him|her|them|it) ?(self|slef|sefl|sel|seld|selv|selves)\b(?! (?:esteem|worth|confidence|image|care|harm|injury|doubt|love|respect))/g, '$1self'],
  [/\bthemselfs?\b|\bthemselves\b/g, 'themself'],
  [/\bme ?self\b|\bmyslef\b|\bmysef\b|\bmyseld\b|\bmyselg\b|\bmself\b|\bmysel\b|\bmyslf\b|\bmyselff\b/g, 'myself'],
  [/\bur ?self\b|\byourslef\b/g, 'yourself'],
  [/\bur\b/g, 'your'],
  [/\bu\b/g, 'you'],
  [/\bi m\b|\bim\b/g, 'i am'],
  [/\bi ve\b|\bive\b/g, 'i have'],
  [/\b(i|he|she|they|you|we) d\b/g, '$1 would'],
  [/\b(i|you|he|she|we|they|it) ll\b/g, '$1 will'],
  [/\bill be\b/g, 'i will be'],
  [/\bid rather\b/g, 'i would rather'],
  [/\bfrend\b|\bfreind\b|\bfriemd\b|\bfirend\b/g, 'friend'],
  [/\bkiero\b|\bqiero\b|\bqero\b|\bkero\b/g, 'quiero'],
  [/\b(do|does|did|is|are|was|were|should|would|could|have|has|had)n ?t\b/g, '$1 not'],
  [/\bdont\b/g, 'do not'],
  [/\bdoesnt\b/g, 'does not'],
  [/\bcan ?t\b|\bcannot\b|\bcant\b/g, 'can not'],
  [/\bwon ?t\b/g, 'will not'],
  [/\b(it|that|there|what|he|she|who) s\b/g, '$1 is'],
  [/\b(they|we|you) re\b/g, '$1 are'],
  [/\bany ?more\b/g, 'anymore'],
  [/\bevery ?one\b|\bevery ?body\b|\beverbody\b/g, 'everyone'],
  [/\bsome ?one\b|\bsome ?body\b/g, 'someone'],
  [/\bbf\b/g, 'boyfriend'],
  [/\bgf\b/g, 'girlfriend'],
  [/\bmum\b|\bmom\b|\bmommy\b/g, 'mother'],
  [/\bdad\b|\bdaddy\b/g, 'father'],
  [/\bstep ?(?:dad|daddy|father)\b/g, 'stepfather'],
  [/\bstep ?(?:mom|mum|mommy|mother)\b/g, 'stepmother'],
  [/\bpils\b|\bpillz\b/g, 'pills'],
  [/\bo ?d\b(?= on\b)/g, 'overdose'],
];

/** Words misspelt often enough that a near miss should count; each with the neighbours it must not swallow. */
const KEYWORDS: ReadonlyArray<{ word: string; not: readonly string[] }> = [
  { word: 'suicide', not: ['suicida', 'suicidas', 'suicido', 'suicidar'] },
  { word: 'suicidal', not: ['suicida', 'suicidas', 'suicido', 'suicidar'] },
  { word: 'myself', not: [] },
  { word: 'himself', not: [] },
  { word: 'herself', not: [] },
  { word: 'overdose', not: ['overdone', 'overdue', 'overdoes'] },
  { word: 'harming', not: ['farming', 'warming', 'charming', 'harping'] },
  { word: 'suicidarme', not: ['suicidar'] },
  { word: 'suicidarse', not: ['suicidar'] },
  { word: 'suicidio', not: [] },
  { word: 'matarme', not: ['matarte', 'matarle', 'matarlo', 'matarla'] },
  { word: 'morirme', not: ['morirte', 'morirse'] },
];

/** Damerau–Levenshtein distance, stopping early once it passes `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_row, i) => Array.from({ length: b.length + 1 }, (_column, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

/** A token spelt within one slip (two for long words) of a keyword becomes the keyword. */
function correct(token: string): string {
  if (token.length < 6 || KEYWORDS.some(({ word }) => word === token)) return token;
  for (const { word, not } of KEYWORDS) {
    // Slips keep the first letter nearly always; checking it first spares the distance for almost every word.
    if (token[0] !== word[0] || Math.abs(token.length - word.length) > 2 || not.includes(token)) continue;
    if (distance(token, word, word.length >= 9 ? 2 : 1) <= (word.length >= 9 ? 2 : 1)) return word;
  }
  return token;
}

/** Lower case without accents: "Mañana" reads "manana", as the Spanish rules are written. */
export function plainLetters(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The question as the rules read it: lower case, plain letters and digits, single spaces, words spelled out. */
export function normalizeForScreen(text: string): string {
  let plain = plainLetters(text)
    .replace(/[‘’`´]/g, "'")
    // Coded spellings hide letters behind look-alikes: "su1c1de", "s*icide", "su!cide".
    .replace(/(?<=\p{L})[1!|](?=\p{L})/gu, 'i')
    .replace(/(?<=\p{L})\*(?=\p{L})/gu, 'u')
    .replace(/(?<=\p{L})3(?=\p{L}|\b)/gu, 'e')
    // Sentence ends stay as " . ", so a rule about one clause cannot reach into the next.
    .replace(/[.?!¿¡;:,\n]+/g, ' . ')
    .replace(/[^\p{L}\p{N}.]+/gu, ' ')
    .replace(/(\p{L})\1{2,}/gu, '$1$1')
    .trim();
  plain = plain.split(' ').map(correct).join(' ').replace(/( \.)+/g, ' .');
  for (const [pattern, replacement] of REWRITES) plain = plain.replace(pattern, replacement);
  return plain.replace(/\s+/g, ' ').trim();
}
