/**
 * The 22 major arcana in Rider–Waite–Smith order (8 Strength, 11 Justice).
 * Element and astrology follow the Golden Dawn attributions; the Fool, the Hanged Man and Judgement
 * take the modern planets (Uranus, Neptune, Pluto) in place of their elemental attributions.
 */
import { majorCard } from './define-card.ts';
import type { CatalogueCard } from './types.ts';

export const MAJOR_ARCANA: readonly CatalogueCard[] = [
  majorCard({
    slug: 'the-fool',
    name: 'The Fool',
    number: 0,
    upright: {
      keywords: ['beginnings', 'trust', 'spontaneity', 'open road'],
      meaning: 'A first step taken with light luggage and an open heart. Let curiosity lead for a while; not every path needs to be mapped before it is walked.',
    },
    reversed: {
      keywords: ['hesitation', 'recklessness', 'naivety', 'missed footing'],
      meaning: 'The leap is either held back by fear or taken without looking at all. Ask what a wise beginner would do here: keep the wonder, and glance down once before the edge.',
    },
    element: 'air',
    astrology: 'uranus',
    mainColor: '#9e8128',
    cost: 100,
  }),
  majorCard({
    slug: 'the-magician',
    name: 'The Magician',
    number: 1,
    upright: {
      keywords: ['skill', 'focus', 'resourcefulness', 'will'],
      meaning: 'Everything you need is already on the table in front of you. Name what you intend, gather your tools, and let your attention turn possibility into something real.',
    },
    reversed: {
      keywords: ['scattered focus', 'untapped talent', 'trickery', 'self-doubt'],
      meaning: 'Talent is present but pointed nowhere in particular, or used to dazzle rather than to build. Notice whether you, or someone near you, is performing confidence instead of practicing it.',
    },
    element: 'air',
    astrology: 'mercury',
    mainColor: '#cc4e59',
    cost: 98,
  }),
  majorCard({
    slug: 'the-high-priestess',
    name: 'The High Priestess',
    number: 2,
    upright: {
      keywords: ['intuition', 'stillness', 'inner knowing', 'mystery'],
      meaning: 'Some answers arrive only when you stop chasing them. Sit quietly with what you sense but cannot yet explain; the veil thins for those who listen.',
    },
    reversed: {
      keywords: ['ignored instinct', 'secrets', 'noise', 'disconnection'],
      meaning: 'Your inner voice is still speaking, but busyness or other people’s opinions are drowning it out. A little silence may show you what you already know.',
    },
    element: 'water',
    astrology: 'moon',
    mainColor: '#5c76c1',
    cost: 98,
  }),
  majorCard({
    slug: 'the-empress',
    name: 'The Empress',
    number: 3,
    upright: {
      keywords: ['abundance', 'nurture', 'creativity', 'sensuality', 'growth'],
      meaning: 'Life wants to grow here, and it grows best when tended with patience and pleasure. Make room for comfort, beauty and the slow ripening of something you care for.',
    },
    reversed: {
      keywords: ['depletion', 'smothering', 'creative block', 'neglected self'],
      meaning: 'Care may be flowing out faster than it flows back in, or holding something so tightly that it cannot breathe. Tend your own garden before you water anyone else’s.',
    },
    element: 'earth',
    astrology: 'venus',
    mainColor: '#4d943f',
    cost: 97,
  }),
  majorCard({
    slug: 'the-emperor',
    name: 'The Emperor',
    number: 4,
    upright: {
      keywords: ['structure', 'authority', 'stability', 'protection'],
      meaning: 'A steady hand and clear boundaries make a safe place where others can thrive. Lead with order and fairness, and let your rules serve people rather than the other way round.',
    },
    reversed: {
      keywords: ['rigidity', 'control', 'power struggle', 'shaky footing'],
      meaning: 'Structure has hardened into control, or it is missing just where it is needed. Consider where firmness would help and where it has quietly become a wall.',
    },
    element: 'fire',
    astrology: 'aries',
    mainColor: '#cc5133',
    cost: 97,
  }),
  majorCard({
    slug: 'the-hierophant',
    name: 'The Hierophant',
    number: 5,
    upright: {
      keywords: ['tradition', 'teaching', 'belonging', 'shared values'],
      meaning: 'There is wisdom in what has been handed down, and in the communities that keep it alive. A teacher, a practice or a tradition may offer a path worth following for now.',
    },
    reversed: {
      keywords: ['questioning', 'nonconformity', 'dogma', 'personal beliefs'],
      meaning: 'Inherited rules may no longer fit the person you are becoming. You are free to keep what nourishes you and to set down what only binds.',
    },
    element: 'earth',
    astrology: 'taurus',
    mainColor: '#a06e3d',
    cost: 96,
  }),
  majorCard({
    slug: 'the-lovers',
    name: 'The Lovers',
    number: 6,
    upright: {
      keywords: ['union', 'alignment', 'choice', 'harmony', 'values'],
      meaning: 'A meeting of hearts, or of values, asks you to choose wholeheartedly. The deepest bonds begin with honesty about what you truly want.',
    },
    reversed: {
      keywords: ['imbalance', 'misalignment', 'indecision', 'distance'],
      meaning: 'Something between you and another, or between your wishes and your values, has drifted out of tune. A candid conversation, even one with yourself, is the first repair.',
    },
    element: 'air',
    astrology: 'gemini',
    mainColor: '#be5389',
    cost: 99,
  }),
  majorCard({
    slug: 'the-chariot',
    name: 'The Chariot',
    number: 7,
    upright: {
      keywords: ['determination', 'momentum', 'self-discipline', 'victory'],
      meaning: 'Opposing pulls can be harnessed rather than settled. Hold the reins with intention, and the very forces that tug at you will carry you forward.',
    },
    reversed: {
      keywords: ['lost direction', 'scattered will', 'stalling', 'forcing'],
      meaning: 'The horses are pulling different ways, and pushing harder will not help. Pause, decide where you are actually going, then move.',
    },
    element: 'water',
    astrology: 'cancer',
    mainColor: '#4a7f9a',
    cost: 97,
  }),
  majorCard({
    slug: 'strength',
    name: 'Strength',
    number: 8,
    upright: {
      keywords: ['courage', 'gentleness', 'patience', 'inner strength'],
      meaning: 'The strength asked of you here is quiet: a gentle hand that calms what is wild rather than conquering it. Meet fear, yours or another’s, with steady kindness.',
    },
    reversed: {
      keywords: ['self-doubt', 'raw impulse', 'impatience', 'fragile confidence'],
      meaning: 'Courage may feel far away, or passion may be running ahead of compassion. Be as patient with your own wild parts as you would be with a frightened animal.',
    },
    element: 'fire',
    astrology: 'leo',
    mainColor: '#ac7a25',
    cost: 98,
  }),
  majorCard({
    slug: 'the-hermit',
    name: 'The Hermit',
    number: 9,
    upright: {
      keywords: ['solitude', 'reflection', 'inner guidance', 'wisdom'],
      meaning: 'Stepping back from the crowd lets your own lantern light the way. Time alone is not loneliness when it brings you closer to what matters.',
    },
    reversed: {
      keywords: ['isolation', 'withdrawal', 'avoidance', 'loneliness'],
      meaning: 'A retreat that once restored you may have become a hiding place. Someone might welcome the light you have been carrying by yourself.',
    },
    element: 'earth',
    astrology: 'virgo',
    mainColor: '#6a7a90',
    cost: 97,
  }),
  majorCard({
    slug: 'wheel-of-fortune',
    name: 'Wheel of Fortune',
    number: 10,
    upright: {
      keywords: ['cycles', 'change', 'turning point', 'luck'],
      meaning: 'The wheel turns and a new season begins. Meet change with open hands: what rises and falls also comes round again.',
    },
    reversed: {
      keywords: ['resisting change', 'setback', 'repeating pattern', 'lost control'],
      meaning: 'A turn you did not choose may feel unfair, or an old pattern keeps coming back. Notice which part of the cycle you can influence, and start there.',
    },
    element: 'fire',
    astrology: 'jupiter',
    mainColor: '#9165bd',
    cost: 99,
  }),
  majorCard({
    slug: 'justice',
    name: 'Justice',
    number: 11,
    upright: {
      keywords: ['fairness', 'truth', 'accountability', 'clarity', 'balance'],
      meaning: 'Honest weighing brings clear outcomes. Look at the facts as they are, and let your choices line up with what you believe is right.',
    },
    reversed: {
      keywords: ['bias', 'evasion', 'dishonesty', 'imbalance'],
      meaning: 'Something is being weighed with a thumb on the scale, perhaps your own. Owning your part, kindly and plainly, restores the balance faster than blame.',
    },
    element: 'air',
    astrology: 'libra',
    mainColor: '#7b6fba',
    cost: 97,
  }),
  majorCard({
    slug: 'the-hanged-man',
    name: 'The Hanged Man',
    number: 12,
    upright: {
      keywords: ['surrender', 'pause', 'new perspective', 'letting go'],
      meaning: 'Suspension can be a gift: seen upside down, the familiar reveals something new. Let go of the need to act just yet.',
    },
    reversed: {
      keywords: ['stalling', 'resistance', 'needless sacrifice', 'indecision'],
      meaning: 'The pause has stretched past its purpose, or you are giving something up for no one’s benefit. Ask what you are waiting for, and whether it is coming.',
    },
    element: 'water',
    astrology: 'neptune',
    mainColor: '#34829c',
    cost: 96,
  }),
  majorCard({
    slug: 'death',
    name: 'Death',
    number: 13,
    upright: {
      keywords: ['endings', 'transformation', 'release', 'renewal'],
      meaning: 'Rarely literal, this card speaks of a chapter closing so that another can open. Let what is finished be finished, and notice the space it leaves for something new.',
    },
    reversed: {
      keywords: ['clinging', 'fear of change', 'stagnation', 'slow release'],
      meaning: 'Holding on to what has already ended keeps the new from arriving. Letting go can be gradual; even a loosened grip is a beginning.',
    },
    element: 'water',
    astrology: 'scorpio',
    mainColor: '#9966a3',
    cost: 99,
  }),
  majorCard({
    slug: 'temperance',
    name: 'Temperance',
    number: 14,
    upright: {
      keywords: ['balance', 'moderation', 'patience', 'blending'],
      meaning: 'Like water poured gently from one cup to another, the right mixture comes from patience. Find the middle way and let opposites blend into something whole.',
    },
    reversed: {
      keywords: ['excess', 'lopsidedness', 'haste', 'discord'],
      meaning: 'Too much of one thing and too little of another has tipped the cup. Adjust in small measures rather than swinging to the opposite extreme.',
    },
    element: 'fire',
    astrology: 'sagittarius',
    mainColor: '#35848b',
    cost: 96,
  }),
  majorCard({
    slug: 'the-devil',
    name: 'The Devil',
    number: 15,
    upright: {
      keywords: ['attachment', 'temptation', 'shadow', 'restriction'],
      meaning: 'A habit, craving or bargain is holding more power than it deserves. Look closely: chains like these are often looser than they seem.',
    },
    reversed: {
      keywords: ['release', 'breaking free', 'awareness', 'reclaiming power'],
      meaning: 'The hold is weakening and you can see it for what it is. Each honest step away from what binds you returns a little more of your freedom.',
    },
    element: 'earth',
    astrology: 'capricorn',
    mainColor: '#838942',
    cost: 98,
  }),
  majorCard({
    slug: 'the-tower',
    name: 'The Tower',
    number: 16,
    upright: {
      keywords: ['upheaval', 'revelation', 'sudden change', 'awakening'],
      meaning: 'Something built on shaky ground gives way, and the truth arrives like lightning. Unsettling as it is, what falls now clears the way for something sturdier.',
    },
    reversed: {
      keywords: ['averted crisis', 'bracing', 'delayed reckoning', 'inner shift'],
      meaning: 'Change is happening quietly within, or being held off by sheer effort. Ask whether bracing against the fall costs more than letting it come.',
    },
    element: 'fire',
    astrology: 'mars',
    mainColor: '#c45923',
    cost: 99,
  }),
  majorCard({
    slug: 'the-star',
    name: 'The Star',
    number: 17,
    upright: {
      keywords: ['hope', 'renewal', 'serenity', 'inspiration'],
      meaning: 'After the storm, a clear sky and a quiet faith return. Pour yourself into what you love, and trust that you are being replenished as you do.',
    },
    reversed: {
      keywords: ['discouragement', 'lost faith', 'weariness', 'dimmed light'],
      meaning: 'Hope feels faint right now, but it has not gone out. Small acts of care toward yourself can coax it back into flame.',
    },
    element: 'air',
    astrology: 'aquarius',
    mainColor: '#317cc6',
    cost: 98,
  }),
  majorCard({
    slug: 'the-moon',
    name: 'The Moon',
    number: 18,
    upright: {
      keywords: ['dreams', 'illusion', 'uncertainty', 'the unconscious'],
      meaning: 'The path is lit only by moonlight, and shapes shift at its edges. Move slowly, trust your instincts, and let your dreams speak without taking every fear at its word.',
    },
    reversed: {
      keywords: ['clearing fog', 'released fear', 'truth surfacing', 'self-deception'],
      meaning: 'The fog is thinning, and what frightened you may look smaller by morning. If a comfortable illusion is asking to be seen, daylight is near enough to face it.',
    },
    element: 'water',
    astrology: 'pisces',
    mainColor: '#766fc1',
    cost: 98,
  }),
  majorCard({
    slug: 'the-sun',
    name: 'The Sun',
    number: 19,
    upright: {
      keywords: ['joy', 'vitality', 'success', 'warmth', 'clarity'],
      meaning: 'Warmth, openness and simple joy fill this moment. Let yourself be seen, share your light, and enjoy what is going well.',
    },
    reversed: {
      keywords: ['dimmed joy', 'overconfidence', 'delay', 'inner child'],
      meaning: 'The sun is still shining, only behind a cloud of doubt or too much bravado. Reconnect with the playful part of you that needs no audience.',
    },
    element: 'fire',
    astrology: 'sun',
    mainColor: '#9c8116',
    cost: 99,
  }),
  majorCard({
    slug: 'judgement',
    name: 'Judgement',
    number: 20,
    upright: {
      keywords: ['awakening', 'reckoning', 'calling', 'absolution'],
      meaning: 'A clear call rises to meet you: review your story honestly, forgive what needs forgiving, and step into a fuller version of yourself.',
    },
    reversed: {
      keywords: ['self-judgment', 'doubt', 'ignored calling', 'regret'],
      meaning: 'A harsh inner critic may be drowning out the call. Treat your past with the understanding you would offer a friend, and you may hear it again.',
    },
    element: 'fire',
    astrology: 'pluto',
    mainColor: '#469178',
    cost: 97,
  }),
  majorCard({
    slug: 'the-world',
    name: 'The World',
    number: 21,
    upright: {
      keywords: ['completion', 'wholeness', 'integration', 'fulfilment'],
      meaning: 'A cycle reaches its natural close and everything feels in its place. Celebrate how far you have come before the next dance begins.',
    },
    reversed: {
      keywords: ['unfinished business', 'loose ends', 'delay', 'seeking closure'],
      meaning: 'You are close to the finish, but one thread is still loose. Tie it off gently; completion may be nearer than it feels.',
    },
    element: 'earth',
    astrology: 'saturn',
    mainColor: '#3f9455',
    cost: 100,
  }),
];
