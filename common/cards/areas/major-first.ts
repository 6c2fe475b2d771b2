/** Area meanings of the major arcana 0 to 10, The Fool through Wheel of Fortune (the first half of the journey). */
import type { AreaCorpus } from './types.ts';

export const MAJOR_FIRST_AREAS: AreaCorpus = {
  'the-fool': {
    upright: {
      love: 'Bonds may feel fresh and unguarded, whether that means a new friendship, a first date or seeing someone familiar with new eyes. Lead with curiosity rather than a script.',
      work: 'A new course, role or project may be calling, and you don’t need every answer before you begin learning. Start small, keep notes, and let early mistakes teach you.',
      self: 'Lightness is available to you: a willingness to wander, to play, to not yet know. Give yourself permission to be a beginner at something and enjoy how that feels.',
    },
    reversed: {
      love: 'You may be holding back from someone for fear of looking foolish, or rushing in before trust has had time to form. A slower, more honest pace can protect what matters.',
      work: 'Plans may be stalling on worry, or racing ahead without a map. Before your next move, check the ground underfoot: the deadlines, the resources and the people affected.',
      self: 'Restlessness and hesitation can pull in opposite directions, leaving you stuck at the edge. Ask which fear is protecting you and which is simply keeping you small.',
    },
  },
  'the-magician': {
    upright: {
      love: 'Clear words and attentive presence can shape a connection right now. Say what you mean, listen for what others offer, and let your care show up as action.',
      work: 'Your skills, contacts and ideas are ready to combine into something useful. Set one focused intention for the work ahead and put your full attention behind it.',
      self: 'Confidence grows from using what you already have rather than waiting for more. Notice your own capability today and let it carry you from thinking into doing.',
    },
    reversed: {
      love: 'Charm may be standing in for honesty, in you or in someone close. Watch for words that promise more than actions deliver, and offer the plainer truth yourself.',
      work: 'Talents may be spread across too many half-started tasks, or hidden by doubt about whether they count. Finishing one thing can remind you what you are capable of.',
      self: 'Feeling like an impostor can drain energy you could be using to create. Try judging yourself by what you actually practice rather than by how polished it looks.',
    },
  },
  'the-high-priestess': {
    upright: {
      love: 'Unspoken feelings matter here, both yours and those of the people around you. Listen past the words, give bonds room to reveal themselves, and trust what you quietly sense.',
      work: 'Not every answer belongs in a spreadsheet yet. Study, research and careful observation may serve you better than quick announcements, so keep some plans private until they ripen.',
      self: 'Stillness can be a source of knowing rather than an absence of activity. Time with a journal, a walk without headphones or simple quiet can help you hear yourself.',
    },
    reversed: {
      love: 'Guarded moods or kept secrets may be creating distance, or you may be overriding a gut feeling about someone. Give your instincts a hearing before other opinions settle the matter.',
      work: 'Too much input from meetings, messages and advice can bury your own judgment. Stepping away from the noise may reveal what you already sense about the task.',
      self: 'Feeling cut off from your inner life often points to too much noise, not too little wisdom. Protect small pockets of silence and let your intuition find its voice again.',
    },
  },
  'the-empress': {
    upright: {
      love: 'Affection may flow easily through shared meals, touch, comfort and generous attention. Bonds of every kind can flourish when you nurture them and let yourself be nurtured too.',
      work: 'Creative and practical projects may grow steadily when tended with patience. Give your work good conditions, rest and enough time, and let it ripen at its own pace.',
      self: 'Pleasure and comfort are forms of nourishment, not indulgences to apologize for. Time with beauty, nature or your own senses can help your energy return.',
    },
    reversed: {
      love: 'Giving care without receiving any can leave you depleted, and holding loved ones too closely can crowd them. Let support run both ways, and trust others to grow in their own way.',
      work: 'Creative flow may feel blocked when you are running on empty. Refilling your reserves with rest, play and realistic plans can bring ideas back more reliably than pushing.',
      self: 'Caring for everyone except yourself can leave your own cup nearly empty. Small, sensory acts of kindness, such as a proper meal, some sunlight or an unhurried bath, can help you feel rooted again.',
    },
  },
  'the-emperor': {
    upright: {
      love: 'Steadiness and reliability can be forms of love, offering people a safe place to land. Clear agreements and kept promises help any bond feel secure.',
      work: 'Structure serves you well: a plan, a schedule, defined roles and a clear way of making decisions. Taking responsibility calmly may earn you trust and room to lead.',
      self: 'Healthy discipline can feel like self-respect rather than punishment. Routines that hold you up and boundaries that protect your time can leave you feeling sturdy.',
    },
    reversed: {
      love: 'Someone may be trying to control rather than protect, or a power struggle may be quietly shaping the bond. Notice where firmness has hardened and where softness is needed.',
      work: 'Rules may be stifling good ideas, or the lack of any structure may be causing chaos. Look for the smallest framework that brings order without crushing initiative.',
      self: 'Being too hard on yourself can pass for discipline, while having no routine at all can leave you unmoored. A middle ground of gentle structure you can actually keep may help.',
    },
  },
  'the-hierophant': {
    upright: {
      love: 'Shared values, rituals and commitments may anchor your relationships right now. Family traditions, community ties and agreed expectations can offer warmth and belonging.',
      work: 'Learning from a mentor, following established methods or joining a professional community may help you progress. Respect for proven practice can ground your own ideas.',
      self: 'A practice, a teaching or a community may offer meaning and steady ground. Consider what you believe and which traditions genuinely nourish your spirit.',
    },
    reversed: {
      love: 'Expectations inherited from family or culture may not fit the bonds you actually want. You can honor where you come from while choosing relationships on your own terms.',
      work: 'Conventional routes may feel confining, and questioning the usual way of doing things can reveal a better approach. Challenge outdated rules thoughtfully rather than for show.',
      self: 'Questioning beliefs you were taught can be unsettling and freeing at once. Your own moral compass deserves trust as you sort the teachings that ring true from those that only constrain.',
    },
  },
  'the-lovers': {
    upright: {
      love: 'Deep connection may grow from mutual honesty and shared values, in romance, friendship or family alike. Choosing one another fully, with eyes open, can strengthen any bond.',
      work: 'A meaningful choice may lie ahead, best made by asking which path fits your values and not only your ambitions. Collaborations built on real alignment can flourish.',
      self: 'Inner harmony comes from letting your choices reflect who you really are. Notice where your desires and your values meet, and give that meeting point your trust.',
    },
    reversed: {
      love: 'A bond may feel out of step, with different needs tugging in different directions. Honest talk about what each person wants can begin to restore closeness.',
      work: 'Misaligned goals within a team or partnership can slow everything down, and indecision may keep you circling. Clarifying your own priorities first may make the next step clearer.',
      self: 'Inner conflict can surface when your actions drift away from your values. Taking stock of where you have been compromising yourself is a gentle first step back into alignment.',
    },
  },
  'the-chariot': {
    upright: {
      love: 'Moving forward together takes effort and a shared sense of direction. Bonds can grow stronger when you work through tension side by side, steering toward something you both care about.',
      work: 'Focus and determination can carry a project past obstacles. A clear goal, disciplined days and steady momentum may bring a hard-won result within reach.',
      self: 'Competing impulses can be held together by a clear sense of purpose. Self-discipline offered kindly, not harshly, may leave you feeling strong and in charge of your own course.',
    },
    reversed: {
      love: 'Trying to force an outcome in a bond may push people away, while drifting leaves everyone unsure. Loosening your grip and asking where you both want to go can restore a sense of partnership.',
      work: 'Progress may stall when goals are vague or energy is split across too many fronts. Stepping back to reset priorities can help you move again with purpose instead of strain.',
      self: 'Feeling stuck or pulled apart can be a cue to stop pushing for a while. Reconnecting with what you actually want gives your energy a single direction to follow.',
    },
  },
  strength: {
    upright: {
      love: 'Gentle patience and steady warmth can soften tension between you and the people you care about. Compassion paired with clear boundaries may bring out the best in everyone involved.',
      work: 'Quiet confidence can carry you through a demanding task or a prickly colleague. Calm persistence and tactful influence may achieve more than force or confrontation.',
      self: 'Resilience grows when you meet your own fear with kindness rather than harshness. You may have more courage than you realize, and it can be as quiet as getting up and trying again.',
    },
    reversed: {
      love: 'Insecurity or flashes of temper may be straining bonds that matter to you. Softening toward yourself first can make it easier to respond to others with steadiness.',
      work: 'Doubt may be keeping you from work you are ready for, while frustration tempts you to push too hard. Pacing yourself and noting small wins can rebuild confidence step by step.',
      self: 'Confidence may feel thin, or strong feelings may be running ahead of you. Patience with the parts of you that feel wild or fragile can help calm return in its own time.',
    },
  },
  'the-hermit': {
    upright: {
      love: 'Time on your own may clarify what you truly need from the people in your life. A quiet, unhurried talk with one trusted person can mean more than a crowded room.',
      work: 'Deep, independent work suits the moment, the kind that needs a closed door and a long stretch of concentration. A seasoned mentor may also have guidance worth seeking out.',
      self: 'Solitude can feel restoring rather than empty when you use it to listen inward. Slow walks, early mornings or an evening offline may help your own wisdom surface.',
    },
    reversed: {
      love: 'Pulling away may have created more distance than you meant to. A small reach outward, a message or an invitation, can remind you that you don’t have to carry everything alone.',
      work: 'Working in isolation can narrow your view and keep good ideas out of sight. Sharing drafts early and asking for feedback may bring the perspective you have been missing.',
      self: 'Quiet that once felt restful may have slipped into loneliness or avoidance. Stepping gently back into company, at your own pace, can bring back warmth and perspective.',
    },
  },
  'wheel-of-fortune': {
    upright: {
      love: 'Circumstances around your bonds may be shifting, bringing chance meetings, reunions or a new rhythm with people you know well. Let each season of a relationship be what it is.',
      work: 'A turning point may open doors you did not expect, or change the conditions you work in. Stay adaptable, watch for timely openings, and move with the current when it makes sense.',
      self: 'Highs and lows may feel more vivid lately, a reminder that no mood stays fixed. Holding both lightly can help you ride the turns with more ease and less fear.',
    },
    reversed: {
      love: 'An old relational pattern may be showing up again, perhaps the same argument or the same kind of disappointment. Naming the loop out loud is often what begins to loosen it.',
      work: 'A setback or unwelcome change may leave work feeling out of your hands. Steady, careful planning around what is still within reach can keep you grounded while conditions settle.',
      self: 'Feeling at the mercy of events can be draining and discouraging. Small daily choices, such as rest, movement and one kept promise to yourself, can restore a sense of agency.',
    },
  },
};
