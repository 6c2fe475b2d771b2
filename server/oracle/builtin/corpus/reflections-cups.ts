/** Closing questions for the suit of cups, two per orientation. */
import type { ReflectionCorpus } from './types.ts';

export const CUPS_REFLECTIONS: ReflectionCorpus = {
  'ace-of-cups': {
    upright: [
      'What feeling is overflowing in you right now, asking to be shared?',
      'What tenderness is being offered that you could simply receive?',
    ],
    reversed: [
      'How would it feel to pour some of your care back into your own cup?',
      'Which feeling have you been holding in, and who might be safe to hear it?',
    ],
  },
  'two-of-cups': {
    upright: [
      'In which bond do you feel truly met as an equal?',
      'What would help this connection grow with honesty on both sides?',
    ],
    reversed: [
      'Which misunderstanding might be standing quietly between you?',
      'Who is giving more here, and how might the scales come level?',
    ],
  },
  'three-of-cups': {
    upright: [
      'Who delights in you, and when did you last gather with them?',
      'What good news are you holding that deserves to be shared?',
    ],
    reversed: [
      'Who might be feeling left outside the circle right now?',
      'Which friendship would grow from more sincerity and less spectacle?',
    ],
  },
  'four-of-cups': {
    upright: [
      'What cup is being held out to you that you have not looked up to see?',
      'Is this withdrawal restful reflection, or a way of not noticing?',
    ],
    reversed: [
      'What has started to stir your curiosity again after the lull?',
      'What would you reach for now that you are ready to look up?',
    ],
  },
  'five-of-cups': {
    upright: [
      'What do you need while you let yourself mourn what has spilled?',
      'When you are ready to turn around, what might still be standing?',
    ],
    reversed: [
      'What remains that you can see now and could not see before?',
      'Whom might you forgive, perhaps yourself, to ease the weight of this loss?',
    ],
  },
  'six-of-cups': {
    upright: [
      'Which memory carries a warmth you could bring into today?',
      'Who once offered you a simple kindness that still stays with you?',
    ],
    reversed: [
      'Is looking back comforting you, or keeping you from looking ahead?',
      'Who are you now that you were not in those remembered days?',
    ],
  },
  'seven-of-cups': {
    upright: [
      'Which of the dazzling options would still look solid in daylight?',
      'What are you wishing for, and what might it be standing in for?',
    ],
    reversed: [
      'Now that the haze is clearing, which path stays in view?',
      'What would you choose if you trusted your clearest moment?',
    ],
  },
  'eight-of-cups': {
    upright: [
      'What deeper thing is calling you away from the carefully stacked cups?',
      'What would it mean to leave something behind with gratitude?',
    ],
    reversed: [
      'Are you staying here out of love, or out of fear?',
      'Which part of you has already left, and what does it know?',
    ],
  },
  'nine-of-cups': {
    upright: [
      'Which wish of yours has quietly come true of late?',
      'How could gratitude deepen the contentment you feel now?',
    ],
    reversed: [
      'Beneath the wanting, what would truly satisfy you?',
      'Which wish arrived but feels hollow, and what was it meant to bring?',
    ],
  },
  'ten-of-cups': {
    upright: [
      'Which bonds make you feel most truly at home?',
      'What small moments of belonging could you celebrate this week?',
    ],
    reversed: [
      'What picture of perfect harmony might be weighing on your real home?',
      'Which small, honest moment could ease some tension at home?',
    ],
  },
  'page-of-cups': {
    upright: [
      'What surprising feeling has peeked out at you lately, like a fish from a cup?',
      'Which whimsical idea deserves a little room to play?',
    ],
    reversed: [
      'Where could your sensitivity find a safe place to play instead of hide?',
      'What creative idea have you locked away, and what might let it out?',
    ],
  },
  'knight-of-cups': {
    upright: [
      'What is your heart inviting you toward right now?',
      'How could imagination and grace guide your next gesture?',
    ],
    reversed: [
      'Is this a dream worth steadying, or a fantasy asking to be seen?',
      'Where might a little steadiness make a tender hope more real?',
    ],
  },
  'queen-of-cups': {
    upright: [
      'What is your intuition telling you that your mind has not caught up to?',
      'How can you offer care here without being swept away?',
    ],
    reversed: [
      'Whose tides have you been absorbing as if they were your own?',
      'Which gentle limit would let your compassion last longer?',
    ],
  },
  'king-of-cups': {
    upright: [
      'How do you keep your center when the people around you are stormy?',
      'What would it look like to feel fully and still act wisely here?',
    ],
    reversed: [
      'What feeling is moving underneath that has not found honest words?',
      'Where are emotions spilling over, or being bottled up, in this?',
    ],
  },
};
