/**
 * The words a title's motif is made of (compose-title.ts): an adjective in the tone of the reading's
 * element and a noun for what the question is about, so that "the Deep Tide" is one motif among
 * hundreds rather than a quarter of all titles. None of them speaks of an ending, so they suit a
 * reading of loss or fear (care.ts's ENDING_IMAGERY).
 */
import type { Element } from '#common/cards/types.ts';
import type { QuestionInsight } from '../question/types.ts';

/** Adjectives by the reading's element. */
export const ELEMENT_ADJECTIVES: Readonly<Record<Element, readonly string[]>> = {
  fire: ['Kindled', 'Bright', 'Eager', 'Golden', 'Restless', 'Bold', 'Warm', 'Rising', 'Sunlit', 'Quickening'],
  water: ['Deep', 'Still', 'Tender', 'Moonlit', 'Flowing', 'Quiet', 'Silver', 'Tidal', 'Misted', 'Gentle'],
  air: ['Clear', 'Open', 'Swift', 'Windswept', 'High', 'Honest', 'Lucid', 'Wide', 'Keen', 'Cloudless'],
  earth: ['Patient', 'Steady', 'Rooted', 'Green', 'Fertile', 'Sturdy', 'Ripening', 'Mossy', 'Solid', 'Harvest'],
};

type Topic = QuestionInsight['topics'][number];

/** Nouns for what the question is about, by its first topic. */
export const TOPIC_NOUNS: Readonly<Record<Topic, readonly string[]>> = {
  love: ['Heart', 'Bond', 'Embrace', 'Promise', 'Meeting', 'Rose'],
  work: ['Workshop', 'Ladder', 'Craft', 'Forge', 'Errand', 'Trade'],
  money: ['Purse', 'Ledger', 'Storehouse', 'Harvest Moon', 'Coffer', 'Account'],
  health: ['Breath', 'Mending', 'Shelter', 'Spring', 'Balm', 'Rest'],
  family: ['Hearth', 'Table', 'Roots', 'Household', 'Family Tree', 'Kinship'],
  grief: ['Candle', 'Keepsake', 'Memory', 'Harbor', 'Vigil', 'Embrace'],
  creativity: ['Page', 'Canvas', 'Song', 'Loom', 'Inkwell', 'Muse'],
  home: ['Hearth', 'Doorway', 'Window', 'Roof', 'Garden', 'Homecoming'],
  spiritual: ['Pilgrim', 'Vigil', 'Summit', 'Sky', 'Inner Path', 'Stillness'],
};

/** Nouns for the kind of question asked, for one without a topic (and mixed in for one with). */
export const KIND_NOUNS: Readonly<Record<QuestionInsight['kind'], readonly string[]>> = {
  'yes-no': ['Answer', 'Question', 'Signpost', 'Weighing'],
  why: ['Root', 'Riddle', 'Source', 'Undercurrent'],
  how: ['Way Through', 'Bridge', 'Thread', 'Method'],
  'what-will': ['Road Ahead', 'Horizon', 'Morning', 'Season'],
  when: ['Hour', 'Season', 'Tide', 'Calendar'],
  choice: ['Fork', 'Two Paths', 'Balance', 'Choosing'],
  advice: ['Next Step', 'Compass', 'Counsel', 'Lamp'],
  'other-person': ['Mirror', 'Stranger', 'Companion', 'Friend'],
  general: ['Journey', 'Hour', 'Compass', 'Horizon', 'Passage', 'Weather'],
};
