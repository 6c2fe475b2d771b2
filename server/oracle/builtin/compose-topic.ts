/**
 * What a card says about the area of life the question is first about, turned toward its place
 * (docs/architecture.md#the-builtin-interpreter): love and work read from the card corpus's area
 * meanings (common/cards/areas/), the other topics from a lens by the card's suit or arcana
 * (corpus/topic-lenses.ts), each led in by the kind of place it lies in (positions/kind-leads.ts).
 * No topic reading is said twice in one reading.
 */
import { areasOf } from '#common/cards/areas/corpus.ts';
import type { DrawnCard } from '../oracle.ts';
import { TOPIC_LENSES } from './corpus/topic-lenses.ts';
import { pickWording, type ReadingFacts, subjectOf } from './facts.ts';
import { tone } from './kind/leaning.ts';
import { KIND_LEADS } from './positions/kind-leads.ts';
import { cardInSentence, lowerFirst, splitSentences } from './words.ts';

/** What a lead names when the question's subject is a person. */
const PERSON_MATTERS: readonly string[] = ['the situation with', 'matters with', 'your dealings with'];

/** The first sentence of the card's area meaning, to follow a lead mid-sentence; the second is a nudge the rest of the answer does not need. */
function areaReading(drawn: DrawnCard, area: 'love' | 'work' | 'self'): string | null {
  const areas = areasOf(drawn.card.slug);
  const first = areas === undefined ? undefined : splitSentences((drawn.reversed ? areas.reversed : areas.upright)[area])[0];
  return first === undefined ? null : lowerFirst(first);
}

/**
 * The card's reading for the question's first topic, to follow a lead mid-sentence, or null for a
 * question without one. A lens is shared by a suit, so when another card of the reading has said it
 * already, the card's own word on the inner life stands in for it.
 */
function topicReading(facts: ReadingFacts, drawn: DrawnCard): string | null {
  const [topic] = facts.insight.topics;
  if (topic === undefined) return null;
  if (topic === 'love' || topic === 'work') return areaReading(drawn, topic);
  const key = drawn.card.suit ?? 'major';
  const hard = tone(drawn) < 0;
  const said = `lens:${topic}:${key}:${hard}`;
  if (facts.used.has(said)) return areaReading(drawn, 'self');
  facts.used.add(said);
  const lens = TOPIC_LENSES[topic][key];
  return `${(hard ? lens.hard : lens.bright)(cardInSentence(drawn.card.name))}.`;
}

/**
 * The sentence, or null for a general reading, a question with no topic, or a care reading (whose
 * gentler word stands in for it, care-counsel.ts).
 */
export function topicSentence(facts: ReadingFacts, drawn: DrawnCard): string | null {
  const subject = subjectOf(facts);
  if (facts.insight.care !== null || subject === null) return null;
  const reading = topicReading(facts, drawn);
  if (reading === null) return null;
  const kind = facts.kindOf(drawn);
  const leads = KIND_LEADS[kind];
  // A lead speaks of a matter ("at the root of your finances"), which a person is not: "the situation with your boss".
  const matter = subject === facts.insight.otherPerson ? `${PERSON_MATTERS[drawn.index % PERSON_MATTERS.length]!} ${subject}` : subject;
  const lead = pickWording(facts, `kind-lead:${kind}`, leads)(matter);
  return `${lead} ${reading}`;
}
