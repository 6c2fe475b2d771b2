/**
 * The people a rambling question's background sentences talk about, so that "What should I do?"
 * after three sentences about him knows who it is about, and "Should I lend it to him?" after "My
 * brother asked me for money" knows who "him" is.
 */
import { findPeople, type PersonMention } from './find-people.ts';
import type { Gender } from './people.ts';
import type { Token } from './tokens.ts';

export interface BackgroundPerson {
  phrase: string;
  gender: Gender;
  plural: boolean;
  /** Named ("your husband") rather than only ever "he". */
  named: boolean;
  /** How often the background mentions them, by name or pronoun. */
  mentions: number;
}

/** Whether a pronoun can stand for a person: "him" for "your brother" or "your boss", not for "your sister" or "your parents". */
function fits(person: { gender: Gender; plural: boolean }, pronoun: PersonMention): boolean {
  if (person.plural && !pronoun.plural) return false;
  return person.gender === 'either' || pronoun.gender === 'either' || person.gender === pronoun.gender;
}

/** "My therapist says…": someone quoted is a voice in the story more than its subject, and counts half. */
const REPORTING = /^(?:says?|said|thinks?|thought|told|tells|suggests?|suggested|advised|recommends?|recommended|keeps? saying)$/;

/** The background's people, most mentioned first; a pronoun counts for the last person named before it whom it fits. */
export function backgroundPeople(context: readonly (readonly Token[])[]): BackgroundPerson[] {
  const people: BackgroundPerson[] = [];
  const named: BackgroundPerson[] = [];
  for (const tokens of context) {
    // "They" in a background is too often people in general to count.
    for (const mention of findPeople(tokens).filter((found) => !(found.pronoun && found.plural))) {
      const weight = REPORTING.test(tokens[mention.end]?.lower ?? '') ? 0.5 : 1;
      const stands = mention.pronoun ? named.findLast((person) => fits(person, mention)) : undefined;
      const phrase = stands?.phrase ?? mention.phrase;
      const known = people.find((person) => person.phrase === phrase);
      if (known !== undefined) {
        known.mentions += weight;
        continue;
      }
      const person = { phrase, gender: mention.gender, plural: mention.plural, named: !mention.pronoun, mentions: weight };
      people.push(person);
      if (person.named) named.push(person);
    }
  }
  return people.toSorted((a, b) => b.mentions - a.mentions);
}

/** Who a pronoun in the question stands for: the most mentioned named person it fits, else the pronoun itself. */
export function resolvePronoun(mention: PersonMention, background: readonly BackgroundPerson[]): string {
  if (!mention.pronoun) return mention.phrase;
  return background.find((person) => person.named && fits(person, mention))?.phrase ?? mention.phrase;
}
