/** Essences of the suit of pentacles (earth: work, money, body, home). */
import type { EssenceCorpus } from './types.ts';

export const PENTACLES_ESSENCES: EssenceCorpus = {
  'ace-of-pentacles': {
    upright: { phrase: 'an openly offered practical opportunity with real roots', invitation: 'noticing which openings have real roots' },
    reversed: { phrase: 'a chance slipping by or a plan on unsteady ground', invitation: 'tending the basics before building higher', tone: 'difficulty' },
  },
  'two-of-pentacles': {
    upright: { phrase: 'nimble juggling that keeps priorities moving gracefully', invitation: 'staying light on your feet with your priorities' },
    reversed: { phrase: 'too many things in the air with one about to drop', invitation: 'setting one thing down on purpose', tone: 'difficulty' },
  },
  'three-of-pentacles': {
    upright: { phrase: 'skilled hands building something greater together', invitation: 'valuing what collaboration adds to your work' },
    reversed: { phrase: 'a team out of step or good work going unseen', invitation: 'clarifying who does what and owning your part well', tone: 'difficulty' },
  },
  'four-of-pentacles': {
    upright: { phrase: 'security held close in a grip that keeps good things out', invitation: 'asking what security really means to you' },
    reversed: { phrase: 'a tight grip loosening as security is found within', invitation: 'finding a safety that does not depend on holding on', tone: 'relief' },
  },
  'five-of-pentacles': {
    upright: { phrase: 'hard times out in the cold with help closer than it looks', invitation: 'letting yourself be seen and supported' },
    reversed: { phrase: 'warmth returning as doors begin to open again', invitation: 'accepting the help that is on offer', tone: 'relief' },
  },
  'six-of-pentacles': {
    upright: { phrase: 'giving and receiving in fair and careful measure', invitation: 'giving where you can and receiving with grace' },
    reversed: { phrase: 'generosity with strings attached that flows only one way', invitation: 'allowing yourself to receive as well as give', tone: 'difficulty' },
  },
  'seven-of-pentacles': {
    upright: { phrase: 'a patient pause to take stock of slow growth', invitation: 'trusting growth to keep its own pace' },
    reversed: { phrase: 'frustration that the work is not yet bearing fruit', invitation: 'weighing whether to keep waiting or to adjust and plant anew', tone: 'difficulty' },
  },
  'eight-of-pentacles': {
    upright: { phrase: 'patient practice that turns steady effort into mastery', invitation: 'honing your craft one careful piece at a time' },
    reversed: { phrase: 'work worn down into a grind or an endless polish', invitation: 'letting good be good enough', tone: 'difficulty' },
  },
  'nine-of-pentacles': {
    upright: { phrase: 'self-made abundance enjoyed in a flourishing garden', invitation: 'savoring what your own discipline has grown' },
    reversed: { phrase: 'success that feels empty because it cost rest or connection', invitation: 'enjoying the garden and not only maintaining it', tone: 'difficulty' },
  },
  'ten-of-pentacles': {
    upright: { phrase: 'lasting roots and a legacy shared across generations', invitation: 'tending the foundations you lay for those after you' },
    reversed: { phrase: 'inherited expectations weighing on a fragile legacy', invitation: 'choosing which family traditions to carry on', tone: 'difficulty' },
  },
  'page-of-pentacles': {
    upright: { phrase: 'a careful student holding a whole future in one coin', invitation: 'taking a practical first step toward a goal' },
    reversed: { phrase: 'lessons left unpracticed and plans that stay plans', invitation: 'choosing one concrete task to begin', tone: 'difficulty' },
  },
  'knight-of-pentacles': {
    upright: { phrase: 'reliable and unhurried effort that gets the job done', invitation: 'trusting a steady routine day after day' },
    reversed: { phrase: 'steadiness worn into a rut or caution slowed to a halt', invitation: 'shaking the routine up just a little', tone: 'difficulty' },
  },
  'queen-of-pentacles': {
    upright: { phrase: 'warm and capable care for body and spirit alike', invitation: 'tending practical needs with generous care' },
    reversed: { phrase: 'caring for everyone until little is left for yourself', invitation: 'making time to be cared for in turn', tone: 'difficulty' },
  },
  'king-of-pentacles': {
    upright: { phrase: 'solid abundance built through patience and discipline', invitation: 'leading with generous and grounded judgment' },
    reversed: { phrase: 'security turned into a fixation on having and holding', invitation: 'remembering what all of it was meant to serve', tone: 'difficulty' },
  },
};
