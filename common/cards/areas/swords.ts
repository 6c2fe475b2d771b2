/** Area meanings of the suit of swords (air: thought, truth, conflict). */
import type { AreaCorpus } from './types.ts';

export const SWORDS_AREAS: AreaCorpus = {
  'ace-of-swords': {
    upright: {
      love: 'Honest words can clear the air between you and the people you care about. Saying plainly what you feel or need may set a bond on a fresher, more truthful footing.',
      work: 'A sharp idea or a clean solution may arrive after a muddled stretch. Write it down, test it against the facts, and let it set the direction for the next piece of work.',
      self: 'Your mind feels bright and awake, able to tell what matters from what does not. Use that clarity to name one truth about yourself that you have been circling for a while.',
    },
    reversed: {
      love: 'Words spoken in haste can cut deeper than intended, and small misunderstandings may be piling up. Before the next hard conversation, check what you heard against what was actually said.',
      work: 'Plans may rest on a misreading of the brief or the numbers. Pause to clarify the question before pushing an answer, since a slower, sharper start can spare you real rework.',
      self: 'Thoughts may feel crowded and hard to sort, and snap judgments about yourself come easily. Give the fog some time; rest and a little quiet often let the real picture surface.',
    },
  },
  'two-of-swords': {
    upright: {
      love: 'An uneasy peace may be holding because a conversation keeps being postponed, with a partner, a friend or family. The calm is kind for now, though the bond may soon ask for honesty.',
      work: 'Two options in your work or study may look equally weighted, so you hold still and decide nothing. Gathering one more honest fact, rather than waiting, can tip the balance.',
      self: 'Guarding your calm by not looking at a feeling can be tiring in its own way. Quiet is good, but asking yourself gently what you are avoiding may ease the strain of holding it off.',
    },
    reversed: {
      love: 'A stalemate between you and someone close may be breaking, and what you avoided seeing comes into view. Facing it with open eyes, together where possible, can bring relief rather than a blow.',
      work: 'Too many inputs, opinions and open tabs may be drowning out your own judgment on a project. Narrow the field to the few facts that truly matter, and the decision can become simpler.',
      self: 'Overwhelm can arrive when a long balancing act finally tips. Let the blindfold slip a little at a time; seeing clearly, even when the truth is uncomfortable, tends to steady the mind.',
    },
  },
  'three-of-swords': {
    upright: {
      love: 'A painful truth or a loss may be landing in one of your closest bonds. Allow the grief its space, and let someone you trust sit with you rather than carrying it alone.',
      work: 'Hard feedback, a rejection or a project that falls apart can sting more than you expected. Acknowledge the hurt honestly before you decide what, if anything, there is to learn from it.',
      self: 'Sorrow deserves to be felt rather than hurried past. Crying, writing or simply naming what hurts can be a form of care, and being gentle with yourself counts as real effort.',
    },
    reversed: {
      love: 'A wound between you and someone dear may be starting to close. Forgiveness, whether offered, received or simply felt inside, can let warmth slowly back into the bond.',
      work: 'After a setback or a painful exchange, your footing may be returning. The sting can fade enough for you to see what is still worth building, and to build it with a steadier hand.',
      self: 'Lightness can return in small moments: a laugh, an easier morning, a night of better sleep. Some ache may linger, and that is allowed; healing rarely moves in a straight line.',
    },
  },
  'four-of-swords': {
    upright: {
      love: 'Bonds may benefit from a quieter season, with less to fix and more time simply spent side by side. Giving one another room to recover can be its own form of love.',
      work: 'A pause between projects, or a lighter week, may be what lets your thinking recover. Stepping back to reflect can improve the next decision more than pushing harder would.',
      self: 'Rest is asking for a real place in your day, not just the leftovers of it. Stillness, sleep and unhurried solitude can restore a mind that has been on guard for too long.',
    },
    reversed: {
      love: 'Showing up for everyone while running on empty, or withdrawing so long that others feel shut out, can strain close bonds. Let the people near you know honestly what you need.',
      work: 'Pushing on without a break can leave your work polished on the surface and thin underneath. Or a long pause may be ready to end, and a gentle return to effort can reawaken your interest.',
      self: 'Restlessness may keep you from resting even when you stop, or stagnation may keep you still when rest is done. Ask your body and mood which of the two is true today.',
    },
  },
  'five-of-swords': {
    upright: {
      love: 'An argument may be turning into a contest you want to win more than a problem you want to solve. Consider what winning it would cost the trust between you.',
      work: 'Competition or office politics may be sharpening into something mean-spirited. You can stand your ground on what matters without needing to humiliate anyone to do it.',
      self: 'Inner tension may show up as a need to be right at every turn. Notice where pride is taking up the space that peace could fill, and what you might gain by setting one sword down.',
    },
    reversed: {
      love: 'A quarrel may be ready to end, through an apology or simply a shared decision to let it rest. Reaching out first takes courage, and it can bring real relief to both sides.',
      work: 'Colleagues or collaborators may be ready to move past an old clash. Making amends, or quietly agreeing to start fresh, can return energy that the conflict had been draining.',
      self: 'Resentment you have carried may be loosening its grip. Letting an old fight go does not mean agreeing it was fair; it means choosing not to keep paying for it.',
    },
  },
  'six-of-swords': {
    upright: {
      love: 'A relationship, or your place within a family or circle of friends, may be moving toward calmer ground. Some sadness can travel alongside the relief, and both are welcome aboard.',
      work: 'Leaving behind a difficult role, course or project for something steadier may already be underway. The change can feel quiet and bittersweet, yet it carries you toward easier waters.',
      self: 'Moving on often happens gradually, one calmer day at a time. Let yourself be carried for a while, trusting that distance from a hard season can bring perspective.',
    },
    reversed: {
      love: 'Unspoken history may be coming along into a new chapter with someone. Talking through what you both still carry can lighten the boat for everyone aboard.',
      work: 'A move or change of direction may be stalling because part of you is holding onto the old way. Sort out which habits and grievances are worth keeping before pressing on.',
      self: 'Resisting change can make a necessary crossing rougher than it needs to be. Ask yourself what baggage you are clinging to, and how it might feel to set some of it down.',
    },
  },
  'seven-of-swords': {
    upright: {
      love: 'Not everything may be out in the open, whether someone is keeping a secret or you are holding your cards close. Tact has its place, but trust grows best where honesty is welcome.',
      work: 'A clever workaround or a quiet strategy may serve you well on a tricky task. Keep your methods fair, though, because shortcuts that depend on no one noticing tend to cost more later.',
      self: 'Clever reasoning or busy distraction may be helping you dodge a feeling. Ask gently what you are slipping away from, and whether facing it might take less effort than avoiding it.',
    },
    reversed: {
      love: 'A truth that has been kept back may be ready to come out. Coming clean, or hearing someone else do so, can feel awkward, yet it often lets a bond breathe again.',
      work: 'Plans made in private may be surfacing, or you may be rethinking an approach that relied on cutting corners. Owning your part openly can restore your standing faster than defending it.',
      self: 'Your conscience may be nudging you toward honesty, with yourself as much as with others. Laying down the effort of keeping up appearances can bring an unexpected sense of ease.',
    },
  },
  'eight-of-swords': {
    upright: {
      love: 'Feeling boxed in by a relationship pattern, or by what you believe others expect, can make any bond feel tight. Some limits are assumptions, and a candid talk may reveal more room than you thought.',
      work: 'Feeling trapped in a job, course or project can make every option look closed. List the exits you dismissed too quickly; a few may be more open than your worry suggests.',
      self: 'Limiting beliefs may be wrapped around you like a blindfold, leaving you feeling helpless. Question one of those thoughts today, and notice how much freer you feel as it loosens.',
    },
    reversed: {
      love: 'Seeing a relationship dynamic for what it is lets you choose how you want to stand within it. Accepting your own needs can make it easier to ask for them kindly.',
      work: 'A fresh perspective may be freeing you from a situation that felt like a trap. Small practical steps, such as learning a new skill or having an honest talk, can widen the path ahead.',
      self: 'Self-acceptance can loosen bindings that once seemed fixed. Each time you trust yourself a little more, the circle of fears around you may look less like a cage and more like a memory.',
    },
  },
  'nine-of-swords': {
    upright: {
      love: 'Worries about a bond may be keeping you awake, replaying words or imagining the worst. Sharing the fear with the person involved, or with a trusted friend, can shrink it to its true size.',
      work: 'Deadlines and imagined failures can loom huge in the small hours. Write down what you actually have to do tomorrow; the list is often far shorter than the dread.',
      self: 'Anxiety may be running loud, especially at night when everything looks larger. Gentle routines, a kind voice and support from people you trust can ease some of the weight.',
    },
    reversed: {
      love: 'Letting someone close know what has been troubling you may bring welcome relief. Being comforted, rather than coping alone, can deepen trust on both sides.',
      work: 'Pressure that felt crushing may be easing, or you may be ready to ask for help with a load too heavy for one person. Hope can return as the work becomes shared and manageable.',
      self: 'Worry may be lifting, and sleep and calm can slowly find their way back. Notice the small signs of ease, and give yourself credit for reaching toward them.',
    },
  },
  'ten-of-swords': {
    upright: {
      love: 'A bond may be reaching a painful ending, or an old pattern may have run fully out of road. However raw it feels, the close of one chapter leaves space for dawn to come in.',
      work: 'A project, role or plan may have taken its final, exhausting blow. Let it be over; taking stock from the bottom can show you firm ground on which to rebuild.',
      self: 'Exhaustion and disappointment may make it feel as though nothing is left. Rest at rock bottom without judging yourself, since from here the path tends to lead upward.',
    },
    reversed: {
      love: 'The worst of a hard time in your relationships may be behind you. Trust can rebuild slowly, so try not to reopen old injuries by replaying every hurtful moment aloud.',
      work: 'Recovery from a setback may already be underway, and your resilience is showing. Move forward at a sustainable pace, and resist the urge to relive the failure in every meeting.',
      self: 'You have survived something hard, and strength may be quietly returning. Let healing take its time, and guard against going back over old wounds in your mind.',
    },
  },
  'page-of-swords': {
    upright: {
      love: 'Curiosity about the people you love can deepen your bonds. Ask real questions, listen closely to the answers, and let what you learn about them surprise you.',
      work: 'Study, research or a fresh idea may call for a sharp, alert mind. Ask questions freely, check the facts twice, and treat each task as a chance to learn something.',
      self: 'A restless, inquisitive mood can be a gift when pointed at your own growth. Read, write or explore a new subject, and let your mind stretch a little further than usual.',
    },
    reversed: {
      love: 'Gossip or careless words may be traveling further than you meant, stirring trouble among friends or family. Speak about others only as you would with them in the room.',
      work: 'Big talk and a flood of ideas may be outpacing follow-through. Choose one idea, finish it, and let the results speak before starting the next.',
      self: 'Scattered thoughts and a quick defensive streak may be leaving you tired. Slowing your pace of thinking, and listening before answering, can bring focus back.',
    },
  },
  'knight-of-swords': {
    upright: {
      love: 'Directness may be what a bond needs, whether that means saying how you feel or addressing a problem head-on. Move with honesty, yet leave space for the other person to answer.',
      work: 'Ambition and quick thinking may carry a project forward at speed. Act decisively on what you know, while keeping your aim clearly fixed on the goal.',
      self: 'A strong drive may be pushing you to act on an idea without delay. Channel that energy into a clear purpose, and check in with yourself so it stays on course.',
    },
    reversed: {
      love: 'Impatience or sharp words may be rushing a conversation that needs care. Slow down long enough to hear the other side before charging ahead.',
      work: 'Moving fast without a plan can create rework and friction with colleagues. Stop long enough to choose a direction, and let speed serve a goal instead of replacing it.',
      self: 'Restless energy may be spilling out as irritation or aimless busyness. Taking a breath before reacting can turn that force back into something useful.',
    },
  },
  'queen-of-swords': {
    upright: {
      love: 'Clear boundaries and honest words may make your bonds stronger, not colder. You can say what you need and what you refuse to accept, while still speaking with warmth.',
      work: 'Sharp perception may help you see through vague promises and untangle a complex problem. Give feedback plainly and fairly, and trust your independent judgment.',
      self: 'Independence and self-knowledge may feel steady and hard-won. Honor your own perspective, and let the lessons of past hurts become wisdom rather than walls.',
    },
    reversed: {
      love: 'Old hurts may be making you guarded, quick to judge or cool toward those who mean well. Let some warmth into your honesty, so closeness has a way back in.',
      work: 'Criticism may be landing more harshly than you intend, or bitterness may color how you read others. Soften your tone, and the substance of your point can finally be heard.',
      self: 'Harsh inner judgment may be sharpening every thought about yourself. Try treating your own mistakes with the fair, clear understanding you would offer a friend.',
    },
  },
  'king-of-swords': {
    upright: {
      love: 'Fairness and steady reason can bring calm to a tense bond. Others may turn to you for honest counsel, and your integrity can help everyone feel heard.',
      work: 'Clear judgment and principled leadership may be needed in your work or study. Weigh the evidence, decide with care, and let integrity guide the call.',
      self: 'A calm, reasoning mind may help you think through something that has felt emotional and tangled. Hold yourself to your own principles, with honesty rather than harshness.',
    },
    reversed: {
      love: 'Cold logic or a need for control may be creeping into a relationship. Winning the argument matters less than understanding each other, so bring the heart back in.',
      work: 'Authority may be used rigidly or to manipulate, whether by you or by someone above you. Insist on fair process, and pair the facts with compassion for the people affected.',
      self: 'Rules that leave no room for feeling may be governing how you treat yourself. Loosen the grip a little, and let compassion sit beside reason when you judge your own choices.',
    },
  },
};
