/**
 * An answer's gentler counsel for a care topic, in place of the card's usual nudge: how to carry the
 * matter, never a step to take. Each names the card and its place, and answers rotate through them;
 * an animal that has died and a lost pregnancy have counsel of their own.
 */
import type { CareWordings } from './care.ts';

/** A counsel sentence from the card and its place. */
export type CareCounsel = (card: string, place: string) => string;

export const CARE_COUNSEL: CareWordings<CareCounsel> = {
  usual: {
    money: [
      (card, place) => `Treat ${card} in ${place} as a reflection on what security means to you, not as a signal to move any money.`,
      (card, place) => `In ${place}, ${card} can show where hope or worry is pulling, which is worth knowing before any sum changes hands.`,
      (card, place) => `Nothing in ${card}, here in ${place}, is a reason to hurry a financial choice; its gift is a clearer sense of your own motives.`,
    ],
    health: [
      (card, place) => `In ${place}, ${card} speaks to how you carry the waiting, not to what any result will say.`,
      (card, place) => `Take ${card} in ${place} as a mirror for your mood, and leave every medical question to those trained to answer it.`,
      (card, place) => `Whatever ${card} stirs in ${place}, it says nothing about your body that a doctor could not say better.`,
    ],
    mental: [
      (card, place) => `Read gently, ${card} in ${place} asks only that you be as kind to yourself as you would be to a friend.`,
      (card, place) => `In ${place}, ${card} speaks to how you are carrying things today, not to how long they will last.`,
      (card, place) => `Let ${card} in ${place} be a small point of steadiness, and leave the deeper work to people trained to help.`,
    ],
    pregnancy: [
      (card, place) => `In ${place}, ${card} speaks to the hope and the fear you hold, not to anything a body can or cannot do.`,
      (card, place) => `Take ${card} in ${place} as company for the waiting, and leave every medical question to your midwife or doctor.`,
      (card, place) => `Whatever ${card} stirs in ${place}, what you feel about this is real, and it deserves care of its own.`,
    ],
    grief: [
      (card, place) => `Read gently, ${card} in ${place} asks for nothing to be fixed today.`,
      (card, place) => `There is no task in ${card} here in ${place}, only something to notice while you grieve.`,
      (card, place) => `Let ${card} in ${place} be a place to rest a thought, not another thing to get right.`,
    ],
    'suicide-loss': [
      (card, place) => `Read gently, ${card} in ${place} asks for no answers and places no blame.`,
      (card, place) => `There is nothing to solve in ${card} here in ${place}; it is only something to notice while you carry this.`,
      (card, place) => `Let ${card} in ${place} be a moment of rest from the questions, not another one.`,
    ],
    legal: [
      (card, place) => `Let ${card} in ${place} speak to your steadiness through the process, not to how it turns out.`,
      (card, place) => `${card} in ${place} can help you notice what you need while this runs its course; the facts belong to the people advising you.`,
      (card, place) => `Hold ${card} in ${place} as a word about patience and self-respect, not as a verdict.`,
    ],
    pet: [
      (card, place) => `In ${place}, ${card} speaks to the bond you share, not to what any test or treatment will show.`,
      (card, place) => `Take ${card} in ${place} as a word about your own heart, and leave questions of your animal’s health to your vet.`,
      (card, place) => `Whatever ${card} stirs in ${place}, the care you give your animal is already an answer of its own.`,
    ],
    addiction: [
      (card, place) => `Read ${card} in ${place} as a word about one day at a time, not as a verdict on anyone.`,
      (card, place) => `In ${place}, ${card} can show what strength and support look like here, without asking for any leap.`,
      (card, place) => `Let ${card} in ${place} speak to patience with setbacks, and leave the plan to those who walk this road with you.`,
    ],
  },
  loss: {
    pregnancy: [
      (card, place) => `Read gently, ${card} in ${place} asks for nothing to be fixed and places no blame.`,
      (card, place) => `In ${place}, ${card} speaks to the grief and the hope you carry, not to anything a body can or cannot do.`,
      (card, place) => `Let ${card} in ${place} be a quiet place to rest, and leave every medical question to your midwife or doctor.`,
    ],
    pet: [
      (card, place) => `Read gently, ${card} in ${place} asks for nothing to be fixed, only for the love to be honored.`,
      (card, place) => `There is no task in ${card} here in ${place}, only the memory of a bond to hold.`,
      (card, place) => `Let ${card} in ${place} be a quiet place to rest while you miss them.`,
    ],
  },
};
