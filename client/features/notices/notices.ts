import type { NotificationSetting } from '#common/domain/user-settings.ts';

/**
 * The notices the app queues at its moments (docs/product.md#notices), each turned off by its own setting, with the
 * version of its words: a notice put away with Got it returns only once its version changes. Only ids, settings and
 * versions: the words load with the notice host, after the page.
 */
export const NOTICES = {
  questionTips: { id: 'questionTips', setting: 'READING_QUESTION_NOTIFICATION', version: '1' },
  sharePrivacy: { id: 'sharePrivacy', setting: 'READING_SHARE_NOTIFICATION', version: '1' },
  queueExplanation: { id: 'queueExplanation', setting: 'READING_QUEUE_NOTIFICATION', version: '1' },
  drawingExplanation: { id: 'drawingExplanation', setting: 'CARD_DRAWING_EXPLANATION_NOTIFICATION', version: '1' },
  // Named for what it announces: change it with NOTICE_TEXTS.productNews, so the news shows again.
  productNews: { id: 'productNews', setting: 'ARCANA_NOTIFICATION', version: 'settings-2026-11' },
  // One per due check-in (`checkIn:{readingId}`); it has no setting: the user asked for it when setting the check-in,
  // and cancels it there.
  checkIn: { id: 'checkIn', version: '1' },
} as const satisfies Record<string, { id: string; setting?: NotificationSetting; version: string }>;

/** The name of one of {@link NOTICES}. */
export type NoticeName = keyof typeof NOTICES;

/**
 * What tells one notice from another, in the queue and in what this browser has seen: its name, followed for a notice
 * made at run time by what it is about (`checkIn:{readingId}`).
 */
export type NoticeKey = NoticeName | `${NoticeName}:${string}`;
