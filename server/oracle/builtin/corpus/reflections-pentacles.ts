/** Closing questions for the suit of pentacles, two per orientation. */
import type { ReflectionCorpus } from './types.ts';

export const PENTACLES_REFLECTIONS: ReflectionCorpus = {
  'ace-of-pentacles': {
    upright: [
      'What practical opportunity with real roots is in front of you?',
      'What small seed could you plant with care and let grow slowly?',
    ],
    reversed: [
      'Which basics need tending before anything is built on top of them?',
      'Is a fear of scarcity shaping how you see this chance?',
    ],
  },
  'two-of-pentacles': {
    upright: [
      'Which priorities are you juggling, and which could bend a little?',
      'How might you stay light on your feet as things keep shifting?',
    ],
    reversed: [
      'What could you set down on purpose before something falls on its own?',
      'Which commitment is asking for more than you can give right now?',
    ],
  },
  'three-of-pentacles': {
    upright: [
      'Who adds something to your work that you could not add alone?',
      'What are you building that grows better with other hands on it?',
    ],
    reversed: [
      'Which part of your effort has gone unseen, and who could you tell?',
      'Where would clarifying who does what ease the friction?',
    ],
  },
  'four-of-pentacles': {
    upright: [
      'What are you guarding so closely that good things cannot get in?',
      'Which kind of security matters most to you right now?',
    ],
    reversed: [
      'What would feeling safe look like if it did not depend on holding on?',
      'Has the fear of losing grown larger than the thing itself?',
    ],
  },
  'five-of-pentacles': {
    upright: [
      'Where might help be closer than it looks from out in the cold?',
      'Who could you let see what you are going through?',
    ],
    reversed: [
      'Which door has begun to open for you, however slightly?',
      'What help is on offer that you could let yourself accept?',
    ],
  },
  'six-of-pentacles': {
    upright: [
      'Where could you give freely, and where might you receive gracefully?',
      'How is the flow of giving and receiving in your life right now?',
    ],
    reversed: [
      'Which generosity in your life comes with strings, given or received?',
      'What would it feel like to let yourself simply receive?',
    ],
  },
  'seven-of-pentacles': {
    upright: [
      'Leaning on the hoe for a moment, what do you notice about your growth?',
      'What is growing at its own pace that needs only more tending?',
    ],
    reversed: [
      'Is it time to wait, to change the method, or to plant something else?',
      'What has frustration been telling you about this work?',
    ],
  },
  'eight-of-pentacles': {
    upright: [
      'Which craft are you honing one patient piece at a time?',
      'What steady practice is quietly turning into real skill?',
    ],
    reversed: [
      'Where could good be good enough instead of endlessly polished?',
      'Why did you start this work, and is that reason still alive?',
    ],
  },
  'nine-of-pentacles': {
    upright: [
      'What have you cultivated that you could pause to savor?',
      'Which independence have you earned, and how does it feel?',
    ],
    reversed: [
      'What has success cost you in rest or in connection?',
      'How could you enjoy the garden rather than only maintain it?',
    ],
  },
  'ten-of-pentacles': {
    upright: [
      'What foundations are you laying for those who come after you?',
      'Which roots give you a sense of lasting security?',
    ],
    reversed: [
      'Which family expectation would you choose not to carry forward?',
      'How could you honor your roots while choosing your own path?',
    ],
  },
  'page-of-pentacles': {
    upright: [
      'What are you studying as though it held a whole future?',
      'What practical first step toward your goal is within reach?',
    ],
    reversed: [
      'Which plan has stayed a plan for longer than you meant?',
      'What one concrete task could turn a daydream into a start?',
    ],
  },
  'knight-of-pentacles': {
    upright: [
      'Where is steady, unhurried effort already bearing fruit for you?',
      'Which routine gives you a dependable footing each day?',
    ],
    reversed: [
      'What small change might shake loose a routine that has become a rut?',
      'Is caution protecting you here, or keeping you standing still?',
    ],
  },
  'queen-of-pentacles': {
    upright: [
      'How could you tend your own practical needs as warmly as others’?',
      'What makes a home feel cared for, body and spirit, to you?',
    ],
    reversed: [
      'Who looks after you while you look after everyone else?',
      'What would balance between caring and being cared for look like?',
    ],
  },
  'king-of-pentacles': {
    upright: [
      'What have you built through patience that you can stand on now?',
      'How might you share your security with generosity and care?',
    ],
    reversed: [
      'What was all your effort meant to serve in the first place?',
      'Where has holding on to what you have become a fixation?',
    ],
  },
};
