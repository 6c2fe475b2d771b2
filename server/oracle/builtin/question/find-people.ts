/** Every person a sentence mentions, in order: relations, first names where they act as people, pronouns. */
import { FILLER, MIND_VERB } from './mind.ts';
import { isName, relationAt, type Gender } from './people.ts';
import type { Token } from './tokens.ts';

export interface PersonMention {
  /** Second person, ready for running text: "your brother", "Sam", "him". */
  phrase: string;
  gender: Gender;
  start: number;
  end: number;
  /** "he", "her", "they": stands for someone named elsewhere, if anywhere. */
  pronoun: boolean;
  /** "your parents", "they": several people, whom "he" or "she" cannot stand for. */
  plural: boolean;
}

interface PronounReading {
  phrase: string;
  gender: Gender;
  plural: boolean;
}

const PRONOUNS: ReadonlyMap<string, PronounReading> = new Map<string, PronounReading>([
  ...['he', 'him', 'his', 'himself', "he's"].map((word): [string, PronounReading] => [word, { phrase: 'him', gender: 'male', plural: false }]),
  ...['she', 'her', 'hers', 'herself', "she's"].map((word): [string, PronounReading] => [word, { phrase: 'her', gender: 'female', plural: false }]),
  ...['they', 'them', 'their', "they're"].map((word): [string, PronounReading] => [word, { phrase: 'them', gender: 'either', plural: true }]),
]);

const ACTS_ON_ASKER = new RegExp(`^${FILLER}${MIND_VERB}`, 'i');

/** Words before "with" that make what follows a person: "back together with Sam", "my relationship with Alex". */
const WITH_PERSON = new Set(['relationship', 'together', 'things', 'it', 'back', 'in', 'up', 'out', 'dating', 'date', 'marry', 'married', 'talk', 'speak', 'reconnect', 'friends', 'connection', 'future', 'situation']);

/** A capitalized word is a person when compromise knows it as a first name, or where only a person fits: acting on the asker, "Sam and I", "together with Sam". */
function nameActsAsPerson(tokens: readonly Token[], index: number): boolean {
  const after = tokens.slice(index + 1).map((token) => token.text).join(' ');
  const before = (offset: number) => tokens[index - offset]?.lower ?? '';
  return (
    tokens[index]?.tags.has('FirstName') === true ||
    ACTS_ON_ASKER.test(after) ||
    (index === 1 && /^(?:is|was|isn't)$/.test(before(1)) && /^(?:my|the one)\b/i.test(after)) ||
    /^and (?:I|me)\b/i.test(after) ||
    (before(1) === 'and' && (before(2) === 'me' || before(2) === 'i')) ||
    (before(1) === 'with' && WITH_PERSON.has(before(2)))
  );
}

export function findPeople(tokens: readonly Token[]): PersonMention[] {
  const found: PersonMention[] = [];
  for (let index = 0; index < tokens.length; ) {
    const token = tokens[index];
    const relation = relationAt(tokens, index);
    const pronoun = PRONOUNS.get(token?.lower ?? '');
    if (relation !== null) {
      found.push({ ...relation, start: index, pronoun: false });
      index = relation.end;
      continue;
    }
    if (token !== undefined && isName(token) && nameActsAsPerson(tokens, index)) {
      found.push({ phrase: token.text.replace(/'s$/, ''), gender: 'either', start: index, end: index + 1, pronoun: false, plural: false });
    } else if (pronoun !== undefined) {
      found.push({ ...pronoun, start: index, end: index + 1, pronoun: true });
    }
    index++;
  }
  return found;
}

/**
 * The sentence in a shape the kind rules read: lower case, each named person as "@p" (with "'s" when
 * possessive), so that "does my older sister still love me" reads "does @p still love me".
 */
export function sentenceShape(tokens: readonly Token[], people: readonly PersonMention[]): string {
  const parts: string[] = [];
  for (let index = 0; index < tokens.length; ) {
    const person = people.find((mention) => mention.start === index && !mention.pronoun);
    if (person !== undefined) {
      parts.push((tokens[person.end - 1]?.lower ?? '').endsWith("'s") ? "@p's" : '@p');
      index = person.end;
    } else {
      parts.push(tokens[index]?.lower ?? '');
      index++;
    }
  }
  return parts.join(' ').replaceAll(/ ([,;:])/g, '$1');
}
