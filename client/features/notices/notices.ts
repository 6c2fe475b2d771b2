import type { NotificationSetting } from '#common/domain/user-settings.ts';

/**
 * The notices the app queues at its moments (docs/product.md#notices), each turned off by its own
 * setting. Only ids and settings: the words load with the notice host, after the page.
 */
export const NOTICES = {
  questionTips: { id: 'questionTips', setting: 'READING_QUESTION_NOTIFICATION' },
  sharePrivacy: { id: 'sharePrivacy', setting: 'READING_SHARE_NOTIFICATION' },
  queueExplanation: { id: 'queueExplanation', setting: 'READING_QUEUE_NOTIFICATION' },
  drawingExplanation: { id: 'drawingExplanation', setting: 'CARD_DRAWING_EXPLANATION_NOTIFICATION' },
  productNews: { id: 'productNews', setting: 'ARCANA_NOTIFICATION' },
} as const satisfies Record<string, { id: string; setting: NotificationSetting }>;

/** The name of one of {@link NOTICES}. */
export type NoticeName = keyof typeof NOTICES;
