/**
 * One builtin answer per card (docs/architecture.md#the-builtin-interpreter): the card read for its
 * place, what it says about the topic the question is about in that place, what its partner in the
 * spread does to it, a gentler word for care topics, and a closing reflection no other answer of the
 * reading ends on; plus, when asked for, a description of the card's imagery.
 */
import type { ClarifiedAnswer, DrawnCard, OracleOutput } from '../oracle.ts';
import { wordingsFor } from './care.ts';
import { CARE_COUNSEL } from './care-counsel.ts';
import { CARE_REFLECTIONS } from './corpus/reflections-care.ts';
import { GENTLE_REFLECTIONS } from './corpus/reflections-gentle.ts';
import { CARD_REFLECTIONS, TOPIC_REFLECTIONS } from './corpus/reflections.ts';
import { brightens, essenceOf, isRelief, meaningPhrase, pickUnused, pickWording, quotedQuestionClause, type ReadingFacts, subjectOf } from './facts.ts';
import { kindSentence } from './kind/compose-kind-in-place.ts';
import { relationSentence } from './relations/compose-relation.ts';
import { topicSentence } from './compose-topic.ts';
import { GENTLE_IMAGERY } from './imagery-gentle.ts';
import { MAJOR_IMAGERY } from './imagery-major.ts';
import { MINOR_IMAGERY } from './imagery-minor.ts';
import {
  BRIDGES,
  COUNSEL_CLARIFIER,
  COUNSEL_FOLLOW_UP,
  OPENING_CLARIFIER,
  OPENING_CLARIFIER_REVERSED,
  REFLECTIONS_CLARIFIER,
  type ClarifierSlots,
} from './phrases-answer.ts';
import { POSITION_TEMPLATES } from './positions/templates.ts';
import { asSentence, capitalize, cardInSentence, joinList, lowerFirst, placePhrase, positionLabel } from './words.ts';

type Answer = OracleOutput['answers'][number];

/** Second sentences of a visual description for a reversed card. */
const REVERSED_SCENES: readonly string[] = [
  'Drawn reversed, the whole scene is turned upside down, as if glimpsed from the other side of the glass.',
  'Here it lies upside down, so the picture is read from its edges inward.',
  'Turned on its head, the scene seems to spill toward you rather than wait to be entered.',
];

/** Lead-ins to a closing question, naming the card and its place so the question is this reading's own. */
const REFLECTION_LEADS: readonly ((card: string, place: string) => string)[] = [
  (card, place) => `With ${card} in ${place},`,
  (card, place) => `Looking at ${card} in ${place},`,
  (card, place) => `As ${card} settles into ${place},`,
  (card, place) => `Sitting with ${card} in ${place},`,
];

/** The card read for its place: the template list of its kind of place and orientation, each wording once per reading. */
function openingSentence(facts: ReadingFacts, drawn: DrawnCard): string {
  const templates = POSITION_TEMPLATES[facts.kindOf(drawn)];
  const list = !drawn.reversed ? templates.upright : isRelief(drawn) ? templates.reversedRelief : templates.reversedDifficulty;
  const slots = { card: cardInSentence(drawn.card.name), position: drawn.position.name, essence: meaningPhrase(facts, drawn), invitation: essenceOf(facts, drawn).invitation, subject: subjectOf(facts) };
  const kind = `${facts.kindOf(drawn)}|${drawn.reversed}|${isRelief(drawn)}`;
  return pickWording(facts, `opening:${kind}`, list)(slots);
}

/**
 * A clarifier's card (docs/architecture.md#the-builtin-interpreter): the new card as light on the answer it clarifies,
 * its meaning set beside the clarified card's, then what it invites, carried to the follow-up question when there is one.
 */
function clarifierSentences(facts: ReadingFacts, drawn: DrawnCard, clarifies: ClarifiedAnswer): string[] {
  const card = cardInSentence(drawn.card.name);
  const clarified: DrawnCard = { index: -1, position: { name: clarifies.positionName, meaning: '' }, card: clarifies.card, reversed: clarifies.reversed, crossing: false };
  const slots: ClarifierSlots = {
    card,
    keywords: joinList(facts.chooser.pickSome(`keywords:${drawn.index}`, (drawn.reversed ? drawn.card.reversed : drawn.card.upright).keywords, 2)),
    clarifiedCard: cardInSentence(clarifies.card.name),
    clarifiedPosition: positionLabel(clarifies.positionName),
  };
  const opening = facts.chooser.pick('opening:clarifier', drawn.reversed ? OPENING_CLARIFIER_REVERSED : OPENING_CLARIFIER)(slots);
  const bridges = BRIDGES[brightens(drawn) === brightens(clarified) ? 'agree' : 'differ'];
  const bridge = facts.chooser.pick('bridge:clarifier', bridges)({ card, essence: meaningPhrase(facts, drawn), clarifiedCard: slots.clarifiedCard, clarifiedEssence: meaningPhrase(facts, clarified) });
  const subject = subjectOf(facts);
  const counsel =
    facts.question === null || subject === null
      ? facts.chooser.pick('counsel:clarifier', COUNSEL_CLARIFIER)
      : facts.chooser.pick('counsel:clarifier', COUNSEL_FOLLOW_UP)(quotedQuestionClause(facts.question), subject);
  return [opening, capitalize(bridge), `${counsel} ${essenceOf(facts, drawn).invitation}`];
}

/** A gentler word for a question that asks for care, in place of any nudge. */
function careSentence(facts: ReadingFacts, drawn: DrawnCard): string | null {
  const { care, loss } = facts.insight;
  if (care === null) return null;
  const options = wordingsFor(CARE_COUNSEL, care, loss);
  return facts.chooser.rotate(`care:${care}`, options, drawn.index)(cardInSentence(drawn.card.name), placePhrase(drawn.position.name));
}

/**
 * The closing question: the card's own reflections (in their gentle words for a reading of loss or
 * fear) for every other card, the care topic's or the question's topic's for the rest, then the
 * general ones, none repeated within the reading.
 */
function reflectionSentence(facts: ReadingFacts, drawn: DrawnCard): string {
  if (facts.request.clarifies !== undefined) return pickUnused(facts, 'reflection:clarifier', REFLECTIONS_CLARIFIER, (text) => text);
  const orientation = drawn.reversed ? 'reversed' : 'upright';
  const own = (facts.gentle ? GENTLE_REFLECTIONS[drawn.card.slug]?.[orientation] : undefined) ?? CARD_REFLECTIONS[drawn.card.slug]?.[orientation] ?? [];
  const { care, loss } = facts.insight;
  const topic = care !== null ? wordingsFor(CARE_REFLECTIONS, care, loss) : TOPIC_REFLECTIONS[facts.insight.topics[0] ?? 'general'];
  const preferTopic = facts.insight.care !== null || drawn.index % 2 === 1;
  // The preferred group while it has a question left, so the topic's few questions do not crowd out the cards' many;
  // only once a long reading has spent both does it close on the general ones.
  const groups = preferTopic ? [topic, own, TOPIC_REFLECTIONS.general] : [own, topic, TOPIC_REFLECTIONS.general];
  const options = groups.map((group) => group.filter((text) => !facts.used.has(text))).find((group) => group.length > 0) ?? TOPIC_REFLECTIONS.general;
  const question = pickUnused(facts, `reflection:${drawn.index}`, options, (text) => text);
  const lead = facts.chooser.rotate('reflection-lead', REFLECTION_LEADS, drawn.index)(cardInSentence(drawn.card.name), placePhrase(drawn.position.name));
  return `${lead} ${lowerFirst(question)}`;
}

/** The card's imagery as a scene (its gentle one for a reading of loss or fear), with a note when it lies reversed. */
function visualDescription(facts: ReadingFacts, drawn: DrawnCard): string {
  const { slug } = drawn.card;
  const scene =
    (facts.gentle ? GENTLE_IMAGERY[slug] : undefined) ?? MAJOR_IMAGERY[slug] ?? MINOR_IMAGERY[slug] ?? `${capitalize(cardInSentence(drawn.card.name))} appears in its traditional colors.`;
  return drawn.reversed ? `${scene} ${facts.chooser.pick(`scene:${drawn.index}`, REVERSED_SCENES)}` : scene;
}

/** The answer for one drawn card of the reading. */
export function composeAnswer(facts: ReadingFacts, drawn: DrawnCard): Answer {
  const clarifies = drawn.crossing ? undefined : facts.request.clarifies;
  const parts = clarifies
    ? [...clarifierSentences(facts, drawn, clarifies), relationSentence(facts, drawn), reflectionSentence(facts, drawn)]
    : [openingSentence(facts, drawn), topicSentence(facts, drawn), kindSentence(facts, drawn), relationSentence(facts, drawn), careSentence(facts, drawn), reflectionSentence(facts, drawn)];
  const text = parts
    .filter((part): part is string => part !== null)
    .map(asSentence)
    .join(' ');
  return facts.request.includeVisualDescriptions
    ? { index: drawn.index, text, visualDescription: visualDescription(facts, drawn) }
    : { index: drawn.index, text };
}
