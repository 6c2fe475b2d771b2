import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import { isPageHandle, type PageKey } from '../page-copy.ts';
import { ReadingIntro } from '../reading/reading-intro.tsx';
import { usePageCopy } from '../use-page-copy.ts';

/** The start of the pages whose top is static, in the page's own wrapper so it sits where the page will. */
const STATIC_TOPS: Partial<Record<PageKey, ComponentType>> = {
  reading: () => (
    <div className="reading-page">
      <ReadingIntro />
    </div>
  ),
};

/**
 * What /app/main shows on the first load until its gate has answered and its modules have arrived:
 * the shell's frame with the page's title, and the page's static top if it has one. The loading
 * overlay covers it while the gate's calls run; a signed-out or locked user is sent on from here
 * without ever seeing a form or the page's data. Only a picture of what comes: hidden from assistive
 * technology, which hears the overlay's status instead, and from anything that waits for the page.
 */
export function AppFrame() {
  const copy = usePageCopy();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isPageHandle);
  const Top = handle === undefined ? undefined : STATIC_TOPS[handle.page];
  return (
    <div className="app-shell" aria-hidden="true">
      <header className="navbar navbar-expand sticky-top app-header">
        <div className="container-fluid flex-nowrap gap-1 gap-sm-2">
          {/* Holds the menu button's place, so the title does not move when the header arrives. */}
          <span className="icon-button d-lg-none" />
          <div className="app-title ps-lg-3">{copy?.title ?? 'Arcana'}</div>
          {/* Holds the counts' and help's side, so the navbar does not push the title to the right. */}
          <div className="ms-auto" />
        </div>
      </header>
      <div className="app-body">
        <div className="app-sidebar d-none d-lg-block" />
        <main className="app-main">{Top && <Top />}</main>
      </div>
    </div>
  );
}
