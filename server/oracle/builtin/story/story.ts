/**
 * The summary's story (docs/architecture.md#the-builtin-interpreter): the spread read as one movement
 * rather than cards set side by side. The cards are taken in spread order (the crossing card right
 * after the heart it lies across); the turn is where the tone changes most between neighbours, and
 * each pair is read for how one card changes the other: a hard card softened by a bright one, a
 * bright one tested, a reversed card's block released, one suit sounding twice.
 */
import type { DrawnCard } from '../../oracle.ts';
import { ENDING_IMAGERY } from '../care.ts';
import { meaningOf, pickWording, type ReadingFacts } from '../facts.ts';
import { tone } from '../kind/leaning.ts';
import { LINKS, type LinkShape, type LinkSlots, STEADY_FRAMES, TURN_FRAMES } from './phrases-story.ts';
import { heartOf, kinds, outcomeCard } from '../spread-places.ts';
import { capitalize, cardInSentence, nounKeywordsFirst, placePhrase, SUIT_NAMES } from '../words.ts';

/** Two cards in story order and how the second changes the first. */
export interface Link {
  a: DrawnCard;
  b: DrawnCard;
  shape: LinkShape;
}

/** The cards as the story reads them: the spread's order, the crossing card right after the heart. */
export function storyOrder(facts: ReadingFacts): DrawnCard[] {
  const [heart, ...rest] = facts.laid;
  if (heart === undefined) return [...facts.cards];
  return facts.crossing === undefined ? [heart, ...rest] : [heart, facts.crossing, ...rest];
}

/** How `b`, read after `a`, changes it; null when the two only sit side by side. */
export function shapeOf(a: DrawnCard, b: DrawnCard): LinkShape | null {
  const [before, after] = [tone(a), tone(b)];
  if (before < 0 && after > 0) return a.reversed ? 'released' : 'softened';
  if (before > 0 && after < 0) return 'tested';
  if (a.card.suit !== null && a.card.suit === b.card.suit) return 'reinforced';
  if (before > 0 && after > 0) return 'carried';
  if (before < 0 && after < 0) return 'deepened';
  return null;
}

/** Shapes where one card changes the other, worth a sentence of their own beyond the turn. */
const TELLING: readonly LinkShape[] = ['released', 'softened', 'tested', 'reinforced'];

/**
 * The turn: of the neighbours whose tones lean opposite ways, the pair whose tone changes most, the
 * crossing card first when it turns the heart; undefined for a spread that keeps one tone.
 */
export function turnOf(facts: ReadingFacts): Link | undefined {
  const order = storyOrder(facts);
  const pairs = order.slice(1).map((b, at) => ({ a: order[at]!, b, shape: shapeOf(order[at]!, b) }));
  const turning = pairs.filter((pair): pair is Link => pair.shape === 'released' || pair.shape === 'softened' || pair.shape === 'tested');
  const crossing = turning.find((pair) => pair.b.crossing);
  if (crossing) return crossing;
  const change = (pair: Link) => Math.abs(tone(pair.b) - tone(pair.a));
  return turning.reduce<Link | undefined>((best, pair) => (best === undefined || change(pair) > change(best) ? pair : best), undefined);
}

/** Where the story starts: the past, else the foundation, else the heart. */
export const startOf = (facts: ReadingFacts): DrawnCard | undefined => kinds(facts, 'past')[0] ?? kinds(facts, 'foundation')[0] ?? heartOf(facts);

/**
 * A card's keywords fit for this reading, nouns first: a gentle one keeps those that speak of endings
 * out, as its essences do (care.ts's ENDING_IMAGERY).
 */
function keywordsOf(facts: ReadingFacts, drawn: DrawnCard): string[] {
  const keywords = meaningOf(drawn).keywords.map((keyword) => keyword.toLowerCase());
  const fit = facts.gentle ? keywords.filter((keyword) => !ENDING_IMAGERY.test(keyword)) : keywords;
  // The links say "the … of" and "its …", which a verb's -ing does not read after ("the lifting the blindfold").
  return fit.length > 0 ? nounKeywordsFirst(fit) : ['what it holds'];
}

/**
 * The gist of a card for a link: its first and third keywords, so the story does not echo the pair
 * facts.ts's meaningPhrase falls back to once a card's phrase has been said twice.
 */
function gistOf(facts: ReadingFacts, drawn: DrawnCard): { gist: string; word: string } {
  const [first, second, third] = keywordsOf(facts, drawn);
  const other = third ?? second;
  return { gist: other === undefined ? first! : `${first} and ${other}`, word: first! };
}

/** A card named mid-clause with its orientation: "the reversed Four of Cups", "Justice reversed". */
function nameOf(drawn: DrawnCard): string {
  const name = cardInSentence(drawn.card.name);
  if (!drawn.reversed) return name;
  return name.startsWith('the ') ? `the reversed ${name.slice(4)}` : `${name} reversed`;
}
const plainName = (drawn: DrawnCard) => cardInSentence(drawn.card.name);

/** How the two cards of a link meet, as a clause; each wording once per reading. */
function linkClause(facts: ReadingFacts, link: Link): string {
  const [a, b] = [gistOf(facts, link.a), gistOf(facts, link.b)];
  const slots: LinkSlots = {
    a: plainName(link.a),
    b: plainName(link.b),
    aGist: a.gist,
    bGist: b.gist,
    aWord: a.word,
    bWord: b.word,
    suit: link.a.card.suit === null ? '' : SUIT_NAMES[link.a.card.suit],
  };
  const templates = LINKS[link.shape];
  return pickWording(facts, `story:${link.shape}`, templates)(slots);
}

/** The pair a spread without a turn is read through: one suit sounding twice, else two cards carrying one tone. */
function steadyLink(facts: ReadingFacts): Link | undefined {
  const order = storyOrder(facts);
  const pairs = order.slice(1).map((b, at) => ({ a: order[at]!, b, shape: shapeOf(order[at]!, b) })).filter((pair): pair is Link => pair.shape !== null);
  return pairs.find((pair) => pair.shape === 'reinforced') ?? pairs[0];
}

/** The story's first sentence: where it starts, where it turns and how the turning card changes the one before it. */
export function turnSentence(facts: ReadingFacts): string | null {
  if (facts.laid.length < 3) return null;
  const turn = turnOf(facts);
  if (turn !== undefined) {
    const start = startOf(facts);
    const named = start !== undefined && start !== turn.a && start !== turn.b;
    const frames = TURN_FRAMES[tone(turn.b) > tone(turn.a) ? 'rise' : 'fall'][named ? 'named' : 'bare'];
    const frame = facts.chooser.pick('story:turn', frames)({ start: named ? nameOf(start) : '', turn: nameOf(turn.b), place: placePhrase(turn.b.position.name) });
    return `${capitalize(frame)}: ${linkClause(facts, turn)}.`;
  }
  const order = storyOrder(facts);
  const [start, end] = [startOf(facts) ?? order[0]!, outcomeCard(facts) ?? order.at(-1)!];
  const mean = order.reduce((sum, drawn) => sum + tone(drawn), 0) / order.length;
  const frame = facts.chooser.pick('story:steady', STEADY_FRAMES[mean >= 0 ? 'light' : 'heavy'])({ start: plainName(start), end: plainName(end) });
  const link = steadyLink(facts);
  return link === undefined ? `${frame}.` : `${frame}: ${linkClause(facts, link)}.`;
}

/**
 * A second thread of the story, when another pair changes each other in a telling way: a pair of
 * neighbours apart from the turn, or two cards of one suit anywhere in the spread.
 */
export function threadSentence(facts: ReadingFacts): string | null {
  if (facts.laid.length < 3) return null;
  const order = storyOrder(facts);
  const turn = turnOf(facts) ?? steadyLink(facts);
  const told = new Set(turn === undefined ? [] : [turn.a, turn.b]);
  const neighbours = order.slice(1).map((b, at) => ({ a: order[at]!, b }));
  const suited = order.flatMap((a, at) => order.slice(at + 1).filter((b) => a.card.suit !== null && b.card.suit === a.card.suit).map((b) => ({ a, b })));
  const candidates = [...neighbours, ...suited]
    .filter(({ a, b }) => !told.has(a) && !told.has(b))
    .map(({ a, b }) => ({ a, b, shape: shapeOf(a, b) }))
    .filter((pair): pair is Link => pair.shape !== null && TELLING.includes(pair.shape));
  const best = candidates.toSorted((x, y) => TELLING.indexOf(x.shape) - TELLING.indexOf(y.shape))[0];
  return best === undefined ? null : `${capitalize(linkClause(facts, best))}.`;
}
