/**
 * A sentence's tokens with their part of speech, from compromise (one parse per sentence), so that noun
 * phrases come from what words are rather than from closed word lists (issue 30): "the reckless driving
 * case" is an adjective and two nouns, "this might be long, sorry" has no noun at all.
 */
import nlp from 'compromise';
import { tokenize, type Token } from './tokens.ts';

interface Term {
  offset: { start: number; length: number };
  tags: string[];
}

export function taggedTokens(sentence: string): Token[] {
  const tokens = tokenize(sentence);
  if (tokens.length === 0) return tokens;
  const terms = (nlp(sentence).json({ offset: true, text: false, normal: false }) as { terms: Term[] }[]).flatMap((part) => part.terms);
  let next = 0;
  return tokens.map((token) => {
    // A token ("dog-walking", "husband's") may be several terms, or a term several tokens: take the term it starts in.
    while (next + 1 < terms.length && (terms[next + 1]?.offset.start ?? Infinity) <= token.offset) next++;
    const term = terms[next];
    if (term === undefined || !token.word || term.offset.start > token.offset || term.offset.start + term.offset.length <= token.offset) return token;
    return { ...token, tags: new Set(term.tags) };
  });
}
