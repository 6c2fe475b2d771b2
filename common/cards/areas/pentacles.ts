/** Area meanings of the suit of pentacles (earth: work, body, home, the material world). */
import type { AreaCorpus } from './types.ts';

export const PENTACLES_AREAS: AreaCorpus = {
  'ace-of-pentacles': {
    upright: {
      love: 'A bond with real ground beneath it may be starting, whether a new friendship, a romance or a steadier rhythm at home. Small, reliable gestures can count for more than grand ones.',
      work: 'A practical opening may appear: a course, a role, a project with a budget and a purpose. Give it a plan and regular attention so it has a chance to take root.',
      self: 'Your body and senses invite you back to the present. A simple daily ritual, such as a walk, a meal cooked with care or an early night, can steady you from the soles of your feet upward.',
    },
    reversed: {
      love: 'Promising connections can fade when nobody follows through. If a bond matters to you, offer something concrete, like time, help or a kept promise, rather than waiting for the right moment.',
      work: 'A plan may rest on thinner footing than it seems, or a chance could pass while you hesitate. Check the hours, the costs and the skills it needs before building any higher.',
      self: 'A feeling that there is never enough, whether time, money or energy, can color every choice. Notice what you do have today and build from that firmer patch of ground.',
    },
  },
  'two-of-pentacles': {
    upright: {
      love: 'Your bonds ask for some juggling just now, among people, plans and your own needs. Humor and flexibility can keep everyone close even when schedules refuse to line up.',
      work: 'Several tasks compete for your hands, and you can keep them moving with a good rhythm. A simple list and a willingness to reshuffle priorities may carry you through a busy stretch.',
      self: 'Energy rises and dips, and that can be fine. Adapt to the day you actually have rather than the one you planned, and leave some slack in the ribbon.',
    },
    reversed: {
      love: 'Stretched across too many people and obligations, you may be giving everyone a hurried half of yourself. An honest word about what you can manage can protect the bonds that matter most.',
      work: 'Overcommitment can lead to missed deadlines and scattered effort. Renegotiate one promise or pause one task on purpose so the rest can have your real attention.',
      self: 'Constant switching can leave you frazzled and short of breath. Putting something down is not failure; it can be the kindest decision you make for yourself this week.',
    },
  },
  'three-of-pentacles': {
    upright: {
      love: 'Relationships grow through shared effort, such as cooking together, fixing something side by side or planning a gathering. Each person’s contribution is seen and valued.',
      work: 'Collaboration and skill come together well. Input from people with different expertise can raise the quality of what you make, and your own craft is likely to be noticed.',
      self: 'Learning something with your hands or alongside others can feed your confidence. Take quiet pride in the skills you have built, and stay open to a mentor’s suggestions.',
    },
    reversed: {
      love: 'A bond may feel lopsided, with one person carrying most of the work of keeping it going. Talking openly about who does what can ease resentment before it settles in.',
      work: 'Misaligned goals or unclear roles can stall a shared project, and good work may go unnoticed. Agreeing on the plan, and naming your contributions plainly, can help.',
      self: 'Going through the motions can drain the pleasure from what you do. Reconnect with the part of your craft you truly care about, even if no one else sees it yet.',
    },
  },
  'four-of-pentacles': {
    upright: {
      love: 'Protecting what you share can create real stability, yet holding too tightly may leave little room for closeness. Consider where trust could take the place of control.',
      work: 'Saving, conserving and guarding hard-won gains is sensible right now. Keep an eye on whether caution is also shutting out new ideas or helpful people.',
      self: 'Security is a real need, and you are entitled to your boundaries. Notice, though, whether clinging to routines or possessions has become a way to avoid feeling exposed.',
    },
    reversed: {
      love: 'A guarded heart may be starting to open, making space for generosity and trust. Where jealousy or fear of loss still grips, gentle honesty can help it loosen.',
      work: 'Easing control over a project or a budget can let others contribute and bring fresh air in. If worry about losing ground is steering decisions, review the facts calmly with someone you trust.',
      self: 'You may be finding that safety can live inside you rather than only in what you keep. Letting go of one small thing you have clung to can feel surprisingly freeing.',
    },
  },
  'five-of-pentacles': {
    upright: {
      love: 'Feeling left out, or alone with a struggle, is painful, and pride can keep you from knocking. Reaching out to one person who cares may bring more warmth than you expect.',
      work: 'Lean times, setbacks or feeling shut out of opportunities can weigh on you. Practical support such as advice, community resources or a colleague’s help may be nearer than it seems.',
      self: 'Worry can make the world look colder and narrower than it is. Be gentle with yourself, cover the basics of food, warmth and rest, and let someone see how you are really doing.',
    },
    reversed: {
      love: 'Warmth is returning to bonds that felt distant or strained. Accepting kindness, and offering it back, can help a friendship or family tie recover its ease.',
      work: 'Conditions are beginning to improve, and help that was out of reach may now be available. Take the steady steps that rebuild your footing, one practical gain at a time.',
      self: 'Hope can come back slowly, like feeling returning to cold hands. Let yourself notice the small marks of recovery, and welcome the support that helped you through.',
    },
  },
  'six-of-pentacles': {
    upright: {
      love: 'Giving and receiving move freely through the circle of people you care for. A fair balance of attention, help and affection can strengthen friendship and family alike.',
      work: 'Fair exchange shapes your working life at the moment: mentoring, sharing resources or receiving support. Generosity offered with respect can build lasting goodwill.',
      self: 'Kindness you give can find its way back to you. Practice receiving gracefully, whether a compliment, a favor or simply rest, without rushing to repay it.',
    },
    reversed: {
      love: 'Help that comes with strings, or a bond in which one person always gives, can breed quiet resentment. Look at whether care is flowing both ways, and speak up if it is not.',
      work: 'Unequal arrangements or favors with hidden conditions may complicate your work. Clear agreements about who contributes what can restore a sense of fairness.',
      self: 'If you are always the giver, receiving can feel uncomfortable or even unearned. You are allowed to accept support without keeping score.',
    },
  },
  'seven-of-pentacles': {
    upright: {
      love: 'Some bonds grow slowly, and it can help to look at what you have cultivated together. Patience and steady care may matter more than quick proof of progress.',
      work: 'Long efforts are starting to show, though the harvest is not yet in. Pause to assess what is working, adjust where needed and keep giving the project your attention over the long view.',
      self: 'Growth you cannot yet measure may still be underway. Take stock honestly, appreciate how far you have come and allow your progress its own seasonal pace.',
    },
    reversed: {
      love: 'Impatience with a relationship’s pace can make you doubt what has been built. Ask what you want from the bond, and whether it needs more time or a different kind of care.',
      work: 'Effort that seems to lead nowhere can spark frustration. Reviewing your methods, rather than simply working harder, may reveal whether to persist or change course.',
      self: 'Doubt may whisper that your efforts have been wasted. Separate what you have learned from what has not yet paid off, and feel free to choose a direction that fits you now.',
    },
  },
  'eight-of-pentacles': {
    upright: {
      love: 'Bonds deepen through small, repeated acts of attention. Learning how someone likes to be cared for, and practicing it, can be its own quiet craft.',
      work: 'Focused, patient practice is paying off in your skills. Careful attention to detail and steady repetition can turn good work into real mastery.',
      self: 'Absorbing yourself in a task can be restful and restoring. Enjoy the satisfaction of growing a little more capable at something through steady effort.',
    },
    reversed: {
      love: 'Routine may have turned a bond into a checklist, or you may be trying to make a relationship flawless. Fresh curiosity about the other person can bring it back to life.',
      work: 'Perfectionism, monotony or shortcuts can undermine quality. Decide where precision really matters and where a finished piece serves more than an endless polish.',
      self: 'Wandering focus or relentless self-improvement can leave you restless. Allow some efforts to be good enough, and find one task that truly engages you again.',
    },
  },
  'nine-of-pentacles': {
    upright: {
      love: 'Feeling whole on your own lets you meet others from a place of choice rather than need. Friendships and romance alike can benefit from your confidence and self-respect.',
      work: 'Independent effort and discipline are bearing fruit. Enjoy the comfort and freedom your skills have earned, and appreciate the quality of what you have built.',
      self: 'Self-sufficiency and refinement can give you a sense of ease. Treat beauty and pleasure as a natural part of a well-tended life, not a reward to be earned.',
    },
    reversed: {
      love: 'Busyness or fierce independence may have crowded out closeness. Success tends to feel richer when shared, so invite the people you love into what you have grown.',
      work: 'Overwork can make achievement feel hollow, and appearances may count for more than substance. Ask whether your effort still serves a life you want to live.',
      self: 'Leaning too hard on outward polish or on others’ approval can leave you restless. Rest, and value yourself for more than what you produce.',
    },
  },
  'ten-of-pentacles': {
    upright: {
      love: 'Family, chosen or born, offers a sense of belonging and continuity. Traditions, shared meals and long-standing friendships can feel especially grounding.',
      work: 'Work with a lasting foundation is coming into focus, such as a family business, a long-term project or a career built over years. Think in decades as well as seasons.',
      self: 'Roots give you strength, and you can draw on the wisdom of those who came before. Security grows from knowing where you belong and what you hope to pass on.',
    },
    reversed: {
      love: 'Family tensions, questions of inheritance or old expectations may strain close bonds. Honest talks and gentle boundaries can help you stay loyal to your people without losing yourself.',
      work: 'Short-term thinking or inherited expectations may shape your work more than you intend. Consider which paths are truly yours, and what foundations could outlast the moment.',
      self: 'Old family patterns may echo in your choices, some of them heavy. You can keep what nourishes you and gently set down what no longer fits the life you are making.',
    },
  },
  'page-of-pentacles': {
    upright: {
      love: 'A grounded, sincere interest in someone may be growing. Show care through reliability and curiosity, learning who the other person really is one conversation at a time.',
      work: 'A new skill, course or apprenticeship may call to you. Approach it as a dedicated student, with practical steps, patient study and a clear goal in mind.',
      self: 'Curiosity about the practical world can feel refreshing. Learning something tangible, like a recipe, a craft or a garden routine, can build quiet confidence.',
    },
    reversed: {
      love: 'Good intentions in a bond may stay unspoken or unfulfilled. Turn one kind thought into one kind act rather than waiting for a perfect plan.',
      work: 'Procrastination and scattered focus can slow progress on a project or in your studies. Break the goal down into a single concrete task and start there.',
      self: 'Daydreaming can be nourishing, yet it may also hide a fear of starting. Be patient with slow progress while nudging yourself toward one small, real step.',
    },
  },
  'knight-of-pentacles': {
    upright: {
      love: 'Steady loyalty and keeping your word sit at the heart of your bonds at present. Showing up reliably, even in small ways, builds deep trust over time.',
      work: 'Methodical, dependable effort moves things forward. Routine may not feel exciting, yet careful work done day after day can bring solid results.',
      self: 'Unhurried routines can steady your mood and energy. Let slow progress count, and take comfort in the habits that keep you grounded.',
    },
    reversed: {
      love: 'A relationship may feel stuck in routine, or caution may keep you from expressing what you feel. A small change of habit can bring some freshness back.',
      work: 'Overcaution or stubbornness may stall a project. Reassess whether the plan still makes sense, and allow a new approach to break the rut.',
      self: 'Boredom or inertia may be settling in. Try one small change to your usual day, a new route or a new hour, and notice what begins to stir.',
    },
  },
  'queen-of-pentacles': {
    upright: {
      love: 'Warm, practical care strengthens your bonds, whether you cook for friends, make a home welcoming or simply listen well. Nurturing others can feel natural and rewarding.',
      work: 'Grounded competence and resourcefulness make you dependable. You can manage both people and resources with warmth, shaping a workplace that feels steady and humane.',
      self: 'Caring for your body and surroundings nourishes your spirit. Comfort, good food and rest are part of what keeps you capable, not indulgences.',
    },
    reversed: {
      love: 'Caring for everyone else may leave you depleted, or concern may tip into smothering. Let others give back to you, and trust them to manage their own lives.',
      work: 'Overwork and trying to keep everything running alone can throw you off balance. Share the load where you can, and protect time that belongs only to you.',
      self: 'Self-neglect may have crept in quietly. Attend to your own needs with the same generosity you give others, starting with rest and simple comforts.',
    },
  },
  'king-of-pentacles': {
    upright: {
      love: 'Steady, generous presence anchors your bonds. You can offer security and protection while leaving room for others to grow in their own way.',
      work: 'Discipline and experience have built something solid. Lead with practical wisdom, sound judgment and a generous eye toward the people who helped you get here.',
      self: 'A calm sense of accomplishment can settle in. Enjoy the security you have built, and let it support rather than define your sense of worth.',
    },
    reversed: {
      love: 'Control or possessiveness may strain your bonds. Holding loosely and listening closely can bring warmth back to people who feel managed rather than loved.',
      work: 'Rigidity or a fixation on gain can narrow your view. Stay open to feedback, and keep in mind the people the work exists for, not only the numbers.',
      self: 'Measuring yourself by status or possessions can leave you feeling empty. Reflect on which values matter most to you beyond material success.',
    },
  },
};
