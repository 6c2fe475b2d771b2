import type { ComponentType } from 'react';
import { PRIVACY_CLAIMS, privacyText } from '#common/privacy/claims.ts';
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

/** A page's title, its help text and its icon. */
export interface PageCopy {
  title: string;
  help: string;
  icon: ComponentType<IconProps>;
}


/** The copy of every page. */
export const pageCopy: Record<PageKey, PageCopy> = {
  reading: {
    title: 'Start Reading',
    help: 'Ask a question (or keep it general), choose a spread and a deck, and see what it costs in gems before you draw.',
    icon: SparkleIcon,
  },
  draw: {
    title: 'Draw Your Cards',
    help: 'Pick face-down cards from the shuffled deck. The shuffle was committed before you chose, so you can verify the draw afterwards.',
    icon: CardsIcon,
  },
  clarifierDraw: {
    title: 'Draw a Clarifier',
    help: 'A clarifier adds one more card to shed light on a single answer of your reading.',
    icon: CardsIcon,
  },
  result: {
    title: 'Your Reading',
    help: 'Your reading appears here as the interpretation is written. Save it to My Readings, share it with a private link, or open “Verify this draw” to check the shuffle yourself.',
    icon: BookIcon,
  },
  readingImage: {
    title: 'Reading Image',
    help: 'A picture of your spread that you can keep or share.',
    icon: EyeIcon,
  },
  appSharedReading: {
    title: 'Shared Reading',
    help: 'A reading someone shared with you through a private link: its question, cards and answers, without who shared it.',
    icon: ShareIcon,
  },
  readings: {
    title: 'My Readings',
    help: `Readings you saved, newest first. ${PRIVACY_CLAIMS.sealed}`,
    icon: BookIcon,
  },
  journalReading: {
    title: 'Saved Reading',
    help: 'A reading you saved, as it was written. Looking at it changes nothing; Continue this reading makes it your current reading again, so you can ask clarifiers.',
    icon: BookIcon,
  },
  insights: {
    title: 'Insights',
    help: 'Patterns in the cards and moods of your saved readings, worked out in your browser.',
    icon: ChartIcon,
  },
  sharedReadings: {
    title: 'Shared Readings',
    help: 'Links you created to share readings, with how often each was viewed. Stop sharing a link at any time.',
    icon: ShareIcon,
  },
  sharedReadingNotFound: {
    title: 'Reading Not Found',
    help: 'The shared reading you followed no longer exists, or its link has expired.',
    icon: ShareIcon,
  },
  bonus: {
    title: 'Bonus Readings',
    help: 'Special readings with their own spread and a fixed gem price, available for a limited time.',
    icon: MoonIcon,
  },
  bonusReading: {
    title: 'Bonus Reading',
    help: 'Keep it general or ask a question for this special reading; its spread of named positions and its price are fixed.',
    icon: MoonIcon,
  },
  bonusDraw: {
    title: 'Draw for a Bonus Reading',
    help: 'Pick the face-down cards for your special reading.',
    icon: CardsIcon,
  },
  decks: {
    title: 'View Decks',
    help: 'Browse the decks, unlock new ones with coins, and mark your favorite cards.',
    icon: CardsIcon,
  },
  deckDetails: {
    title: 'Deck Details',
    help: 'What this deck looks like, what it costs and which cards it holds. Unlock a deck with coins to read with its cards and keep favorites.',
    icon: CardsIcon,
  },
  deckCards: {
    title: 'Deck Cards',
    help: 'All 78 cards of this deck. Filter them by arcana, suit or favorites, and open a card to read its meaning upright and reversed. Cards of unlocked decks can be marked as favorites.',
    icon: CardsIcon,
  },
  gems: {
    title: 'Get More Gems',
    help: 'Gems regenerate over time. You can also earn extra gems or trade gems for coins.',
    icon: GemIcon,
  },
  profile: {
    title: 'Profile',
    help: 'Your account: its details and totals, your name and account password, sign-in methods, email news, exporting your readings and deleting the account.',
    icon: UserIcon,
  },
  messages: {
    title: 'Messages',
    help: 'News and notices from Arcana. The menu badge counts the unread ones.',
    icon: EnvelopeIcon,
  },
  settings: {
    title: 'Settings',
    help: 'Choose the theme, the text size and which notices you want to see.',
    icon: SlidersIcon,
  },
  admin: {
    title: 'Admin',
    help: 'Manage users, costs, bonus readings and broadcast messages.',
    icon: ShieldIcon,
  },
  queueDashboard: {
    title: 'Queue Dashboard',
    help: 'How many readings are waiting, running and failed, with actions on stuck jobs.',
    icon: ChartIcon,
  },
  cacheDashboard: {
    title: 'Cache Dashboard',
    help: 'Cache statistics and a purge action.',
    icon: ChartIcon,
  },
  notAllowed: {
    title: 'Not Allowed',
    help: 'This page is for the app’s admins only.',
    icon: LockIcon,
  },
  sharedReading: {
    title: 'Shared Reading',
    help: 'A reading shared with you through a private link.',
    icon: ShareIcon,
  },
  tryReading: {
    title: 'Try a Reading',
    help: 'A free one- or three-card reading without an account, written by Arcana’s built-in interpreter. Nothing you ask is stored.',
    icon: SparkleIcon,
  },
  animate: {
    title: 'Your Cards',
    help: 'The cards of your active reading, turned over one by one, full screen. Press Escape to close.',
    icon: EyeIcon,
  },
  createPassword: {
    title: 'Create Password',
    help: privacyText('sealedWithThis', 'noRecovery'),
    icon: LockIcon,
  },
  unlock: {
    title: 'Unlock Your Readings',
    help: 'Enter your encryption password to open your readings for this session.',
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
