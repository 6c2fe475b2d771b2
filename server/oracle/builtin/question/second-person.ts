/** Words of the asker said back to them: "my" → "your", "I am" → "you are"; used for options and claims. */
const SAID_BACK: Readonly<Record<string, string>> = {
  i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself', we: 'you', us: 'you', our: 'your', ours: 'yours',
  ourselves: 'yourselves', am: 'are', "i'm": 'you’re', "i've": 'you’ve', "i'd": 'you’d', "i'll": 'you’ll', "we're": 'you’re',
};

/** A phrase in second person; a word that only opened the sentence ("The", "Stay") loses its capital. */
export function saidBack(phrase: string, opensSentence: boolean): string {
  const words = phrase.trim().split(/\s+/).map((word) => SAID_BACK[word.toLowerCase()] ?? word);
  const [first] = words;
  if (first !== undefined && opensSentence && /^\p{Lu}\p{Ll}*$/u.test(first) && !/^(?:I|I'm)$/.test(first)) words[0] = first.toLowerCase();
  return words.join(' ').replaceAll("'", '’');
}
