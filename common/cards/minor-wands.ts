/** The suit of wands: fire — drive, creativity, ambition. Astrology as described in catalogue.ts. */
import { minorCard } from './define-card.ts';
import type { CatalogueCard } from './types.ts';

export const WANDS: readonly CatalogueCard[] = [
  minorCard('wands', 1, {
    upright: {
      keywords: ['inspiration', 'spark', 'potential', 'enthusiasm'],
      meaning: 'A fresh spark of desire, or an idea that will not leave you alone. Take hold of it while it burns brightly and give it something to catch.',
    },
    reversed: {
      keywords: ['delayed start', 'damp spark', 'hesitation', 'distraction'],
      meaning: 'The spark is there but damp: the timing feels off, or the idea seems heavier than it did. Let it rest, then come back with a simpler first step.',
    },
    astrology: 'aries',
    mainColor: '#b76327',
    cost: 76,
  }),
  minorCard('wands', 2, {
    upright: {
      keywords: ['planning', 'vision', 'decisions', 'horizons'],
      meaning: 'You stand with the world in your hand, weighing where to go next. Dream wide, then choose a direction that honors both your ambition and what you already have.',
    },
    reversed: {
      keywords: ['fear of the unknown', 'playing safe', 'restlessness', 'vague plans'],
      meaning: 'The familiar is comfortable but no longer enough. Staying put is a choice too; make it deliberately rather than out of fear.',
    },
    astrology: 'aries',
    mainColor: '#bb5e4b',
    cost: 34,
  }),
  minorCard('wands', 3, {
    upright: {
      keywords: ['expansion', 'foresight', 'progress', 'ships coming in'],
      meaning: 'Early efforts are under way and you can see further than before. Keep watching the horizon: what you sent out is beginning to return.',
    },
    reversed: {
      keywords: ['delays', 'short sight', 'frustration', 'unmet expectations'],
      meaning: 'Plans are moving more slowly than you hoped, or the vision was narrower than the opportunity. Widen your view before deciding that anything has failed.',
    },
    astrology: 'aries',
    mainColor: '#a17f2f',
    cost: 38,
  }),
  minorCard('wands', 4, {
    upright: {
      keywords: ['celebration', 'homecoming', 'harmony', 'milestone'],
      meaning: 'A moment of rest and gladness, with a garland hung over the gate. Celebrate this threshold with the people who helped you reach it.',
    },
    reversed: {
      keywords: ['unsettled home', 'transition', 'muted celebration', 'missing support'],
      meaning: 'The festivities feel subdued, or home itself is in flux. Belonging can be rebuilt from small gatherings and simple rituals.',
    },
    astrology: 'aries',
    mainColor: '#708e36',
    cost: 42,
  }),
  minorCard('wands', 5, {
    upright: {
      keywords: ['competition', 'conflict', 'friction', 'sparring'],
      meaning: 'Many voices, many staffs, and everyone swinging at once. Some of this friction is playful and can sharpen you; notice which struggles are actually worth having.',
    },
    reversed: {
      keywords: ['avoiding conflict', 'truce', 'inner tension', 'common ground'],
      meaning: 'The skirmish is winding down, or the fight has moved inside you. Look for the shared goal hidden under the noise.',
    },
    astrology: 'leo',
    mainColor: '#b7623d',
    cost: 46,
  }),
  minorCard('wands', 6, {
    upright: {
      keywords: ['victory', 'recognition', 'confidence', 'public praise'],
      meaning: 'You ride home to cheers; your effort has been seen. Accept the recognition gracefully and remember who walked beside you.',
    },
    reversed: {
      keywords: ['self-doubt', 'fall from grace', 'quiet success', 'need for approval'],
      meaning: 'Praise is slow to come, or you are leaning too hard on it. Your worth does not rise and fall with the applause of a crowd.',
    },
    astrology: 'leo',
    mainColor: '#649045',
    cost: 50,
  }),
  minorCard('wands', 7, {
    upright: {
      keywords: ['defense', 'perseverance', 'conviction', 'standing ground'],
      meaning: 'You hold the high ground and others are testing it. Stand firm for what you believe in; your position is stronger than it feels.',
    },
    reversed: {
      keywords: ['overwhelm', 'giving in', 'exhaustion', 'defensiveness'],
      meaning: 'Defending everything at once is wearing you down. Choose the ground that truly matters and let the rest go.',
    },
    astrology: 'leo',
    mainColor: '#aa6a31',
    cost: 54,
  }),
  minorCard('wands', 8, {
    upright: {
      keywords: ['swiftness', 'movement', 'news', 'momentum'],
      meaning: 'Things are moving fast, like staffs flying through open air. Messages arrive and plans accelerate; ride the momentum while it lasts.',
    },
    reversed: {
      keywords: ['delays', 'haste', 'crossed wires', 'scramble'],
      meaning: 'Speed has turned into a scramble, or everything seems stuck in mid-air. Slow down enough to aim; what is meant to land will land.',
    },
    astrology: 'sagittarius',
    mainColor: '#417eaa',
    cost: 57,
  }),
  minorCard('wands', 9, {
    upright: {
      keywords: ['resilience', 'persistence', 'vigilance', 'last stretch'],
      meaning: 'Weary and a little bruised, you are still standing. You have come this far; one more careful push and the goal is within reach.',
    },
    reversed: {
      keywords: ['fatigue', 'suspicion', 'stubbornness', 'need for rest'],
      meaning: 'Guarding against every possible blow has become exhausting. Let someone help you hold the line, or rest before you go on.',
    },
    astrology: 'sagittarius',
    mainColor: '#9d7f55',
    cost: 61,
  }),
  minorCard('wands', 10, {
    upright: {
      keywords: ['burden', 'responsibility', 'hard work', 'overcommitment'],
      meaning: 'You are carrying more than one pair of arms should. The end is in sight, but ask which of these bundles is truly yours to carry.',
    },
    reversed: {
      keywords: ['delegation', 'release', 'burnout', 'setting down'],
      meaning: 'The load has grown too heavy to carry in silence. Setting some of it down is not failure; it may be the only way you reach the door at all.',
    },
    astrology: 'sagittarius',
    mainColor: '#af6642',
    cost: 66,
  }),
  minorCard('wands', 11, {
    upright: {
      keywords: ['curiosity', 'eagerness', 'exploration', 'free spirit'],
      meaning: 'A bright, eager messenger, full of ideas and ready to try anything once. Follow the spark of curiosity and see where it leads.',
    },
    reversed: {
      keywords: ['impatience', 'false starts', 'aimlessness', 'bravado'],
      meaning: 'Enthusiasm burns hot and fast, but nothing quite gets finished. Channel the fire into one small project you can actually complete.',
    },
    astrology: 'aries',
    mainColor: '#aa7c1e',
    cost: 81,
  }),
  minorCard('wands', 12, {
    upright: {
      keywords: ['adventure', 'passion', 'boldness', 'action'],
      meaning: 'A rider charges toward the horizon, full of daring and desire. Act on your passion and enjoy the thrill of being in motion.',
    },
    reversed: {
      keywords: ['recklessness', 'impulsiveness', 'scattered energy', 'frustration'],
      meaning: 'Haste is outrunning wisdom and leaving half-finished things behind. Keep the fire, but give it a direction before you ride.',
    },
    astrology: 'sagittarius',
    mainColor: '#d5473b',
    cost: 85,
  }),
  minorCard('wands', 13, {
    upright: {
      keywords: ['confidence', 'warmth', 'determination', 'charisma', 'independence'],
      meaning: 'Sunflower-bright and sure of herself, she warms every room she enters. Step into your own confidence and let your enthusiasm draw others in.',
    },
    reversed: {
      keywords: ['insecurity', 'jealousy', 'depletion', 'self-neglect'],
      meaning: 'Your light may feel dimmer than usual, or you are giving it away until nothing is left. Keep some of that warmth for yourself.',
    },
    astrology: 'aries',
    mainColor: '#978320',
    cost: 90,
  }),
  minorCard('wands', 14, {
    upright: {
      keywords: ['vision', 'leadership', 'initiative', 'boldness'],
      meaning: 'A natural leader who sees the big picture and inspires others to follow. Hold your vision with conviction, and lead by example rather than command.',
    },
    reversed: {
      keywords: ['domineering', 'high expectations', 'impatience', 'hot temper'],
      meaning: 'Vision has tipped into impatience, asking more of others than is fair. Lead with encouragement, and let others bring their own fire.',
    },
    astrology: 'leo',
    mainColor: '#ae58ae',
    cost: 94,
  }),
];
