/**
 * What a question asks, by rule rather than by model (issue 13): its kind, its topics, who and what
 * it is about, and whether it needs a careful reading. The builtin interpreter writes to this.
 */
import { backgroundPeople, resolvePronoun } from './background.ts';
import { findPeople, sentenceShape, type PersonMention } from './find-people.ts';
import { classify } from './kind.ts';
import { findAskingSentence, QUESTION_OPENING, splitSentences, stripLeadIns, tidy } from './normalize.ts';
import { findSubject } from './subject.ts';
import { tokenize, type Token } from './tokens.ts';
import { findCare, findLoss } from './find-care.ts';
import { findTopics } from './topics.ts';
import { FEARED_YES } from './yes-means.ts';
import type { QuestionInsight } from './types.ts';

export type { QuestionCare, QuestionInsight, QuestionKind, QuestionTopic } from './types.ts';

const GENERAL: QuestionInsight = {
  kind: 'general', topics: [], subject: null, otherPerson: null, care: null, loss: false, yesNo: false, yesMeans: null, claim: null, options: [], timeFrame: null, language: 'en',
};

export function understandQuestion(question: string | null): QuestionInsight {
  const text = tidy(question ?? '');
  const split = findAskingSentence(splitSentences(text));
  if (split === null) return { ...GENERAL, topics: [] };

  const asked = stripLeadIns(split.asking.text);
  const asking = tokenize(asked.text);
  const askingPeople = findPeople(asking);
  const { kind, yesNo } = classify(askingClause(asking, askingPeople), asked.indirect);

  const context = split.context.map((sentence) => tokenize(sentence.text));
  const background = backgroundPeople(context);
  const resolve = (mention: PersonMention) => resolvePronoun(mention, background);
  // "They" is most often people in general ("will they call me back?"): one person only when the question is about them.
  const meant = askingPeople.filter(
    (mention) => !(mention.pronoun && mention.plural) || kind === 'other-person' || asking[mention.start]?.lower === 'them',
  );
  const named = meant.find((mention) => !mention.pronoun);
  const pointedTo = meant.find((mention) => mention.pronoun);
  const pointedBack = pointedTo === undefined || resolve(pointedTo) === pointedTo.phrase ? null : resolve(pointedTo);
  const mainBefore = background[0];

  const subject = findSubject({
    asking,
    askingPeople,
    context,
    namedPerson: named?.phrase ?? null,
    personBefore: pointedBack ?? (mainBefore?.named === true ? mainBefore.phrase : null),
    anyPerson: named !== undefined || pointedTo !== undefined,
    resolve,
  });
  // The background's people count only when the question points back to them or names nothing else.
  const otherPerson =
    named?.phrase ?? pointedBack ?? pointedTo?.phrase ?? (subject === null || subject === mainBefore?.phrase ? (mainBefore?.phrase ?? null) : null);
  const contextText = split.context.map((sentence) => sentence.text).join(' ');
  const topics = findTopics(split.asking.text, contextText);
  const care = findCare(split.asking.text, contextText);
  const yesMeans = yesNo ? (FEARED_YES.test(split.asking.text) ? 'feared' : 'hoped') : null;
  return { kind, topics, subject, otherPerson, care, loss: care !== null && findLoss(text), yesNo, yesMeans, claim: null, options: [], timeFrame: null, language: 'en' };
}

/**
 * The part of the sentence that asks, in the shape the kind rules read. A sentence may name its
 * matter first and ask after a comma ("My late husband, is he watching over me?").
 */
function askingClause(tokens: readonly Token[], people: readonly PersonMention[]): string {
  const shape = sentenceShape(tokens, people);
  if (QUESTION_OPENING.test(shape)) return shape;
  const clauses = shape.split(/,\s*/);
  const asks = clauses.findIndex((clause) => QUESTION_OPENING.test(clause));
  return asks > 0 ? clauses.slice(asks).join(', ') : shape;
}
