/**
 * Phrasing for a choice between named options (answer-choice.ts): what each option's card says of
 * it, and which the cards lean toward, always as a leaning and never as an order.
 */

/** What a card says of the option it carries, in the summary's weighing: "for the bakery, the Star in the outcome speaks of …". */
export const WEIGHINGS: readonly ((s: { option: string; card: string; place: string; essence: string }) => string)[] = [
  (s) => `for ${s.option}, ${s.card} in ${s.place} speaks of ${s.essence}`,
  (s) => `${s.option} draws ${s.card} in ${s.place}, ${s.essence}`,
  (s) => `for ${s.option} there is ${s.card} in ${s.place}, ${s.essence}`,
];

/** The weighing's opening, before each option is taken in turn. */
export const WEIGHING_OPENINGS: readonly ((count: string) => string)[] = [
  (count) => `Weighing the ${count} options you named`,
  (count) => `Taking your ${count} options in turn`,
  (count) => `Set side by side, your ${count} options read this way`,
];

/**
 * The verdict: `best` is the option whose card is brightest, `others` the rest, `tied` the options sharing the brightest card
 * in equally weighty places; `close` when cards alike in tone were told apart by their places.
 */
export const CHOICE_LEANINGS: Readonly<Record<'clear' | 'close' | 'faint' | 'tied', readonly ((s: { best: string; others: string; tied: string }) => string)[]>> = {
  clear: [
    (s) => `Weighed together, the cards lean toward ${s.best} more than ${s.others}, as a leaning and not an order; the choice stays yours.`,
    (s) => `Of these, ${s.best} is the one the cards lean toward, a leaning to weigh against what you know, not an order to follow.`,
    (s) => `The brighter card sits with ${s.best}, so that is where the cards lean, though the choice and its reasons remain yours.`,
  ],
  close: [
    (s) => `More than one way looks open, but the cards lean a little toward ${s.best}, whose card lies further along the spread, where it weighs more; a leaning, not an order.`,
    (s) => `The options read close together, and ${s.best} edges ahead of ${s.others}, its card sitting where the spread looks furthest forward; the choice stays yours.`,
    (s) => `Nothing here closes a door, yet ${s.best} carries a little more weight than ${s.others}, from the place its card holds; weigh that against what you know.`,
  ],
  faint: [
    (s) => `None of the ways looks easy, but the cards lean, if only a little, toward ${s.best}, where the way looks least blocked; a leaning, not an order.`,
    (s) => `Every option meets some resistance here, and ${s.best} meets the least, so the cards lean faintly that way; the choice stays yours.`,
  ],
  tied: [
    (s) => `No one option stands out, since ${s.tied} look equally open in the cards; they leave the choice with you.`,
    (s) => `The cards do not lean between ${s.tied}, which read as equally bright, so what you value most can decide it.`,
  ],
};

/** With fewer cards than options, one card weighs them all: a bright card favors the first named, a hard one the others, a pause none. */
export const ONE_CARD_CHOICES: Readonly<Record<'bright' | 'hard' | 'pause', readonly ((s: { card: string; place: string; essence: string; first: string; rest: string }) => string)[]>> = {
  bright: [
    (s) => `With one card to weigh your options, ${s.card} in ${s.place}, ${s.essence}, leans toward the first you named, ${s.first}, more than toward ${s.rest}; a leaning, not an order.`,
    (s) => `One card weighs every option here, and ${s.card} in ${s.place} looks kindly on ${s.first}, the option you named first, more than on ${s.rest}; the choice stays yours.`,
  ],
  hard: [
    (s) => `With one card to weigh your options, ${s.card} in ${s.place}, ${s.essence}, reads against the first you named, ${s.first}, and so leans toward ${s.rest}; a leaning, not an order.`,
    (s) => `One card weighs every option here, and ${s.card} in ${s.place} sounds a caution over ${s.first}, which tips the leaning toward ${s.rest}; the choice stays yours.`,
  ],
  pause: [
    (s) => `With one card to weigh your options, ${s.card} in ${s.place} asks for a pause, ${s.essence}, and favors no option yet, ${s.first} included; the choice stays yours.`,
    (s) => `One card weighs every option here, and ${s.card} in ${s.place} holds back from all of them alike, ${s.first} as much as ${s.rest}, a sign to wait before choosing.`,
  ],
};

/** In the answer of the card that carries an option: what it offers that option, by its tone. */
export const OPTION_IN_PLACE: Readonly<Record<'bright' | 'hard' | 'pause', readonly ((s: { option: string; card: string; invitation: string }) => string)[]>> = {
  bright: [
    (s) => `For ${s.option}, ${s.card} offers a hopeful light on that path, and asks you to consider ${s.invitation}.`,
    (s) => `Read for ${s.option}, ${s.card} opens that way rather than closing it, and what it would ask of you there is ${s.invitation}.`,
    (s) => `As the card of ${s.option}, ${s.card} looks kindly on it, with one thing to consider on the way, ${s.invitation}.`,
  ],
  hard: [
    (s) => `For ${s.option}, ${s.card} sounds a caution worth weighing before leaning that way, and asks you to consider ${s.invitation}.`,
    (s) => `Read for ${s.option}, ${s.card} shows resistance on that path, not a closed door, and what it would ask of you there is ${s.invitation}.`,
    (s) => `As the card of ${s.option}, ${s.card} asks for care on that path, beginning with ${s.invitation}.`,
  ],
  pause: [
    (s) => `For ${s.option}, ${s.card} asks for a pause before that path, a time for ${s.invitation}.`,
    (s) => `Read for ${s.option}, ${s.card} neither opens nor closes that way yet, and asks you to consider ${s.invitation} first.`,
  ],
};

/**
 * A choice that asks for care: the cards do not choose, and say what they offer instead. The options
 * go unnamed, so no act the question weighs (selling, lending) is echoed back as if it were counsel.
 */
export const DECLINED_CHOICES: readonly ((s: { subject: string; card: string; place: string; essence: string }) => string)[] = [
  (s) => `The cards will not choose between the options you named, since this touches ${s.subject}; ${s.card} in ${s.place} speaks to how you carry the choice, not to which way to go.`,
  (s) => `On ${s.subject}, the cards will not choose between your options; ${s.card} in ${s.place} offers ${s.essence} as company while you decide with people you trust.`,
];
