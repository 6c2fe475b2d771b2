/** The suit of pentacles: earth — work, body, home, the material world. Astrology as described in catalogue.ts. */
import { minorCard } from './define-card.ts';
import type { CatalogueCard } from './types.ts';

export const PENTACLES: readonly CatalogueCard[] = [
  minorCard('pentacles', 1, {
    upright: {
      keywords: ['opportunity', 'prosperity', 'new venture', 'grounding'],
      meaning: 'A golden coin offered by an open hand: a practical opportunity with real roots. Plant it with care and it can grow into something lasting.',
    },
    reversed: {
      keywords: ['missed chance', 'weak foundations', 'hesitation', 'scarcity mindset'],
      meaning: 'An opportunity may be slipping by, or the ground under a plan feels unsteady. Tend the basics first; good things grow from firm soil.',
    },
    astrology: 'capricorn',
    mainColor: '#9d812d',
    cost: 74,
  }),
  minorCard('pentacles', 2, {
    upright: {
      keywords: ['balance', 'adaptability', 'juggling', 'flexibility'],
      meaning: 'Two coins tossed along a looping ribbon, kept moving with grace. Stay light on your feet and flexible with your priorities.',
    },
    reversed: {
      keywords: ['overwhelm', 'disorganization', 'overcommitment', 'dropped balls'],
      meaning: 'Too many things are in the air at once. Set one down on purpose before something falls on its own.',
    },
    astrology: 'capricorn',
    mainColor: '#459084',
    cost: 36,
  }),
  minorCard('pentacles', 3, {
    upright: {
      keywords: ['teamwork', 'craftsmanship', 'collaboration', 'learning'],
      meaning: 'Skilled hands build something together, like masons and planners in a cathedral. Your work is valued, and collaboration makes it greater.',
    },
    reversed: {
      keywords: ['disharmony', 'half-hearted work', 'misalignment', 'unseen effort'],
      meaning: 'The team is not quite in step, or your work is going unnoticed. Clarify who does what, and take pride in what you do well.',
    },
    astrology: 'capricorn',
    mainColor: '#99805c',
    cost: 40,
  }),
  minorCard('pentacles', 4, {
    upright: {
      keywords: ['security', 'holding on', 'conservation', 'control'],
      meaning: 'Holding coins close to your chest, you guard what you have built. Stability is precious, but a clenched grip keeps good things out as well as in.',
    },
    reversed: {
      keywords: ['loosening grip', 'generosity', 'insecurity', 'possessiveness'],
      meaning: 'You are learning to loosen your hold, or the fear of losing has grown larger than the thing itself. Security can come from within as well as from what you own.',
    },
    astrology: 'capricorn',
    mainColor: '#9e6e4c',
    cost: 44,
  }),
  minorCard('pentacles', 5, {
    upright: {
      keywords: ['hardship', 'exclusion', 'worry', 'feeling left out'],
      meaning: 'Two figures trudge through the snow past a lit window. Hard times are real, and help may be closer than it looks; let yourself be seen and supported.',
    },
    reversed: {
      keywords: ['recovery', 'finding help', 'warmth returning', 'improvement'],
      meaning: 'The worst of the cold is passing, and doors are beginning to open. Accept the help on offer, and let hope come in with it.',
    },
    astrology: 'taurus',
    mainColor: '#637b94',
    cost: 48,
  }),
  minorCard('pentacles', 6, {
    upright: {
      keywords: ['generosity', 'sharing', 'giving and receiving', 'fairness'],
      meaning: 'Coins pass from one hand to another, weighed with care. Give where you can, and receive gracefully when it is your turn.',
    },
    reversed: {
      keywords: ['strings attached', 'inequality', 'one-sided giving', 'receiving'],
      meaning: 'Generosity has come with conditions, or the flow runs only one way. Remember that you are allowed to receive as well as give.',
    },
    astrology: 'taurus',
    mainColor: '#c05959',
    cost: 52,
  }),
  minorCard('pentacles', 7, {
    upright: {
      keywords: ['patience', 'assessment', 'perseverance', 'long view'],
      meaning: 'Leaning on a hoe, you look over a growing vine and wonder if it is enough. Growth keeps its own pace; take stock, then keep tending.',
    },
    reversed: {
      keywords: ['impatience', 'wasted effort', 'doubt', 'changing course'],
      meaning: 'Frustration says the work is not paying off. Ask whether to wait, try a different method, or plant something else entirely.',
    },
    astrology: 'taurus',
    mainColor: '#479447',
    cost: 56,
  }),
  minorCard('pentacles', 8, {
    upright: {
      keywords: ['diligence', 'mastery', 'skill', 'dedication'],
      meaning: 'Coin after coin, the apprentice hones a craft with patient attention. Steady practice is what turns effort into mastery.',
    },
    reversed: {
      keywords: ['perfectionism', 'monotony', 'shortcuts', 'wandering focus'],
      meaning: 'The work has become either a grind or an endless polish. Remember why you started, and let good be good enough.',
    },
    astrology: 'virgo',
    mainColor: '#a26d3e',
    cost: 59,
  }),
  minorCard('pentacles', 9, {
    upright: {
      keywords: ['self-sufficiency', 'abundance', 'refinement', 'independence'],
      meaning: 'In a flourishing garden, a falcon on her glove, she enjoys the fruits of her own discipline. Savour what you have cultivated.',
    },
    reversed: {
      keywords: ['overwork', 'hollow success', 'dependence', 'superficiality'],
      meaning: 'Achievement can feel empty when it has cost you rest or connection. Let the garden be enjoyed, not only maintained.',
    },
    astrology: 'virgo',
    mainColor: '#aa6191',
    cost: 63,
  }),
  minorCard('pentacles', 10, {
    upright: {
      keywords: ['legacy', 'family', 'roots', 'lasting security'],
      meaning: 'Generations gather beneath one archway, surrounded by what they have built together. Consider the lasting foundations you are laying for those who come after you.',
    },
    reversed: {
      keywords: ['family tension', 'fragile legacy', 'short-term thinking', 'inherited expectations'],
      meaning: 'Old family patterns or expectations weigh heavily. You can honor your roots and still choose which traditions to carry forward.',
    },
    astrology: 'virgo',
    mainColor: '#88883a',
    cost: 69,
  }),
  minorCard('pentacles', 11, {
    upright: {
      keywords: ['study', 'ambition', 'diligence', 'new skill'],
      meaning: 'A careful student gazes at a coin as if it holds a whole future. Learn patiently, and take practical first steps toward your goal.',
    },
    reversed: {
      keywords: ['procrastination', 'slow progress', 'daydreaming', 'unfocused'],
      meaning: 'Plans stay plans and lessons go unpracticed. Choose one concrete task and begin it today.',
    },
    astrology: 'capricorn',
    mainColor: '#5a923e',
    cost: 83,
  }),
  minorCard('pentacles', 12, {
    upright: {
      keywords: ['reliability', 'routine', 'patience', 'methodical effort'],
      meaning: 'Slow and steady, this rider surveys the plowed field with unhurried care. Dependable effort, day after day, gets the job done.',
    },
    reversed: {
      keywords: ['stagnation', 'boredom', 'stubbornness', 'overcaution'],
      meaning: 'Steadiness has worn into a rut, or caution has slowed you to a halt. Shake up the routine a little and see what moves.',
    },
    astrology: 'virgo',
    mainColor: '#389557',
    cost: 86,
  }),
  minorCard('pentacles', 13, {
    upright: {
      keywords: ['nurturing', 'practicality', 'comfort', 'groundedness'],
      meaning: 'Warm and capable, she makes a home where body and spirit are both looked after. Tend the practical needs of yourself and others with generous care.',
    },
    reversed: {
      keywords: ['self-neglect', 'smothering', 'overwork', 'imbalance'],
      meaning: 'Looking after everything and everyone has left little for yourself. Balance the work of caring with time to be cared for.',
    },
    astrology: 'capricorn',
    mainColor: '#ba5f48',
    cost: 89,
  }),
  minorCard('pentacles', 14, {
    upright: {
      keywords: ['abundance', 'security', 'discipline', 'steady leadership'],
      meaning: 'Surrounded by vines and gold, he has built something solid through patience. Lead with generosity and grounded, reliable judgment.',
    },
    reversed: {
      keywords: ['stubbornness', 'materialism', 'rigidity', 'possessiveness'],
      meaning: 'Security has turned into a fixation on having more, or on controlling what you have. Remember what all of it was meant to serve.',
    },
    astrology: 'taurus',
    mainColor: '#ad7a32',
    cost: 92,
  }),
];
