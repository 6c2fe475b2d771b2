/**
 * The builtin interpreter's reading of the question, given to the model as hints
 * (docs/architecture.md#model-providers): what kind of answer it asks for, its options, its time
 * frame, what a yes would mean to the querent and its language. Small models miss these; a rule-based
 * reading finds them cheaply. Whom or what it is about is left to the model, which finds it better
 * than these rules do. Every value taken from the question is the querent's words, so it travels as
 * a JSON string, like the question itself.
 */
import type { QuestionInsight, QuestionKind } from './builtin/question/types.ts';

/** What each kind asks the reading to give; a general question has no line. */
const KIND_LINES: Readonly<Record<Exclude<QuestionKind, 'general' | 'choice'>, string>> = {
  'yes-no': 'yes or no, answered as a leaning',
  why: 'why: give reasons',
  how: 'how: give steps, the first one first',
  'what-will': 'what will happen: where things lean now',
  when: 'when: answer the timing from the timing positions',
  advice: 'advice: options to weigh, never orders',
  'other-person': 'what another person feels, thinks or will do',
};

/** A language the interpreter names by its ISO 639-1 code, never by the querent's words. */
const LANGUAGE_CODE = /^[a-z]{2}$/;

const quoted = (value: string) => JSON.stringify(value);

/** "\"a\"", "\"a\" and \"b\"", "\"a\", \"b\" and \"c\"". */
function optionList(options: readonly string[]): string {
  const named = options.map(quoted);
  return named.length < 2 ? named.join('') : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

function kindLine(insight: QuestionInsight): string | null {
  if (insight.kind === 'choice') {
    return insight.options.length > 1 ? `choice between ${optionList(insight.options)}: weigh each, then lean to one` : 'choice: weigh each option, then lean to one';
  }
  if (insight.kind === 'general') return null;
  // "Is my colleague avoiding me?" asks about another person and still wants a leaning.
  return insight.yesNo && insight.kind !== 'yes-no' ? `${KIND_LINES[insight.kind]}, asked as a yes or no` : KIND_LINES[insight.kind];
}

/** The hint lines for a question, headed; none when the interpreter found nothing to add. */
export function questionHints(insight: QuestionInsight): string[] {
  const kind = kindLine(insight);
  const hints = [
    kind === null ? null : `- Kind of question: ${kind}.`,
    insight.claim === null ? null : `- Its claim, to answer in its own terms (JSON string): ${quoted(insight.claim)}`,
    insight.yesMeans === null
      ? null
      : insight.yesMeans === 'feared'
        ? '- A yes would be: feared news for the querent. Answer in the question’s own terms, not a bare yes or no.'
        : '- A yes would be: hoped-for news for the querent.',
    insight.timeFrame === null ? null : `- Time frame named (JSON string): ${quoted(insight.timeFrame)}. Echo it and answer it in the timing positions.`,
    insight.care === null ? null : `- Care needed: ${insight.care}. Follow the care rules: gentle, non-directive, no leaning.`,
    insight.language === 'en' || !LANGUAGE_CODE.test(insight.language)
      ? null
      : `- Language of the question: ${insight.language}. Write the whole reading in that language.`,
  ].filter((line) => line !== null);
  return hints.length === 0 ? [] : ['How the question reads (hints from a rule-based reading; where they miss, the question decides):', ...hints];
}
