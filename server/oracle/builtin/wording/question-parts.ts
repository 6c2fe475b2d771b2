/**
 * The pieces the question generator (question-generator.ts) builds questions from: things, people, actions
 * and what may be said of them, each with what the reading should make of it. Written apart from the
 * interpreter's own word lists on purpose, so that the generated set tests wording the interpreter did
 * not foresee (docs/architecture.md#the-builtin-interpreter).
 */
import type { YesMeans } from '../question/types.ts';

/** A noun phrase as typed, and as the reading names it (second person). */
export interface Named {
  typed: string;
  named: string;
}

const named = (typed: string, as?: string): Named => ({ typed, named: as ?? typed.replace(/^(?:my|our) /, 'your ') });

/** Undertakings that can go well or badly: compound nouns, adjectives, names and letters beyond ASCII. */
export const VENTURES: readonly Named[] = [
  named('my new business'), named('the bakery idea'), named('the reckless driving case'), named('my job application'),
  named('the café'), named('the Müller contract'), named('my long-distance relationship'), named('the custody hearing'),
  named('my small pottery studio'), named('our crêpe stand'), named('the house renovation'), named('my knee surgery'),
  named('the São Paulo project'), named('my thesis defense'), named('my podcast'), named('the dog-walking business'),
  named('my visa application'), named('the new restaurant'), named('our wedding budget'), named('the Zürich office move'),
  named('my first novel'), named('the charity fundraiser'), named('my food truck'), named('the garden center'),
];

/** Things one gets or loses. */
export const PRIZES: readonly Named[] = [
  named('the promotion'), named('the scholarship'), named('the lead role'), named('a second interview'),
  named('the research grant'), named('the teaching job'), named('the bank loan'), named('my dream job'),
  named('the flat in Lyon'), named('the apartment on Elm Street'), named('the internship at Siemens'), named('the tenure track position'),
];

/** People by relation, some with a name, as typed and as the reading names them. */
export const PEOPLE: readonly Named[] = [
  named('my colleague Ines'), named('my manager Bertrand'), named('my teenage son'), named('my roommate'),
  named('my best friend Zoë'), named('my husband'), named('my girlfriend'), named('my older sister'),
  named('my business partner'), named('my ex'), named('my boss'), named('my coworker Dana'),
  named('my brother-in-law'), named('my stepdaughter Chloé'), named('my mother'), named('Sam'),
  named('my neighbor Mrs Okafor'), named('my fiancé Luis'), named('my landlord'), named('my daughter Léa'),
];

/** People only pointed at: the reading has no subject to name for them. */
export const PRONOUNS: readonly { typed: string; object: string }[] = [
  { typed: 'he', object: 'him' },
  { typed: 'she', object: 'her' },
];

/** An action asked about, the subject the reading names for it, and the action as a gerund clause. */
export interface Action {
  typed: string;
  subject: string;
  gerund: string;
}

export const ACTIONS: readonly Action[] = [
  { typed: 'move in with Sam', subject: 'moving in with Sam', gerund: 'moving in with Sam' },
  { typed: 'quit my job', subject: 'your job', gerund: 'quitting your job' },
  { typed: 'sell the café', subject: 'the café', gerund: 'selling the café' },
  { typed: 'sign the Müller contract', subject: 'the Müller contract', gerund: 'signing the Müller contract' },
  { typed: 'move to São Paulo', subject: 'the move to São Paulo', gerund: 'moving to São Paulo' },
  { typed: 'take the teaching job', subject: 'the teaching job', gerund: 'taking the teaching job' },
  { typed: 'open the bakery', subject: 'the bakery', gerund: 'opening the bakery' },
  { typed: 'buy the old farmhouse', subject: 'the old farmhouse', gerund: 'buying the old farmhouse' },
  { typed: 'adopt a second dog', subject: 'a second dog', gerund: 'adopting a second dog' },
  { typed: 'start the pottery course', subject: 'the pottery course', gerund: 'starting the pottery course' },
  { typed: 'accept the offer from Google', subject: 'the offer from Google', gerund: 'accepting the offer from Google' },
  { typed: 'cancel the wedding', subject: 'the wedding', gerund: 'cancelling the wedding' },
];

/** What may be said of someone or something, with what a yes would be to the asker. */
export interface Predicate {
  typed: string;
  yes: YesMeans;
}

const feared = (...typed: string[]): Predicate[] => typed.map((text) => ({ typed: text, yes: 'feared' }));
const hoped = (...typed: string[]): Predicate[] => typed.map((text) => ({ typed: text, yes: 'hoped' }));

/** "Is {person} …": toward the asker (so about the other person's mind and doings) when it says "me". */
export const PERSON_IS: readonly Predicate[] = [
  ...feared(
    'lying to me', 'cheating on me', 'losing interest in me', 'pulling away from me', 'hiding something from me', 'using me',
    'two-timing me', 'tired of me', 'talking behind my back', 'drifting away from me', 'resentful of me', 'bored of me',
    'stringing me along', 'keeping secrets from me', 'plotting to replace me', 'fed up with me', 'going to dump me',
    'ghosting me', 'taking advantage of me', 'manipulating me', 'gaslighting me', 'sabotaging me', 'falling out of love with me',
    'seriously ill', 'getting worse', 'going to be fired', 'in trouble', 'in danger', 'going to relapse', 'heading for a breakdown',
    'getting sicker', 'going to get laid off', 'being bullied at school', 'going to flunk out', 'slipping away',
  ),
  ...hoped(
    'still in love with me', 'thinking about me', 'going to forgive me', 'falling for me', 'serious about me', 'proud of me',
    'happy with me', 'coming back to me', 'interested in me', 'going to propose to me', 'missing me', 'loyal to me',
    'going to be okay', 'going to recover', 'the one', 'going to pass the exam', 'getting better', 'doing well', 'safe',
    'going to pull through', 'healthy again', 'ready to settle down',
  ),
];

/** "Will {person} …". */
export const PERSON_WILL: readonly Predicate[] = [
  ...feared('dump me', 'leave me', 'betray me', 'walk out on me', 'turn against me', 'replace me', 'fire me', 'get worse', 'lose the case', 'relapse'),
  ...hoped('forgive me', 'come back to me', 'text me back', 'recover', 'get better', 'pass the exam', 'win the appeal', 'choose me'),
];

/** "Will {venture} …". */
export const VENTURE_WILL: readonly Predicate[] = [
  ...feared('fall apart', 'fail', 'collapse', 'backfire', 'flop', 'go bankrupt', 'get rejected', 'fall through', 'end badly', 'get cancelled', 'drag on forever', 'go under'),
  ...hoped('go well', 'succeed', 'work out', 'pay off', 'take off', 'get approved', 'be a success', 'turn a profit', 'thrive', 'get off the ground'),
];

/** "Is {venture} …". */
export const VENTURE_IS: readonly Predicate[] = [
  ...feared('doomed', 'going to fail', 'falling apart', 'a lost cause', 'heading for disaster', 'going under', 'a waste of money', 'over', 'going to collapse', 'cursed', 'a dead end', 'hopeless'),
  ...hoped('going to work out', 'going to succeed', 'worth it', 'on the right track', 'going to be approved', 'a good investment', 'going to thrive', 'meant to be'),
];

/** Shapes around an action: "Is it a mistake to …" has a feared yes, "Is it a good idea to …" a hoped one. */
export const ACTION_SHAPES: readonly { typed: (action: string) => string; yes: YesMeans }[] = [
  { typed: (action) => `Is it a mistake to ${action}`, yes: 'feared' },
  { typed: (action) => `Would it be a mistake to ${action}`, yes: 'feared' },
  { typed: (action) => `Is it a bad idea to ${action}`, yes: 'feared' },
  { typed: (action) => `Would it be wrong to ${action}`, yes: 'feared' },
  { typed: (action) => `Is it too late to ${action}`, yes: 'feared' },
  { typed: (action) => `Will I regret it if I ${action}`, yes: 'feared' },
  { typed: (action) => `Am I being foolish to ${action}`, yes: 'feared' },
  { typed: (action) => `Is it a good idea to ${action}`, yes: 'hoped' },
  { typed: (action) => `Is it the right time to ${action}`, yes: 'hoped' },
  { typed: (action) => `Should I ${action}`, yes: 'hoped' },
  { typed: (action) => `Would it be wise to ${action}`, yes: 'hoped' },
  { typed: (action) => `Is it worth it to ${action}`, yes: 'hoped' },
];

/** Time frames as a question gives them. */
export const TIME_FRAMES: readonly string[] = [
  'by spring', 'before the wedding', 'this year', 'in the next three months', 'by Christmas', 'soon', 'next month',
  'within a year', 'before summer', 'by the end of the year', 'this week', 'before my birthday', 'in the coming weeks',
];

/** Sentences around the question that name nothing to read about. */
export const FILLERS: readonly string[] = [
  'This might be long, sorry.', 'Sorry, quick question.', 'I hope this makes sense.', 'Hi!', 'Okay so, bear with me.',
  'I have been thinking about this a lot lately.', 'Sorry if this is a silly question.', 'This is hard to put into words.',
];

/** Options for a choice, as typed and as the reading names them. */
export const CHOICES: readonly (readonly Named[])[] = [
  [named('the job in Berlin'), named('stay in Paris', 'staying in Paris')],
  [named('the bakery'), named('the bookshop'), named('the bike repair idea')],
  [named('the blue apartment'), named('the house near my parents', 'the house near your parents')],
  [named('the offer from Siemens'), named('the startup in Lisbon')],
  [named('the nursing course'), named('the coding bootcamp'), named('the art degree')],
  [named('my old team', 'your old team'), named('the new department')],
  [named('the café in Montréal'), named('the restaurant downtown')],
  [named('the red dress'), named('the green suit')],
  [named('the small wedding'), named('the big party')],
  [named('the flat in Lyon'), named('move back home', 'moving back home')],
];

/** Questions in other languages, with the kind their shape gives: a yes-no for a question without a question word. */
export const FOREIGN: readonly { question: string; language: string; yesNo: boolean }[] = [
  { question: '¿Debería mudarme a Madrid este año?', language: 'es', yesNo: true },
  { question: '¿Voy a conseguir el trabajo que quiero?', language: 'es', yesNo: true },
  { question: '¿Es buena idea dejar mi trabajo ahora?', language: 'es', yesNo: true },
  { question: '¿Mi hermana me está mintiendo sobre el dinero?', language: 'es', yesNo: true },
  { question: '¿Qué debo hacer con mi relación de pareja?', language: 'es', yesNo: false },
  { question: '¿Cuándo voy a encontrar el amor de mi vida?', language: 'es', yesNo: false },
  { question: '¿Por qué mi novio está tan distante conmigo?', language: 'es', yesNo: false },
  { question: 'Soll ich den Job in Berlin annehmen?', language: 'de', yesNo: true },
  { question: 'Wird meine Beziehung mit Jonas halten?', language: 'de', yesNo: true },
  { question: 'Ist es ein Fehler, nach München zu ziehen?', language: 'de', yesNo: true },
  { question: 'Bekomme ich dieses Jahr die Beförderung?', language: 'de', yesNo: true },
  { question: 'Was soll ich wegen meiner Arbeit tun?', language: 'de', yesNo: false },
  { question: 'Wann werde ich die große Liebe finden?', language: 'de', yesNo: false },
  { question: 'Warum ist meine Schwester so wütend auf mich?', language: 'de', yesNo: false },
];
