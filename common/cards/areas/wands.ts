/** Area meanings of the suit of wands (fire: drive, creativity, ambition). */
import type { AreaCorpus } from './types.ts';

export const WANDS_AREAS: AreaCorpus = {
  'ace-of-wands': {
    upright: {
      love: 'A new attraction, or sudden warmth in a familiar bond, may light up your days. Let that spark show itself in a message, an invitation or a shared plan.',
      work: 'An idea for a project, a course or a piece of craft can arrive with real heat behind it. Sketch it out while the excitement still tells you why it matters.',
      self: 'Energy stirs after a flat spell, and wanting something again feels good. Follow the small pull of enthusiasm toward whatever makes you lean forward in your chair.',
    },
    reversed: {
      love: 'Interest is there but slow to catch, perhaps because you or someone close hesitates to make the first move. A light, low-pressure gesture can warm things gently.',
      work: 'A promising idea keeps getting pushed aside by distractions or awkward timing. Shrink the first step until it fits into an ordinary afternoon, and begin there.',
      self: 'Motivation feels damp and scattered, and forcing it only makes it heavier. Rest, tidy a corner of your life, and let the wish to begin return at its own pace.',
    },
  },
  'two-of-wands': {
    upright: {
      love: 'You may be weighing what you want from your bonds in the longer run. Talk about plans and places openly, and notice who lights up when you share bigger dreams.',
      work: 'Options are opening and you have room to choose a direction. Map out where each path leads, weigh it against what you have already built, then commit to one.',
      self: 'Part of you is at home and part of you is gazing past the walls. Give that restlessness a real plan, even a modest one, so longing can become direction.',
    },
    reversed: {
      love: 'Fear of change may keep a bond in a holding pattern, or keep you from reaching toward new people. Ask whether comfort is serving the connection or only sparing you.',
      work: 'Plans stay vague while you wait for perfect certainty. Playing safe is reasonable, yet naming one concrete goal can ease the restlessness of standing still.',
      self: 'Restlessness without a plan can sour into quiet dissatisfaction. Admit what you want, even if you are not ready to move, and let that honesty steady you.',
    },
  },
  'three-of-wands': {
    upright: {
      love: 'Bonds can widen: a friendship across distance, plans that meet someone else’s, family news from afar. Look ahead together and enjoy what is growing.',
      work: 'Earlier effort begins to pay back in replies, openings and steady progress. Keep an eye on the wider field, since the next opening may come from further away.',
      self: 'Confidence grows as you see that what you started is actually moving. Enjoy the view from here, and trust the foresight that brought you this far.',
    },
    reversed: {
      love: 'Hopes for a bond may be running ahead of what is really happening, leaving you impatient or let down. Patience and a frank talk about expectations can help.',
      work: 'Results are arriving later than planned, or smaller than you pictured. Review the plan with fresh eyes; a delay often reveals a wider route you had not considered.',
      self: 'Frustration can narrow your sight until every setback looks final. Step back, list what has actually moved, and allow the longer timeline some grace.',
    },
  },
  'four-of-wands': {
    upright: {
      love: 'Gatherings, reunions and shared celebrations can draw people closer. Whether at a family meal or a night with friends, let yourself belong fully in the warmth.',
      work: 'A milestone is worth marking: a finished stage, a team that pulled together, a project that found its footing. Pause to celebrate before the next push begins.',
      self: 'A sense of homecoming settles in, a feeling of being where you belong. Savor the stability and let gladness be enough, without rushing toward the next goal.',
    },
    reversed: {
      love: 'Home may feel unsettled, or a celebration falls flat because someone is missing. Small rituals, a shared meal or a phone call, can restore a sense of togetherness.',
      work: 'A team may feel disjointed, or a win passes without anyone noticing. Acknowledge the progress yourself, and ask for the support that has quietly gone missing.',
      self: 'You may feel caught in transition, not yet at home in your old life or the new one. Build belonging in small ways, with routines and corners that feel like yours.',
    },
  },
  'five-of-wands': {
    upright: {
      love: 'Friction and crossed opinions can flare among friends, family or partners. Some sparring clears the air; keep it playful and fair, and listen for the point under the heat.',
      work: 'Competition and clashing ideas fill the room, and everyone wants a say. Use the friction to sharpen your work, but choose which arguments deserve your energy.',
      self: 'Restless thoughts may pull you several ways at once. Physical effort, a brisk walk or a hard practice session, can give that scrappy energy somewhere useful to go.',
    },
    reversed: {
      love: 'Tension is easing and a truce is possible, though you may also be avoiding a needed talk. Look for the shared wish beneath the quarrel and start there.',
      work: 'Rivalries soften and colleagues may find common ground at last. Make sure peace does not mean swallowing every disagreement; honest debate still has its place.',
      self: 'The conflict may have moved inward, with parts of you arguing over what you want. Hear each side out on paper, and you may find they share more than it seemed.',
    },
  },
  'six-of-wands': {
    upright: {
      love: 'Affection and pride flow easily, and people close to you may cheer you on. Share good news generously and return the applause to those who stood by you.',
      work: 'Effort is being seen: praise, a good result or recognition from peers can arrive. Accept it gracefully and credit the people who helped carry the work.',
      self: 'Confidence rises as you watch yourself succeed. Let the good feeling sink in and remember it, so you can draw on it on days when belief runs thin.',
    },
    reversed: {
      love: 'Seeking reassurance more than connection, or feeling unseen by those close to you, may leave a bond running thin. Say what you need plainly rather than waiting to be noticed.',
      work: 'Success may be quiet rather than public, or credit goes elsewhere for a while. Your work still counts; keep a private record of what you have achieved.',
      self: 'Self-doubt grows when your worth is tied to outside approval. Practice noticing your own effort and naming it out loud, with no audience required.',
    },
  },
  'seven-of-wands': {
    upright: {
      love: 'You may need to stand up for a bond, a boundary or your own view within a family or friendship. Hold your ground kindly, and stay open to the person across from you.',
      work: 'Your position or idea is being challenged, perhaps because it is worth having. Prepare your case, hold firm on what matters, and let small criticisms pass.',
      self: 'Conviction keeps you upright when others push back. Remind yourself why you chose this ground, and let that reason steady you more than anyone’s agreement.',
    },
    reversed: {
      love: 'Defensiveness may be creeping into your closest bonds, treating every question as an attack. Lower the shield a little and see who is actually on your side.',
      work: 'Defending every decision at once is draining your energy. Choose the one or two points that truly matter, and let the rest be settled by others.',
      self: 'Exhaustion can make giving in feel like the only option. Rest is not surrender; choose fewer fights, and recover your strength before the next stand.',
    },
  },
  'eight-of-wands': {
    upright: {
      love: 'Messages fly and feelings move quickly, whether a sudden rush of attraction or a burst of plans with friends. Enjoy the pace, and keep your replies honest.',
      work: 'Projects can accelerate, with news, replies and decisions arriving close together. Clear your desk, keep each effort well aimed, and ride the momentum.',
      self: 'Your energy is quick and focused, eager to move. Use the tailwind for tasks that have been waiting, and leave some breathing room after each burst.',
    },
    reversed: {
      love: 'Crossed wires and delayed replies may stir anxiety in a bond. Before reading meaning into silence, ask directly, and give things time to land.',
      work: 'Haste may be causing errors, or plans seem stuck in mid-air. Slow down, check the details, and confirm what has actually been agreed before moving on.',
      self: 'Scrambling to keep up can leave you scattered and wired. Narrow your focus to a few things today, and let the rest wait without guilt.',
    },
  },
  'nine-of-wands': {
    upright: {
      love: 'Past hurts may make you guarded, yet you are still showing up for the people you love. Let resilience include letting someone in a little further.',
      work: 'The last stretch of a long effort asks for persistence and careful watch. Guard your energy, keep the essentials moving, and finish what you started.',
      self: 'Tired but unbroken, you have more stamina than you think. Tend your bruises, keep a steady pace, and honor how far you have already come.',
    },
    reversed: {
      love: 'Suspicion left over from old wounds may keep people at arm’s length. Consider whether the guard still protects you, or only keeps you lonely.',
      work: 'Stubborn persistence may have turned into grinding on without rest. Ask for help holding the line, or step back long enough to recover your strength.',
      self: 'Constant vigilance wears body and spirit thin. Permission to rest may be the most useful thing you can give yourself at this point.',
    },
  },
  'ten-of-wands': {
    upright: {
      love: 'Too much of a relationship or household may be resting on your shoulders alone. Share the load openly, and let others show their care through practical help.',
      work: 'Responsibilities have piled high, and though the end may be near, the weight is real. Sort which tasks are truly yours, and hand back what belongs to others.',
      self: 'Overcommitment can make you forget why you began. Lighten what you can, and remember that your value is not measured by how much you carry.',
    },
    reversed: {
      love: 'Setting down burdens can bring new ease to a bond, as you let others help and stop carrying everything in silence. Honest requests may draw you closer.',
      work: 'Delegating and letting some tasks go can bring welcome relief. If burnout is close, trimming the load is careful planning, not weakness.',
      self: 'Releasing what was never yours to carry can feel like breathing fully again. Notice the lightness, and guard it against the old habit of taking everything on.',
    },
  },
  'page-of-wands': {
    upright: {
      love: 'Playful curiosity can refresh any bond: a new friend, a spontaneous outing, a silly adventure with family. Ask questions and let yourself be delighted.',
      work: 'Eagerness to learn opens doors, whether through a new skill, a class or a bold first draft. Explore freely, and treat early mistakes as part of the fun.',
      self: 'A free-spirited part of you wants to wander and try things once. Feed it with novelty, a new route or hobby, and notice how your mood brightens.',
    },
    reversed: {
      love: 'Excitement may flare and fade quickly, leaving plans or promises half made. Show up for the small things you offered before chasing the next thrill.',
      work: 'False starts pile up when every new idea outshines the last. Choose one small project and carry it through to the end, however modest it is.',
      self: 'Bravado can mask uncertainty about where you are headed. Admit what you do not yet know, and let aimlessness turn into gentle exploration.',
    },
  },
  'knight-of-wands': {
    upright: {
      love: 'Passion and bold gestures can sweep through your bonds, from a heady attraction to an impromptu trip with friends. Enjoy the heat while minding others’ pace.',
      work: 'Bold action can move things forward quickly. Take initiative on the task that excites you most, while keeping enough structure to follow through.',
      self: 'Adventure calls and your body wants motion. Channel the urge into movement, travel or a fresh challenge, and let yourself feel fully alive.',
    },
    reversed: {
      love: 'Impulsive words or sudden moves may unsettle a bond. Slow the chase, check in with the other person, and let warmth outlast the rush.',
      work: 'Scattered energy and rushing can leave half-finished tasks in your wake. Pick a direction before you charge, and return to what you left undone.',
      self: 'Frustration may burn when plans stall and patience runs short. Release some heat through movement, then decide calmly where the fire should go.',
    },
  },
  'queen-of-wands': {
    upright: {
      love: 'Your warmth and self-assurance draw people toward you. Be generous with your light in friendships and family, while keeping your independence intact.',
      work: 'Confidence and charisma help you lead, persuade and get things done. Take up space in the room, and let your enthusiasm rally others around the work.',
      self: 'You feel sure of yourself and warmly alive. Honor that steady fire by doing things that express who you are, unapologetically and with joy.',
    },
    reversed: {
      love: 'Jealousy or insecurity may cloud how you read others, or you are giving more than you receive. Speak your worries plainly and ask for care in return.',
      work: 'Depletion can creep in when you carry everyone’s enthusiasm along with your own duties. Guard your time, and let others hold some of the energy.',
      self: 'Your light may be dim from self-neglect. Small acts of care, like sunlight, rest or something just for you, can slowly rekindle the confidence you know.',
    },
  },
  'king-of-wands': {
    upright: {
      love: 'Steady vision and generous leadership can strengthen your bonds. Take the lead on plans that bring people together, and inspire by example rather than insistence.',
      work: 'Leadership comes naturally: you see the big picture and others want to follow. Set a clear direction, share the vision, and trust people with the details.',
      self: 'Boldness and clarity of purpose feel within reach. Step into your own authority, and let your sense of direction shape how you spend your days.',
    },
    reversed: {
      love: 'High expectations or a quick temper may strain those closest to you. Listen before deciding, and make room for others to lead sometimes.',
      work: 'Impatience may push colleagues harder than is fair, or plans leave no room for others’ input. Encourage rather than command, and let ideas come from around you.',
      self: 'Demanding perfection from yourself can fuel a short fuse. Ease the pressure, forgive slow progress, and remember that vision needs patience to unfold.',
    },
  },
};
