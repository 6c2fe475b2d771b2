/**
 * What a card says about the area of life the question is first about, turned toward its place
 * (docs/architecture.md#the-builtin-interpreter): love and work read from the card corpus's area
 * meanings (common/cards/areas/), the other topics from a lens by the card's suit or arcana
 * (corpus/topic-lenses.ts), each led in by the kind of place it lies in (positions/kind-leads.ts).
 */
import { areasOf } from '#common/cards/areas/corpus.ts';
import type { DrawnCard } from '../oracle.ts';
import { TOPIC_LENSES } from './corpus/topic-lenses.ts';
import { pickUnused, type ReadingFacts, subjectOf } from './facts.ts';
import { tone } from './leaning.ts';
import { KIND_LEADS } from './positions/kind-leads.ts';
import { cardInSentence, lowerFirst, splitSentences } from './words.ts';

/** The card's reading for the question's first topic, to follow a lead mid-sentence, or null for a topic the corpus does not read it for. */
function topicReading(facts: ReadingFacts, drawn: DrawnCard): string | null {
  const [topic] = facts.insight.topics;
  if (topic === undefined) return null;
  if (topic === 'love' || topic === 'work') {
    const areas = areasOf(drawn.card.slug);
    // The first sentence says what the card means for the area; the second is a nudge the rest of the answer does not need.
    const first = areas === undefined ? undefined : splitSentences((drawn.reversed ? areas.reversed : areas.upright)[topic])[0];
    return first === undefined ? null : lowerFirst(first);
  }
  const lens = TOPIC_LENSES[topic][drawn.card.suit ?? 'major'];
  return `${(tone(drawn) < 0 ? lens.hard : lens.bright)(cardInSentence(drawn.card.name))}.`;
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
  const lead = leads[pickUnused(facts, `kind-lead:${kind}`, leads.map((_, index) => index), (index) => `kind-lead:${kind}:${index}`)]!(subject);
  return `${lead} ${reading}`;
}
