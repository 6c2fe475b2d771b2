import { useState, type ReactNode } from 'react';
import { NoticeContext } from '../notice-context.ts';
import { createNoticeQueue } from '../notice-queue.ts';

/**
 * Holds the app's notice queue (docs/product.md#notices) for the pages below. Notices wait until the
 * user's settings arrive (`setSettings`), which the lazily loaded settings layer provides with the host.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(() => createNoticeQueue({ isOn: () => undefined, turnOff: () => Promise.resolve() }));
  return <NoticeContext.Provider value={queue}>{children}</NoticeContext.Provider>;
}
