/**
 * Question templates for the generator (question-generator.ts): each builds one question from the parts in
 * question-parts.ts, with the reading it expects. Kinds follow docs/architecture.md#the-builtin-interpreter:
 * a yes-or-no question about someone's dealings with the asker ("me", "my") is 'other-person'.
 */
import type { QuestionKind, YesMeans } from '../question/types.ts';
import {
  ACTION_SHAPES, ACTIONS, CHOICES, PEOPLE, PERSON_IS, PERSON_WILL, PRIZES, PRONOUNS, TIME_FRAMES, VENTURE_IS, VENTURE_WILL, VENTURES,
  type Named, type Predicate,
} from './question-parts.ts';

/** A question before its surface variants (fillers, typos, capitals, punctuation). */
export interface Draft {
  text: string;
  kind: QuestionKind;
  subject: string | null;
  yesMeans: YesMeans | null;
  options: string[];
  timeFrame: string | null;
}

/** Seeded choices for one question: `pick` from a list, `chance` true with the given probability. */
export interface Picker {
  pick<T>(slot: string, options: readonly T[]): T;
  chance(slot: string, probability: number): boolean;
}

const TOWARD_ASKER = /\b(?:me|my)\b/;

function personKind(predicate: Predicate): QuestionKind {
  return TOWARD_ASKER.test(predicate.typed) ? 'other-person' : 'yes-no';
}

/** A time frame at the end of a third of the questions that can take one. */
function withTime(picker: Picker, text: string): { text: string; timeFrame: string | null } {
  if (!picker.chance('time', 0.35)) return { text, timeFrame: null };
  const frame = picker.pick('frame', TIME_FRAMES);
  return { text: `${text} ${frame}`, timeFrame: frame.toLowerCase() };
}

function yesNo(text: string, kind: QuestionKind, subject: string | null, yes: YesMeans, timeFrame: string | null = null): Draft {
  return { text, kind, subject, yesMeans: yes, options: [], timeFrame };
}

function open(text: string, kind: QuestionKind, subject: string | null, timeFrame: string | null = null): Draft {
  return { text, kind, subject, yesMeans: null, options: [], timeFrame };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const personIs = (p: Picker): Draft => {
  const person = p.pick('person', PEOPLE);
  const predicate = p.pick('predicate', PERSON_IS);
  return yesNo(`Is ${person.typed} ${predicate.typed}`, personKind(predicate), person.named, predicate.yes);
};

const pronounIs = (p: Picker): Draft => {
  const pronoun = p.pick('pronoun', PRONOUNS);
  const predicate = p.pick('predicate', PERSON_IS);
  return yesNo(`Is ${pronoun.typed} ${predicate.typed}`, personKind(predicate), null, predicate.yes);
};

const personWill = (p: Picker): Draft => {
  const person = p.pick('person', PEOPLE);
  const predicate = p.pick('predicate', PERSON_WILL);
  const timed = withTime(p, `Will ${person.typed} ${predicate.typed}`);
  return yesNo(timed.text, personKind(predicate), person.named, predicate.yes, timed.timeFrame);
};

const personNever = (p: Picker): Draft => {
  const person = p.pick('person', PEOPLE);
  const rest = p.pick('never', ['never call me again', 'never speak to me again', 'never forgive me', 'never text me back', 'never come back to me']);
  return yesNo(`Will ${person.typed} ${rest}`, 'other-person', person.named, 'feared');
};

const ventureWill = (p: Picker): Draft => {
  const venture = p.pick('venture', VENTURES);
  const predicate = p.pick('predicate', VENTURE_WILL);
  const timed = withTime(p, `Will ${venture.typed} ${predicate.typed}`);
  return yesNo(timed.text, 'yes-no', venture.named, predicate.yes, timed.timeFrame);
};

const ventureIs = (p: Picker): Draft => {
  const venture = p.pick('venture', VENTURES);
  const predicate = p.pick('predicate', VENTURE_IS);
  return yesNo(`Is ${venture.typed} ${predicate.typed}`, 'yes-no', venture.named, predicate.yes);
};

/** The matter named first, then asked about: "The café, will it survive?". */
const ventureFirst = (p: Picker): Draft => {
  const venture = p.pick('venture', VENTURES);
  const predicate = p.pick('predicate', VENTURE_WILL);
  return yesNo(`${capital(venture.typed)}, will it ${predicate.typed}`, 'yes-no', venture.named, predicate.yes);
};

const prize = (p: Picker): Draft => {
  const thing = p.pick('prize', PRIZES);
  const shape = p.pick('shape', [
    { typed: 'Will I get', yes: 'hoped' },
    { typed: 'Am I going to get', yes: 'hoped' },
    { typed: 'Will I ever get', yes: 'hoped' },
    { typed: 'Is there any chance I get', yes: 'hoped' },
    { typed: 'Will I land', yes: 'hoped' },
    { typed: 'Am I going to lose', yes: 'feared' },
    { typed: 'Will I never get', yes: 'feared' },
    { typed: 'Is there no chance I get', yes: 'feared' },
    { typed: 'Will I be turned down for', yes: 'feared' },
  ] as const);
  const timed = withTime(p, `${shape.typed} ${thing.typed}`);
  return yesNo(timed.text, 'yes-no', thing.named, shape.yes, timed.timeFrame);
};

const actionShape = (p: Picker): Draft => {
  const action = p.pick('action', ACTIONS);
  const shape = p.pick('shape', ACTION_SHAPES);
  const timed = withTime(p, shape.typed(action.typed));
  return yesNo(timed.text, 'yes-no', action.subject, shape.yes, timed.timeFrame);
};

const how = (p: Picker): Draft => {
  const asking = p.pick('asking', ['How can I', 'How do I', 'How should I']);
  const form = p.pick('form', ['action', 'venture', 'prize', 'person'] as const);
  if (form === 'venture') {
    const venture = p.pick('venture', VENTURES);
    return open(`${asking} make ${venture.typed} work`, 'how', venture.named);
  }
  if (form === 'prize') {
    const thing = p.pick('prize', PRIZES);
    const timed = withTime(p, `${asking} get ${thing.typed}`);
    return open(timed.text, 'how', thing.named, timed.timeFrame);
  }
  if (form === 'person') {
    const person = p.pick('person', PEOPLE);
    return open(`${asking} fix things with ${person.typed}`, 'how', person.named);
  }
  const action = p.pick('action', ACTIONS);
  const timed = withTime(p, `${asking} ${action.typed}`);
  return open(timed.text, 'how', action.subject, timed.timeFrame);
};

const why = (p: Picker): Draft => {
  const form = p.pick('form', ['failing', 'fell through', 'person', 'prize'] as const);
  if (form === 'person') {
    const person = p.pick('person', PEOPLE);
    const doing = p.pick('doing', ['keep ignoring me', 'always criticise me', 'avoid me lately', 'keep cancelling on me']);
    return open(`Why does ${person.typed} ${doing}`, 'why', person.named);
  }
  if (form === 'prize') {
    const thing = p.pick('prize', PRIZES);
    return open(`Why can't I get ${thing.typed}`, 'why', thing.named);
  }
  const venture = p.pick('venture', VENTURES);
  return open(form === 'failing' ? `Why is ${venture.typed} struggling` : `Why did ${venture.typed} fall through`, 'why', venture.named);
};

const when = (p: Picker): Draft => {
  const form = p.pick('form', ['prize', 'venture', 'until', 'someone', 'time', 'take'] as const);
  if (form === 'prize') {
    const thing = p.pick('prize', PRIZES);
    return open(`When will I get ${thing.typed}`, 'when', thing.named);
  }
  if (form === 'someone') {
    const [text, subject] = p.pick('someone', [['When will I meet someone', null], ['When will I find love', 'love'], ['When will things get easier', null]] as const);
    return open(text, 'when', subject);
  }
  if (form === 'time' || form === 'take') {
    const action = p.pick('action', ACTIONS);
    const text = form === 'time' ? `When is the right time to ${action.typed}` : `How long will it take to ${action.typed}`;
    return open(text, 'when', action.subject);
  }
  const venture = p.pick('venture', VENTURES);
  return open(form === 'until' ? `How long until ${venture.typed} pays off` : `When will ${venture.typed} take off`, 'when', venture.named);
};

const whatWill = (p: Picker): Draft => {
  const venture = p.pick('venture', VENTURES);
  const shape = p.pick('shape', ['What will happen with', "What's next for", 'What can I expect from', 'What will come of', 'What lies ahead for']);
  const timed = withTime(p, `${shape} ${venture.typed}`);
  return open(timed.text, 'what-will', venture.named, timed.timeFrame);
};

const advice = (p: Picker): Draft => {
  const about = p.chance('person', 0.4) ? p.pick('person', PEOPLE) : p.pick('venture', VENTURES);
  const shape = p.pick('shape', ['What should I do about', 'Any advice on', 'What do I need to know about', 'What should I keep in mind about']);
  return open(`${shape} ${about.typed}`, 'advice', about.named);
};

const general = (p: Picker): Draft => {
  const venture = p.pick('venture', VENTURES);
  return open(`${p.pick('shape', ['Tell me about', 'Please read for', 'Some insight into'])} ${venture.typed}`, 'general', venture.named);
};

const list = (options: readonly Named[]) =>
  options.length === 2 ? `${options[0]?.typed} or ${options[1]?.typed}` : `${options.slice(0, -1).map((option) => option.typed).join(', ')} or ${options.at(-1)?.typed}`;

const choice = (p: Picker): Draft => {
  const options = p.pick('choice', CHOICES);
  // An option that is an action ("staying in Paris") only reads after a verb: "Should I take the job or stay?".
  const actions = options.some((option) => /^\w+ing\b/.test(option.named));
  const shape = actions
    ? p.pick('shape', ['Should I take', 'Should I go for', 'Do I pick'])
    : p.pick('shape', ['Should I take', 'Which is better:', 'Should I go with', 'Which should I choose,', '', 'What do you think,']);
  const text = shape === '' ? capital(list(options)) : `${shape} ${list(options)}`;
  return { text, kind: 'choice', subject: options[0]?.named ?? null, yesMeans: null, options: options.map((option) => option.named), timeFrame: null };
};

/** Templates with their weights: yes-or-no shapes most, as people ask them most. */
export const TEMPLATES: readonly (readonly [template: (picker: Picker) => Draft, weight: number])[] = [
  [personIs, 8], [pronounIs, 3], [personWill, 5], [personNever, 1], [ventureWill, 5], [ventureIs, 4], [ventureFirst, 2],
  [prize, 5], [actionShape, 6], [how, 4], [why, 3], [when, 4], [whatWill, 3], [advice, 3], [general, 2], [choice, 6],
];
