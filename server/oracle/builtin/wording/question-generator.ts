/**
 * A deterministic set of labelled questions in wording the builtin interpreter did not foresee (issue 30):
 * templates × things × people × time frames, with fillers, typos, capitals and punctuation varied, and a few
 * questions in Spanish and German. Tests measure the interpreter's reading against the labels
 * (docs/architecture.md#the-builtin-interpreter).
 */
import { createChooser } from '../seeded.ts';
import type { QuestionKind, YesMeans } from '../question/types.ts';
import { FILLERS, FOREIGN } from './question-parts.ts';
import { TEMPLATES, type Draft, type Picker } from './question-templates.ts';

export interface LabelledQuestion {
  question: string;
  kind: QuestionKind;
  /** The subject as the reading should name it, in second person: "your teenage son", "the café"; null for none. */
  subject: string | null;
  /** For a yes-or-no question, what its yes is to the asker; null otherwise. */
  yesMeans: YesMeans | null;
  /** For a choice, the options as the reading should name them, in order; else empty. */
  options: string[];
  /** The time frame as written, lower-case; null for none. */
  timeFrame: string | null;
  /** 'en', or the ISO 639-1 code of a question in another language. */
  language: string;
}

/** Function and question words people mistype, with the typos they make. */
const TYPOS: Readonly<Record<string, readonly string[]>> = {
  will: ['wil', 'wll'], should: ['shoud', 'shuold'], the: ['teh', 'th'], what: ['waht', 'whta'], how: ['hwo'], can: ['cna'],
  does: ['dose', 'deos'], would: ['woudl', 'wuold'], when: ['wehn', 'whn'], going: ['goign', 'gonig'], about: ['abuot', 'abut'],
  with: ['wiht'], get: ['gte'], could: ['coudl'], there: ['tehre'], which: ['whihc'], really: ['realy'],
};

function picker(seed: string): Picker {
  const chooser = createChooser(seed);
  return {
    pick: (slot, options) => chooser.pick(slot, options),
    chance: (slot, probability) => chooser.pick(slot, Array.from({ length: 100 }, (_, index) => index)) < probability * 100,
  };
}

function weighted(p: Picker): (picker: Picker) => Draft {
  return p.pick('template', TEMPLATES.flatMap(([template, weight]) => Array.from({ length: weight }, () => template)));
}

/** One or two function words mistyped, keeping a capital where there was one. */
function withTypos(p: Picker, text: string): string {
  const words = text.split(' ');
  const candidates = words.flatMap((word, index) => (TYPOS[word.toLowerCase()] === undefined ? [] : [index]));
  const times = p.chance('two typos', 0.3) ? 2 : 1;
  for (let time = 0; time < times && candidates.length > 0; time++) {
    const at = p.pick(`typo ${time}`, candidates);
    const word = words[at] ?? '';
    const typo = p.pick(`typo form ${time}`, TYPOS[word.toLowerCase()] ?? [word]);
    words[at] = /^[A-Z]/.test(word) ? typo.charAt(0).toUpperCase() + typo.slice(1) : typo;
  }
  return words.join(' ');
}

function surface(p: Picker, draft: Draft): string {
  let text = p.chance('typos', 0.1) ? withTypos(p, draft.text) : draft.text;
  const casing = p.pick('casing', ['as typed', 'as typed', 'as typed', 'as typed', 'as typed', 'as typed', 'lower', 'first lower'] as const);
  if (casing === 'lower') text = text.toLowerCase();
  if (casing === 'first lower') text = text.charAt(0).toLowerCase() + text.slice(1);
  text += p.pick('mark', ['?', '?', '?', '?', '?', '?', '', '??', '?!', ' ?']);
  return p.chance('filler', 0.2) ? `${p.pick('filler', FILLERS)} ${text}` : text;
}

function foreign(p: Picker): LabelledQuestion {
  const question = p.pick('foreign', FOREIGN);
  return {
    question: question.question,
    kind: question.yesNo ? 'yes-no' : 'general',
    subject: null,
    // Not read in another language: the neutral default every yes-or-no question had before issue 30.
    yesMeans: question.yesNo ? 'hoped' : null,
    options: [],
    timeFrame: null,
    language: question.language,
  };
}

/** `count` labelled questions, the same on every run. */
export function generateQuestions(count = 600): LabelledQuestion[] {
  return Array.from({ length: count }, (_, index) => {
    const p = picker(`question ${index}`);
    if (index % 25 === 12) return foreign(p);
    const draft = weighted(p)(p);
    return {
      question: surface(p, draft),
      kind: draft.kind,
      subject: draft.subject,
      yesMeans: draft.yesMeans,
      options: draft.options,
      timeFrame: draft.timeFrame,
      language: 'en',
    };
  });
}
