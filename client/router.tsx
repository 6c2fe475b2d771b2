import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { LoadingScreen } from './components/loading-overlay.tsx';
import { PageError, RootError } from './components/route-error.tsx';
import { appPaths, publicPaths } from './paths.ts';
import { AppFrame } from './routes/app/app-frame.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import type { PageHandle } from './routes/page-copy.ts';

const appRedirect = () => import('./routes/app/app-redirect.ts');

/** Renders nothing: its route's loader always redirects (a Component keeps the router from warning about an empty leaf). */
function Redirecting() {
  return null;
}

/**
 * /app/main requires a session and an unlocked encryption key. Declared here rather than in the
 * layout's module: a lazy module's loader waits for the module, so the gate's calls would start only
 * after the layout's chunks; here they start at once, while the router fetches those chunks.
 */
async function requireUnlockedApp({ request }: LoaderFunctionArgs): Promise<null> {
  const { requireUnlocked } = await import('./routes/app/encryption-gate.ts');
  await requireUnlocked(request);
  return null;
}

/** A route that only redirects to `to`. */
const redirectTo = (path: string, to: string): RouteObject => ({ path, loader: () => redirect(to), Component: Redirecting });

/** Every page under /app/main (docs/product.md#routes-at-a-glance), relative to it. */
const appRoutes: RouteObject[] = [
  { index: true, Component: Redirecting, lazy: appRedirect },
  { path: 'reading', handle: { page: 'reading' } satisfies PageHandle, lazy: () => import('./routes/reading/reading-page.tsx') },
  { path: 'reading/draw', handle: { page: 'draw' } satisfies PageHandle, lazy: () => import('./routes/reading/draw-page.tsx') },
  { path: 'reading/clarifier/draw', handle: { page: 'clarifierDraw' } satisfies PageHandle, lazy: () => import('./routes/reading/clarifier-draw-page.tsx') },
  {
    path: 'reading/result/:readingId/:clarifierPosition/:spreadCount?',
    handle: { page: 'result' } satisfies PageHandle,
    lazy: () => import('./routes/reading/result-page.tsx'),
  },
  { path: 'reading/image', handle: { page: 'readingImage' } satisfies PageHandle, lazy: () => import('./routes/reading-image/reading-image-page.tsx') },
  {
    path: 'shared_reading/:readingId/:uuid',
    handle: { page: 'appSharedReading' } satisfies PageHandle,
    lazy: () => import('./routes/shares/app-shared-reading-page.tsx'),
  },
  { path: 'readings', handle: { page: 'readings' } satisfies PageHandle, lazy: () => import('./routes/readings/readings-page.tsx') },
  { path: 'journal/:readingId/:card?', handle: { page: 'journalReading' } satisfies PageHandle, lazy: () => import('./routes/journal/journal-reading-page.tsx') },
  { path: 'insights', handle: { page: 'insights' } satisfies PageHandle, lazy: () => import('./routes/insights/insights-page.tsx') },
  { path: 'shared-readings', handle: { page: 'sharedReadings' } satisfies PageHandle, lazy: () => import('./routes/shares/shared-readings-page.tsx') },
  {
    path: 'shared-reading-not-found',
    handle: { page: 'sharedReadingNotFound' } satisfies PageHandle,
    lazy: () => import('./routes/shares/shared-reading-not-found-page.tsx'),
  },
  { path: 'bonus', handle: { page: 'bonus' } satisfies PageHandle, lazy: () => import('./routes/bonus/bonus-list-page.tsx') },
  { path: 'bonus/draw', handle: { page: 'bonusDraw' } satisfies PageHandle, lazy: () => import('./routes/bonus/bonus-draw-page.tsx') },
  { path: 'bonus/:id', handle: { page: 'bonusReading' } satisfies PageHandle, lazy: () => import('./routes/bonus/bonus-reading-page.tsx') },
  { path: 'decks', handle: { page: 'decks' } satisfies PageHandle, lazy: () => import('./routes/decks/decks-page.tsx') },
  {
    path: 'decks/:deckId/details',
    handle: { page: 'deckDetails' } satisfies PageHandle,
    lazy: () => import('./routes/decks/deck-details-page.tsx'),
  },
  {
    path: 'decks/:deckId/cards',
    handle: { page: 'deckCards' } satisfies PageHandle,
    lazy: () => import('./routes/decks/deck-cards-page.tsx'),
  },
  { path: 'gems', handle: { page: 'gems' } satisfies PageHandle, lazy: () => import('./routes/gems/gems-page.tsx') },
  { path: 'profile', handle: { page: 'profile' } satisfies PageHandle, lazy: () => import('./routes/profile/profile-page.tsx') },
  { path: 'messages', handle: { page: 'messages' } satisfies PageHandle, lazy: () => import('./routes/messages/messages-page.tsx') },
  { path: 'settings', handle: { page: 'settings' } satisfies PageHandle, lazy: () => import('./routes/settings/settings-page.tsx') },
  {
    lazy: () => import('./routes/app/admin-guard.tsx'),
    children: [
      { path: 'admin', handle: { page: 'admin' } satisfies PageHandle, lazy: () => import('./routes/admin/admin-page.tsx') },
      {
        path: 'queue/dashboard',
        handle: { page: 'queueDashboard' } satisfies PageHandle,
        lazy: () => import('./routes/queue-dashboard/queue-dashboard-page.tsx'),
      },
      {
        path: 'cache/dashboard',
        handle: { page: 'cacheDashboard' } satisfies PageHandle,
        lazy: () => import('./routes/cache-dashboard/cache-dashboard-page.tsx'),
      },
    ],
  },
  { path: '*', Component: Redirecting, lazy: appRedirect },
];

/** The public pages outside the app that share the slim public frame. */
const publicFramedRoutes: RouteObject[] = [
  {
    path: '/shared_reading/:readingId/:uuid',
    handle: { page: 'sharedReading' } satisfies PageHandle,
    lazy: () => import('./routes/shares/shared-reading-page.tsx'),
  },
  { path: publicPaths.tryReading, handle: { page: 'tryReading' } satisfies PageHandle, lazy: () => import('./routes/try-reading/try-reading-page.tsx') },
];

/**
 * `children` under one pathless route whose error element shows inside the parent layout: a page that
 * fails (offline, server unreachable, a bug) keeps the header and menu around its message.
 */
const withinLayout = (children: RouteObject[]): RouteObject => ({ errorElement: <PageError />, children });

/** The route table: every page is lazily loaded; the root keeps the overlays on every route. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RootError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        // A page that fails outside any layout (or a layout that fails) says why, on its own.
        errorElement: <PageError standalone />,
        children: [
          redirectTo(publicPaths.root, publicPaths.notFound),
          redirectTo(publicPaths.notFound, publicPaths.demo),
          { path: publicPaths.demo, lazy: () => import('./routes/demo/landing-page.tsx') },
          // Full screen, outside the public frame: the page draws its own bar over the night backdrop.
          { path: publicPaths.animate, handle: { page: 'animate' } satisfies PageHandle, lazy: () => import('./routes/animate/animate-page.tsx') },
          { path: '/login', lazy: () => import('./routes/login/login-page.tsx') },
          { path: publicPaths.resetPassword, lazy: () => import('./routes/login/reset-password-page.tsx') },
          {
            path: publicPaths.createPassword,
            handle: { page: 'createPassword' } satisfies PageHandle,
            lazy: () => import('./routes/encryption/create-password-page.tsx'),
          },
          {
            path: publicPaths.unlock,
            handle: { page: 'unlock' } satisfies PageHandle,
            lazy: () => import('./routes/encryption/unlock-page.tsx'),
          },
          { lazy: () => import('./routes/public/public-layout.tsx'), children: [withinLayout(publicFramedRoutes)] },
          {
            path: appPaths.root,
            loader: requireUnlockedApp,
            // The frame and the page's static top paint while the gate and the modules load, not a bare overlay.
            hydrateFallbackElement: <AppFrame />,
            lazy: () => import('./routes/app/app-layout.tsx'),
            children: [withinLayout(appRoutes)],
          },
          redirectTo('*', publicPaths.demo),
        ],
      },
    ],
  },
];

/** Creates the browser router over {@link routes}. */
export const createRouter = () => createBrowserRouter(routes);
