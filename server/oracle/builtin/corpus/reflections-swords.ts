/** Closing questions for the suit of swords, two per orientation. */
import type { ReflectionCorpus } from './types.ts';

export const SWORDS_REFLECTIONS: ReflectionCorpus = {
  'ace-of-swords': {
    upright: [
      'What truth has just come clear that you have been waiting to see?',
      'Which clear thought could you speak or act on while it is sharp?',
    ],
    reversed: [
      'What would help untangle your thoughts before you decide anything?',
      'Which words might need more care before they are spoken?',
    ],
  },
  'two-of-swords': {
    upright: [
      'What choice are you keeping blindfolded, and what might you see if you looked?',
      'How long can this careful balance hold, and what comes after it?',
    ],
    reversed: [
      'Which piece of information truly matters among all the noise?',
      'What becomes easier to choose once you let yourself see clearly?',
    ],
  },
  'three-of-swords': {
    upright: [
      'What hurt needs naming before it can begin to mend?',
      'Who could sit with you while this sorrow rains through?',
    ],
    reversed: [
      'Where are you noticing the first signs of lightness returning?',
      'What still aches, and how can you be patient with it?',
    ],
  },
  'four-of-swords': {
    upright: [
      'What would real rest look like for your mind right now?',
      'How might a quiet pause prepare you for what comes next?',
    ],
    reversed: [
      'Is your energy asking you to rest more, or to rise again?',
      'Where are you running on empty while telling yourself you are fine?',
    ],
  },
  'five-of-swords': {
    upright: [
      'Is this win worth what it costs the relationship?',
      'Who is walking away from this quarrel, and how do they feel?',
    ],
    reversed: [
      'Which old conflict could you let rest, even without a winner?',
      'What small amend might quiet the echoes of this battle?',
    ],
  },
  'six-of-swords': {
    upright: [
      'What gentler shore are you slowly moving toward?',
      'What might make a bittersweet crossing a little easier to bear?',
    ],
    reversed: [
      'What part of you still stands on the old shore, looking back?',
      'Which baggage from the past do you truly need to keep?',
    ],
  },
  'seven-of-swords': {
    upright: [
      'Is cleverness covering something you would rather not face?',
      'Which of the swords you carry are not really yours?',
    ],
    reversed: [
      'What truth would cost less to share now than to keep hidden?',
      'Which act has grown more tiring to keep up than honesty would be?',
    ],
  },
  'eight-of-swords': {
    upright: [
      'Which of these bonds is made of thought rather than rope?',
      'If the way out were already open, what would your first step be?',
    ],
    reversed: [
      'What binding have you begun to see for what it is?',
      'What small step outside the circle feels possible today?',
    ],
  },
  'nine-of-swords': {
    upright: [
      'Which midnight worry might shrink if you spoke it to someone you trust?',
      'What would you tell a friend who lay awake with this same fear?',
    ],
    reversed: [
      'Whom could you let into the worry you have carried alone?',
      'What has begun to feel lighter since you shared it?',
    ],
  },
  'ten-of-swords': {
    upright: [
      'Where might the dawn already be breaking behind this ending?',
      'Who could help you through the hardest part of this?',
    ],
    reversed: [
      'What helped you come through the worst, and how can you honor it?',
      'Which old wound is better left to heal than replayed again?',
    ],
  },
  'page-of-swords': {
    upright: [
      'What question are you most curious to ask right now?',
      'Which new idea on the wind deserves a closer listen?',
    ],
    reversed: [
      'Which words have traveled further than you meant them to?',
      'What idea have you started that wants finishing before the next?',
    ],
  },
  'knight-of-swords': {
    upright: [
      'Which idea are you chasing at full speed, and is your aim true?',
      'How could your directness serve this situation well?',
    ],
    reversed: [
      'Where would slowing down help you choose a better direction?',
      'What might haste be pulling you past without your noticing?',
    ],
  },
  'queen-of-swords': {
    upright: [
      'Where could kindness and truth share the same sentence for you?',
      'Which fair limit would make this situation clearer for everyone?',
    ],
    reversed: [
      'Which old hurt might be sharpening your words more than you intend?',
      'How could honesty soften into understanding here?',
    ],
  },
  'king-of-swords': {
    upright: [
      'Which principle would you want to guide this decision?',
      'What would a fair, clear-headed judge notice about this?',
    ],
    reversed: [
      'Where have rules been applied without heart, by you or someone else?',
      'How might compassion sit in the room beside the facts?',
    ],
  },
};
