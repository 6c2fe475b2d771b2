/**
 * Who and what a question is about. The rule: `subject` is the main thing asked about, and
 * `otherPerson` the person it involves; a person is the subject only when nothing else is named
 * ("Is my husband hiding something?" is about your husband), and a thing named only as a place or
 * passage yields to the person ("Will my grandma pull through the surgery?"). Some actions read better named as a
 * thing: "Should I lend money to my brother?" is about the loan to your brother, "Should I move to
 * Lisbon?" about the move to Lisbon.
 */
import type { PersonMention } from './find-people.ts';
import { relationAt } from './people.ts';
import { bareSubject, findThings, properNameAt, thingAt } from './things.ts';
import type { Token } from './tokens.ts';

/** "him" in "lend it to him" names whoever the pronoun stands for. */
export type Resolve = (mention: PersonMention) => string;

function personAt(tokens: readonly Token[], start: number, people: readonly PersonMention[], resolve: Resolve): string | null {
  const mention = people.find((candidate) => candidate.start === start);
  if (mention !== undefined) return resolve(mention);
  return relationAt(tokens, start)?.phrase ?? properNameAt(tokens, start)?.phrase ?? null;
}

const LEND = /^lend(?:ing)?$/;
const BORROW = /^borrow(?:ing)?$/;
const MOVE = /^(?:move|moving|relocate|relocating)$/;
/** "move on", "move forward", "make a move", "my next move" are not about a new home. */
const NOT_RELOCATION_AFTER = new Set(['out', 'on', 'forward', 'past', 'ahead', 'up', 'my', 'our', 'the', 'this', 'that', 'a', 'it', 'him', 'her', 'them']);
const NOT_RELOCATION_BEFORE = new Set(['a', 'next', 'first', 'right', 'wrong', 'his', 'her', 'their', 'my', 'your']);

/** "the loan to your brother", "the move to Lisbon", "moving in with Sam", "this move", or null. */
export function actionAsThing(tokens: readonly Token[], people: readonly PersonMention[], resolve: Resolve): string | null {
  const lower = (index: number) => tokens[index]?.lower ?? '';
  for (let index = 0; index < tokens.length; index++) {
    const word = lower(index);
    if (LEND.test(word) || BORROW.test(word)) {
      const preposition = LEND.test(word) ? 'to' : 'from';
      // "lend money to my brother", "lend it to him", "lend my brother money"
      const direct = personAt(tokens, index + 1, people, resolve);
      if (direct !== null && LEND.test(word)) return `the loan to ${direct}`;
      for (let at = index + 1; at < Math.min(tokens.length, index + 5); at++) {
        if (lower(at) === preposition) {
          const person = personAt(tokens, at + 1, people, resolve);
          if (person !== null) return `the loan ${preposition} ${person}`;
        }
      }
    }
    // "the office move" names a thing; only the verb ("move to Lisbon") is an action to name.
    const verb = !tokens[index]?.tags.has('Noun') || tokens[index]?.tags.has('Verb') === true;
    if (MOVE.test(word) && verb && !NOT_RELOCATION_AFTER.has(lower(index + 1)) && !NOT_RELOCATION_BEFORE.has(lower(index - 1))) {
      const at = lower(index + 1) === 'back' ? index + 2 : index + 1;
      if (lower(at) === 'to') {
        const place = properNameAt(tokens, at + 1) ?? thingAt(tokens, at + 1, false);
        if (place !== null) return `the move to ${place.phrase}`;
      }
      if (lower(at) === 'in' && lower(at + 1) === 'with') {
        const person = personAt(tokens, at + 2, people, resolve);
        if (person !== null) return `moving in with ${person}`;
      }
      return 'this move';
    }
  }
  return null;
}

export interface SubjectSources {
  asking: readonly Token[];
  askingPeople: readonly PersonMention[];
  context: readonly (readonly Token[])[];
  /** The person the question names. */
  namedPerson: string | null;
  /** The person a pronoun in the question stands for, else the one the background mentions most. */
  personBefore: string | null;
  /** Whether anyone at all is meant, even only as "him" or "her". */
  anyPerson: boolean;
  resolve: Resolve;
}

const ASKING_VERBS = new Set(['will', 'would', 'should', 'can', 'could', 'may', 'might', 'must', 'is', 'are', 'was', 'were', 'do', 'does', 'did', 'has', 'have', "isn't", "doesn't", "won't"]);

/** The person a question asks about in its subject's place: "Is my roommate…", "Why does my daughter Léa…"; not "my husband's job". */
export function personAsked(tokens: readonly Token[], people: readonly PersonMention[]): PersonMention | undefined {
  const opening = tokens[0]?.lower ?? '';
  const at = ASKING_VERBS.has(opening) ? 1 : opening === 'why' && ASKING_VERBS.has(tokens[1]?.lower ?? '') ? 2 : -1;
  const mention = people.find((candidate) => candidate.start === at);
  if (mention === undefined || (tokens[mention.end - 1]?.lower ?? '').endsWith("'s")) return undefined;
  return mention;
}

export function findSubject(sources: SubjectSources): string | null {
  const { asking, askingPeople, context, namedPerson, personBefore, anyPerson, resolve } = sources;
  // "Is my roommate going to pass the exam?" is about the roommate: the person the question puts first is its subject.
  const first = personAsked(asking, askingPeople);
  if (first !== undefined) return first.pronoun ? (resolve(first) === first.phrase ? null : resolve(first)) : first.phrase;
  const bare = (tokens: readonly Token[]) => (anyPerson ? null : bareSubject(tokens.map((token) => token.text).join(' ')));
  const things = findThings(asking, false);
  const inQuestion = actionAsThing(asking, askingPeople, resolve) ?? things.main ?? namedPerson ?? things.aside ?? bare(asking);
  if (inQuestion !== null) return inQuestion;

  // Nothing named in the question: "Should I take it?" refers back to the background's thing,
  // "What should I do?" after "My sister hasn't called" to its person.
  const thingBefore = () =>
    context.map((tokens) => findThings(tokens, true)).map((found) => found.main ?? found.aside).find((thing) => thing !== null) ?? null;
  const pointsToThing = asking.some((token) => /^(?:it|this|that)$/.test(token.lower));
  return (pointsToThing ? thingBefore() : null) ?? personBefore ?? thingBefore() ?? bare(context.flat());
}
