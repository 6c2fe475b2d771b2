import { CARDS_PER_DECK } from '#common/limits.ts';
import { PRIVACY_CLAIMS } from '#common/privacy/claims.ts';
import type { NoticeKey, NoticeName } from './notices.ts';

/** What a notice says: its title, the bottom sheet's short text and the modal's full explanation. */
export interface NoticeText {
  title: string;
  summary: string;
  details: string;
}

/** The name of the notice `id`, whose words it shows: `checkIn` for `checkIn:{readingId}`. */
export const noticeName = (id: NoticeKey): NoticeName => id.split(':')[0] as NoticeName;

/** The words of every notice (docs/product.md#notices), loaded with the notice host rather than the page. */
export const NOTICE_TEXTS: Record<NoticeName, NoticeText> = {
  questionTips: {
    title: 'Tips for your question',
    summary: 'Open questions work best: ask “What should I understand about…?” rather than a yes or no.',
    details:
      'The cards speak about patterns, choices and feelings, so a question that leaves room for them gets the richest reading. Name the situation, ask what you can learn or do, and keep to one topic. You can also leave the question out for a general reading. Readings are for reflection and entertainment, never medical, legal or financial advice.',
  },
  sharePrivacy: {
    title: 'Who sees a shared reading',
    summary: 'Anyone with the link sees the question, cards and answers, but not who you are.',
    details: `${PRIVACY_CLAIMS.shareLink} The link never shows your name or email. You can end a link at any time on the Shared Readings page.`,
  },
  queueExplanation: {
    title: 'Your reading is in the queue',
    summary: 'Readings are written one after another. Yours starts as soon as its turn comes.',
    details:
      'Your gems are already spent and your cards are drawn; the interpretation starts as soon as the readings ahead of yours are done, and streams in here as it is written. You can leave this page: Start Reading in the menu brings you back to it. If writing fails, your gems are refunded.',
  },
  drawingExplanation: {
    title: 'How the draw works',
    summary: `The deck was shuffled before you choose: every card has a 1 in ${CARDS_PER_DECK} chance to lie under any position you pick.`,
    details: `All ${CARDS_PER_DECK} cards are shuffled by the server before you pick, and it commits to that shuffle with a fingerprint it shows you now. Each position you pick has a 1 in ${CARDS_PER_DECK} chance of holding any given card. Once your reading is written, “Verify this draw” reveals the shuffle so you can check that nothing was changed after you chose.`,
  },
  productNews: {
    title: 'New in Arcana: settings',
    summary: 'Choose a light or dark theme, a larger text size, or let the accent color drift slowly.',
    details:
      'Open Settings from the menu to choose the theme and the text size, to turn on the dynamic theme (the accent color drifts slowly around the color wheel) and to choose which of these notices you want to see. Your choices follow you to every device you sign in on.',
  },
  checkIn: {
    title: 'How did it turn out?',
    // Each due check-in says which day its reading is from (its notice's own summary); this is for one whose day is not known.
    summary: 'A reading you saved asked to check in.',
    details:
      'When you saved this reading you asked Arcana to check in later. Open it to write a few words about how things went and whether the reading helped. You can also change or cancel the check-in there.',
  },
};
