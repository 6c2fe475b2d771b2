/**
 * Every sentence Arcana shows about who can read a reading, word for word, so the pages, the welcome
 * message and SECURITY.md#what-the-pages-promise say the same thing. The model is encryption at rest:
 * a copy of the database cannot read readings, but the running server reads a question while it writes
 * the reading and opens a reading for a session the user has unlocked (SECURITY.md#summary). claims.test.ts
 * holds each sentence to SECURITY.md, so a change here needs the same change there.
 */
export const PRIVACY_CLAIMS = {
  /** The landing page's feature title. */
  atRestTitle: 'Readings encrypted at rest',
  sealed: 'Your readings are stored encrypted with a password only you know.',
  sealedWithThis: 'Your readings are stored encrypted with this password, and only you know it.',
  atRest: 'A copy of the database or a backup cannot read them.',
  inUse: 'The server reads your question while it writes a reading, and a reading while you have it open.',
  runningServer: 'Whoever controls the running server could read them then, so use an Arcana run by someone you trust.',
  passwordNeverStored: 'We never store the password itself.',
  modelSeesQuestion: 'To write a reading, the AI model is given your question and cards. As soon as the reading is written, it is stored encrypted.',
  unlockedWhileSignedIn: 'After you unlock, the app can show your readings until you sign out or your session ends.',
  noRecovery: 'A forgotten encryption password cannot be recovered: nobody can reset it for you.',
  lockedWithout: 'Without it, your readings cannot be opened.',
  startOver: 'You can start over with a new password, but that deletes every reading you have.',
  shareLink: 'A share link carries its own key: whoever holds it can open that one reading until the link expires, and a copy of the database alone cannot.',
} as const;

/** The name of one claim. */
export type PrivacyClaim = keyof typeof PRIVACY_CLAIMS;

/** One point of the privacy note the Create Password consent links to: a bold lead and the claims after it. */
export interface PrivacyNotePoint {
  lead: string;
  claims: readonly PrivacyClaim[];
}

/** The privacy note, in order (docs/product.md#create-password). */
export const PRIVACY_NOTE: readonly PrivacyNotePoint[] = [
  { lead: 'Only your password unlocks them.', claims: ['sealed', 'passwordNeverStored'] },
  { lead: 'A copy of our database cannot read them.', claims: ['atRest'] },
  { lead: 'The server reads them while you use them.', claims: ['inUse', 'runningServer'] },
  { lead: 'The AI sees your question while it writes.', claims: ['modelSeesQuestion'] },
  { lead: 'Unlocked only while you are signed in.', claims: ['unlockedWhileSignedIn'] },
  { lead: 'A forgotten password cannot be recovered.', claims: ['noRecovery', 'startOver'] },
];

/** Claims joined into one paragraph, in the order given. */
export const privacyText = (...claims: readonly PrivacyClaim[]): string => claims.map((claim) => PRIVACY_CLAIMS[claim]).join(' ');
