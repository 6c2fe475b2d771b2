/**
 * Essences of the 22 major arcana. The Tower reversed is read as change held off by bracing, not as
 * disaster averted, so it keeps company with Death and the Hanged Man: a reversal that resists what
 * the card would bring is a difficulty; the Devil and the Moon reversed loosen their hold, a relief.
 */
import type { EssenceCorpus } from './types.ts';

export const MAJOR_ESSENCES: EssenceCorpus = {
  'the-fool': {
    upright: { phrase: 'a first step taken on trust before the whole path is mapped', invitation: 'letting curiosity lead you a little way' },
    reversed: { phrase: 'a leap held back by fear or taken without looking', invitation: 'keeping the wonder while checking your footing', tone: 'difficulty' },
  },
  'the-magician': {
    upright: { phrase: 'skill and intention gathered into one clear act', invitation: 'naming what you mean to make with what you have' },
    reversed: { phrase: 'talent scattered or spent on dazzle instead of substance', invitation: 'practicing confidence rather than performing it', tone: 'difficulty' },
  },
  'the-high-priestess': {
    upright: { phrase: 'a quiet inner knowing heard only in stillness', invitation: 'sitting with what you sense but cannot yet explain' },
    reversed: { phrase: 'an inner voice drowned out by noise and other people’s views', invitation: 'finding a little silence to hear yourself again', tone: 'difficulty' },
  },
  'the-empress': {
    upright: { phrase: 'abundance that grows through patient and pleasurable care', invitation: 'making room for comfort and slow ripening' },
    reversed: { phrase: 'care pouring out faster than it flows back in', invitation: 'tending your own garden before anyone else’s', tone: 'difficulty' },
  },
  'the-emperor': {
    upright: { phrase: 'steady structure and fair boundaries that keep people safe', invitation: 'shaping rules that serve the people they protect' },
    reversed: { phrase: 'order hardened into control or missing where it is needed', invitation: 'noticing where firmness has quietly become a wall', tone: 'difficulty' },
  },
  'the-hierophant': {
    upright: { phrase: 'wisdom handed down through teachers and shared tradition', invitation: 'learning from a practice or a mentor you respect' },
    reversed: { phrase: 'inherited rules that no longer fit who you are becoming', invitation: 'keeping what nourishes you and setting down the rest', tone: 'difficulty' },
  },
  'the-lovers': {
    upright: { phrase: 'a meeting of hearts and values that asks for a whole choice', invitation: 'being honest about what you truly want' },
    reversed: { phrase: 'a bond or a value that has drifted out of tune', invitation: 'opening a candid conversation even if it is only with yourself', tone: 'difficulty' },
  },
  'the-chariot': {
    upright: { phrase: 'opposing pulls harnessed into steady forward motion', invitation: 'holding the reins with a clear intention' },
    reversed: { phrase: 'horses pulling two ways while the driver only pushes harder', invitation: 'pausing to decide where you are actually headed', tone: 'difficulty' },
  },
  strength: {
    upright: { phrase: 'quiet courage that calms what is wild instead of fighting it', invitation: 'meeting fear with steady and patient kindness' },
    reversed: { phrase: 'courage gone quiet or passion outrunning compassion', invitation: 'being patient with the untamed parts of yourself', tone: 'difficulty' },
  },
  'the-hermit': {
    upright: { phrase: 'a lantern carried alone toward what truly matters', invitation: 'taking time apart to hear your own guidance' },
    reversed: { phrase: 'a restful retreat that has turned into a hiding place', invitation: 'letting someone near the light you have been keeping', tone: 'difficulty' },
  },
  'wheel-of-fortune': {
    upright: { phrase: 'a turning season where what falls also comes round again', invitation: 'meeting change with open hands' },
    reversed: { phrase: 'an unchosen turn or an old pattern circling back', invitation: 'finding the part of the cycle you can influence', tone: 'difficulty' },
  },
  justice: {
    upright: { phrase: 'honest weighing that lines choices up with what is right', invitation: 'looking at the facts exactly as they are' },
    reversed: { phrase: 'a scale tipped by bias or by blame that nobody owns', invitation: 'owning your share of this plainly and kindly', tone: 'difficulty' },
  },
  'the-hanged-man': {
    upright: { phrase: 'a willing pause that turns the familiar upside down', invitation: 'letting go of the need to act just yet' },
    reversed: { phrase: 'a pause stretched past its purpose or a needless sacrifice', invitation: 'asking what you are waiting for and whether it is near', tone: 'difficulty' },
  },
  death: {
    upright: { phrase: 'a chapter closing so that another has room to open', invitation: 'letting what is finished be finished' },
    reversed: { phrase: 'a grip held tight on something that has already ended', invitation: 'loosening your hold a little at a time', tone: 'difficulty' },
  },
  temperance: {
    upright: { phrase: 'patient blending where opposites find a middle way', invitation: 'finding the middle path between two pulls' },
    reversed: { phrase: 'a cup tipped by too much of one thing and too little of another', invitation: 'correcting course in small measures rather than big swings', tone: 'difficulty' },
  },
  'the-devil': {
    upright: { phrase: 'a habit or bargain holding more power than it deserves', invitation: 'looking closely at how loose the chains really are' },
    reversed: { phrase: 'a loosening hold and freedom reclaimed step by step', invitation: 'taking one honest step away from what binds you', tone: 'relief' },
  },
  'the-tower': {
    upright: { phrase: 'sudden upheaval that clears away what stood on shaky ground', invitation: 'letting a hard truth show you what was unsteady' },
    reversed: { phrase: 'a reckoning held off by bracing or change moving inward', invitation: 'weighing what bracing against the fall is costing', tone: 'difficulty' },
  },
  'the-star': {
    upright: { phrase: 'hope returning under a clear sky after the storm', invitation: 'pouring yourself into what you love' },
    reversed: { phrase: 'hope grown faint though its light has not gone out', invitation: 'offering yourself small and steady acts of care', tone: 'difficulty' },
  },
  'the-moon': {
    upright: { phrase: 'a moonlit path where shapes shift and fears loom larger', invitation: 'moving slowly and trusting your instincts' },
    reversed: { phrase: 'fog thinning and old fears shrinking as daylight nears', invitation: 'facing a comfortable illusion as it surfaces', tone: 'relief' },
  },
  'the-sun': {
    upright: { phrase: 'simple warm joy and the freedom to be seen', invitation: 'enjoying out loud what is going well' },
    reversed: { phrase: 'joy hidden behind a cloud of doubt or too much bravado', invitation: 'reconnecting with the playful part that needs no audience', tone: 'difficulty' },
  },
  judgement: {
    upright: { phrase: 'a clear call to review your story and rise to meet it', invitation: 'forgiving what needs forgiving in your own past' },
    reversed: { phrase: 'a harsh inner critic drowning out a quieter calling', invitation: 'treating your past as kindly as you would a friend’s', tone: 'difficulty' },
  },
  'the-world': {
    upright: { phrase: 'a cycle completed with everything in its place', invitation: 'celebrating how far you have come' },
    reversed: { phrase: 'a finish line in view with one thread still loose', invitation: 'tying off the last loose end gently', tone: 'difficulty' },
  },
};
