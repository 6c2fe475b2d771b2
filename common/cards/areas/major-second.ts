/** Area meanings of the major arcana from Justice (11) to The World (21): the later stages of the journey. */
import type { AreaCorpus } from './types.ts';

export const MAJOR_SECOND_AREAS: AreaCorpus = {
  justice: {
    upright: {
      love: 'Fair give and take keeps a bond healthy. Say plainly what you need and listen just as plainly, so that every relationship, romantic or not, rests on shared truth.',
      work: 'Reviews, agreements and decisions may turn on the facts, so keep clear records and honest accounts. Careful, even-handed work tends to be recognized for what it is.',
      self: 'Weigh your own conduct with the same fairness you give others. Owning a mistake without drama can leave you lighter and more at ease with who you are.',
    },
    reversed: {
      love: 'An uneven load or a quiet untruth may be straining a bond. Blaming the other side feels easier, yet naming your own share often opens the way to repair.',
      work: 'A decision at work may seem slanted, or a shortcut may be tempting you. Check the figures twice, keep your dealings transparent, and ask for a fair hearing where one is due.',
      self: 'Perhaps you are judging yourself far too harshly, or excusing too much. A kinder, more honest accounting can bring your inner scales back toward level.',
    },
  },
  'the-hanged-man': {
    upright: {
      love: 'Pausing before you push for an answer can let a bond show you a new side of itself. Seeing things from the other person’s angle may soften what felt stuck.',
      work: 'Stalled projects can still teach you something. Use the waiting time to rethink the approach, since a fresh angle may matter more than extra effort.',
      self: 'Letting go of control for a while can feel strange and freeing at once. Rest in the in-between and notice what looks different from here.',
    },
    reversed: {
      love: 'Waiting for someone to change, or giving more than feels right, may have gone on long enough. Gently ask yourself what you are holding out for in this bond.',
      work: 'Delays and endless deliberation may be costing more than a decision would. Choose one small next step and let movement return to the work.',
      self: 'Sacrifice that nobody asked for can quietly wear you down. Notice where you are stuck in limbo out of habit, and allow yourself to stand upright again.',
    },
  },
  death: {
    upright: {
      love: 'One way of relating may be ending so that a truer one can begin, whether in a partnership, a friendship or a family role. Honor what was, and let the bond change shape.',
      work: 'A role, project or way of working may be coming to its natural close. Clearing out what is finished can make room for work that fits who you are becoming.',
      self: 'An old version of yourself may be ready to be laid down. Grief and relief can sit side by side as you let the change do its slow, renewing work.',
    },
    reversed: {
      love: 'Holding on to a bond as it used to be can keep both people from growing. Loosening your grip a little, one honest talk at a time, may ease the way forward.',
      work: 'Clinging to a task, title or method that no longer serves can leave you stuck in place. Even small steps toward the new are real progress.',
      self: 'Fear of change may be keeping you in a room you have outgrown. Go gently; release can happen in stages, and each one counts.',
    },
  },
  temperance: {
    upright: {
      love: 'Patience and give-and-take help people blend their different rhythms. Meeting halfway, without losing yourself, can make any bond feel calm and whole.',
      work: 'Steady, measured effort suits your work right now. Combining skills, people or ideas with care can produce something better than any one of them alone.',
      self: 'Balance comes from small, regular adjustments rather than grand resolutions. Notice what restores you and mix rest, effort and pleasure in kinder proportions.',
    },
    reversed: {
      love: 'One person may be giving too much while the other gives too little, or tempers may be running hot. Small corrections can restore the flow between you.',
      work: 'Rushing, overcommitting or swinging between extremes may be throwing the work off course. Pace yourself and trim back to what truly matters.',
      self: 'Excess in one corner of life may be draining another. Instead of a dramatic overhaul, try one modest change and see how your energy settles.',
    },
  },
  'the-devil': {
    upright: {
      love: 'Jealousy, dependence or an unspoken power game may be shaping a bond more than affection is. Naming the pattern honestly is the first loosening of its hold.',
      work: 'Overwork, status or a habit of always saying yes may be keeping you tied to work that drains you. Look at what you believe you cannot change, and question it.',
      self: 'A craving or old habit may feel stronger than you are. Looking at it with curiosity rather than shame can show how much choice you still hold.',
    },
    reversed: {
      love: 'Old, binding patterns in a bond may be loosening, or you may finally see what kept you tied. Each honest boundary leaves more room for real closeness.',
      work: 'Freedom from a draining pattern at work may be within reach as you see what held you. Reclaim your time and attention one deliberate choice at a time.',
      self: 'A hold that once felt total is easing, and your sense of agency is coming back. Celebrate each small act of freedom; they add up.',
    },
  },
  'the-tower': {
    upright: {
      love: 'A sudden truth may shake a relationship or friendship to its foundations. Painful as it is, what survives the shock can be rebuilt on something more honest.',
      work: 'Plans may be upended without warning, exposing what was never sound. Stay steady, gather what is useful from the rubble, and build again on firmer ground.',
      self: 'An abrupt realization can topple beliefs you leaned on. Give yourself time to feel shaken, and then notice the open sky where the walls once stood.',
    },
    reversed: {
      love: 'Some overdue reckoning may be held off in a bond, or the bond may be quietly changing from within. Ask whether keeping the peace is worth the strain of propping everything up.',
      work: 'A crisis may have been narrowly avoided, or you may be bracing hard against a change that is coming anyway. Consider adapting early rather than patching the cracks.',
      self: 'Transformation may be happening privately, without outward drama. Let the inner shift continue, and ease off the effort of holding old structures in place.',
    },
  },
  'the-star': {
    upright: {
      love: 'Hope and tenderness may return to your bonds after a hard season. Open, generous affection, offered without conditions, can renew trust between people.',
      work: 'Inspiration is returning, and work that matters to you may feel possible again. Share your ideas with quiet confidence and let your vision guide the next steps.',
      self: 'Calm and healing may be flowing back into your days. Rest, beauty and small rituals of care can refill you as steadily as water fills a pool.',
    },
    reversed: {
      love: 'Disappointment may have left you wary of trusting others. Let the people who have been kind to you show you again that warmth is still possible.',
      work: 'Motivation may feel thin and the bigger picture hard to see. Reconnect with why you started, and set a goal small enough to reach this week.',
      self: 'Weariness may be dimming your sense of possibility. Gentle routines, time outdoors and good company can help a flicker of hope grow brighter.',
    },
  },
  'the-moon': {
    upright: {
      love: 'Unspoken feelings and half-seen motives may be shaping a bond. Trust your instincts, but check your fears against what is actually said and done.',
      work: 'Information may be incomplete or misleading, so move carefully and ask clarifying questions. Creative and intuitive work, though, can flourish in this dreamy light.',
      self: 'Dreams, moods and old anxieties may rise to the surface. Treat them as messages worth listening to, not as verdicts, and let uncertainty be part of the path.',
    },
    reversed: {
      love: 'Confusion in a bond may be lifting, and a misunderstanding may finally make sense. If you have been telling yourself a soothing story, daylight invites a kinder truth.',
      work: 'Hidden details may come to light, making a murky situation easier to navigate. Decisions that felt impossible in the fog can grow clearer from here.',
      self: 'Anxieties that loomed large may be shrinking as you look at them directly. Relief can come from naming a fear out loud and seeing its true size.',
    },
  },
  'the-sun': {
    upright: {
      love: 'Warmth and openness can light up your bonds, whether with a partner, friends or family. Shared laughter and simple pleasures may bring people closer.',
      work: 'Effort may be paying off, and your work can shine when you let it be seen. Confidence grounded in real progress invites recognition and good collaboration.',
      self: 'Energy and optimism may be running high. Soak in what feels good, play a little, and let yourself enjoy being exactly who you are.',
    },
    reversed: {
      love: 'Joy in a bond may be muted by stress or by trying too hard to impress. Playful, unguarded time together can bring the warmth back.',
      work: 'Success may be arriving more slowly than hoped, or confidence may be outrunning preparation. Keep going with humility and steady attention to the details.',
      self: 'Your inner light is still there, even if clouds are covering it. Rediscover something you loved as a child and let it bring back a little ease.',
    },
  },
  judgement: {
    upright: {
      love: 'An honest look at the past may help you forgive, reconcile or see a bond with fresh eyes. Renewal becomes possible when old grievances are laid to rest.',
      work: 'A calling may be growing louder, asking you to align your work with what truly matters to you. Review lessons learned and let them guide a wiser next chapter.',
      self: 'A moment of awakening can invite you to take stock of your life with clarity and compassion. Answer the call to become more fully yourself.',
    },
    reversed: {
      love: 'Harsh judgments, of yourself or of others, may be keeping a bond from healing. Offer the grace you would hope to receive, and see what softens.',
      work: 'Doubt may be keeping you from a path that calls to you. Listen for the work that lights you up, even if you are not ready to act on it yet.',
      self: 'A loud inner critic may be replaying old mistakes. Try meeting your past self with understanding; regret can turn into wisdom when handled kindly.',
    },
  },
  'the-world': {
    upright: {
      love: 'Bonds may reach a rich, complete place, or a shared chapter may close with gratitude. Celebrate the wholeness you have built with the people you love.',
      work: 'A project or stage of study may be coming to a satisfying finish. Take time to mark the achievement before you turn toward the next horizon.',
      self: 'A sense of wholeness and belonging may settle in as the pieces of your life come together. Enjoy the feeling of being at home in yourself.',
    },
    reversed: {
      love: 'An unresolved conversation may be keeping a bond from feeling complete. Seeking closure, gently and directly, can free everyone involved to move forward.',
      work: 'A task may be nearly done yet stalled by a final detail. Tie off that last loose end before starting something new; completion may be closer than it looks.',
      self: 'You may feel almost whole yet not quite at rest. Acknowledge how far you have come, and tend to the small piece still asking for attention.',
    },
  },
};
