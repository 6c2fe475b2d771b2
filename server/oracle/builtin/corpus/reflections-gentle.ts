/**
 * Gentle closing questions for the cards whose usual ones speak of endings, crossings, falls or
 * sacrifice, used in readings of loss and fear (care.ts's GENTLE_CARE) in place of CARD_REFLECTIONS.
 * A card or an orientation left out keeps its usual questions.
 */
/** Gentle reflections by catalogue slug and orientation, two or more each. */
export const GENTLE_REFLECTIONS: Readonly<Record<string, Partial<Record<'upright' | 'reversed', readonly string[]>>>> = {
  death: {
    upright: ['What needs more time than you have been giving it?', 'What would rest look like while this season slowly changes?'],
    reversed: ['What part of you is not ready yet, and what does it need?', 'Who could sit beside you while this change settles?'],
  },
  'the-tower': {
    upright: ['Who has been a steady presence while things were shaken?', 'What small thing could help you feel on firmer ground today?'],
  },
  'the-hanged-man': {
    upright: ['What looks different when you pause and let it be for a while?', 'What might this pause be showing you that rushing would miss?'],
    reversed: ['What exactly are you waiting for, and does it seem to be on its way?', 'What would help you feel able to move again, gently?'],
  },
  'six-of-swords': {
    upright: ['What might make the days ahead a little calmer?', 'Who could help carry some of the weight for a while?'],
    reversed: ['What are you still holding that could be set down for an hour?', 'Which weight from the past do you truly need to keep?'],
  },
  'ten-of-swords': {
    upright: ['Where might first light already be showing in this?', 'Who could help you through the hardest part of this?'],
  },
  'five-of-cups': {
    upright: ['What do you need while you let yourself feel this?', 'What comfort might still be standing close by?'],
    reversed: ['What comfort can you see now that you could not see before?', 'What would help you be gentle with yourself today?'],
  },
  'eight-of-cups': {
    upright: ['What does your heart most need in this season?', 'What would it mean to honor what you feel, just as it is?'],
    reversed: ['Which two pulls are you holding, and can both be true?', 'What would help a divided heart rest a little?'],
  },
};
