/** Closing questions for the 22 major arcana, two per orientation. */
import type { ReflectionCorpus } from './types.ts';

export const MAJOR_REFLECTIONS: ReflectionCorpus = {
  'the-fool': {
    upright: [
      'What would you try if you trusted the ground to appear beneath your next step?',
      'Which small adventure keeps tugging at your sleeve, asking to be begun?',
    ],
    reversed: [
      'Where are you holding back a leap that part of you has already made?',
      'Before the edge, what is one thing worth glancing down to check?',
    ],
  },
  'the-magician': {
    upright: [
      'Which tools already lying on your table have you been overlooking?',
      'If you named your intention out loud, how would it sound to you?',
    ],
    reversed: [
      'Where might you be performing confidence rather than practicing it?',
      'What gift of yours is waiting to be pointed at something real?',
    ],
  },
  'the-high-priestess': {
    upright: [
      'What do you already sense about this that you have not yet put into words?',
      'When did a quiet hunch of yours last turn out to be right?',
    ],
    reversed: [
      'Whose opinions are loudest in your head right now, and are any of them yours?',
      'Where could you find ten minutes of silence this week to listen inward?',
    ],
  },
  'the-empress': {
    upright: [
      'What in your life is ripening slowly and asking only for patience?',
      'How could you bring more comfort or beauty into an ordinary day?',
    ],
    reversed: [
      'Who tends to you the way you so often tend to others?',
      'What might you be holding so tightly that it has no room to breathe?',
    ],
  },
  'the-emperor': {
    upright: [
      'Which boundary, kindly held, would make things feel safer for everyone?',
      'Where could a little more structure give your plans a sturdy frame?',
    ],
    reversed: [
      'Where has a rule of yours quietly turned from support into a wall?',
      'Who is holding the reins here, and does it feel fair to all sides?',
    ],
  },
  'the-hierophant': {
    upright: [
      'Which teacher or tradition has shaped the way you see this?',
      'What shared values could you lean on while you find your way?',
    ],
    reversed: [
      'Which inherited rule no longer fits the person you are becoming?',
      'What belief would you keep even if no one around you held it?',
    ],
  },
  'the-lovers': {
    upright: [
      'What do you most deeply want here, beneath what you think you should want?',
      'How do your choices in this matter line up with what you value most?',
    ],
    reversed: [
      'Where have your wishes and your values drifted out of tune?',
      'What honest conversation, even one with yourself, keeps being postponed?',
    ],
  },
  'the-chariot': {
    upright: [
      'Which two pulls inside you could work together if you held both reins?',
      'Where are you headed, if you had to say it plainly in one sentence?',
    ],
    reversed: [
      'What are you pushing harder on that might need a pause instead?',
      'If the horses are pulling apart, which one deserves your attention first?',
    ],
  },
  strength: {
    upright: [
      'What wild feeling in you might settle if you met it with patience?',
      'Where has gentleness already proven stronger than force in your life?',
    ],
    reversed: [
      'How might you speak to your fear as you would to a frightened animal?',
      'Where is impatience running ahead of the kindness you intend?',
    ],
  },
  'the-hermit': {
    upright: [
      'What does your own lantern show you when the crowd goes quiet?',
      'How much time alone would feel restoring rather than lonely right now?',
    ],
    reversed: [
      'Who might welcome the light you have been carrying by yourself?',
      'Has a retreat that once restored you started to feel like hiding?',
    ],
  },
  'wheel-of-fortune': {
    upright: [
      'What season of your life seems to be turning, and what might it bring round?',
      'How could you meet this change with open hands instead of clenched ones?',
    ],
    reversed: [
      'Which old pattern keeps circling back, and what might it be asking of you?',
      'What small part of this turn is still within your reach to shape?',
    ],
  },
  justice: {
    upright: [
      'If you weighed the facts without hope or fear, what would the scale show?',
      'Which choice here would you be proud to explain to someone you respect?',
    ],
    reversed: [
      'Where might your own thumb be resting lightly on the scale?',
      'What part of this could you own plainly, without harsh self-blame?',
    ],
  },
  'the-hanged-man': {
    upright: [
      'What looks different if you let yourself hang upside down with it a while?',
      'What might this pause be showing you that rushing would miss?',
    ],
    reversed: [
      'What exactly are you waiting for, and does it seem to be on its way?',
      'Whose benefit does your current sacrifice serve, if anyone’s at all?',
    ],
  },
  death: {
    upright: [
      'What chapter feels finished, even if you have not yet turned the page?',
      'What space might open once something that has ended is allowed to end?',
    ],
    reversed: [
      'What are you still holding that has already let go of you?',
      'How might a loosened grip feel, even before you are ready to release?',
    ],
  },
  temperance: {
    upright: [
      'Which opposites in your life could blend rather than compete?',
      'Where is patience mixing something finer than haste ever could?',
    ],
    reversed: [
      'What has there been too much of lately, and what too little?',
      'Which small adjustment might restore balance without a big swing?',
    ],
  },
  'the-devil': {
    upright: [
      'Which habit or craving holds more power over you than it deserves?',
      'If you tugged gently at this chain, how loose might it turn out to be?',
    ],
    reversed: [
      'What freedom have you already reclaimed that deserves recognition?',
      'Which honest step away from an old hold feels possible now?',
    ],
  },
  'the-tower': {
    upright: [
      'What truth has arrived suddenly that you now cannot unsee?',
      'What might be rebuilt more sturdily once the shaky part has fallen?',
    ],
    reversed: [
      'What is bracing against this change costing you each day?',
      'What shift is happening quietly inside you, below the surface?',
    ],
  },
  'the-star': {
    upright: [
      'What quiet hope has found its way back to you since the last storm?',
      'Where could you pour yourself into something you love this week?',
    ],
    reversed: [
      'Which small act of care might coax your hope back toward flame?',
      'Who reminds you of your light when you cannot see it yourself?',
    ],
  },
  'the-moon': {
    upright: [
      'Which fear here might be a moonlit shadow rather than a fact?',
      'What have your dreams been trying to tell you lately?',
    ],
    reversed: [
      'Now that the fog is thinning, what looks smaller than it did?',
      'Which comfortable illusion is ready to be seen in daylight?',
    ],
  },
  'the-sun': {
    upright: [
      'What is going well right now that you could let yourself enjoy fully?',
      'Where would you shine if you stopped worrying about being seen?',
    ],
    reversed: [
      'What did your younger self love doing that still needs no audience?',
      'Which cloud of doubt is hiding a sun that never stopped shining?',
    ],
  },
  judgement: {
    upright: [
      'What call have you been hearing, and what would answering it look like?',
      'Which part of your own story are you ready to forgive?',
    ],
    reversed: [
      'How would you judge your past if it belonged to a dear friend?',
      'Is the voice you hear your calling, or your harshest critic?',
    ],
  },
  'the-world': {
    upright: [
      'How far have you come since this chapter of your life began?',
      'What would a true celebration of this completion look like for you?',
    ],
    reversed: [
      'Which single loose thread stands between you and a sense of completion?',
      'What might help you tie off this last piece gently and with care?',
    ],
  },
};
