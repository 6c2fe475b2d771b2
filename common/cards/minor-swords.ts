/** The suit of swords: air — thought, truth, conflict. Astrology as described in catalogue.ts. */
import { minorCard } from './define-card.ts';
import type { CatalogueCard } from './types.ts';

export const SWORDS: readonly CatalogueCard[] = [
  minorCard('swords', 1, {
    upright: {
      keywords: ['clarity', 'breakthrough', 'truth', 'new idea'],
      meaning: 'A bright blade of insight cuts through confusion. Speak or act from this clear thinking while it is sharp.',
    },
    reversed: {
      keywords: ['confusion', 'misjudgment', 'clouded thinking', 'careless words'],
      meaning: 'Thoughts are tangled, or the truth is being swung about carelessly. Wait for clarity before you cut.',
    },
    astrology: 'libra',
    mainColor: '#517ca8',
    cost: 77,
  }),
  minorCard('swords', 2, {
    upright: {
      keywords: ['stalemate', 'difficult choice', 'avoidance', 'truce'],
      meaning: 'Blindfolded, two swords held in careful balance, you are putting off a choice. The calm is real but temporary; sooner or later you will need to look.',
    },
    reversed: {
      keywords: ['indecision', 'information overload', 'lifting the blindfold', 'overwhelm'],
      meaning: 'The standoff can no longer hold. Let yourself see what you have been avoiding; the choice may be easier with open eyes.',
    },
    astrology: 'libra',
    mainColor: '#7075a9',
    cost: 33,
  }),
  minorCard('swords', 3, {
    upright: {
      keywords: ['heartbreak', 'sorrow', 'painful truth', 'grief'],
      meaning: 'A sharp sorrow, the kind that pierces clean through. Let the rain fall; naming the hurt is where mending begins.',
    },
    reversed: {
      keywords: ['mending', 'release', 'forgiveness', 'lingering hurt'],
      meaning: 'The wound is closing, slowly. Be patient with what still aches, and notice the first signs of lightness returning.',
    },
    astrology: 'libra',
    mainColor: '#d7415a',
    cost: 37,
  }),
  minorCard('swords', 4, {
    upright: {
      keywords: ['rest', 'recuperation', 'contemplation', 'retreat'],
      meaning: 'A quiet pause after struggle, like a knight lying at rest in a chapel. Give your mind room to recover before the next challenge.',
    },
    reversed: {
      keywords: ['restlessness', 'running on empty', 'reawakening', 'stagnation'],
      meaning: 'You are either pushing on without rest or lingering too long in retreat. Listen to what your energy is actually asking for.',
    },
    astrology: 'libra',
    mainColor: '#678c79',
    cost: 41,
  }),
  minorCard('swords', 5, {
    upright: {
      keywords: ['hollow victory', 'conflict', 'winning at all costs', 'tension'],
      meaning: 'One figure gathers up the swords while the others walk away defeated. Ask whether this win is worth what it costs the relationship.',
    },
    reversed: {
      keywords: ['reconciliation', 'making amends', 'lingering resentment', 'letting it rest'],
      meaning: 'The battle is over, but its echoes remain. Reaching out, or simply letting the matter rest, can close the wound.',
    },
    astrology: 'aquarius',
    mainColor: '#577e91',
    cost: 45,
  }),
  minorCard('swords', 6, {
    upright: {
      keywords: ['transition', 'moving on', 'calmer waters', 'passage'],
      meaning: 'A boat carries you away from rough water toward a gentler shore. The journey may be quiet and bittersweet, but it is heading somewhere better.',
    },
    reversed: {
      keywords: ['unfinished business', 'resisting change', 'baggage', 'rough crossing'],
      meaning: 'Part of you is still standing on the old shore. Unpack what you brought aboard, and decide what you truly need to keep.',
    },
    astrology: 'aquarius',
    mainColor: '#4e8090',
    cost: 49,
  }),
  minorCard('swords', 7, {
    upright: {
      keywords: ['strategy', 'stealth', 'cunning', 'evasion'],
      meaning: 'Someone tiptoes away carrying swords that are not all theirs. Be strategic, but ask whether cleverness is covering something you would rather not face.',
    },
    reversed: {
      keywords: ['coming clean', 'conscience', 'exposed plans', 'rethinking'],
      meaning: 'Secrets have a way of surfacing. Honesty now, however awkward, costs less than keeping up the act.',
    },
    astrology: 'aquarius',
    mainColor: '#948431',
    cost: 53,
  }),
  minorCard('swords', 8, {
    upright: {
      keywords: ['restriction', 'feeling trapped', 'limiting beliefs', 'helplessness'],
      meaning: 'Bound and blindfolded among the swords, yet the way out is open. Many of these bonds are thoughts; loosen them and you may find you can walk.',
    },
    reversed: {
      keywords: ['release', 'new perspective', 'self-acceptance', 'freedom'],
      meaning: 'You are starting to see the bindings for what they are. Each small step outside the circle makes the next one easier.',
    },
    astrology: 'gemini',
    mainColor: '#b1635c',
    cost: 56,
  }),
  minorCard('swords', 9, {
    upright: {
      keywords: ['anxiety', 'worry', 'sleeplessness', 'dread'],
      meaning: 'Midnight thoughts grow larger in the dark. These fears feel vivid, but they are worries rather than prophecies, and speaking them to someone you trust often shrinks them.',
    },
    reversed: {
      keywords: ['relief', 'reaching out', 'hope', 'easing worry'],
      meaning: 'The worst of the worry is lifting, or you are ready to share it. Letting someone in lightens what you have been carrying alone.',
    },
    astrology: 'gemini',
    mainColor: '#6277b4',
    cost: 60,
  }),
  minorCard('swords', 10, {
    upright: {
      keywords: ['painful ending', 'rock bottom', 'exhaustion', 'last blow'],
      meaning: 'A dramatic ending, yet dawn is already breaking on the horizon behind it. When things can sink no lower, the only way left is up.',
    },
    reversed: {
      keywords: ['recovery', 'resilience', 'survival', 'reopening wounds'],
      meaning: 'You have come through the worst and are slowly rising. Take care not to reopen old wounds by replaying them.',
    },
    astrology: 'gemini',
    mainColor: '#a76b3f',
    cost: 64,
  }),
  minorCard('swords', 11, {
    upright: {
      keywords: ['curiosity', 'vigilance', 'new ideas', 'truth-seeking'],
      meaning: 'Alert and quick-witted, the page scans the wind for new ideas. Ask questions, listen closely and let curiosity sharpen you.',
    },
    reversed: {
      keywords: ['gossip', 'scattered thoughts', 'all talk', 'defensiveness'],
      meaning: 'Ideas race ahead of follow-through, or words travel further than you meant them to. Think before you speak, and finish what you start.',
    },
    astrology: 'libra',
    mainColor: '#44828e',
    cost: 80,
  }),
  minorCard('swords', 12, {
    upright: {
      keywords: ['ambition', 'drive', 'directness', 'quick thinking'],
      meaning: 'Charging into the wind, this knight pursues an idea with full force. Act decisively, and keep your aim true.',
    },
    reversed: {
      keywords: ['rashness', 'aggression', 'impatience', 'aimless speed'],
      meaning: 'Speed without direction is sending you headlong into trouble. Slow down long enough to choose where you are going.',
    },
    astrology: 'gemini',
    mainColor: '#4179c8',
    cost: 87,
  }),
  minorCard('swords', 13, {
    upright: {
      keywords: ['clear boundaries', 'honesty', 'independence', 'perception'],
      meaning: 'Direct and discerning, she sees through pretence and speaks plainly. Use clear words and fair limits; kindness and truth can share a sentence.',
    },
    reversed: {
      keywords: ['coldness', 'bitterness', 'harsh judgment', 'guardedness'],
      meaning: 'Old hurts may be sharpening your words more than you intend. Let honesty soften into understanding.',
    },
    astrology: 'libra',
    mainColor: '#886cb0',
    cost: 88,
  }),
  minorCard('swords', 14, {
    upright: {
      keywords: ['intellect', 'authority', 'integrity', 'clear judgment'],
      meaning: 'A mind that weighs things fairly and decides with care. Lead with reason and integrity, and let principle guide your choices.',
    },
    reversed: {
      keywords: ['manipulation', 'rigidity', 'cold logic', 'misused power'],
      meaning: 'Reason has become a weapon, or rules are being applied without heart. Bring compassion back into the room alongside the facts.',
    },
    astrology: 'aquarius',
    mainColor: '#6f6fc8',
    cost: 95,
  }),
];
