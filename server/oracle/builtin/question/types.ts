/** What the builtin interpreter understands of a question; produced by understand-question.ts. */

/** The kind of question, by rule: decides how the reading answers it. */
export type QuestionKind = 'yes-no' | 'why-how' | 'what-will' | 'advice' | 'other-person' | 'general';

export type QuestionTopic = 'love' | 'work' | 'money' | 'health' | 'family' | 'grief' | 'creativity' | 'home' | 'spiritual';

/** Matters that ask for a gentle, non-directive reading (issue 13, care). */
export type QuestionCare = 'grief' | 'health' | 'money' | 'legal';

export interface QuestionInsight {
  /** One, by rule; 'other-person' when the question is mainly about what another person feels, thinks or will do. */
  kind: QuestionKind;
  /** Zero or more, most relevant first. */
  topics: QuestionTopic[];
  /** The subject to name in running text, already in second person: "your brother", "the job offer", "your savings", "this move", "your novel"; null when none can be found. */
  subject: string | null;
  /** The other person when one is named: "your brother", "your husband", "him", "her", "your boss"; null otherwise. */
  otherPerson: string | null;
  /** Grief, health, money or legal matters: the reading must be gentle and non-directive. */
  care: QuestionCare | null;
  /** True for a question a yes or no answers ("Will I…", "Should I…", "Is he…", "Can we…", "Does…"). */
  yesNo: boolean;
}
