/**
 * Wordings for the summary's story (story.ts): where the spread turns, and how one card changes the
 * next. Link clauses carry no colon, since a turn's frame puts one before them; none speaks of
 * endings or verdicts, so they stay fit for a reading of loss or fear.
 */

/** How one card changes the card it is read with. */
export type LinkShape = 'released' | 'softened' | 'tested' | 'reinforced' | 'carried' | 'deepened';

/** Two cards in story order, `a` first, each with a short gist of its meaning from its keywords. */
export interface LinkSlots {
  a: string;
  b: string;
  /** Two keywords: "loss and regret". */
  aGist: string;
  bGist: string;
  /** One keyword: "loss". */
  aWord: string;
  bWord: string;
  /** The suit both share, when they do: "Cups". */
  suit: string;
}

type Link = (s: LinkSlots) => string;

/** Clauses by shape; each begins with a card's name or a lower-case word, so a frame can lead into it. */
export const LINKS: Readonly<Record<LinkShape, readonly Link[]>> = {
  // A reversed card stuck in its block, and the bright card after it that frees it.
  released: [
    (s) => `${s.a} comes reversed, caught in ${s.aGist}, and ${s.b} loosens that knot with ${s.bGist}`,
    (s) => `what is held back in ${s.a} can move again once ${s.b} arrives, its ${s.bGist} easing the ${s.aGist}`,
    (s) => `${s.b} frees what ${s.a} holds back, so ${s.aWord} gives way to ${s.bWord}`,
    (s) => `reversed, ${s.a} speaks of ${s.aGist}, and ${s.b} unlocks it with ${s.bGist}`,
    (s) => `the block in ${s.a} does not stay a block, because ${s.b} follows with ${s.bGist}`,
  ],
  // A hard card met by a bright one after it.
  softened: [
    (s) => `${s.a} is met by ${s.b}, so what it speaks of, ${s.aGist}, opens toward ${s.bGist}`,
    (s) => `${s.b} softens ${s.a}, and the ${s.aGist} there is not the last word once ${s.bWord} answers it`,
    (s) => `what ${s.a} brings, ${s.aGist}, finds somewhere to go in ${s.b}, with its ${s.bGist}`,
    (s) => `read beside ${s.b}, ${s.a} grows lighter, the ${s.aGist} it holds eased by ${s.bGist}`,
    (s) => `${s.a} does not stand alone, since ${s.b} follows with ${s.bGist} and the ${s.aWord} can start to ease`,
  ],
  // A bright card put to the test by a hard one after it.
  tested: [
    (s) => `${s.a} is tested by ${s.b}, so what it holds of ${s.aGist} must stand through ${s.bGist}`,
    (s) => `${s.b} puts ${s.a} to the test, and the ${s.aWord} it offers must stand up to ${s.bGist}`,
    (s) => `what ${s.a} builds, ${s.aGist}, runs into ${s.bGist} in ${s.b}, and has to find its footing there`,
    (s) => `${s.b} brings ${s.bGist} to bear on ${s.a}, asking how much of its ${s.aWord} is sturdy enough to keep`,
    (s) => `the ${s.aGist} of ${s.a} meets the ${s.bWord} of ${s.b}, and is asked to prove itself`,
  ],
  // Two cards of one suit saying the same thing twice.
  reinforced: [
    (s) => `${s.a} and ${s.b}, both ${s.suit}, say the same thing twice, so ${s.aWord} and ${s.bWord} pull together`,
    (s) => `two ${s.suit} cards, ${s.a} and ${s.b}, back each other, and ${s.aWord} is echoed as ${s.bWord}`,
    (s) => `${s.b} takes up the thread of ${s.a} in the same suit, the ${s.aWord} of the one strengthened by the ${s.bWord} of the other`,
    (s) => `with ${s.a} and ${s.b} both in ${s.suit}, the reading sounds one note twice, ${s.aWord} and then ${s.bWord}`,
    (s) => `${s.a} and ${s.b} share the suit of ${s.suit}, so what one says of ${s.aWord} the other confirms with ${s.bWord}`,
  ],
  // Two bright cards, the second growing out of the first.
  carried: [
    (s) => `${s.a} hands its ${s.aGist} on to ${s.b}, where it grows into ${s.bGist}`,
    (s) => `${s.b} builds on ${s.a}, the ${s.aWord} of the one becoming the ${s.bWord} of the other`,
    (s) => `from ${s.a} to ${s.b} the current runs on, ${s.aGist} feeding ${s.bGist}`,
    (s) => `${s.a} prepares the way for ${s.b}, so the ${s.bGist} that follows stands on ${s.aWord}`,
  ],
  // Two hard cards pressing on the same place.
  deepened: [
    (s) => `${s.a} and ${s.b} press on the same sore place, ${s.aWord} and ${s.bWord} together, which is why this weighs as it does`,
    (s) => `${s.b} adds ${s.bGist} to the ${s.aGist} of ${s.a}, so the strain here is real and worth naming`,
    (s) => `neither ${s.a} nor ${s.b} makes light of things, ${s.aWord} meeting ${s.bWord}, and both ask for patience`,
    (s) => `${s.a} leads into ${s.b}, and the ${s.aWord} of the one sharpens the ${s.bWord} of the other`,
  ],
};

/** The turning card, its place, and where the story starts when that is another card. */
export interface TurnSlots {
  start: string;
  turn: string;
  place: string;
}

type Frame = (s: TurnSlots) => string;

/** A turn's frame, before the colon that leads into how the two cards meet; by whether the start is named and which way the tone turns. */
export const TURN_FRAMES: Readonly<Record<'rise' | 'fall', { named: readonly Frame[]; bare: readonly Frame[] }>> = {
  rise: {
    named: [
      (s) => `The story starts from ${s.start} and turns at ${s.turn} in ${s.place}, where the mood lifts`,
      (s) => `From ${s.start} the cards climb, and ${s.turn} in ${s.place} is where the light comes in`,
      (s) => `Read in order from ${s.start}, the spread brightens at ${s.turn} in ${s.place}`,
      (s) => `What begins with ${s.start} starts to ease at ${s.turn} in ${s.place}, the hinge of this spread`,
    ],
    bare: [
      (s) => `The story turns at ${s.turn} in ${s.place}, where the mood lifts`,
      (s) => `${s.turn} in ${s.place} is the turning point, where the light comes in`,
      (s) => `Read in order, the spread brightens at ${s.turn} in ${s.place}`,
      (s) => `Everything pivots on ${s.turn} in ${s.place}, where things begin to ease`,
    ],
  },
  fall: {
    named: [
      (s) => `The story starts from ${s.start} and turns at ${s.turn} in ${s.place}, where the going gets harder`,
      (s) => `From ${s.start} the cards run smoothly until ${s.turn} in ${s.place}, where they meet resistance`,
      (s) => `Read in order from ${s.start}, the spread darkens at ${s.turn} in ${s.place}`,
      (s) => `What begins easily with ${s.start} meets friction at ${s.turn} in ${s.place}, the hinge of this spread`,
    ],
    bare: [
      (s) => `The story turns at ${s.turn} in ${s.place}, where the going gets harder`,
      (s) => `${s.turn} in ${s.place} is the turning point, where the cards meet resistance`,
      (s) => `Read in order, the spread darkens at ${s.turn} in ${s.place}`,
      (s) => `Everything pivots on ${s.turn} in ${s.place}, where things ask more of you`,
    ],
  },
};

/** A spread with no turn: from its start to where it leads in one tone, light or heavy. */
export const STEADY_FRAMES: Readonly<Record<'light' | 'heavy', readonly ((s: { start: string; end: string }) => string)[]>> = {
  light: [
    (s) => `From ${s.start} to ${s.end} no card turns the story around`,
    (s) => `Nothing in this spread pulls hard against the rest, from ${s.start} through to ${s.end}`,
    (s) => `The cards run one way from ${s.start} to ${s.end}, each lending the next its light`,
    (s) => `There is no sharp turn between ${s.start} and ${s.end}, only a current running on`,
  ],
  heavy: [
    (s) => `From ${s.start} to ${s.end} the cards keep one heavy tone, with no sudden turn`,
    (s) => `No card lifts the spread on its own between ${s.start} and ${s.end}, so it reads as one stretch to walk with care`,
    (s) => `The weight runs evenly from ${s.start} to ${s.end}, and that steadiness is itself worth noticing`,
    (s) => `Between ${s.start} and ${s.end} the tone stays serious throughout`,
  ],
};
