/** Words of a sentence, and turning the asker's words into the reading's second person. */

export interface Token {
  /** As typed, so that names keep their capitals. */
  text: string;
  lower: string;
  /** A word rather than a punctuation mark, which ends any phrase it interrupts. */
  word: boolean;
  /** Where it starts in the sentence. */
  offset: number;
  /** Part-of-speech tags from pos.ts ("Noun", "Adjective", "ProperNoun", "Verb"…); empty until tagged. */
  tags: ReadonlySet<string>;
}

const NO_TAGS: ReadonlySet<string> = new Set();

/** Words in any alphabet ("café", "Zoë", "São Paulo"), with inner apostrophes and hyphens; each other mark alone. */
export function tokenize(sentence: string): Token[] {
  return [...sentence.matchAll(/[\p{L}\p{N}$][\p{L}\p{M}\p{N}$'-]*|[^\s\p{L}\p{N}]/gu)].map((match) => ({
    text: match[0].replace(/'$/, ''),
    lower: match[0].toLowerCase().replace(/'$/, ''),
    word: /^[\p{L}\p{N}$]/u.test(match[0]),
    offset: match.index,
    tags: NO_TAGS,
  }));
}

/** The asker's words as the reading says them back: "my" → "your", "I'm" → "you’re". */
const SECOND_PERSON: Readonly<Record<string, string>> = {
  i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself', we: 'you', us: 'you', our: 'your', ours: 'yours',
  "i'm": 'you’re', "i've": 'you’ve', "i'd": 'you’d', "i'll": 'you’ll', "we're": 'you’re', "we've": 'you’ve', am: 'are',
};

/** Tokens joined as running text in second person, with the corpus's curly apostrophes. */
export function secondPerson(tokens: readonly Token[]): string {
  return tokens
    .map((token) => SECOND_PERSON[token.lower] ?? token.text)
    .join(' ')
    .replaceAll("'", '’');
}
