/**
 * The summary's one remark on the spread's shape (docs/architecture.md#the-builtin-interpreter): court
 * cards as people, a spread come up almost all reversed, a weight of majors, a leading suit, a
 * repeated number. Counts are written as a reader would say them: "Both cards", "All five cards",
 * "Three of the five cards".
 */
import type { Suit } from '#common/cards/types.ts';
import type { DrawnCard } from '../../oracle.ts';
import { isRelief, meaningPhrase, type ReadingFacts } from '../facts.ts';
import { COURTS, REVERSED_ALL, REVERSED_MOST, SUIT_THEMES } from '../phrases-summary.ts';
import { cardInSentence, numberWord, placePhrase, SUIT_NAMES } from '../words.ts';

const nameOf = (drawn: DrawnCard) => cardInSentence(drawn.card.name);

/** "both cards", "all five cards", "three of the five cards": a part of the spread as a reader says it. */
export function countOf(part: number, whole: number, noun = 'cards'): string {
  if (part === whole) return whole === 2 ? `both ${noun}` : `all ${numberWord(whole)} ${noun}`;
  return `${numberWord(part)} of the ${numberWord(whole)} ${noun}`;
}

/** A court card in a place that is not already a person's stands for someone in the querent's life. */
function courtSentence(facts: ReadingFacts, court: DrawnCard): string {
  const { subject: thing, otherPerson } = facts.insight;
  // "close to your brother", "connected to the job offer", "in your life".
  const subject = thing !== null && thing !== otherPerson ? `connected to ${thing}` : otherPerson !== null ? `close to ${otherPerson}` : 'in your life';
  return facts.chooser.pick('court', COURTS)({ subject, card: nameOf(court), place: placePhrase(court.position.name), essence: meaningPhrase(facts, court) });
}

/**
 * A spread of three or more cards come up two thirds or more reversed: energy turned inward or held
 * back, or, when most of the reversed cards ease a trouble, things loosening.
 */
function reversedSentence(facts: ReadingFacts): string | null {
  const { cards, chooser } = facts;
  const reversed = cards.filter((drawn) => drawn.reversed);
  if (cards.length < 3 || reversed.length * 3 < cards.length * 2) return null;
  const easing = reversed.filter(isRelief).length * 2 > reversed.length;
  const templates = reversed.length === cards.length ? REVERSED_ALL : REVERSED_MOST;
  return chooser.pick('pattern:reversed', templates[easing ? 'easing' : 'held'])({ count: countOf(reversed.length, cards.length) });
}

function majorsSentence(facts: ReadingFacts): string | null {
  const majors = facts.cards.filter((drawn) => drawn.card.arcana === 'major');
  if (majors.length * 2 < facts.cards.length) return null;
  const count = countOf(majors.length, facts.cards.length);
  const among = majors.length === facts.cards.length ? '' : `, ${nameOf(majors[0]!)} among them`;
  return `${count} are major arcana${among}, so larger forces are at work here than a passing mood.`;
}

function suitSentence(facts: ReadingFacts): string | null {
  const suits = new Map<Suit, DrawnCard[]>();
  for (const drawn of facts.cards) if (drawn.card.suit) suits.set(drawn.card.suit, [...(suits.get(drawn.card.suit) ?? []), drawn]);
  const [suit, members] = [...suits].toSorted((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!suit || !members || members.length < 3) return null;
  return `${countOf(members.length, facts.cards.length)} are ${SUIT_NAMES[suit]}, ${nameOf(members[0]!)} first, and ${facts.chooser.pick('suit-theme', SUIT_THEMES[suit])}.`;
}

function numberSentence(facts: ReadingFacts): string | null {
  const numbers = new Map<number, DrawnCard[]>();
  for (const drawn of facts.cards) if (drawn.card.arcana === 'minor' && drawn.card.number <= 10) numbers.set(drawn.card.number, [...(numbers.get(drawn.card.number) ?? []), drawn]);
  const repeated = [...numbers.values()].find((group) => group.length >= 2);
  return repeated ? `${nameOf(repeated[0]!)} and ${nameOf(repeated[1]!)} share a number, so that stage of things is sounded twice.` : null;
}

/** The spread's most telling pattern, at most one, for a spread of three cards or more. */
export function patternSentence(facts: ReadingFacts): string | null {
  if (facts.cards.length < 3) return null;
  // A court card in your own place is you, and one in the other's place is that person already.
  const people = facts.cards.filter((drawn) => drawn.card.arcana === 'minor' && drawn.card.number >= 11 && facts.kindOf(drawn) !== 'self' && facts.kindOf(drawn) !== 'other-person');
  const aboutPeople = facts.insight.otherPerson !== null || facts.insight.topics.some((topic) => topic === 'family' || topic === 'love' || topic === 'work');
  if (people.length > 0 && aboutPeople) return courtSentence(facts, people[0]!);
  return reversedSentence(facts) ?? majorsSentence(facts) ?? suitSentence(facts) ?? numberSentence(facts) ?? (people[0] ? courtSentence(facts, people[0]) : null);
}
