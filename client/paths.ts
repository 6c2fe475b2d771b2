import { RESET_PASSWORD_PAGE_PATH } from '#common/api/auth-paths.ts';

/** Every href of the app (docs/product.md#routes-at-a-glance). Build links with these, never with string literals. */

const APP = '/app/main';
const enc = encodeURIComponent;

/** Public pages, outside the signed-in app. */
export const publicPaths = {
  root: '/',
  demo: '/demo',
  notFound: '/404',
  tryReading: '/trdng',
  animate: '/animate',
  createPassword: '/app/encryption/create',
  unlock: '/app/encryption/unlock',
  /** The unlock page, returning to `next` (a path under /app/main) once unlocked. */
  unlockThenGo: (next: string) => `/app/encryption/unlock?${new URLSearchParams({ next }).toString()}`,
  sharedReading: (readingId: string, uuid: string) => `/shared_reading/${enc(readingId)}/${enc(uuid)}`,
  /** Where the emailed password reset link lands, with its token. */
  resetPassword: RESET_PASSWORD_PAGE_PATH,
  /**
   * `/login`; `next` is where to go after signing in, `signup` opens the sign-up tab, `forgot` the
   * request for a password reset link.
   */
  login: ({ next, signup, forgot }: { next?: string; signup?: boolean; forgot?: boolean } = {}) => {
    const params = new URLSearchParams();
    if (signup) params.set('mode', 'signup');
    else if (forgot) params.set('mode', 'forgot');
    if (next) params.set('next', next);
    const search = params.toString();
    return search === '' ? '/login' : `/login?${search}`;
  },
} as const;

/** Pages of the signed-in app, under /app/main. */
export const appPaths = {
  root: APP,
  reading: `${APP}/reading`,
  draw: `${APP}/reading/draw`,
  clarifierDraw: `${APP}/reading/clarifier/draw`,
  result: (readingId: string, clarifierPosition: number, spreadCount?: number) =>
    `${APP}/reading/result/${enc(readingId)}/${clarifierPosition}${spreadCount === undefined ? '' : `/${spreadCount}`}`,
  /** The active reading's result: where Start Reading points while a reading is active. */
  activeResult: `${APP}/reading/result/active/-1`,
  readingImage: `${APP}/reading/image`,
  sharedReading: (readingId: string, uuid: string) => `${APP}/shared_reading/${enc(readingId)}/${enc(uuid)}`,
  readings: `${APP}/readings`,
  /** A saved reading in the journal, looked at without becoming the active one; at card `card` when given. */
  journalReading: (readingId: string, card?: number) => `${APP}/journal/${enc(readingId)}${card === undefined ? '' : `/${card}`}`,
  /** Patterns in the journal, worked out in the browser. */
  insights: `${APP}/insights`,
  sharedReadings: `${APP}/shared-readings`,
  sharedReadingNotFound: `${APP}/shared-reading-not-found`,
  bonus: `${APP}/bonus`,
  bonusReading: (id: number) => `${APP}/bonus/${id}`,
  bonusDraw: `${APP}/bonus/draw`,
  decks: `${APP}/decks`,
  deckDetails: (deckId: number) => `${APP}/decks/${deckId}/details`,
  deckCards: (deckId: number) => `${APP}/decks/${deckId}/cards`,
  gems: `${APP}/gems`,
  profile: `${APP}/profile`,
  messages: `${APP}/messages`,
  settings: `${APP}/settings`,
  admin: `${APP}/admin`,
  queueDashboard: `${APP}/queue/dashboard`,
  cacheDashboard: `${APP}/cache/dashboard`,
} as const;

/** Whether `pathname` is a deck page, where the header shows coins instead of gems. */
export const isDeckPath = (pathname: string): boolean => pathname === appPaths.decks || pathname.startsWith(`${appPaths.decks}/`);

/** Whether `next` is a safe in-app target for after sign-in (no open redirects). */
export const isAppPath = (next: string | null): next is string => next?.startsWith('/app/') ?? false;

/** Whether `next` is a page of the main app (/app/main or under it): where unlocking may return to. */
export const isMainAppPath = (next: string | null): next is string =>
  next !== null && (next === APP || next.startsWith(`${APP}/`) || next.startsWith(`${APP}?`));
