/** The suit of cups: water — feeling, love, imagination. Astrology as described in catalogue.ts. */
import { minorCard } from './define-card.ts';
import type { CatalogueCard } from './types.ts';

export const CUPS: readonly CatalogueCard[] = [
  minorCard('cups', 1, {
    upright: {
      keywords: ['new love', 'compassion', 'emotional opening', 'overflow'],
      meaning: 'A cup running over with feeling: new affection, tenderness or creative joy. Let your heart open and receive what is being offered.',
    },
    reversed: {
      keywords: ['held-back feelings', 'emptiness', 'self-love', 'withheld affection'],
      meaning: 'Feelings are being held in, or the cup is only ever poured outward. Begin by offering yourself the kindness you give others so freely.',
    },
    astrology: 'cancer',
    mainColor: '#2c8585',
    cost: 79,
  }),
  minorCard('cups', 2, {
    upright: {
      keywords: ['partnership', 'mutual attraction', 'connection', 'equality'],
      meaning: 'Two people meet as equals and find themselves reflected in each other. Nurture the connection with honesty and care on both sides.',
    },
    reversed: {
      keywords: ['imbalance', 'broken harmony', 'distance', 'misunderstanding'],
      meaning: 'A bond has tilted, with one side giving more, or a misunderstanding standing between you. Gentle honesty can bring it level again.',
    },
    astrology: 'cancer',
    mainColor: '#bf5869',
    cost: 35,
  }),
  minorCard('cups', 3, {
    upright: {
      keywords: ['friendship', 'celebration', 'community', 'joy'],
      meaning: 'Friends raise their cups together in gladness. Share your good news and let yourself be held by the people who delight in you.',
    },
    reversed: {
      keywords: ['overindulgence', 'gossip', 'exclusion', 'third party'],
      meaning: 'The party has gone on a little too long, or someone feels left outside the circle. Tend your friendships with sincerity rather than spectacle.',
    },
    astrology: 'cancer',
    mainColor: '#a76c30',
    cost: 39,
  }),
  minorCard('cups', 4, {
    upright: {
      keywords: ['apathy', 'contemplation', 'withdrawal', 'reevaluation'],
      meaning: 'Turned inward, you barely notice the new cup being offered from the clouds. Reflection is healthy, but keep one eye open to what life is holding out to you.',
    },
    reversed: {
      keywords: ['renewed interest', 'acceptance', 'reengagement', 'looking up'],
      meaning: 'After a season of boredom, curiosity stirs again. You are ready to look up and take what is offered.',
    },
    astrology: 'cancer',
    mainColor: '#6d8e4c',
    cost: 43,
  }),
  minorCard('cups', 5, {
    upright: {
      keywords: ['loss', 'grief', 'regret', 'disappointment'],
      meaning: 'Grief looks at the spilled cups and, for now, cannot see the two still standing behind it. Let yourself mourn; when you are ready, turn around.',
    },
    reversed: {
      keywords: ['acceptance', 'moving on', 'forgiveness', 'recovery'],
      meaning: 'The weight of loss begins to lift as you notice what remains. Forgiveness, of others or of yourself, opens the way forward.',
    },
    astrology: 'scorpio',
    mainColor: '#6f779f',
    cost: 47,
  }),
  minorCard('cups', 6, {
    upright: {
      keywords: ['nostalgia', 'innocence', 'kindness', 'memories'],
      meaning: 'Sweet memories and simple kindness, like a flower handed over by a child. Visit the past for the warmth it holds, then bring that warmth into today.',
    },
    reversed: {
      keywords: ['living in the past', 'rose-tinted view', 'outgrowing', 'moving forward'],
      meaning: 'Looking back has become a way of not looking ahead. Honor your memories while making room for the person you are now.',
    },
    astrology: 'scorpio',
    mainColor: '#bc5e3f',
    cost: 51,
  }),
  minorCard('cups', 7, {
    upright: {
      keywords: ['choices', 'fantasy', 'wishful thinking', 'illusion'],
      meaning: 'Many cups float in the clouds, each promising something dazzling. Dreaming is good, but choose with clear eyes: not every vision is solid.',
    },
    reversed: {
      keywords: ['clarity', 'decisiveness', 'reality check', 'focus'],
      meaning: 'The haze of options is clearing and one path comes into view. Trust the choice that still looks good in daylight.',
    },
    astrology: 'scorpio',
    mainColor: '#a05cc1',
    cost: 55,
  }),
  minorCard('cups', 8, {
    upright: {
      keywords: ['walking away', 'seeking meaning', 'disillusion', 'departure'],
      meaning: 'You leave behind a row of carefully stacked cups because something deeper is calling. Walking away from what no longer fulfils you takes a quiet kind of courage.',
    },
    reversed: {
      keywords: ['fear of leaving', 'drifting', 'staying too long', 'indecision'],
      meaning: 'Part of you has already left while the rest lingers. Be honest about whether you are staying out of love or out of fear.',
    },
    astrology: 'pisces',
    mainColor: '#6b72c0',
    cost: 58,
  }),
  minorCard('cups', 9, {
    upright: {
      keywords: ['contentment', 'satisfaction', 'wishes fulfilled', 'gratitude'],
      meaning: 'Often called the wish card: a moment of real contentment, with cups lined up behind a satisfied smile. Enjoy it fully and let gratitude deepen it.',
    },
    reversed: {
      keywords: ['smugness', 'unmet wishes', 'dissatisfaction', 'indulgence'],
      meaning: 'What you wished for has arrived yet feels hollow, or something still seems out of reach. Ask what would truly satisfy you beneath the wanting.',
    },
    astrology: 'pisces',
    mainColor: '#c55077',
    cost: 62,
  }),
  minorCard('cups', 10, {
    upright: {
      keywords: ['harmony', 'family', 'emotional fulfilment', 'belonging'],
      meaning: 'A rainbow of cups arches over a happy home: love that is shared and lasting. Celebrate the bonds that make you feel truly at home.',
    },
    reversed: {
      keywords: ['disconnection', 'strained bonds', 'unrealistic ideals', 'household tension'],
      meaning: 'Home life feels strained, or reality falls short of a picture-perfect ideal. Real belonging grows from small honest moments, not from perfection.',
    },
    astrology: 'pisces',
    mainColor: '#38927c',
    cost: 71,
  }),
  minorCard('cups', 11, {
    upright: {
      keywords: ['creative spark', 'intuition', 'tenderness', 'surprise'],
      meaning: 'A gentle dreamer finds a fish peeking out of the cup. Stay open to whimsical ideas and surprising feelings; they carry messages.',
    },
    reversed: {
      keywords: ['emotional immaturity', 'creative block', 'escapism', 'moodiness'],
      meaning: 'Feelings swing quickly, or a creative idea stays locked away. Give your sensitivity a safe place to play instead of a place to hide.',
    },
    astrology: 'cancer',
    mainColor: '#3f9369',
    cost: 82,
  }),
  minorCard('cups', 12, {
    upright: {
      keywords: ['romance', 'charm', 'idealism', 'following the heart'],
      meaning: 'A romantic rider carries his cup like an offering. Accept your heart’s invitation, and let grace and imagination guide the way.',
    },
    reversed: {
      keywords: ['fickleness', 'unrealistic dreams', 'disappointment', 'jealousy'],
      meaning: 'Idealism has drifted into fantasy, or charm is covering a changeable heart. Keep the romance, and add a little steadiness.',
    },
    astrology: 'pisces',
    mainColor: '#5177c5',
    cost: 84,
  }),
  minorCard('cups', 13, {
    upright: {
      keywords: ['compassion', 'emotional depth', 'intuition', 'calm', 'care'],
      meaning: 'She holds her cup with reverent attention, feeling deeply without being swept away. Offer care that is steady, and trust what your intuition tells you.',
    },
    reversed: {
      keywords: ['overgiving', 'emotional overwhelm', 'codependence', 'insecurity'],
      meaning: 'You are absorbing everyone’s tides and losing sight of your own shore. Compassion includes setting gentle limits.',
    },
    astrology: 'cancer',
    mainColor: '#2b8395',
    cost: 91,
  }),
  minorCard('cups', 14, {
    upright: {
      keywords: ['emotional balance', 'diplomacy', 'generosity', 'composure'],
      meaning: 'Calm upon a restless sea, he feels fully yet acts with wisdom. Lead with compassion, and keep your center when others are stormy.',
    },
    reversed: {
      keywords: ['manipulation', 'volatility', 'coldness', 'bottled-up feeling'],
      meaning: 'Feelings are either bottled up or spilling over in ways that unsettle others. Find honest ways to express what is moving underneath.',
    },
    astrology: 'scorpio',
    mainColor: '#2b80ab',
    cost: 93,
  }),
];
