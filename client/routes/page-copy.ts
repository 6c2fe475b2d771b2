import type { ComponentType } from 'react';
import {
  BookIcon,
  CardsIcon,
  ChartIcon,
  EnvelopeIcon,
  EyeIcon,
  GemIcon,
  LockIcon,
  MoonIcon,
  ShareIcon,
  ShieldIcon,
  SlidersIcon,
  SparkleIcon,
  UserIcon,
  type IconProps,
} from '#client/components/icons.tsx';

/** Every page with a title; route handles name one of these (`handle: { page }`). */
export type PageKey =
  | 'reading' | 'draw' | 'clarifierDraw' | 'result' | 'readingImage' | 'appSharedReading' | 'readings' | 'journalReading' | 'insights'
  | 'sharedReadings' | 'sharedReadingNotFound' | 'bonus' | 'bonusReading' | 'bonusDraw' | 'decks'
  | 'deckDetails' | 'deckCards' | 'gems' | 'profile' | 'messages' | 'settings' | 'admin' | 'queueDashboard'
  | 'cacheDashboard' | 'notAllowed' | 'sharedReading' | 'tryReading' | 'animate' | 'createPassword' | 'unlock';

/** A page's title and its icon; its help text is in page-help.ts, loaded with the help panel. */
export interface PageCopy {
  title: string;
  icon: ComponentType<IconProps>;
}


/** The copy of every page. */
export const pageCopy: Record<PageKey, PageCopy> = {
  reading: {
    title: 'Start Reading',
    icon: SparkleIcon,
  },
  draw: {
    title: 'Draw Your Cards',
    icon: CardsIcon,
  },
  clarifierDraw: {
    title: 'Draw a Clarifier',
    icon: CardsIcon,
  },
  result: {
    title: 'Your Reading',
    icon: BookIcon,
  },
  readingImage: {
    title: 'Reading Image',
    icon: EyeIcon,
  },
  appSharedReading: {
    title: 'Shared Reading',
    icon: ShareIcon,
  },
  readings: {
    title: 'My Readings',
    icon: BookIcon,
  },
  journalReading: {
    title: 'Saved Reading',
    icon: BookIcon,
  },
  insights: {
    title: 'Insights',
    icon: ChartIcon,
  },
  sharedReadings: {
    title: 'Shared Readings',
    icon: ShareIcon,
  },
  sharedReadingNotFound: {
    title: 'Reading Not Found',
    icon: ShareIcon,
  },
  bonus: {
    title: 'Bonus Readings',
    icon: MoonIcon,
  },
  bonusReading: {
    title: 'Bonus Reading',
    icon: MoonIcon,
  },
  bonusDraw: {
    title: 'Draw for a Bonus Reading',
    icon: CardsIcon,
  },
  decks: {
    title: 'View Decks',
    icon: CardsIcon,
  },
  deckDetails: {
    title: 'Deck Details',
    icon: CardsIcon,
  },
  deckCards: {
    title: 'Deck Cards',
    icon: CardsIcon,
  },
  gems: {
    title: 'Get More Gems',
    icon: GemIcon,
  },
  profile: {
    title: 'Profile',
    icon: UserIcon,
  },
  messages: {
    title: 'Messages',
    icon: EnvelopeIcon,
  },
  settings: {
    title: 'Settings',
    icon: SlidersIcon,
  },
  admin: {
    title: 'Admin',
    icon: ShieldIcon,
  },
  queueDashboard: {
    title: 'Queue Dashboard',
    icon: ChartIcon,
  },
  cacheDashboard: {
    title: 'Cache Dashboard',
    icon: ChartIcon,
  },
  notAllowed: {
    title: 'Not Allowed',
    icon: LockIcon,
  },
  sharedReading: {
    title: 'Shared Reading',
    icon: ShareIcon,
  },
  tryReading: {
    title: 'Try a Reading',
    icon: SparkleIcon,
  },
  animate: {
    title: 'Your Cards',
    icon: EyeIcon,
  },
  createPassword: {
    title: 'Create Password',
    icon: LockIcon,
  },
  unlock: {
    title: 'Unlock Your Readings',
    icon: LockIcon,
  },
};

/** The route handle that names a page. */
export interface PageHandle {
  page: PageKey;
}

/** Whether a route match's handle names a page. */
export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle && typeof handle.page === 'string' && handle.page in pageCopy;
}
