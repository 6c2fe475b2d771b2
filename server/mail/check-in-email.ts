import type { MailMessage } from './account-emails.ts';

/**
 * The reminder of a check-in the user asked to get by email too (docs/product.md#the-journal). It names neither the
 * reading nor anything written about it: the server cannot read them, and an inbox is no place for them.
 */
export function checkInReminderEmail(to: string, journalUrl: string): MailMessage {
  return {
    to,
    subject: 'How did it turn out?',
    text: [
      'A while ago you asked Arcana to check in with you about one of your readings.',
      '',
      'How did it turn out? Open the reading in your journal to write a few words about it:',
      journalUrl,
      '',
      'This email holds nothing of the reading or of what you wrote: those stay sealed with your encryption password.',
      'You get it because you asked for a reminder by email when you set the check-in.',
    ].join('\n'),
  };
}
