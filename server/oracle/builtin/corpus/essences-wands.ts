/** Essences of the suit of wands (fire: drive, creativity, ambition). */
import type { EssenceCorpus } from './types.ts';

export const WANDS_ESSENCES: EssenceCorpus = {
  'ace-of-wands': {
    upright: { phrase: 'a fresh spark of desire or an idea that keeps coming back', invitation: 'giving a new spark something to catch on' },
    reversed: { phrase: 'a damp spark waiting on better timing or a simpler start', invitation: 'finding a smaller and lighter first step', tone: 'difficulty' },
  },
  'two-of-wands': {
    upright: { phrase: 'a wide horizon weighed from the safety of home', invitation: 'choosing a direction that honors what you have built' },
    reversed: { phrase: 'plans left vague beside a comfort that no longer satisfies', invitation: 'deciding deliberately rather than out of fear', tone: 'difficulty' },
  },
  'three-of-wands': {
    upright: { phrase: 'early efforts under way and a longer view opening', invitation: 'watching for what you sent out to return' },
    reversed: { phrase: 'plans moving slower than hoped or a view drawn too narrow', invitation: 'widening your view before calling anything a failure', tone: 'difficulty' },
  },
  'four-of-wands': {
    upright: { phrase: 'a glad threshold celebrated with the people who helped', invitation: 'marking a milestone with those who stood by you' },
    reversed: { phrase: 'a muted celebration or a home that is still in flux', invitation: 'rebuilding belonging through small and simple rituals', tone: 'difficulty' },
  },
  'five-of-wands': {
    upright: { phrase: 'many voices clashing in a mix of sport and strain', invitation: 'telling the struggles worth having from the rest' },
    reversed: { phrase: 'a skirmish winding down toward common ground', invitation: 'looking for the shared goal under the noise', tone: 'relief' },
  },
  'six-of-wands': {
    upright: { phrase: 'effort recognized with a homecoming to warm applause', invitation: 'accepting praise gracefully and sharing it' },
    reversed: { phrase: 'praise that is slow to come or leaned on too hard', invitation: 'measuring your worth without the crowd’s applause', tone: 'difficulty' },
  },
  'seven-of-wands': {
    upright: { phrase: 'high ground held firmly while others test it', invitation: 'standing steady for what you believe in' },
    reversed: { phrase: 'a defense stretched so wide that it wears you down', invitation: 'choosing the one piece of ground that truly matters', tone: 'difficulty' },
  },
  'eight-of-wands': {
    upright: { phrase: 'swift movement with news in the air and plans gathering pace', invitation: 'riding the momentum while it lasts' },
    reversed: { phrase: 'speed tipped into a scramble or plans stuck in mid-air', invitation: 'slowing down enough to take careful aim', tone: 'difficulty' },
  },
  'nine-of-wands': {
    upright: { phrase: 'tired resilience on the last stretch of a long effort', invitation: 'gathering yourself for one more careful stretch' },
    reversed: { phrase: 'guarding against every blow until rest feels impossible', invitation: 'letting someone help you hold the line', tone: 'difficulty' },
  },
  'ten-of-wands': {
    upright: { phrase: 'more weight than one pair of arms was meant to carry', invitation: 'asking which of these bundles is truly yours' },
    reversed: { phrase: 'a heavy load finally set down or shared at last', invitation: 'setting part of the burden down without shame', tone: 'relief' },
  },
  'page-of-wands': {
    upright: { phrase: 'eager curiosity ready to try almost anything once', invitation: 'following a bright spark just to see where it goes' },
    reversed: { phrase: 'hot enthusiasm that flares and leaves things unfinished', invitation: 'pouring the fire into one small and finishable thing', tone: 'difficulty' },
  },
  'knight-of-wands': {
    upright: { phrase: 'bold passion charging toward an open horizon', invitation: 'enjoying the thrill of being in motion' },
    reversed: { phrase: 'haste outrunning wisdom and scattering half-done things', invitation: 'giving your fire a direction before you ride', tone: 'difficulty' },
  },
  'queen-of-wands': {
    upright: { phrase: 'sunny confidence and a warmth that draws others in', invitation: 'stepping fully into your own confidence' },
    reversed: { phrase: 'a bright light dimmed by doubt or given away to others', invitation: 'keeping some of your warmth for yourself', tone: 'difficulty' },
  },
  'king-of-wands': {
    upright: { phrase: 'visionary leadership that inspires by example', invitation: 'holding your vision with calm conviction' },
    reversed: { phrase: 'vision tipped into impatience and heavy demands', invitation: 'leading with encouragement rather than pressure', tone: 'difficulty' },
  },
};
