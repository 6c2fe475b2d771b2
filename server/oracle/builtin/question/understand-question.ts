/**
 * What a question asks, by rule rather than by model (issue 13): its kind, its topics, who and what
 * it is about, and whether it needs a careful reading. The builtin interpreter writes to this.
 */
import { backgroundPeople, resolvePronoun } from './background.ts';
import { findPeople, sentenceShape, type PersonMention } from './find-people.ts';
import { classify } from './kind.ts';
import { findAskingSentence, QUESTION_OPENING, splitSentences, stripLeadIns, tidy } from './normalize.ts';
import { findSubject, personAsked } from './subject.ts';
import type { Token } from './tokens.ts';
import { findCare, findLoss } from './find-care.ts';
import { findTopics } from './topics.ts';
import { findYesMeans } from './yes-means.ts';
import { findClaim } from './claim.ts';
import { findLanguage } from './language.ts';
import { findOptions } from './options.ts';
import { taggedTokens } from './pos.ts';
import { findTimeFrame } from './time-frame.ts';
import { correctTypos } from './typos.ts';
import { properNameAt, thingAt } from './things.ts';
import type { QuestionInsight } from './types.ts';

export type { QuestionCare, QuestionInsight, QuestionKind, QuestionTopic } from './types.ts';

const GENERAL: QuestionInsight = {
  kind: 'general', topics: [], subject: null, otherPerson: null, care: null, loss: false, yesNo: false, yesMeans: null, claim: null, options: [], timeFrame: null, language: 'en',
};

export function understandQuestion(question: string | null): QuestionInsight {
  const typed = tidy(question ?? '');
  const language = findLanguage(typed);
  if (language !== 'en') return foreignQuestion(typed, language);
  const text = correctTypos(typed);
  const split = findAskingSentence(splitSentences(text));
  if (split === null) return { ...GENERAL, topics: [] };

  const asked = stripLeadIns(split.asking.text);
  // The time frame is read apart, so that it never joins the subject ("the job in the coming weeks").
  const frame = findTimeFrame(asked.text);
  const asking = taggedTokens(frame?.rest ?? asked.text);
  const askingPeople = findPeople(asking);
  const options = findOptions(frame?.rest ?? asked.text, (word) => asking.find((token) => token.text === word)?.tags ?? new Set());
  const classified = classify(askingClause(asking, askingPeople), asked.indirect);
  const { kind, yesNo } = options.length >= 2 ? { kind: 'choice' as const, yesNo: false } : classified;

  const context = split.context.map((sentence) => taggedTokens(sentence.text));
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
  // A time frame says first when, then what about: "before the wedding" does not make a flat hunt a love question first.
  const topics = [...new Set([...findTopics(frame === null ? split.asking.text : frame.rest, contextText), ...(frame === null ? [] : findTopics(frame.frame, ''))])];
  const care = findCare(split.asking.text, contextText);
  const clause = askingTokens(asking, askingPeople);
  const subjectEnd = subjectEndAt(clause, clause === asking ? askingPeople : findPeople(clause));
  const predicate = clause.slice(subjectEnd ?? 0).map((token) => token.lower).join(' ');
  // "My manager Bertrand keeps ignoring my emails, is he trying to push me out?" asks about Bertrand, not the emails.
  const asksAboutNamed = clause !== asking && named !== undefined && /^(?:he|she)$/.test(clause[1]?.lower ?? '');
  return {
    kind,
    topics,
    subject: asksAboutNamed ? named.phrase : subject,
    otherPerson,
    care,
    loss: care !== null && findLoss(text),
    yesNo,
    yesMeans: yesNo ? findYesMeans(clause.map((token) => token.lower).join(' '), predicate, subjectEnd === null ? null : (clause[subjectEnd - 1]?.lower ?? null)) : null,
    claim: yesNo ? findClaim(clause, subjectEnd, frame?.frame ?? null) : null,
    options,
    timeFrame: frame?.frame ?? null,
    language,
  };
}

/** Question words that open a question no yes or no answers, in the languages people ask in besides English. */
const FOREIGN_QUESTION_WORDS =
  /^[¿¡]?\s*(?:qu[ée]|c[óo]mo|cu[áa]ndo|d[óo]nde|por qu[ée]|qui[ée]n|cu[áa]l|cu[áa]nto|was|wie|wann|wo|warum|wer|welche[rsnm]?|wieso|weshalb|wohin|woher|quoi|comment|quand|où|pourquoi|qui|quel(?:le)?s?|combien|che|come|dove|perch[ée]|chi|quale|onde|quem|qual|o que)(?!\p{L})/iu;

/**
 * A question in another language is not read as English words: nothing is named from it, and it is a
 * yes-or-no question only when its marks say so (asked, without a question word).
 */
function foreignQuestion(text: string, language: string): QuestionInsight {
  const yesNo = /\?/.test(text) && !FOREIGN_QUESTION_WORDS.test(text.trim());
  return { ...GENERAL, topics: [], kind: yesNo ? 'yes-no' : 'general', yesNo, yesMeans: yesNo ? 'hoped' : null, language };
}

/** The clause that asks: after a matter named first ("The café, will it survive?"), from the question's verb on. */
function askingTokens(tokens: readonly Token[], people: readonly PersonMention[]): readonly Token[] {
  if (QUESTION_OPENING.test(sentenceShape(tokens, people))) return tokens;
  const comma = tokens.findIndex((token, index) => token.text === ',' && QUESTION_OPENING.test(tokens[index + 1]?.lower ?? ''));
  return comma >= 0 ? tokens.slice(comma + 1) : tokens;
}

const SUBJECT_PRONOUNS = new Set(['i', 'he', 'she', 'it', 'they', 'we', 'you', 'there']);

/** Where the subject of a question opened by its verb ends: "Is [my colleague Ines] lying…", "Will [the café] survive…". */
function subjectEndAt(clause: readonly Token[], people: readonly PersonMention[]): number | null {
  if (!QUESTION_OPENING.test(clause[0]?.lower ?? '') || /^(?:why|how|what|when|where|who|which)/.test(clause[0]?.lower ?? '')) return null;
  if (SUBJECT_PRONOUNS.has(clause[1]?.lower ?? '')) return 2;
  const person = personAsked(clause, people);
  return person?.end ?? thingAt(clause, 1, false)?.end ?? properNameAt(clause, 1)?.end ?? null;
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
