/**
 * The sentence that reads a card beside its partner in the spread (docs/architecture.md#the-builtin-interpreter):
 * what the partner does to it (softens, releases, sharpens, tests, confirms, feeds or tempers it), where
 * the partner lies, and what the partner means. Every wording is said at most once in a reading.
 */
import type { DrawnCard } from '../../oracle.ts';
import { ENDING_IMAGERY } from '../care.ts';
import { meaningOf, meaningPhrase, type ReadingFacts } from '../facts.ts';
import { relationEffect } from './relation-effect.ts';
import { EFFECT_TEMPLATES, PLAIN_TEMPLATES, WHERE } from './relation-wordings.ts';
import { relationOf } from './relations.ts';
import { cardInSentence, isNounKeyword, nounKeywordsFirst, placePhrase } from '../words.ts';

/** The index of the first of `count` wordings under `slot` not yet used in the reading, from the seeded start, marked used; or undefined. */
function unusedIndex(facts: ReadingFacts, slot: string, count: number): number | undefined {
  const start = facts.chooser.rotate(slot, Array.from({ length: count }, (_, index) => index), 0);
  for (let step = 0; step < count; step += 1) {
    const index = (start + step) % count;
    if (!facts.used.has(`${slot}:${index}`)) {
      facts.used.add(`${slot}:${index}`);
      return index;
    }
  }
  return undefined;
}

/** A keyword that reads as a plural ("endings", "new beginnings"), which "its … is" would not agree with. */
const PLURAL = /(?<![su])s$/;

/**
 * One of the card's keywords to name what the partner acts on, a singular noun where it has any, since
 * the wordings say "its … is" (never "its letting go is"); in a reading of loss, never one of endings.
 */
function traitOf(facts: ReadingFacts, drawn: DrawnCard): string {
  const keywords = meaningOf(drawn).keywords.map((keyword) => keyword.toLowerCase().replace(/^the /, ''));
  const fitting = facts.gentle ? keywords.filter((keyword) => !ENDING_IMAGERY.test(keyword)) : keywords;
  const singular = fitting.filter((keyword) => !PLURAL.test(keyword) && isNounKeyword(keyword));
  const choices = singular.length > 0 ? singular : nounKeywordsFirst(fitting);
  return choices[drawn.index % Math.max(choices.length, 1)] ?? 'message';
}

/** The card read beside its partner, or null in a one-card reading. */
export function relationSentence(facts: ReadingFacts, drawn: DrawnCard): string | null {
  const relation = relationOf(facts.spreadName, facts.laid, facts.crossing, drawn);
  if (relation === undefined) return null;
  const { partner, role } = relation;
  const effect = relationEffect(drawn, partner);
  const wheres = WHERE[role];
  const where = wheres[unusedIndex(facts, `relation-where:${role}`, wheres.length) ?? drawn.index % wheres.length]!(placePhrase(partner.position.name));
  const effectIndex = unusedIndex(facts, `relation:${effect}`, EFFECT_TEMPLATES[effect].length);
  const template =
    effectIndex === undefined
      ? PLAIN_TEMPLATES[unusedIndex(facts, 'relation:plain', PLAIN_TEMPLATES.length) ?? drawn.index % PLAIN_TEMPLATES.length]!
      : EFFECT_TEMPLATES[effect][effectIndex]!;
  return template({ card: cardInSentence(drawn.card.name), partner: cardInSentence(partner.card.name), where, essence: meaningPhrase(facts, partner), trait: traitOf(facts, drawn) });
}
