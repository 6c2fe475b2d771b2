/**
 * Openings for the places about people and what would help: your stance, the other person (a
 * brother, a friend or a colleague as readily as a partner, so never assumed to be romance), what
 * holds two people together, your surroundings, and advice offered as an option, never an order.
 */
import { capitalize } from '../words.ts';
import { aside, concerned, type PositionTemplates } from './slots.ts';

export const SELF: PositionTemplates = {
  upright: [
    (s) => `Your own stance is ${s.card}: you bring ${s.essence} to this${concerned(s)}.`,
    (s) => `${capitalize(s.card)} describes how you are meeting this, with ${s.essence} close to the surface.`,
    (s) => `The way you carry yourself here has the color of ${s.essence}, which ${s.card} reflects back.`,
    (s) => `What you bring to the situation is ${s.essence}, and ${s.card} suggests others can feel it too.`,
    (s) => `Looking at your own part, ${s.card} shows ${s.essence} as the attitude you are holding.`,
    (s) => `You stand in this with ${s.card}, a sign of ${s.essence}${s.subject ? ` in how you approach ${s.subject}` : ''}.`,
  ],
  reversedDifficulty: [
    (s) => `Your own stance is ${s.card}, reversed: ${s.essence}, held so tightly it may be hard to use.`,
    (s) => `${capitalize(s.card)} reversed describes how you are meeting this, with ${s.essence} turned inward or pushed too hard.`,
    (s) => `The way you carry yourself here bears ${s.essence} in a knotted form, as ${s.card}, reversed, shows.`,
    (s) => `What you bring to the situation${aside(s)} is ${s.essence}, yet ${s.card} is reversed, so it may be working against you.`,
    (s) => `Looking at your own part, ${s.card}, reversed, gently names ${s.essence} as a habit that has turned inward.`,
    (s) => `You may be guarding ${s.essence} more than living it, which is how ${s.card}, reversed, reads in this place.`,
  ],
  reversedRelief: [
    (s) => `Your own stance is ${s.card}, reversed, in its easing sense: ${s.essence}, with less strain than before.`,
    (s) => `${capitalize(s.card)} reversed describes how you are meeting this, and ${s.essence} suggests you are loosening an old grip.`,
    (s) => `The way you carry yourself here is lighter, since ${s.card}, reversed, brings ${s.essence}.`,
    (s) => `What you bring to the situation${aside(s)} is ${s.essence}, as ${s.card}, reversed, helps a hard habit loosen.`,
    (s) => `Looking at your own part, ${s.card}, reversed, shows ${s.essence} and a weight you are setting down.`,
    (s) => `You may be recovering something of yourself, since ${s.card}, reversed, speaks of ${s.essence}.`,
  ],
};

export const OTHER_PERSON: PositionTemplates = {
  upright: [
    (s) => `The other person brings ${s.card}: ${s.essence} is what they carry into this${concerned(s)}.`,
    (s) => `${capitalize(s.card)} describes what the other person brings, with ${s.essence} at the center of how they show up.`,
    (s) => `On their side of things sits ${s.essence}, which ${s.card} shows as their part in the story.`,
    (s) => `Whoever the other is, a sibling, a friend, a colleague or a partner, ${s.card} gives them ${s.essence}.`,
    (s) => `What they carry into the connection${aside(s)} is ${s.essence}, as ${s.card} describes it.`,
    (s) => `Seen through ${s.card}, the other person comes with ${s.essence}, whether or not they would name it that way.`,
  ],
  reversedDifficulty: [
    (s) => `The other person brings ${s.card}, reversed: ${s.essence}, held back or pressed too hard on their side.`,
    (s) => `${capitalize(s.card)} reversed describes what the other person brings, with ${s.essence} turned inward and hard for them to show.`,
    (s) => `On their side of things, ${s.essence} seems snagged, as ${s.card}, reversed, suggests.`,
    (s) => `Whoever the other is, ${s.card}, reversed, shows them struggling with ${s.essence}${concerned(s)}.`,
    (s) => `What they carry into the connection is ${s.essence} in a blocked form, the mark of ${s.card}, reversed.`,
    (s) => `Seen through ${s.card}, reversed, the other person may be caught in ${s.essence}, which says more about their load than about you.`,
  ],
  reversedRelief: [
    (s) => `The other person brings ${s.card}, reversed, and with it ${s.essence}, a strain on their side that is easing.`,
    (s) => `${capitalize(s.card)} reversed describes what the other person brings: ${s.essence}, as something heavy lifts for them.`,
    (s) => `On their side of things, an old pressure is loosening, and ${s.card}, reversed, names it as ${s.essence}.`,
    (s) => `Whoever the other is, ${s.card}, reversed, suggests they are moving through ${s.essence} toward firmer ground.`,
    (s) => `What they carry into the connection is lighter than before: ${s.essence}, the gift of ${s.card}, reversed.`,
    (s) => `Seen through ${s.card}, reversed, the other person may be finding ${s.essence} and some room to breathe${concerned(s)}.`,
  ],
};

export const BOND: PositionTemplates = {
  upright: [
    (s) => `What holds the two of you together is ${s.card}: ${s.essence} runs through the connection.`,
    (s) => `${capitalize(s.card)} describes the bond itself, with ${s.essence} as the thread tying you to each other.`,
    (s) => `Between you lies ${s.essence}, and ${s.card} shows it as the glue of this connection${concerned(s)}.`,
    (s) => `The link you share has the shape of ${s.card}, built around ${s.essence}.`,
    (s) => `Whatever else happens, the tie between you rests on ${s.essence}, as ${s.card} suggests.`,
    (s) => `At the meeting point of two people sits ${s.card}, with ${s.essence} as common ground.`,
  ],
  reversedDifficulty: [
    (s) => `What holds the two of you together is ${s.card}, reversed: ${s.essence}, stretched thin or pulled out of balance.`,
    (s) => `${capitalize(s.card)} reversed describes the bond, with ${s.essence} knotted somewhere between you.`,
    (s) => `Between you lies ${s.essence}, though ${s.card} is reversed, so the tie may feel strained${concerned(s)}.`,
    (s) => `The link you share carries ${s.card}, reversed, where ${s.essence} has gone quiet or tight.`,
    (s) => `Whatever else happens, the tie between you is wrestling with ${s.essence}, as ${s.card}, reversed, shows.`,
    (s) => `At the meeting point of two people sits ${s.card}, reversed, and ${s.essence} is what keeps catching.`,
  ],
  reversedRelief: [
    (s) => `What holds the two of you together is ${s.card}, reversed, in its healing sense: ${s.essence}.`,
    (s) => `${capitalize(s.card)} reversed describes a bond that is mending, with ${s.essence} easing the strain between you.`,
    (s) => `Between you, an old tension is loosening, and ${s.card}, reversed, names ${s.essence}${concerned(s)}.`,
    (s) => `The link you share is breathing again, since ${s.card}, reversed, points to ${s.essence}.`,
    (s) => `Whatever has strained the tie is passing, as ${s.card}, reversed, brings ${s.essence}.`,
    (s) => `At the meeting point of two people sits ${s.card}, reversed, and ${s.essence} helps the knot come undone.`,
  ],
};

export const SURROUNDINGS: PositionTemplates = {
  upright: [
    (s) => `Around you, ${s.card} sets the scene: ${s.essence} colors the people and places close at hand.`,
    (s) => `${capitalize(s.card)} describes your surroundings, where ${s.essence} is part of the air you breathe${concerned(s)}.`,
    (s) => `The setting you move through carries ${s.essence}, and ${s.card} shows how it presses or supports.`,
    (s) => `People near you may be bringing ${s.essence}, which ${s.card} places in the world around you.`,
    (s) => `Outside yourself, in home, work and company, ${s.card} points to ${s.essence}.`,
    (s) => `The backdrop to all this is ${s.card}, with ${s.essence} running through the room.`,
  ],
  reversedDifficulty: [
    (s) => `Around you, ${s.card}, reversed, sets a tense scene: ${s.essence}, stuck somewhere in the people or places close by.`,
    (s) => `${capitalize(s.card)} reversed describes your surroundings, where ${s.essence} may be crowding or draining you${concerned(s)}.`,
    (s) => `The setting you move through carries ${s.essence} in a blocked form, as ${s.card}, reversed, suggests.`,
    (s) => `People near you may be wrestling with ${s.essence}, which ${s.card}, reversed, places in your world.`,
    (s) => `Outside yourself, ${s.card} appears reversed, pointing to ${s.essence} pushed further than the setting can comfortably hold.`,
    (s) => `The backdrop to all this is ${s.card}, reversed, and ${s.essence} lingers in the air like a held breath.`,
  ],
  reversedRelief: [
    (s) => `Around you, ${s.card}, reversed, eases the scene: ${s.essence}, as the people and places near you settle.`,
    (s) => `${capitalize(s.card)} reversed describes surroundings that are calming${concerned(s)}, and it brings ${s.essence}.`,
    (s) => `The setting you move through is lightening, since ${s.card}, reversed, brings ${s.essence}.`,
    (s) => `People near you may be moving past a hard patch, and ${s.card}, reversed, names ${s.essence} as it eases.`,
    (s) => `Outside yourself, ${s.card} appears reversed in its gentler sense, pointing to ${s.essence} as tension in the room eases.`,
    (s) => `The backdrop to all this is clearing, as ${s.card}, reversed, lets ${s.essence} in.`,
  ],
};

export const ADVICE: PositionTemplates = {
  upright: [
    (s) => `${capitalize(s.card)} offers a possible way forward: ${s.essence}, and perhaps ${s.invitation}.`,
    (s) => `What might help${aside(s)} is ${s.essence}, the quiet counsel of ${s.card}.`,
    (s) => `One option the cards hold out is ${s.invitation}, in the spirit of ${s.card} and ${s.essence}.`,
    (s) => `If you want a next step, ${s.card} suggests ${s.essence}, taken at whatever pace feels right.`,
    (s) => `As counsel rather than command, ${s.card} brings ${s.essence}; ${s.invitation} is one way to try it.`,
    (s) => `The help on offer here is ${s.essence}, which ${s.card} frames as a possibility, not a rule.`,
  ],
  reversedDifficulty: [
    (s) => `${capitalize(s.card)}, reversed, offers its advice sideways: notice where ${s.essence} is blocked or overdone.`,
    (s) => `What might help${aside(s)} is looking at ${s.essence}, which ${s.card}, reversed, shows as stuck.`,
    (s) => `One option the cards hold out is easing off, since ${s.card}, reversed, points to ${s.essence} pushed too far.`,
    (s) => `If you want a next step, ${s.card}, reversed, suggests first untangling the knot in ${s.essence}, gently and without hurry.`,
    (s) => `As counsel rather than command, ${s.card}, reversed, names ${s.essence} as the place where energy is snagged.`,
    (s) => `The help on offer is a question: where has ${s.essence} turned inward? That is what ${s.card}, reversed, invites you to consider.`,
  ],
  reversedRelief: [
    (s) => `${capitalize(s.card)}, reversed, offers gentle advice: allowing ${s.essence} could ease whatever has been tight.`,
    (s) => `What might help${aside(s)} is already arriving: ${s.essence}, as ${s.card}, reversed, loosens its hold.`,
    (s) => `One option the cards hold out is ${s.invitation}, since ${s.card}, reversed, brings ${s.essence} as the strain eases.`,
    (s) => `If you want a next step, ${s.card}, reversed, suggests making room for ${s.essence} as the strain passes.`,
    (s) => `As counsel rather than command, ${s.card}, reversed, points to ${s.essence} and the relief of not forcing things.`,
    (s) => `The help on offer is a kind of easing, and ${s.card}, reversed, names it as ${s.essence}.`,
  ],
};
