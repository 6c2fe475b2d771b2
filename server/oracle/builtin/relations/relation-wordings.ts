/**
 * The words of a relation sentence (docs/architecture.md#the-builtin-interpreter): where the partner
 * lies from the card's side, by the relation's role, and what the partner does to the card, by its
 * effect. The composer takes each wording once per reading.
 */
import type { RelationEffect } from './relation-effect.ts';
import type { RelationRole } from './relations.ts';
import { capitalize as cap } from '../words.ts';

/** The words a relation sentence fills in. */
export interface RelationSlots {
  /** This card mid-sentence: "the Ace of Wands", "Strength". */
  card: string;
  /** The partner mid-sentence: "the Star". */
  partner: string;
  /** Where the partner lies from this card's side, a prepositional phrase: "in the crown above it". */
  where: string;
  /** The partner's meaning, a noun phrase (facts.ts meaningPhrase). */
  essence: string;
  /** One of this card's keywords in its orientation, a noun for "its …" and "the …": "upheaval". */
  trait: string;
}

type Template = (s: RelationSlots) => string;

/** Where the partner lies, given its place mid-sentence ("the place of what helps"); each a phrase that follows the partner's name. */
export const WHERE: Readonly<Record<RelationRole, readonly ((place: string) => string)[]>> = {
  across: [() => 'at the heart it lies across', () => 'in the heart of the matter beneath it', () => 'at the center it crosses'],
  crossed: [() => 'lying across it', () => 'laid crosswise over it', () => 'across its path'],
  beneath: [() => 'in the crown above it', () => 'up in the crown', () => 'above it in the crown'],
  above: [() => 'in the foundation beneath it', () => 'at the root below it', () => 'down in the foundation'],
  before: [() => 'in the near future ahead of it', () => 'just ahead of it', () => 'in the step that follows it'],
  after: [() => 'in the recent past behind it', () => 'just behind it', () => 'in the step before it'],
  'self-world': [() => 'in your surroundings', () => 'in the world around you', () => 'among the people around you'],
  'world-self': [() => 'in your own place', () => 'in the stance you bring', () => 'in your own part of this'],
  'hope-outcome': [() => 'in the outcome', () => 'where things lead', () => 'at the far end of the spread'],
  'outcome-hope': [() => 'among your hopes and fears', () => 'in what you hope and fear', () => 'in your hopes and fears'],
  forward: [(place) => `in ${place} after it`, (place) => `one step on, in ${place}`, (place) => `in ${place}, next along the line`],
  backward: [(place) => `back in ${place}`, (place) => `in ${place}, where the story starts`, (place) => `at the start, in ${place}`],
  other: [() => 'across the bond from it', () => 'on the other side of the bond', () => 'facing it across the bond'],
  'bond-strain': [() => 'in the challenge', () => 'where the strain lies', () => 'in the place of what tests it'],
  'strain-bond': [() => 'in the bond', () => 'in the bond it presses on', () => 'in what holds the two of you'],
  'way-bond': [() => 'in the bond', () => 'in what already holds', () => 'in the bond it builds on'],
  neighbor: [(place) => `in ${place} next to it`, (place) => `one place over, in ${place}`, (place) => `in ${place}, its neighbor`],
};

/** What the partner does to the card, by effect: each names the partner, the card and the partner's meaning. */
export const EFFECT_TEMPLATES: Readonly<Record<RelationEffect, readonly Template[]>> = {
  softens: [
    (s) => `${cap(s.card)} is softened by ${s.partner}, ${s.where}, which takes the hardest edge off its ${s.trait} with ${s.essence}.`,
    (s) => `${cap(s.partner)}, ${s.where}, eases ${s.card}, so the ${s.trait} here comes cushioned by ${s.essence}.`,
    (s) => `Some comfort reaches ${s.card} from ${s.partner}, ${s.where}, which brings ${s.essence} and makes the ${s.trait} easier to carry.`,
    (s) => `With ${s.partner} ${s.where}, the ${s.trait} of ${s.card} is met by ${s.essence}, and it softens.`,
    (s) => `${cap(s.partner)}, ${s.where}, lends ${s.card} a gentler face, answering its ${s.trait} with ${s.essence}.`,
    (s) => `Where ${s.card} brings ${s.trait}, ${s.partner}, ${s.where}, softens the blow with ${s.essence}.`,
    (s) => `${cap(s.card)} does not stand alone, since ${s.partner}, ${s.where}, offers ${s.essence}, a kinder light on its ${s.trait}.`,
    (s) => `The ${s.trait} of ${s.card} loosens a little for ${s.partner}, ${s.where}, which holds out ${s.essence}.`,
  ],
  releases: [
    (s) => `${cap(s.partner)}, ${s.where}, loosens the grip of ${s.card}, bringing ${s.essence} as its ${s.trait} starts to give.`,
    (s) => `${cap(s.card)} finds a way through in ${s.partner}, ${s.where}, and with ${s.essence} what its ${s.trait} had shut begins to open.`,
    (s) => `The ${s.trait} of ${s.card} need not have the last word, since ${s.partner}, ${s.where}, brings ${s.essence}.`,
    (s) => `With ${s.partner} ${s.where}, ${s.card} starts to unknot, its ${s.trait} eased by ${s.essence}.`,
    (s) => `${cap(s.partner)}, ${s.where}, frees some of what ${s.card} holds tight, setting ${s.essence} against its ${s.trait}.`,
    (s) => `What ${s.card} binds up in ${s.trait}, ${s.partner}, ${s.where}, begins to release with ${s.essence}.`,
    (s) => `Relief for ${s.card} comes from ${s.partner}, ${s.where}, turning its ${s.trait} toward ${s.essence}.`,
  ],
  sharpens: [
    (s) => `${cap(s.partner)}, ${s.where}, sharpens ${s.card}, and with ${s.essence} beside it the ${s.trait} here is hard to overlook.`,
    (s) => `${cap(s.card)} gets no easy relief from ${s.partner}, ${s.where}, which adds ${s.essence} and brings the ${s.trait} into focus.`,
    (s) => `Read with ${s.partner} ${s.where}, the ${s.trait} of ${s.card} comes into sharper focus, deepened by ${s.essence}.`,
    (s) => `The two weigh together, as ${s.partner}, ${s.where}, brings ${s.essence} and the ${s.trait} of ${s.card} stands out all the more.`,
    (s) => `${cap(s.partner)}, ${s.where}, underlines the ${s.trait} of ${s.card} with ${s.essence}, so this is the place to look most honestly.`,
    (s) => `Held up to ${s.partner} ${s.where}, ${s.card} speaks more plainly, its ${s.trait} made clearer by ${s.essence}.`,
    (s) => `${cap(s.partner)}, ${s.where}, doubles the weight on ${s.card}, pairing its ${s.trait} with ${s.essence}, which asks for care rather than haste.`,
  ],
  tests: [
    (s) => `${cap(s.partner)}, ${s.where}, tests ${s.card}, and its ${s.trait} has to hold up against ${s.essence}.`,
    (s) => `${cap(s.card)} is put to the test by ${s.partner}, ${s.where}, which sets ${s.essence} in its way.`,
    (s) => `Read with ${s.partner} ${s.where}, the ${s.trait} of ${s.card} meets resistance in ${s.essence}, and how it holds is the point.`,
    (s) => `The ${s.trait} of ${s.card} is tried by ${s.partner}, ${s.where}, which pulls the other way with ${s.essence}.`,
    (s) => `${cap(s.partner)}, ${s.where}, challenges ${s.card}, pressing ${s.essence} against its ${s.trait}.`,
    (s) => `What ${s.card} offers in ${s.trait} is tested by ${s.partner}, ${s.where}, which brings ${s.essence}.`,
    (s) => `${cap(s.partner)}, ${s.where}, puts pressure on ${s.card}, and with ${s.essence} asks how sturdy its ${s.trait} really is.`,
  ],
  confirms: [
    (s) => `${cap(s.partner)}, ${s.where}, confirms ${s.card}, with ${s.essence} saying much the same thing in another voice.`,
    (s) => `${cap(s.card)} is echoed by ${s.partner}, ${s.where}, which brings ${s.essence} and backs its ${s.trait}.`,
    (s) => `Read with ${s.partner} ${s.where}, the ${s.trait} of ${s.card} rings truer, seconded by ${s.essence}.`,
    (s) => `The two agree, as ${s.partner}, ${s.where}, adds ${s.essence} and the ${s.trait} of ${s.card} stands on firmer ground for it.`,
    (s) => `${cap(s.partner)}, ${s.where}, backs ${s.card} up with ${s.essence}, so its ${s.trait} is more than a passing mood.`,
    (s) => `What ${s.card} offers in ${s.trait}, ${s.partner}, ${s.where}, repeats with ${s.essence}, and a message said twice is worth hearing.`,
    (s) => `${cap(s.card)} has an ally in ${s.partner}, ${s.where}, its ${s.trait} steadied by ${s.essence}.`,
  ],
  feeds: [
    (s) => `${cap(s.partner)}, ${s.where}, feeds ${s.card}, and its ${s.trait} grows on ${s.essence}.`,
    (s) => `${cap(s.card)} draws strength from ${s.partner}, ${s.where}, whose gift to its ${s.trait} is ${s.essence}.`,
    (s) => `With ${s.partner} ${s.where}, the ${s.trait} of ${s.card} has fuel to spare in ${s.essence}.`,
    (s) => `${cap(s.partner)}, ${s.where}, nourishes the ${s.trait} of ${s.card} with ${s.essence}.`,
    (s) => `The ${s.trait} of ${s.card} grows stronger for ${s.partner}, ${s.where}, drawing on ${s.essence}.`,
    (s) => `Read with ${s.partner} ${s.where}, ${s.card} gains momentum, its ${s.trait} carried further by ${s.essence}.`,
    (s) => `${cap(s.partner)}, ${s.where}, stirs ${s.card} into motion, waking its ${s.trait} with ${s.essence}.`,
  ],
  tempers: [
    (s) => `${cap(s.partner)}, ${s.where}, tempers ${s.card}, its ${s.trait} kept from running too far by ${s.essence}.`,
    (s) => `${cap(s.card)} is balanced by ${s.partner}, ${s.where}, which answers its ${s.trait} with ${s.essence}.`,
    (s) => `Read with ${s.partner} ${s.where}, the ${s.trait} of ${s.card} is held in check by ${s.essence}, and together they make a fuller picture.`,
    (s) => `${cap(s.partner)}, ${s.where}, steadies ${s.card}, setting ${s.essence} against its ${s.trait}.`,
    (s) => `The ${s.trait} of ${s.card} meets a counterweight in ${s.partner}, ${s.where}, which brings ${s.essence}.`,
    (s) => `${cap(s.partner)}, ${s.where}, asks ${s.card} to slow down, weighing its ${s.trait} against ${s.essence}.`,
    (s) => `What ${s.card} pushes forward in ${s.trait}, ${s.partner}, ${s.where}, balances with ${s.essence}.`,
  ],
};

/**
 * Plain wordings for when a reading has used every wording of an effect: the partner beside the card,
 * without claiming more than their meanings say.
 */
export const PLAIN_TEMPLATES: readonly Template[] = [
  (s) => `${cap(s.partner)}, ${s.where}, colors ${s.card} with ${s.essence}.`,
  (s) => `${cap(s.card)} is read here with ${s.partner}, ${s.where}, its ${s.trait} shaded by ${s.essence}.`,
  (s) => `The ${s.trait} of ${s.card} takes on a new tint from ${s.partner}, ${s.where}, which brings ${s.essence}.`,
  (s) => `${cap(s.partner)}, ${s.where}, sets ${s.essence} next to the ${s.trait} of ${s.card}.`,
];
