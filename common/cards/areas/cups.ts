/** Area meanings of the suit of cups (water: feeling, love, imagination). */
import type { AreaCorpus } from './types.ts';

export const CUPS_AREAS: AreaCorpus = {
  'ace-of-cups': {
    upright: {
      love: 'Fresh affection may arrive, or an old bond may suddenly feel new, whether it is a crush, a friendship or a family tie. Say the warm thing aloud and let it be heard.',
      work: 'Work that touches people can feel newly alive, and a project born of real feeling may be ready to begin. Give time to the task that makes your heart quicken.',
      self: 'Tenderness wells up from somewhere deep and softens old edges. Rest, cry if you need to, and notice how much capacity for joy you still carry.',
    },
    reversed: {
      love: 'Warmth is being held back, kept behind a polite smile or poured out only one way. Notice where you refuse to be cared for, and let one person in a little further.',
      work: 'Enthusiasm for the job may feel drained, as if you pour out care and get little back. Small kindnesses to yourself during the day can refill what the work keeps emptying.',
      self: 'An inner dryness can set in when feelings go unspoken for too long. Try naming one honest emotion each day, even only to a notebook, and let it move through you.',
    },
  },
  'two-of-cups': {
    upright: {
      love: 'Mutual attraction or a deepening friendship finds its footing, with each person seen and valued. Whether the bond is new or long-standing, it thrives on equal give and take.',
      work: 'A collaborator who truly understands your aims may appear, or an existing partnership may click into place. Shared respect and clear agreements make joint work feel lighter.',
      self: 'Heart and actions line up, and the result is a settled, easy mood. Treating yourself as a trusted companion can steady you from the inside.',
    },
    reversed: {
      love: 'One person may be giving far more, or a small slight has cooled the warmth between you. A calm talk, with listening on both sides, can help restore the balance.',
      work: 'Credit or effort may be unevenly shared in a working partnership, and resentment can build quietly. Naming the imbalance kindly and clarifying roles can restore a fairer footing.',
      self: 'Inner harmony feels off, as if head and heart are pulling in opposite directions. Listening to both without judgment can show you where they still agree.',
    },
  },
  'three-of-cups': {
    upright: {
      love: 'Shared laughter and good company can strengthen every kind of bond, from old friendships to family to romance. Gather your people and mark the small joys together.',
      work: 'Team spirit runs high, and collaboration may feel more like play than labor. Celebrating milestones together and recognizing each other’s efforts builds lasting goodwill.',
      self: 'Belonging lifts your energy and joy comes easily in good company. Let yourself be celebrated, not only do the celebrating.',
    },
    reversed: {
      love: 'Gossip, a love triangle or a sense of being left out may unsettle a circle of friends or family. Stepping back from the drama and reaching toward whoever feels excluded can mend the circle.',
      work: 'Cliques or too much socializing can pull attention from the real work. Keep gatherings inclusive and bring the group back to what it is building together.',
      self: 'Too many late nights and crowded rooms may leave you more depleted than delighted. Some quiet hours alone can restore what constant company has worn thin.',
    },
  },
  'four-of-cups': {
    upright: {
      love: 'Familiar bonds may feel flat for a while, and a sincere offer of care can go unnoticed in the gray mood. Look again at who keeps reaching toward you.',
      work: 'Restlessness with routine tasks can make new openings easy to overlook. Pausing to reassess is wise, as long as you stay open to invitations that arrive.',
      self: 'Apathy or withdrawal may be asking for reflection rather than escape. Sit with the stillness, then notice what gently catches your interest.',
    },
    reversed: {
      love: 'Interest in connection revives, and you may feel ready to rejoin friends or open up to someone again. Say yes to the invitations that feel genuine.',
      work: 'Motivation returns after a flat stretch, and ideas you once dismissed may now look promising. Reengaging with curiosity can restart stalled momentum.',
      self: 'Relief comes as the fog of listlessness lifts and small pleasures register again. Follow whatever sparks your curiosity, however modest it seems.',
    },
  },
  'five-of-cups': {
    upright: {
      love: 'Loss or disappointment in a bond may weigh heavily, whether a breakup, a rift or a friend drifting away. Allow grief its time; the people still standing with you remain within reach.',
      work: 'A setback or rejection can sting, and regret may cloud your view of everything else. Acknowledge what went wrong, then look for the lessons and resources still in your hands.',
      self: 'Sorrow asks to be felt rather than hurried along. Being gentle with your regrets can slowly make space for hope to return.',
    },
    reversed: {
      love: 'Forgiveness becomes possible, and you may reconnect with the people who stayed by your side. Old hurts loosen their hold as you turn toward the love that remains.',
      work: 'Recovery from a setback is underway, and you can begin to see what is still workable. Salvaged skills and hard lessons may form the base of your next effort.',
      self: 'Healing is taking hold as grief softens into acceptance, and lighter days can return. A quiet, hard-won peace may be closer than it felt a little while ago.',
    },
  },
  'six-of-cups': {
    upright: {
      love: 'Childhood friends, family warmth or a shared memory may resurface in your bonds. Simple gestures of kindness and play can deepen the closeness you share.',
      work: 'Skills or passions from your past may find new life in what you do today. Kindness between colleagues and a spirit of sharing make the working day lighter.',
      self: 'Nostalgia can nourish you when old memories are visited with gratitude. Let the innocent joys of earlier years remind you what still delights you.',
    },
    reversed: {
      love: 'Clinging to an old flame, an old grudge or a rosy version of the past may crowd out present connection. Bonds can grow into what they are now rather than what they once were.',
      work: 'Leaning on how things used to be done may keep you stuck. Outgrowing old methods and welcoming new approaches can open fresh progress.',
      self: 'Dwelling on yesterday can quietly drain energy from today. Let old stories rest, and give some attention to plans that excite you today.',
    },
  },
  'seven-of-cups': {
    upright: {
      love: 'Daydreams and idealized hopes may color how you see someone, or several paths may seem equally tempting. Look for the real person behind the fantasy before deciding.',
      work: 'Plenty of appealing projects may compete for your attention, and not all are as solid as they look. Check the details before you commit your energy.',
      self: 'Imagination runs rich, though wishful thinking can blur what you really want. Ground your dreams by picking one and asking what it would take to live it.',
    },
    reversed: {
      love: 'Illusions fade and you can see a relationship, or what you want from one, more clearly. Honest clarity may feel sobering, yet it clears space for real closeness.',
      work: 'Focus sharpens after a spell of scattered ideas. A realistic look at what is achievable lets you channel effort into the one plan that holds up.',
      self: 'A welcome reality check brings a steadier, clearer mind. Deciding gets easier once you release options that were only ever fantasies.',
    },
  },
  'eight-of-cups': {
    upright: {
      love: 'A bond that no longer nourishes you, or one that needs more depth, may be asking for honest reflection. Listening to what your heart truly needs matters more than keeping up appearances.',
      work: 'Disillusion with a role or project may point toward work that feels more meaningful. Reflect carefully on what is missing before deciding what comes next.',
      self: 'A longing for something deeper may pull you away from comfortable routines. Solitude and honest questions can help you find what truly fulfills you.',
    },
    reversed: {
      love: 'Fear of being alone may keep you in patterns that no longer feel right, or you may drift without ever fully committing. Naming the fear out loud can loosen its grip and show what you really want.',
      work: 'Lingering in a situation out of habit or uncertainty can sap your drive. Clarify what you want from your work before indecision drains more energy.',
      self: 'Restlessness without direction may leave you hovering between staying and going. Choosing one small direction, even a tentative one, can help you move with purpose.',
    },
  },
  'nine-of-cups': {
    upright: {
      love: 'Contentment in your relationships can feel rich and easy, and hopes for warmth or companionship may be coming true. Share your happiness and thank those who add to it.',
      work: 'Satisfaction with your achievements is well earned, and a hoped-for outcome may arrive. Enjoy the success and take stock of what made it possible.',
      self: 'Gratitude and pleasure fill the moment, and you may feel deeply at ease in your own skin. Savor the good things without guilt.',
    },
    reversed: {
      love: 'Outward happiness may hide unmet needs, or one person’s comfort may come at another’s expense. Ask what would make the bond feel fulfilling for everyone in it.',
      work: 'Success may feel hollow, or a goal you chased might not bring the reward you imagined. Reconsider what kind of achievement would truly matter to you.',
      self: 'Indulgence or a restless hunger for more can leave you strangely unsatisfied. Slowing down to enjoy what you already have may restore a simpler contentment.',
    },
  },
  'ten-of-cups': {
    upright: {
      love: 'Emotional fulfillment flows through family, friendship or partnership, and the people around you may feel like a true harbor. Cherish the shared moments that create belonging.',
      work: 'A harmonious team or a good balance between work and home can make your days feel whole. Work that supports the people you care about brings a deeper satisfaction.',
      self: 'Peace settles within you, as though the many parts of your life have found their place. Rest in that harmony and let yourself appreciate it fully.',
    },
    reversed: {
      love: 'Tension at home or unmet expectations may strain family ties and close bonds. Letting go of an idealized picture and talking honestly can rebuild closeness.',
      work: 'Work pressures may be spilling into home life, or a team’s harmony feels strained. Clearer boundaries between roles can help restore balance.',
      self: 'Feeling unsure where or with whom you belong can be unsettling. Reaching out in small ways, a call or a shared meal, can rebuild a sense of home.',
    },
  },
  'page-of-cups': {
    upright: {
      love: 'A sweet surprise, a tender message or a playful new connection may brighten your bonds. Respond with openness and let curiosity lead.',
      work: 'Creative inspiration may arrive out of the blue, bringing a fresh idea or approach. Intuitive hunches are worth exploring, even when they seem whimsical.',
      self: 'Wonder and softness can reawaken your inner child. Allow yourself to dream, play and trust the intuitive nudges that surface.',
    },
    reversed: {
      love: 'Moodiness or sulking may cause misunderstandings with people close to you. Naming feelings plainly, rather than hiding them, helps keep bonds steady.',
      work: 'Creative blocks or a habit of daydreaming may stall your projects. Give an idea one small, practical first step to move it out of your head.',
      self: 'Escapism or swinging moods can hint that tender feelings have nowhere to go. Drawing, music or a patient friend may help them find their way out.',
    },
  },
  'knight-of-cups': {
    upright: {
      love: 'Romance, charm and heartfelt gestures may sweep into your bonds, as a new flirtation or as renewed tenderness with someone familiar. Follow your heart with sincerity.',
      work: 'Idealism and imagination can fuel a project close to your heart. Pursue the ideas that inspire you, while keeping the practical steps in view.',
      self: 'A gentle, romantic mood colors your days, and following your heart feels natural. Let beauty and creativity lead you toward what feels meaningful.',
    },
    reversed: {
      love: 'Promises may outrun actions, or jealousy and fickle moods may cloud a bond. Look for steady signs of care rather than grand words alone.',
      work: 'Unrealistic plans or shifting enthusiasm can leave projects half done. Match your vision with dependable follow-through to avoid disappointment.',
      self: 'Chasing ideals that keep slipping away may leave you let down. Grounding your dreams in small, real steps can restore a sense of direction.',
    },
  },
  'queen-of-cups': {
    upright: {
      love: 'Compassion and emotional attunement make you a calm, caring presence for those you love. Trust your sense of what others need, and let yourself receive care as well.',
      work: 'Empathy and intuition are real strengths in work that involves people, care or creativity. A calm, perceptive approach helps you read situations wisely.',
      self: 'Deep feeling and inner calm can live side by side, so you feel fully without drowning. Trust your intuition and tend your own needs with quiet devotion.',
    },
    reversed: {
      love: 'Giving too much, or losing yourself in others’ feelings, may leave you drained and insecure. Healthy boundaries protect both you and the bond.',
      work: 'Carrying everyone’s emotional load at work may leave you exhausted. Protecting some hours of your week for your own tasks keeps your care sustainable.',
      self: 'Overwhelm may come from absorbing moods that are not your own. Time alone to sort your feelings from other people’s can restore inner steadiness.',
    },
  },
  'king-of-cups': {
    upright: {
      love: 'Emotional maturity and steady kindness help you support the people you love, even in difficult moments. Balance warmth with calm, and listen generously.',
      work: 'Diplomacy and composure let you lead with both heart and wisdom. Handling tense situations with calm generosity earns trust and respect.',
      self: 'Balance between feeling and reason gives you a deep, steady calm. Allow emotions to flow without handing them the helm.',
    },
    reversed: {
      love: 'Bottled-up feelings, coldness or quiet manipulation may unsettle a bond. Speaking honestly about what you feel, instead of controlling or withdrawing, can help rebuild trust.',
      work: 'Volatile moods or a cold, controlling manner may disrupt working relationships. Pausing before reacting can keep your influence steady and fair.',
      self: 'Suppressing feelings, or letting them burst out without warning, may leave you uneasy. Regular outlets such as writing, walking or a trusted ear can bring back a steadier balance.',
    },
  },
};
