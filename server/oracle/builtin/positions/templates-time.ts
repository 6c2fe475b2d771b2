/**
 * Openings for the places on a line of time: what is behind, what is now, what comes next and where
 * things lean, plus the single answer and the free spread's further threads. Past places never urge
 * action on what has already happened; future places lean and point, never promise.
 */
import { capitalize } from '../words.ts';
import { concerned, placeOf, withSubject, type PositionTemplates } from './slots.ts';

export const PAST: PositionTemplates = {
  upright: [
    (s) => `Behind you stands ${s.card}: ${s.essence}, a moment that has already had its day and still colors what came after.`,
    (s) => `${capitalize(s.card)} belongs to what is slipping into the past, so read ${s.essence} as something already lived through rather than something still to reach for.`,
    (s) => `Much of the ground you stand on was shaped by ${s.essence}, which ${s.card} places in the past${s.subject ? `, in the story of ${s.subject}` : ''}.`,
    (s) => `Here ${s.card} looks back. ${capitalize(s.essence)} has already happened, and what remains is its warmth or its lesson.`,
    (s) => `What ${s.card} shows in ${placeOf(s.position)} is ${s.essence}, already behind you and slowly fading, though it taught you something worth keeping.`,
    (s) => `Think of ${s.card} as ground already walked: ${s.essence} came first, and the present grew out of it.`,
    (s) => `As a memory rather than a task, ${s.card} recalls ${s.essence}, a chapter you now carry with you.`,
  ],
  reversedDifficulty: [
    (s) => `Behind you lies ${s.card}, reversed: ${s.essence}, a stretch where things stalled and that may still ask to be understood.`,
    (s) => `${capitalize(s.card)} reversed looks back on ${s.essence}, an old snag whose knots can still tug at the present.`,
    (s) => `In what is passing, ${s.card} appears reversed, pointing to ${s.essence} — something that turned inward and was never quite finished.`,
    (s) => `The past here carries ${s.card}, reversed, and with it ${s.essence}${s.subject ? ` in the history with ${s.subject}` : ''}, held back more than lived out.`,
    (s) => `Some of today’s caution may trace back to ${s.essence}, an old block that ${s.card}, reversed, sets in the past.`,
    (s) => `Reversed and already behind you, ${s.card} recalls ${s.essence}, a weight that may be fading while what it left unresolved is still worth naming.`,
  ],
  reversedRelief: [
    (s) => `Behind you, ${s.card}, reversed, marks ${s.essence}: a hard stretch that has already begun to loosen its grip.`,
    (s) => `${capitalize(s.card)} reversed sits in what is slipping into the past, bringing ${s.essence} as an old strain eases.`,
    (s) => `The past holds ${s.card}, reversed, and with it ${s.essence}; whatever weighed on things there is already easing.`,
    (s) => `Something difficult is fading out of the picture${withSubject(s)}, as ${s.card}, reversed, tells of ${s.essence}.`,
    (s) => `Reversed in the past, ${s.card} shows ${s.essence}, a release that has already started and keeps making room.`,
    (s) => `Looking back, ${s.card} turns up reversed, and ${s.essence} is what it leaves behind as an older difficulty passes.`,
  ],
};

export const PRESENT: PositionTemplates = {
  upright: [
    (s) => `At the heart of things is ${s.card}, and with it ${s.essence}.${s.subject ? ` This is where matters with ${s.subject} stand today.` : ''}`,
    (s) => `${capitalize(s.card)} describes the present: ${s.essence} is what fills the moment you are in.`,
    (s) => `Right now the situation carries ${s.essence}, the gift of ${s.card} in ${placeOf(s.position)}.`,
    (s) => `This is where things stand${withSubject(s)}: ${s.card} brings ${s.essence} into the everyday.`,
    (s) => `Today’s picture is drawn by ${s.card}, which speaks of ${s.essence}, already alive in the choices in front of you.`,
    (s) => `In the present moment ${s.card} asks to be noticed, since ${s.essence} is already at work, whether or not it has a name yet.`,
  ],
  reversedDifficulty: [
    (s) => `${capitalize(s.card)}, reversed, sits at the center of things, and ${s.essence} feels stuck or turned inward at the moment.`,
    (s) => `Right now ${s.card} appears reversed: ${s.essence}, present but blocked, pressing on the everyday.`,
    (s) => `The present holds ${s.card} reversed, which points to ${s.essence} — too much of it, or too little let out.`,
    (s) => `Where things stand${withSubject(s)}, ${s.card}, reversed, shows ${s.essence} running against the grain.`,
    (s) => `This moment carries ${s.essence}, yet ${s.card} is reversed, so the energy is snagged rather than flowing.`,
    (s) => `Reversed at the heart of the reading, ${s.card} names ${s.essence} as the knot to be felt today.`,
  ],
  reversedRelief: [
    (s) => `${capitalize(s.card)}, reversed, sits at the center now, and it brings ${s.essence}: the hard part is beginning to ease.`,
    (s) => `Right now the pressure is loosening, and ${s.card} reversed speaks of ${s.essence}.`,
    (s) => `Where things stand${withSubject(s)}, ${s.card} comes up reversed, and ${s.essence} suggests a strain that is passing.`,
    (s) => `The present holds ${s.card}, reversed, in its kinder sense: ${s.essence}, with room to breathe again.`,
    (s) => `Today carries ${s.essence}, since ${s.card}, reversed, turns an old difficulty toward release.`,
    (s) => `In this moment ${s.card} is reversed, and ${s.essence} shows something heavy starting to lift.`,
  ],
};

export const NEAR_FUTURE: PositionTemplates = {
  upright: [
    (s) => `Coming up next, as things stand, is ${s.card}: the next stretch leans toward ${s.essence}.`,
    (s) => `${capitalize(s.card)} points to the near future, where ${s.essence} may be waiting${s.subject ? ` in what comes next with ${s.subject}` : ''}.`,
    (s) => `The next few steps lean toward ${s.essence}, which ${s.card} sets just ahead of you.`,
    (s) => `Just around the corner sits ${s.card}, hinting at ${s.essence} if the present current keeps flowing.`,
    (s) => `If nothing shifts, the days ahead point to ${s.essence}; that is the likelihood ${s.card} holds in ${placeOf(s.position)}.`,
    (s) => `What seems to be arriving${s.subject ? ` around ${s.subject}` : ''} is ${s.essence}, as ${s.card} suggests, though the shape it takes stays open.`,
  ],
  reversedDifficulty: [
    (s) => `Just ahead, ${s.card} appears reversed, so ${s.essence} may arrive tangled or slow to move.`,
    (s) => `${capitalize(s.card)} reversed leans over the next stretch, pointing to ${s.essence} held back for a while.`,
    (s) => `The near future, as things stand, carries ${s.essence}; ${s.card}, reversed, suggests a snag worth seeing coming.`,
    (s) => `Coming next${s.subject ? ` in the story of ${s.subject}` : ''} may be ${s.essence}, and because ${s.card} is reversed, it could feel blocked before it opens.`,
    (s) => `If the current holds, ${s.card}, reversed, points to ${s.essence} turned inward for a time.`,
    (s) => `Ahead lies ${s.card}, reversed: a sign that ${s.essence} could be overdone unless something shifts.`,
  ],
  reversedRelief: [
    (s) => `Just ahead, ${s.card}, reversed, points to ${s.essence}, as an old pressure starts to lift.`,
    (s) => `${capitalize(s.card)} reversed leans toward relief in the near future: ${s.essence}, with the hard edge easing.`,
    (s) => `The next stretch looks lighter, as things stand${withSubject(s)}, and ${s.card}, reversed, speaks of ${s.essence}.`,
    (s) => `Coming up, ${s.card} appears reversed, and ${s.essence} suggests a knot beginning to loosen.`,
    (s) => `If things keep moving as they are, ${s.card}, reversed, points to ${s.essence} and a little more room to breathe.`,
    (s) => `What seems to be approaching is ${s.essence}; ${s.card}, reversed, marks a difficulty on its way out.`,
  ],
};

export const OUTCOME: PositionTemplates = {
  upright: [
    (s) => `As things stand, the path leans toward ${s.card}: ${s.essence}${concerned(s)}.`,
    (s) => `${capitalize(s.card)} sits where this is heading, pointing to ${s.essence} if the present course holds.`,
    (s) => `Where things lead, if nothing changes, is ${s.essence}, the outcome ${s.card} suggests rather than promises.`,
    (s) => `The likeliest direction from here carries ${s.essence}, with ${s.card} in ${placeOf(s.position)}.`,
    (s) => `If the current runs on as it is, ${s.card} points to ${s.essence} further along this stretch.`,
    (s) => `Outcomes in tarot are leanings, not verdicts, and this one leans toward ${s.card} and ${s.essence}.`,
  ],
  reversedDifficulty: [
    (s) => `As things stand, the path leans toward ${s.card}, reversed, with ${s.essence} still held back.`,
    (s) => `${capitalize(s.card)} reversed sits where this is heading, suggesting ${s.essence} — blocked for now, unless something shifts.`,
    (s) => `Where things lead, if nothing changes, is ${s.card}, reversed: ${s.essence}, overdone or turned inward.`,
    (s) => `If the present course holds${concerned(s)}, the outcome points to ${s.essence}, and ${s.card}, reversed, says it may stall before it settles.`,
    (s) => `The likeliest direction carries ${s.essence} in a knotted form, since ${s.card} is reversed here.`,
    (s) => `This outcome is a leaning, not a verdict: ${s.card}, reversed, points to ${s.essence}, still blocked, and leanings can change.`,
  ],
  reversedRelief: [
    (s) => `As things stand, the path leans toward release, and ${s.card}, reversed, points to ${s.essence}.`,
    (s) => `${capitalize(s.card)} reversed sits where this is heading, and ${s.essence} suggests the strain easing off.`,
    (s) => `Where things lead, if nothing changes, looks lighter than the start: ${s.card}, reversed, speaks of ${s.essence}.`,
    (s) => `If the current course holds${concerned(s)}, ${s.card}, reversed, points to ${s.essence} as an old difficulty loosens.`,
    (s) => `The likeliest direction brings ${s.essence}; ${s.card}, reversed, shows a hard pattern passing rather than returning.`,
    (s) => `Leanings are not verdicts, yet this one is gentle: ${s.card}, reversed, points to ${s.essence} and a strain easing.`,
  ],
};

export const ANSWER: PositionTemplates = {
  upright: [
    (s) => `The answer comes as ${s.card}: ${s.essence} is what this question most needs to hear.`,
    (s) => `${capitalize(s.card)} answers with ${s.essence}${s.subject ? `, held up to the question of ${s.subject}` : ''}.`,
    (s) => `At the heart of the reply lies ${s.essence}, which ${s.card} offers as its one clear thread.`,
    (s) => `One card speaks for the whole reading here, and ${s.card} names ${s.essence} as the thing to sit with.`,
    (s) => `What the cards offer in reply${s.subject ? ` about ${s.subject}` : ''} is ${s.card}, a picture of ${s.essence}.`,
    (s) => `If this question has a center, ${s.card} finds it in ${s.essence}.`,
  ],
  reversedDifficulty: [
    (s) => `The answer comes as ${s.card}, reversed: ${s.essence}, somewhere held back or turned inward.`,
    (s) => `${capitalize(s.card)} reversed answers with ${s.essence}, and it asks where that energy has become stuck.`,
    (s) => `At the heart of the reply lies ${s.essence}, though ${s.card} is reversed, so something in it is blocked or overdone.`,
    (s) => `One card speaks here, ${s.card}, reversed, and its word${s.subject ? ` about ${s.subject}` : ''} is ${s.essence} — held back, not yet finding its way out.`,
    (s) => `What the cards offer in reply is ${s.card}, reversed, naming ${s.essence} as the snag to look at kindly.`,
    (s) => `If this question has a sticking point, ${s.card}, reversed, places it in ${s.essence}.`,
  ],
  reversedRelief: [
    (s) => `The answer comes as ${s.card}, reversed, in its gentler sense: ${s.essence}, a difficulty beginning to ease.`,
    (s) => `${capitalize(s.card)} reversed answers with relief, speaking of ${s.essence}${concerned(s)}.`,
    (s) => `At the heart of the reply lies ${s.essence}; ${s.card}, reversed, says the hardest part is loosening.`,
    (s) => `One card speaks here, and ${s.card}, reversed, brings ${s.essence} as a knot comes undone.`,
    (s) => `What the cards offer in reply${s.subject ? ` about ${s.subject}` : ''} is ${s.card}, reversed: ${s.essence}, with the pressure easing.`,
    (s) => `If this question has carried some weight, ${s.card}, reversed, answers with ${s.essence} as that weight lifts.`,
  ],
};

export const THREAD: PositionTemplates = {
  upright: [
    (s) => `Another strand of the answer, ${s.card} in ${placeOf(s.position)}, adds ${s.essence} to the picture.`,
    (s) => `${capitalize(s.card)} weaves in ${s.essence}${s.subject ? `, one more way of seeing the question of ${s.subject}` : ''}.`,
    (s) => `Alongside the others, ${s.card} in ${placeOf(s.position)} brings ${s.essence}, a thread that runs through the present too.`,
    (s) => `In ${placeOf(s.position)}, ${s.card} adds ${s.essence} to what the reading is already saying.`,
    (s) => `Here, in ${placeOf(s.position)}, the reading picks up ${s.essence}, carried by ${s.card}.`,
    (s) => `Follow the thread to ${placeOf(s.position)} and it leads to ${s.card}: ${s.essence}, part of the same weave as the cards around it.`,
  ],
  reversedDifficulty: [
    (s) => `Another strand of the answer, ${s.card} reversed in ${placeOf(s.position)}, holds ${s.essence} back and tangles the picture.`,
    (s) => `${capitalize(s.card)} reversed weaves in ${s.essence}, and the knot in it asks for patience.`,
    (s) => `Alongside the others, ${s.card} appears reversed in ${placeOf(s.position)}: ${s.essence}, a thread pulled too tight or tucked out of sight.`,
    (s) => `In ${placeOf(s.position)}, ${s.card}, reversed, adds ${s.essence} in a blocked or overdone form.`,
    (s) => `Here the reading snags on ${s.essence}, which ${s.card}, reversed, turns inward${concerned(s)}.`,
    (s) => `Follow the thread to ${placeOf(s.position)} and it catches on ${s.card}, reversed, naming ${s.essence} as a place where things stick.`,
  ],
  reversedRelief: [
    (s) => `Another strand of the answer, ${s.card} reversed in ${placeOf(s.position)}, shows ${s.essence} as an old knot loosening.`,
    (s) => `${capitalize(s.card)} reversed weaves in relief: ${s.essence}, as something tight begins to give.`,
    (s) => `Alongside the others, ${s.card} appears reversed in its kinder sense, bringing ${s.essence} and some relief${concerned(s)}.`,
    (s) => `In ${placeOf(s.position)}, ${s.card}, reversed, adds ${s.essence}, a strain that is passing.`,
    (s) => `Here the reading eases a little, since ${s.card}, reversed, speaks of ${s.essence}.`,
    (s) => `Follow the thread to ${placeOf(s.position)} and it loosens into ${s.essence}, the gift of ${s.card}, reversed.`,
  ],
};
