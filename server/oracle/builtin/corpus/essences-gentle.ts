/**
 * Gentle essences for the cards whose usual words speak of endings, crossings, falls or sacrifice
 * (Death, the Tower, the Six and Ten of Swords…), used in readings of loss and fear (care.ts's
 * GENTLE_CARE) in place of ESSENCES: the same card, read as change, rest and support. A card or an
 * orientation left out keeps its usual essence, and every reversal keeps its tone.
 */
import type { Essence } from './types.ts';

/** Gentle essences by catalogue slug and orientation. */
export const GENTLE_ESSENCES: Readonly<Record<string, Partial<Record<'upright' | 'reversed', Essence>>>> = {
  death: {
    upright: { phrase: 'a slow change of season that asks for patience and rest', invitation: 'resting while things quietly change around you' },
    reversed: { phrase: 'a change that is hard to accept and needs more time', invitation: 'being patient with the part of you that is not ready' },
  },
  'the-tower': {
    upright: { phrase: 'a sudden shake-up that shows where you most need support', invitation: 'leaning on steady people while things settle' },
    reversed: { phrase: 'a shake-up held inside and carried too much alone', invitation: 'letting someone help carry what has been shaken' },
  },
  'the-hanged-man': {
    upright: { phrase: 'a willing pause that shows the familiar from a new angle', invitation: 'resting from the need to act just yet' },
    reversed: { phrase: 'a pause that has gone on long enough to feel heavy', invitation: 'asking gently what would help you move again' },
  },
  'the-world': {
    reversed: { phrase: 'a long stretch nearly complete with one thread still loose', invitation: 'tending the last loose thread gently' },
  },
  'three-of-swords': {
    upright: { phrase: 'a deep sorrow that asks to be met with tenderness', invitation: 'naming the hurt so that mending can begin' },
  },
  'five-of-swords': {
    reversed: { phrase: 'an old quarrel softening into amends or a quiet peace', invitation: 'allowing an old quarrel to rest' },
  },
  'six-of-swords': {
    upright: { phrase: 'a slow easing from rough water toward calmer days', invitation: 'accepting help as things grow a little calmer' },
    reversed: { phrase: 'calmer days slow to come while part of you looks back', invitation: 'deciding which weight you truly need to keep' },
  },
  'ten-of-swords': {
    upright: { phrase: 'the heaviest stretch with first light already showing', invitation: 'letting yourself be helped through the hardest part' },
  },
  'five-of-cups': {
    upright: { phrase: 'sorrow that is real with comfort still standing nearby', invitation: 'allowing yourself to feel this at your own pace' },
    reversed: { phrase: 'sorrow beginning to lift as comfort comes into view', invitation: 'turning gently toward what still holds you' },
  },
  'eight-of-cups': {
    upright: { phrase: 'a quiet turning toward what you need in this season', invitation: 'naming what your heart most needs right now' },
    reversed: { phrase: 'a heart pulled two ways at once', invitation: 'being patient with a heart that is pulled two ways' },
  },
};
