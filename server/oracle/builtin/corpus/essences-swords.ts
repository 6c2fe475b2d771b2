/** Essences of the suit of swords (air: thought, truth, conflict). Many swords reverse toward relief. */
import type { EssenceCorpus } from './types.ts';

export const SWORDS_ESSENCES: EssenceCorpus = {
  'ace-of-swords': {
    upright: { phrase: 'a bright blade of insight cutting through confusion', invitation: 'speaking from a clear thought while it is fresh' },
    reversed: { phrase: 'tangled thinking or truth swung about carelessly', invitation: 'waiting for clarity before you cut', tone: 'difficulty' },
  },
  'two-of-swords': {
    upright: { phrase: 'a blindfolded truce that puts a hard choice on hold', invitation: 'noticing what the calm is keeping you from seeing' },
    reversed: { phrase: 'a standoff giving way under too much information', invitation: 'lifting the blindfold one careful corner at a time', tone: 'difficulty' },
  },
  'three-of-swords': {
    upright: { phrase: 'a sharp sorrow that pierces clean through', invitation: 'naming the hurt so that mending can begin' },
    reversed: { phrase: 'a wound slowly closing as lightness starts to return', invitation: 'being patient with what still aches', tone: 'relief' },
  },
  'four-of-swords': {
    upright: { phrase: 'a quiet rest after struggle like a knight at peace in a chapel', invitation: 'giving your mind room to recover' },
    reversed: { phrase: 'rest skipped altogether or a retreat lasting too long', invitation: 'listening to what your energy is really asking for', tone: 'difficulty' },
  },
  'five-of-swords': {
    upright: { phrase: 'a hollow win that costs more than it gains', invitation: 'weighing whether this win is worth its cost' },
    reversed: { phrase: 'an old battle ending in amends or a quiet letting be', invitation: 'letting a finished quarrel rest at last', tone: 'relief' },
  },
  'six-of-swords': {
    upright: { phrase: 'a quiet passage from rough water toward a calmer shore', invitation: 'trusting a bittersweet crossing to somewhere gentler' },
    reversed: { phrase: 'a crossing delayed while part of you stays on the old shore', invitation: 'deciding which baggage you truly need to keep', tone: 'difficulty' },
  },
  'seven-of-swords': {
    upright: { phrase: 'clever strategy that may be covering something unfaced', invitation: 'asking what your cleverness might be avoiding' },
    reversed: { phrase: 'a conscience stirring and a secret coming to light', invitation: 'choosing an awkward honesty over keeping up an act', tone: 'relief' },
  },
  'eight-of-swords': {
    upright: { phrase: 'bindings made mostly of thought with the way out still open', invitation: 'testing which of these bonds are only beliefs' },
    reversed: { phrase: 'bindings loosening as you see them for what they are', invitation: 'taking the next small step outside the circle', tone: 'relief' },
  },
  'nine-of-swords': {
    upright: { phrase: 'midnight worries that grow larger in the dark', invitation: 'speaking a fear aloud to someone you trust' },
    reversed: { phrase: 'worry loosening its grip as you let someone in', invitation: 'letting another person share what you carry', tone: 'relief' },
  },
  'ten-of-swords': {
    upright: { phrase: 'a hard ending with dawn already showing behind it', invitation: 'remembering that the lowest point is also a turn' },
    reversed: { phrase: 'a slow recovery now that the worst has passed', invitation: 'healing without replaying the old wound', tone: 'relief' },
  },
  'page-of-swords': {
    upright: { phrase: 'alert curiosity that scans the wind for new ideas', invitation: 'asking questions and listening closely' },
    reversed: { phrase: 'ideas outrunning follow-through or words traveling too far', invitation: 'thinking before you speak and finishing what you start', tone: 'difficulty' },
  },
  'knight-of-swords': {
    upright: { phrase: 'a mind charging ahead at full force after an idea', invitation: 'keeping your aim true as you move forward' },
    reversed: { phrase: 'speed without direction that heads straight into trouble', invitation: 'slowing down long enough to choose a direction', tone: 'difficulty' },
  },
  'queen-of-swords': {
    upright: { phrase: 'clear sight and plain speech within fair limits', invitation: 'letting kindness and truth share one sentence' },
    reversed: { phrase: 'old hurts sharpening honest words into coldness', invitation: 'letting honesty soften into understanding', tone: 'difficulty' },
  },
  'king-of-swords': {
    upright: { phrase: 'fair judgment and a mind that decides with integrity', invitation: 'letting principle guide a difficult choice' },
    reversed: { phrase: 'reason turned into a weapon or rules applied without heart', invitation: 'bringing compassion back in alongside the facts', tone: 'difficulty' },
  },
};
