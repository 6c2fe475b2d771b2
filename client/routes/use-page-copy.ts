import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { isPageHandle, pageCopy, type PageCopy, type PageKey } from './page-copy.ts';

/** The document title of index.html, for pages without one of their own. */
const DEFAULT_TITLE = 'Arcana — AI tarot readings';

/** Sets the document title to "`title` · Arcana", or index.html's title for null. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title === null ? DEFAULT_TITLE : `${title} · Arcana`;
  }, [title]);
}

/** The copy of the deepest matched page with its key, and the document title set from it. */
export function usePageCopy(): (PageCopy & { page: PageKey }) | null {
  const matches = useMatches();
  // A route that shows a page of its own instead of its children's names it in its loader data (the admin guard's
  // not-allowed page); otherwise the deepest route that names a page does.
  const handle = matches.map((match) => match.loaderData).find(isPageHandle) ?? matches.map((match) => match.handle).findLast(isPageHandle);
  const copy = handle === undefined ? null : { ...pageCopy[handle.page], page: handle.page };
  useDocumentTitle(copy?.title ?? null);
  return copy;
}
