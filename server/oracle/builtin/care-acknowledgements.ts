/**
 * The sentence a care reading's summary opens with: before any card is read, it acknowledges the fear
 * or the loss behind the question, in words for this kind of matter. Each is one whole sentence that
 * promises nothing and points nowhere; the care line after it does the pointing.
 */
import type { CareWordings } from './care.ts';

export const ACKNOWLEDGEMENTS: CareWordings<string> = {
  usual: {
    money: [
      'Money worries follow you everywhere, even into the night, and it makes sense to want some relief.',
      'Debt and money fears can weigh on every part of life, and there is no shame in asking about them.',
      'Financial strain is heavy to carry, and worrying about it means you are taking it seriously, not that you have failed.',
      'When money is tight, everything can feel harder, and this question deserves a calm and kind look.',
    ],
    health: [
      'Waiting and worrying about health is one of the hardest places to be, and it makes sense to look for steadiness.',
      'Fear for a body, your own or that of someone you love, is heavy to carry, and asking about it is natural.',
      'Health worries can crowd out everything else, and this question deserves a gentle answer.',
      'Not knowing is often the hardest part of being unwell, or of loving someone who is.',
    ],
    mental: [
      'Living with this kind of strain is exhausting, and it takes courage to ask about it.',
      'What you are feeling is real and it matters, and asking about it is a good thing to do.',
      'Carrying this in your mind day after day is hard, and it makes sense to want some hope.',
      'When your own mind feels heavy, even asking a question takes effort, and you have made it.',
    ],
    pregnancy: [
      'Hoping for a child touches the deepest places, and this question deserves tenderness.',
      'Pregnancy and the hope of it can hold fear and longing at once, and it makes sense that you are asking.',
      'What you feel about this pregnancy, or this hope, is real and it matters.',
      'The waiting and the hoping are heavy to carry, and you deserve gentleness in all of it.',
    ],
    grief: [
      'Losing someone leaves a space nothing else fills, and it makes sense that you are asking this.',
      'Grief, or the fear of it, makes every question heavier, and this one deserves to be met gently.',
      'Missing someone this much is a measure of how much they mattered, and asking about it is no weakness.',
      'A loss like this touches everything, and it is natural to look for some light in it.',
    ],
    'suicide-loss': [
      'Losing someone to suicide is a grief with its own weight, and the questions it leaves are not yours to carry alone.',
      'After a loss like this, the why and the what-if can be relentless, and asking them here makes sense.',
      'Guilt and questions often come with this kind of loss, and none of it means you failed them.',
      'A loss to suicide leaves questions no one should have to face alone, and it takes courage to ask one.',
    ],
    legal: [
      'Legal matters can leave you feeling that your life is in other hands, and that is stressful to carry.',
      'Waiting on a court or an official decision is hard, and it makes sense to want some steadiness.',
      'When so much rests on a legal process, worry is a natural response, and asking about it is no weakness.',
    ],
    pet: [
      'Worrying about an animal you love is its own kind of ache.',
      'An animal who shares your life is family, and fear for them is real fear.',
      'The bond with an animal runs deep, and it makes sense that this weighs on you.',
      'Caring this much about an animal says a great deal about the love between you.',
    ],
    addiction: [
      'Facing an addiction, your own or someone else’s, takes real courage, and asking about it is part of that.',
      'Recovery is hard and rarely a straight line, and it matters that you are asking this.',
      'Loving someone caught in an addiction, or fighting one yourself, is exhausting, and this question deserves care.',
    ],
  },
  loss: {
    pregnancy: [
      'Losing a pregnancy is a real loss, however early it came, and it makes sense that you are asking this.',
      'A pregnancy lost leaves a grief that others do not always see, and yours deserves to be met gently.',
      'Hope and grief can sit side by side after a loss like this, and none of what you feel is wrong.',
    ],
    pet: [
      'Losing an animal you love is a real grief, whatever anyone else may say.',
      'An animal who shared your life leaves a quiet gap in every day, and it makes sense that you are asking this.',
      'Grieving an animal is grieving family, and this question deserves gentleness.',
    ],
  },
};
