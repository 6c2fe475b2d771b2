/** Words of a sentence, and turning the asker's words into the reading's second person. */

export interface Token {
  /** As typed, so that names keep their capitals. */
  text: string;
  lower: string;
  /** A word rather than a punctuation mark, which ends any phrase it interrupts. */
  word: boolean;
}

export function tokenize(sentence: string): Token[] {
  return (sentence.match(/[A-Za-z0-9$][A-Za-z0-9$'-]*|[^\sA-Za-z0-9]/g) ?? []).map((text) => ({
    text: text.replace(/'$/, ''),
    lower: text.toLowerCase().replace(/'$/, ''),
    word: /^[A-Za-z0-9$]/.test(text),
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
