/**
 * Openings for the places that stand across, beneath, out of sight, above, and between hope and fear:
 * an obstacle is something to work with, the crown the best that could come of it, and a hope is
 * read with the fear folded inside it.
 */
import { capitalize } from '../words.ts';
import { concerned, type PositionTemplates } from './slots.ts';

export const OBSTACLE: PositionTemplates = {
  upright: [
    (s) => `Across your path lies ${s.card}: ${s.essence} is the force to reckon with here, as much a teacher as a block.`,
    (s) => `${capitalize(s.card)} stands across the situation, so ${s.essence} becomes the very thing to work with${concerned(s)}.`,
    (s) => `What crosses things is ${s.essence}, and ${s.card} suggests it can help as readily as it hinders.`,
    (s) => `The challenge here wears the face of ${s.card}, bringing ${s.essence} — something to meet rather than push away.`,
    (s) => `Even a welcome card can stand in the way: ${s.card} brings ${s.essence}, and too much of it may be the snag.`,
    (s) => `Standing crosswise to the rest, ${s.card} makes ${s.essence} the test${concerned(s)}.`,
  ],
  reversedDifficulty: [
    (s) => `Across your path lies ${s.card}, reversed: ${s.essence}, blocked or overdone, is the knot to work with.`,
    (s) => `${capitalize(s.card)} reversed stands across things, turning ${s.essence} into friction${concerned(s)}.`,
    (s) => `What crosses the situation is ${s.essence}, caught up in ${s.card}, reversed, and asking for patience more than force.`,
    (s) => `The challenge shows up as ${s.card}, reversed, where ${s.essence} has turned inward and slows things down.`,
    (s) => `Part of the difficulty is ${s.essence}, held back or pushed too far, as ${s.card}, reversed, suggests.`,
    (s) => `Laid crosswise and reversed, ${s.card} names ${s.essence} as the block worth understanding before anything else.`,
  ],
  reversedRelief: [
    (s) => `Across your path lies ${s.card}, reversed, and the block is already softening into ${s.essence}.`,
    (s) => `${capitalize(s.card)} reversed stands across things, yet it speaks of ${s.essence}, so the obstacle may be losing its hold.`,
    (s) => `What crosses the situation is easing: ${s.card}, reversed, brings ${s.essence}${concerned(s)}.`,
    (s) => `The challenge is lighter than it looks, since ${s.card}, reversed, points to ${s.essence}.`,
    (s) => `Part of what stood in the way is loosening, and ${s.card}, reversed, names it as ${s.essence}.`,
    (s) => `Laid across the rest and reversed, ${s.card} turns a hard edge toward release, with ${s.essence}.`,
  ],
};

export const FOUNDATION: PositionTemplates = {
  upright: [
    (s) => `Beneath everything lies ${s.card}: ${s.essence} is the root this situation grows from.`,
    (s) => `${capitalize(s.card)} sits at the foundation, so ${s.essence} is the ground under your feet${concerned(s)}.`,
    (s) => `The root of the matter is ${s.essence}, which ${s.card} places deep under the surface of events.`,
    (s) => `Underneath the question${s.subject ? ` of ${s.subject}` : ''} runs ${s.essence}, the quiet base ${s.card} describes.`,
    (s) => `What grows above rests on ${s.essence}, the footing that ${s.card} shows.`,
    (s) => `At the base of it all, ${s.card} speaks of ${s.essence}, something steady enough to build on.`,
  ],
  reversedDifficulty: [
    (s) => `Beneath everything lies ${s.card}, reversed: ${s.essence}, a root that is knotted or starved.`,
    (s) => `${capitalize(s.card)} reversed sits at the foundation, hinting that ${s.essence} has been held back at the source.`,
    (s) => `The root of the matter is ${s.essence}, yet ${s.card} is reversed, so the ground here may feel unsteady.`,
    (s) => `Underneath the question${s.subject ? ` of ${s.subject}` : ''} runs ${s.essence} in a blocked form, which ${s.card}, reversed, brings up from below.`,
    (s) => `What grows above rests on ${s.essence}, though ${s.card}, reversed, shows that footing turned inward or overworked.`,
    (s) => `At the base of it all, ${s.card} appears reversed, pointing to ${s.essence} as an old root, tangled and in need of tending.`,
  ],
  reversedRelief: [
    (s) => `Beneath everything lies ${s.card}, reversed, and the root is mending through ${s.essence}.`,
    (s) => `${capitalize(s.card)} reversed sits at the foundation, where ${s.essence} suggests old ground finally settling.`,
    (s) => `The root of the matter is easing, since ${s.card}, reversed, points to ${s.essence}.`,
    (s) => `Underneath the question${s.subject ? ` of ${s.subject}` : ''}, something that once held things down is loosening: ${s.card}, reversed, names ${s.essence}.`,
    (s) => `What grows above rests on firmer ground than before, with ${s.card}, reversed, bringing ${s.essence}.`,
    (s) => `At the base of it all, ${s.card} appears reversed in its gentler sense, and ${s.essence} loosens an old knot.`,
  ],
};

export const HIDDEN: PositionTemplates = {
  upright: [
    (s) => `Below the surface works ${s.card}: ${s.essence}, quietly shaping things without being named.`,
    (s) => `${capitalize(s.card)} is the hidden influence here, so ${s.essence} may be moving things more than it seems${concerned(s)}.`,
    (s) => `Out of sight, ${s.essence} is at work, and ${s.card} brings it into the light.`,
    (s) => `Something unspoken runs under the situation, and ${s.card} names it as ${s.essence}.`,
    (s) => `Beneath what anyone says aloud sits ${s.card}, a sign of ${s.essence} waiting to be noticed.`,
    (s) => `You may not have noticed ${s.essence} yet, but ${s.card} suggests it is already part of the picture.`,
  ],
  reversedDifficulty: [
    (s) => `Below the surface works ${s.card}, reversed: ${s.essence}, pushed down and pressing from underneath.`,
    (s) => `${capitalize(s.card)} reversed is the hidden influence, hinting at ${s.essence} — turned inward, out of sight.`,
    (s) => `Out of sight, ${s.essence} is snagged, and ${s.card}, reversed, gently points to it.`,
    (s) => `Something unspoken pulls against the current${concerned(s)}, and ${s.card}, reversed, names it as ${s.essence}.`,
    (s) => `Beneath what anyone says aloud sits ${s.card}, reversed, holding ${s.essence} back from view.`,
    (s) => `You may not see ${s.essence} at work yet, but ${s.card}, reversed, suggests it is quietly blocking the way.`,
  ],
  reversedRelief: [
    (s) => `Below the surface, ${s.card}, reversed, is easing something, and what comes through is ${s.essence}.`,
    (s) => `${capitalize(s.card)} reversed is the hidden influence, and ${s.essence} suggests a buried strain quietly easing.`,
    (s) => `Out of sight, an old weight is lifting, since ${s.card}, reversed, brings ${s.essence}.`,
    (s) => `Something unspoken is loosening${concerned(s)}: ${s.card}, reversed, names it as ${s.essence}.`,
    (s) => `Beneath what anyone says aloud, ${s.card}, reversed, carries ${s.essence} as a pressure passes.`,
    (s) => `You may feel ${s.essence} before you can name it, as ${s.card}, reversed, works a quiet release underneath.`,
  ],
};

export const CROWN: PositionTemplates = {
  upright: [
    (s) => `At its best, this could come to ${s.card}: ${s.essence}, the fullest bloom of the situation.`,
    (s) => `${capitalize(s.card)} wears the crown here, so ${s.essence} is the brightest possibility in reach${concerned(s)}.`,
    (s) => `The best this could become is ${s.essence}, which ${s.card} holds up like a lantern.`,
    (s) => `Above the situation, as its highest hope, sits ${s.card} with ${s.essence}.`,
    (s) => `If things go as well as they can, ${s.card} suggests ${s.essence} is what may flower.`,
    (s) => `Crowning the reading, ${s.card} shows ${s.essence} as something worth aiming toward.`,
  ],
  reversedDifficulty: [
    (s) => `At its best, this could come to ${s.card}, reversed: ${s.essence}, though the crown sits a little askew.`,
    (s) => `${capitalize(s.card)} reversed wears the crown, hinting that ${s.essence} is the hope most likely to be held back.`,
    (s) => `The best this could become is ${s.essence}, yet ${s.card} is reversed, so the hope may be held back or need a gentler shape.`,
    (s) => `Above the situation, ${s.card} sits reversed, showing ${s.essence} as a hope pulled too tight${concerned(s)}.`,
    (s) => `If things go as well as they can, ${s.essence} may still be present, but ${s.card}, reversed, suggests it turned inward.`,
    (s) => `Crowning the reading, ${s.card}, reversed, asks whether ${s.essence} has become an ideal that weighs more than it lifts.`,
  ],
  reversedRelief: [
    (s) => `At its best, this could come to ${s.card}, reversed, with a weight lifting: ${s.essence}.`,
    (s) => `${capitalize(s.card)} reversed wears the crown, and ${s.essence} suggests the best outcome is a burden set down.`,
    (s) => `The best this could become is a loosening${concerned(s)}, and ${s.card}, reversed, speaks of ${s.essence}.`,
    (s) => `Above the situation, ${s.card} sits reversed, offering ${s.essence} as old pressure eases.`,
    (s) => `If things go as well as they can, ${s.card}, reversed, points to ${s.essence} and a lighter load.`,
    (s) => `Crowning the reading, ${s.card}, reversed, shows relief as the highest hope, with ${s.essence}.`,
  ],
};

export const HOPES_FEARS: PositionTemplates = {
  upright: [
    (s) => `${capitalize(s.card)} holds both a hope and a fear: ${s.essence} may be exactly what you long for and what unsettles you most.`,
    (s) => `Among your hopes and fears sits ${s.card}, and ${s.essence} can pull both ways${concerned(s)}.`,
    (s) => `Part of you reaches for ${s.essence}, and part of you flinches from it, as ${s.card} suggests.`,
    (s) => `What you wish for and what you dread may share one face here, the face of ${s.card} and ${s.essence}.`,
    (s) => `Hoping for ${s.essence} can feel risky, which is why ${s.card} shows up where hope and fear meet.`,
    (s) => `Sitting where wishes and worries overlap, ${s.card} brings ${s.essence}, something wanted and a little feared at once.`,
  ],
  reversedDifficulty: [
    (s) => `${capitalize(s.card)}, reversed, holds a hope and a fear together: ${s.essence}, wanted yet kept at arm’s length.`,
    (s) => `Among your hopes and fears sits ${s.card}, reversed, so ${s.essence} may feel both longed for and blocked${concerned(s)}.`,
    (s) => `Part of you hopes for ${s.essence}, and part of you fears it is out of reach, as ${s.card}, reversed, shows.`,
    (s) => `What you wish for and what you dread may knot together in ${s.card}, reversed, around ${s.essence}.`,
    (s) => `Fear may be doing the talking here, since ${s.card}, reversed, turns ${s.essence} into something both craved and dreaded.`,
    (s) => `Sitting where wishes and worries tangle, ${s.card}, reversed, names ${s.essence} as the hope you guard most tightly.`,
  ],
  reversedRelief: [
    (s) => `${capitalize(s.card)}, reversed, eases both hope and fear, and ${s.essence} may feel less frightening than it did.`,
    (s) => `Among your hopes and fears sits ${s.card}, reversed, and ${s.essence} suggests an old dread loosening${concerned(s)}.`,
    (s) => `Part of you hopes for ${s.essence}, and the fear around it is starting to soften, as ${s.card}, reversed, suggests.`,
    (s) => `What you wish for and what you dread are drifting apart, with ${s.card}, reversed, bringing ${s.essence}.`,
    (s) => `Fear has been loud, yet ${s.card}, reversed, speaks of ${s.essence}, a worry beginning to pass.`,
    (s) => `Sitting where wishes and worries meet, ${s.card}, reversed, lets ${s.essence} ease from threat into hope.`,
  ],
};
