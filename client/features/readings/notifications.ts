/**
 * The system notification of the notify preference (docs/product.md#local-reading-preferences): shown when a reading the user is
 * waiting for is written while the page is hidden.
 */

/** The notification's title. */
export const READY_TITLE = 'Your reading is ready';
/** Its body when the reading has no title. */
export const READY_FALLBACK_BODY = 'Open Arcana to read it';
/**
 * The title when the safety screen replaced what the model wrote (docs/product.md#safety): there is no reading to
 * announce, only words of care and where to find help, so the notification promises neither a reading nor its title.
 */
export const CARE_NOTE_TITLE = 'Arcana has a note for you';

/** What asking to notify came to: allowed, refused (by the user or the browser), or not possible here. */
export type NotifyPermission = 'granted' | 'denied' | 'unsupported';

/** Asks the browser for permission to show notifications (it answers at once when the user already decided). */
export async function askToNotify(): Promise<NotifyPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return (await Notification.requestPermission()) === 'granted' ? 'granted' : 'denied';
}

/**
 * Shows "Your reading is ready" with the reading's title, tagged with its id so a second one
 * replaces the first; for a reading the safety screen replaced, a quiet note without a title instead.
 * Clicking it brings the window forward and calls `open`. Does nothing without permission.
 */
export function notifyReadingReady(reading: { id: string; title: string; safety?: unknown }, open: () => void): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const [title, body] = reading.safety === undefined ? [READY_TITLE, reading.title || READY_FALLBACK_BODY] : [CARE_NOTE_TITLE, READY_FALLBACK_BODY];
  const notification = new Notification(title, { body, tag: reading.id });
  notification.addEventListener('click', () => {
    window.focus();
    open();
    notification.close();
  });
}
