/**
 * One builtin answer per card: the card in its position, its meaning brought to the question, and a
 * reflective prompt; plus, when asked for, a description of the card's imagery.
 */
import { areasOf } from '#common/cards/areas/corpus.ts';
import type { DrawnCard, OracleOutput } from '../oracle.ts';
import { meaningOf, type ReadingFacts } from './facts.ts';
import { MAJOR_IMAGERY } from './imagery-major.ts';
import { MINOR_IMAGERY } from './imagery-minor.ts';
import {
  COUNSEL_CLARIFIER, COUNSEL_FOR_LIFE, COUNSEL_FOR_QUESTION, COUNSEL_REVERSED, OPENING_CLARIFIER, OPENING_CLARIFIER_REVERSED,
  OPENING_CROSSING, OPENING_CROSSING_REVERSED, OPENING_REVERSED, OPENING_UPRIGHT, REFLECTIONS, REFLECTIONS_CLARIFIER,
  REFLECTIONS_CROSSING, type AnswerSlots,
} from './phrases-answer.ts';
import { asSentence, capitalize, cardInSentence, joinList, lowerFirst, positionLabel, splitSentences } from './words.ts';

type Answer = OracleOutput['answers'][number];

/** Second sentences of a visual description for a reversed card. */
const REVERSED_SCENES: readonly string[] = [
  'Drawn reversed, the whole scene hangs upside down, as if glimpsed from the other side of the glass.',
  'Here it lies upside down, so the picture is read from its edges inward.',
  'Turned on its head, the scene seems to spill toward you rather than wait to be entered.',
];

/**
 * The position's meaning as a clause. A crossing position's meaning often restates the crossing before
 * a colon ("What crosses the present: the obstacle…"); the crossing templates already say that much.
 */
function positionClause(drawn: DrawnCard): string {
  const meaning = drawn.position.meaning.trim().replace(/[.!]$/, '');
  const afterColon = drawn.crossing ? meaning.split(': ')[1] : undefined;
  return lowerFirst(afterColon ?? meaning);
}

/**
 * How many earlier cards of the reading fall in the same group as this one. The n-th card to use a
 * template list gets the list's n-th template (from a seeded start), so cards that share a list never
 * share a phrasing until the list runs out.
 */
function occurrence(facts: ReadingFacts, drawn: DrawnCard, group: (card: DrawnCard) => string): number {
  const key = group(drawn);
  return facts.cards.filter((other) => other.index < drawn.index && group(other) === key).length;
}

function openingSentence(facts: ReadingFacts, drawn: DrawnCard): string {
  const { chooser, request, laid } = facts;
  const clarifies = request.clarifies;
  const slots: AnswerSlots = {
    card: cardInSentence(drawn.card.name),
    position: positionLabel(drawn.position.name),
    positionMeaning: positionClause(drawn),
    keywords: joinList(chooser.pickSome(`keywords:${drawn.index}`, meaningOf(drawn).keywords, 2)),
    crossedCard: laid[0] ? cardInSentence(laid[0].card.name) : 'the first card',
    clarifiedCard: clarifies ? cardInSentence(clarifies.cardName) : '',
    clarifiedPosition: clarifies ? positionLabel(clarifies.positionName) : '',
  };
  const templates = drawn.crossing
    ? drawn.reversed ? OPENING_CROSSING_REVERSED : OPENING_CROSSING
    : clarifies !== undefined
      ? drawn.reversed ? OPENING_CLARIFIER_REVERSED : OPENING_CLARIFIER
      : drawn.reversed ? OPENING_REVERSED : OPENING_UPRIGHT;
  const step = occurrence(facts, drawn, (card) => `${card.crossing}|${card.reversed}`);
  return chooser.rotate('opening', templates, step)(slots);
}

/**
 * What the card says about the area the question is about (love or work), from the card corpus;
 * null when the question names no single area.
 */
function areaMeaning(facts: ReadingFacts, drawn: DrawnCard): string | null {
  const areas = facts.area === null ? undefined : areasOf(drawn.card.slug);
  if (facts.area === null || areas === undefined) return null;
  return (drawn.reversed ? areas.reversed : areas.upright)[facts.area];
}

/**
 * The card's meaning — read for the question's area when it names one — and the meaning's last
 * sentence (usually the counsel) introduced by a lead-in that ties it to the question or to this time
 * in the querent's life.
 */
function counselSentences(facts: ReadingFacts, drawn: DrawnCard): string[] {
  const general = splitSentences(meaningOf(drawn).meaning);
  const counsel = general.pop() ?? '';
  const area = areaMeaning(facts, drawn);
  const sentences = area === null ? general : splitSentences(area);
  const leads = facts.request.clarifies !== undefined && !drawn.crossing
    ? COUNSEL_CLARIFIER
    : [...(facts.question === null ? COUNSEL_FOR_LIFE : COUNSEL_FOR_QUESTION), ...(drawn.reversed ? COUNSEL_REVERSED : [])];
  const step = occurrence(facts, drawn, (card) => `${card.crossing}|${card.reversed}`);
  return [...sentences, `${facts.chooser.rotate(`counsel:${drawn.reversed}`, leads, step)} ${lowerFirst(counsel)}`];
}

function reflectionSentence(facts: ReadingFacts, drawn: DrawnCard): string {
  if (drawn.crossing) return facts.chooser.pick(`reflection:${drawn.index}`, REFLECTIONS_CROSSING);
  if (facts.request.clarifies !== undefined) return facts.chooser.pick(`reflection:${drawn.index}`, REFLECTIONS_CLARIFIER);
  const byElement = REFLECTIONS[drawn.card.element];
  const step = occurrence(facts, drawn, (card) => `${card.crossing}|${card.card.element}|${card.reversed}`);
  return facts.chooser.rotate(`reflection:${drawn.card.element}:${drawn.reversed}`, drawn.reversed ? byElement.reversed : byElement.upright, step);
}

/** The card's imagery as a scene, with a note when it lies reversed. */
function visualDescription(facts: ReadingFacts, drawn: DrawnCard): string {
  const scene = MAJOR_IMAGERY[drawn.card.slug] ?? MINOR_IMAGERY[drawn.card.slug] ?? `${capitalize(cardInSentence(drawn.card.name))} appears in its traditional colors.`;
  return drawn.reversed ? `${scene} ${facts.chooser.pick(`scene:${drawn.index}`, REVERSED_SCENES)}` : scene;
}

/** The answer for one drawn card of the reading. */
export function composeAnswer(facts: ReadingFacts, drawn: DrawnCard): Answer {
  const text = [openingSentence(facts, drawn), ...counselSentences(facts, drawn), reflectionSentence(facts, drawn)]
    .map(asSentence)
    .join(' ');
  return facts.request.includeVisualDescriptions
    ? { index: drawn.index, text, visualDescription: visualDescription(facts, drawn) }
    : { index: drawn.index, text };
}
