/** What the builtin interpreter understands of a question; produced by understand-question.ts. */

/**
 * The kind of question, by rule: decides how the reading answers it. 'how' asks for ways or steps,
 * 'why' for reasons, 'when' for timing, 'choice' to weigh named options (see `options`).
 */
export type QuestionKind = 'yes-no' | 'why' | 'how' | 'what-will' | 'when' | 'choice' | 'advice' | 'other-person' | 'general';

/** What a yes would be to the asker: news they hope for ("Will I get the job?") or fear ("Is he lying to me?"). */
export type YesMeans = 'hoped' | 'feared';

export type QuestionTopic = 'love' | 'work' | 'money' | 'health' | 'family' | 'grief' | 'creativity' | 'home' | 'spiritual';

/**
 * Matters that ask for a gentle, non-directive reading (issue 13, care), by what the question is about
 * (find-care.ts): money and debt, the body's health, mental health, pregnancy and its loss, a person's
 * death, a death by suicide, the law, an animal's health or death, and addiction.
 */
export const QUESTION_CARES = ['money', 'health', 'mental', 'pregnancy', 'grief', 'suicide-loss', 'legal', 'pet', 'addiction'] as const;
export type QuestionCare = (typeof QUESTION_CARES)[number];

export interface QuestionInsight {
  /** One, by rule; 'other-person' when the question is mainly about what another person feels, thinks or will do. */
  kind: QuestionKind;
  /** Zero or more, most relevant first. */
  topics: QuestionTopic[];
  /** The subject to name in running text, already in second person: "your brother", "the job offer", "your savings", "this move", "your novel"; null when none can be found. */
  subject: string | null;
  /** The other person when one is named: "your brother", "your husband", "him", "her", "your boss"; null otherwise. */
  otherPerson: string | null;
  /** The care the question asks for, if any: the reading must then be gentle and non-directive. */
  care: QuestionCare | null;
  /** For a care question, whether it speaks of a loss that has happened (a death, a lost pregnancy) rather than a fear of one. */
  loss: boolean;
  /** True for a question a yes or no answers ("Will I…", "Should I…", "Is he…", "Can we…", "Does…"). */
  yesNo: boolean;
  /** For a yes-or-no question, whether its yes is hoped for or feared, from the sentence's meaning; null otherwise. */
  yesMeans: YesMeans | null;
  /**
   * A yes-or-no question's claim restated as a plain clause in second person, to answer in its own terms:
   * "he is losing interest", "you will get the job", "moving to Lisbon is a mistake"; null when it cannot be said cleanly.
   */
  claim: string | null;
  /** For a choice, the options as named, in second person and in order: ["the bakery", "the bookshop", "the bike repair idea"]; else empty. */
  options: string[];
  /** The time frame the question gives, as written after a verb: "by spring", "before the wedding", "this year"; null when none. */
  timeFrame: string | null;
  /** ISO 639-1 code of the question's language: 'en', or another only when it is clearly not English ('es', 'de', …); 'und' for another that cannot be named. */
  language: string;
}
