import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NoticeContext } from '../notice-context.ts';
import { createNoticeQueue } from '../notice-queue.ts';

/**
 * Holds the app's notice queue (docs/product.md#notices) for the pages below and tells it which page is open. Notices
 * wait until the user's settings arrive (`setSettings`), which the lazily loaded settings layer provides, and what this
 * browser has seen (`setSeen`), which the host brings: neither weighs on the first load.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(() => createNoticeQueue({ isOn: () => undefined, turnOff: () => Promise.resolve() }));
  const { pathname } = useLocation();
  // A layout effect runs before every page's effects, so the notice a page asks for as it opens is counted as that page's.
  useLayoutEffect(() => queue.setPage(pathname), [queue, pathname]);
  return <NoticeContext.Provider value={queue}>{children}</NoticeContext.Provider>;
}
