/** What the builtin interpreter understands of a question; produced by understand-question.ts. */

/** The kind of question, by rule: decides how the reading answers it. */
export type QuestionKind = 'yes-no' | 'why-how' | 'what-will' | 'advice' | 'other-person' | 'general';

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
}
