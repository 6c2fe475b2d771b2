/** Closing questions for the suit of wands, two per orientation. */
import type { ReflectionCorpus } from './types.ts';

export const WANDS_REFLECTIONS: ReflectionCorpus = {
  'ace-of-wands': {
    upright: [
      'What idea keeps coming back to you, asking for somewhere to catch?',
      'Which spark of desire has been lighting up your days lately?',
    ],
    reversed: [
      'What simpler first step could let a damp spark dry out?',
      'Is the timing off, or has the idea grown heavier than it needs to be?',
    ],
  },
  'two-of-wands': {
    upright: [
      'Looking out from where you stand, which horizon keeps catching your eye?',
      'How could your ambition honor what you have already built?',
    ],
    reversed: [
      'If staying put is a choice too, are you making it freely?',
      'What part of the familiar no longer feels like enough?',
    ],
  },
  'three-of-wands': {
    upright: [
      'What have you sent out into the world that may be starting to return?',
      'How far can you see now compared with when you began?',
    ],
    reversed: [
      'Could the opportunity be wider than the plan you drew for it?',
      'What would patience with a slow ship look like for you right now?',
    ],
  },
  'four-of-wands': {
    upright: [
      'Who helped you reach this threshold, and how might you celebrate with them?',
      'What milestone deserves a garland that you have not yet hung?',
    ],
    reversed: [
      'What small ritual could help a home in flux feel like yours?',
      'Where do you feel most at home while everything around you shifts?',
    ],
  },
  'five-of-wands': {
    upright: [
      'Which of these many struggles is actually worth having?',
      'Is this friction sharpening you, or simply wearing you down?',
    ],
    reversed: [
      'What shared goal might be hiding under all this noise?',
      'Has the fight moved inside you, and what are its two sides?',
    ],
  },
  'six-of-wands': {
    upright: [
      'Who walked beside you on the way to this recognition?',
      'Could you accept this praise without brushing it aside, and what might that change?',
    ],
    reversed: [
      'What is your worth to you when the applause goes quiet?',
      'Whose approval have you been waiting for, and why does it matter so much?',
    ],
  },
  'seven-of-wands': {
    upright: [
      'What do you believe in strongly enough to hold your ground for it?',
      'Is your position stronger than it feels from where you stand?',
    ],
    reversed: [
      'Which battle truly matters to you, and which could you let pass?',
      'What is defending everything at once costing you?',
    ],
  },
  'eight-of-wands': {
    upright: [
      'Which message or movement is picking up speed around you?',
      'How could you ride this momentum without losing your aim?',
    ],
    reversed: [
      'Where has speed turned into a scramble, and what would slowing allow?',
      'What is still up in the air that might land in its own time?',
    ],
  },
  'nine-of-wands': {
    upright: [
      'What has carried you this far, bruised but still standing?',
      'What would one more careful stretch ask of you, and what would you need for it?',
    ],
    reversed: [
      'Who could help you hold the line while you rest for a while?',
      'Which blows are you guarding against that may never come?',
    ],
  },
  'ten-of-wands': {
    upright: [
      'Which of these bundles is truly yours to carry?',
      'Where could this heavy load be shared, even a little?',
    ],
    reversed: [
      'What would you set down first if setting down did not mean failing?',
      'Who could take a corner of this weight along with you?',
    ],
  },
  'page-of-wands': {
    upright: [
      'What are you curious enough about to try just once?',
      'Where might a bright, eager idea lead if you followed it a little way?',
    ],
    reversed: [
      'What one small project could you see through to the end?',
      'Which false start is still asking for a second, steadier try?',
    ],
  },
  'knight-of-wands': {
    upright: [
      'What makes you feel most alive when you are in motion?',
      'Which passion of yours is ready to ride out toward the horizon?',
    ],
    reversed: [
      'What half-finished things have you left behind at full gallop?',
      'Where might your fire want a direction before it rides?',
    ],
  },
  'queen-of-wands': {
    upright: [
      'Where could you let your warmth draw others in a little more?',
      'What would stepping fully into your confidence look like this week?',
    ],
    reversed: [
      'How much of your warmth have you kept for yourself lately?',
      'What is dimming your light, and what helps it glow again?',
    ],
  },
  'king-of-wands': {
    upright: [
      'What vision do you hold that others might want to follow?',
      'How might you lead by example rather than by command here?',
    ],
    reversed: [
      'Are you asking more of others than you would ask of yourself?',
      'What could encouragement do here that pressure cannot?',
    ],
  },
};
