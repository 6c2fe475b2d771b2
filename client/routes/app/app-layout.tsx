import { Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AppHeader } from '#client/routes/app/header/app-header.tsx';
import { MenuPanel } from '#client/routes/app/menu/menu-panel.tsx';
import { SkipLink } from '#client/components/skip-link.tsx';
import { NoticeProvider } from '#client/features/notices/components/notice-provider.tsx';
import { setCacheNamespace } from '#client/lib/cache.ts';
import { invalidateEncryptionStatus } from '#client/features/encryption/api.ts';
import { forgetDecryptedContent } from '#client/lib/forget-content.ts';
import { onLocked, onUnauthorized } from '#client/lib/http.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { publicPaths } from '#client/paths.ts';
import { usePageCopy } from '../use-page-copy.ts';
import { lazyPart } from '#client/lib/lazy-part.ts';

/** The user's settings and the notice host: after the page, which the stored theme and text size already painted. */
const SettingsAndNotices = lazyPart(() => import('./settings-and-notices.tsx').then((module) => module.SettingsAndNotices));

/** Sends the user to /login (and back here afterwards) when any call says the session is gone. */
function useSignInOnUnauthorized(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorized(() => {
        queryClient.clear();
        setCacheNamespace(null);
        const { pathname, search } = window.location;
        navigate(publicPaths.login({ next: `${pathname}${search}` }), { replace: true });
      }),
    [navigate],
  );
}

/** Goes to the unlock page (and back here afterwards) when any call says the key is locked, forgetting every decrypted reading first. */
function useUnlockOnLocked(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onLocked(() => {
        forgetDecryptedContent();
        // The status the gate holds still says unlocked: without this the unlock page would send the user straight back.
        void invalidateEncryptionStatus();
        const { pathname, search } = window.location;
        navigate(publicPaths.unlockThenGo(`${pathname}${search}`), { replace: true });
      }),
    [navigate],
  );
}

/** The signed-in app's shell: header, menu (sidebar or offcanvas) and the page. */
export function Component() {
  const copy = usePageCopy();
  const [menuOpen, setMenuOpen] = useState(false);
  useSignInOnUnauthorized();
  useUnlockOnLocked();

  return (
    <NoticeProvider>
      <div className="app-shell">
        <SkipLink />
        <AppHeader title={copy?.title ?? 'Arcana'} page={copy?.page ?? null} onOpenMenu={() => setMenuOpen(true)} />
        <div className="app-body">
          <MenuPanel show={menuOpen} onHide={() => setMenuOpen(false)} />
          <main id="main-content" className="app-main" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </div>
      <Suspense fallback={null}>
        <SettingsAndNotices />
      </Suspense>
    </NoticeProvider>
  );
}
