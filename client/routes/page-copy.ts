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
import { appPaths, publicPaths } from '#client/paths.ts';

/** Every page with a title; route handles name one of these (`handle: { page }`). */
export type PageKey =
  | 'reading' | 'draw' | 'clarifierDraw' | 'result' | 'readingImage' | 'appSharedReading' | 'readings'
  | 'sharedReadings' | 'sharedReadingNotFound' | 'bonus' | 'bonusReading' | 'bonusDraw' | 'decks'
  | 'deckDetails' | 'deckCards' | 'gems' | 'profile' | 'messages' | 'settings' | 'admin' | 'queueDashboard'
  | 'cacheDashboard' | 'sharedReading' | 'tryReading' | 'animate' | 'createPassword' | 'unlock';

/** A page's title, its help text, and what its placeholder says until the feature lands. */
export interface PageCopy {
  title: string;
  help: string;
  icon: ComponentType<IconProps>;
  body: string;
  link: { label: string; to: string };
}

const startReading = { label: 'Start a reading', to: appPaths.reading };
const backToDemo = { label: 'Back to Arcana', to: publicPaths.demo };

/** The copy of every page. */
export const pageCopy: Record<PageKey, PageCopy> = {
  reading: {
    title: 'Start Reading',
    help: 'Ask a question (or keep it general), choose a spread and a deck, and see what it costs in gems before you draw.',
    icon: SparkleIcon,
    body: 'Here you will ask your question, choose a spread and a deck, and see the cost in gems before you draw.',
    link: { label: 'View your decks', to: appPaths.decks },
  },
  draw: {
    title: 'Draw Your Cards',
    help: 'Pick face-down cards from the shuffled deck. The shuffle was committed before you chose, so you can verify the draw afterwards.',
    icon: CardsIcon,
    body: 'Pick your cards face down from a shuffle the server has committed to in advance, so every draw can be verified.',
    link: startReading,
  },
  clarifierDraw: {
    title: 'Draw a Clarifier',
    help: 'A clarifier adds one more card to shed light on a single answer of your reading.',
    icon: CardsIcon,
    body: 'Draw one more card to clarify a single answer of your reading.',
    link: { label: 'Back to your reading', to: appPaths.activeResult },
  },
  result: {
    title: 'Your Reading',
    help: 'Your reading appears here as the interpretation is written. Save it to My Readings, share it with a private link, or open “Verify this draw” to check the shuffle yourself.',
    icon: BookIcon,
    body: 'The interpretation of your cards will stream in here as it is written, ready to save, share or clarify.',
    link: startReading,
  },
  readingImage: {
    title: 'Reading Image',
    help: 'A picture of your spread that you can keep or share.',
    icon: EyeIcon,
    body: 'A picture of your spread, ready to keep or share.',
    link: { label: 'Back to your reading', to: appPaths.activeResult },
  },
  appSharedReading: {
    title: 'Shared Reading',
    help: 'A reading someone shared with you through a private link: its question, cards and answers, without who shared it.',
    icon: ShareIcon,
    body: 'A reading someone shared with you will be shown here.',
    link: startReading,
  },
  readings: {
    title: 'My Readings',
    help: 'Readings you saved, newest first. They are encrypted with your password: only you can open them.',
    icon: BookIcon,
    body: 'Your saved readings will be listed here, encrypted so that only you can open them.',
    link: startReading,
  },
  sharedReadings: {
    title: 'Shared Readings',
    help: 'Links you created to share readings, with how often each was viewed. Stop sharing a link at any time.',
    icon: ShareIcon,
    body: 'The links you have shared will be listed here with their view counts, and you can revoke any of them.',
    link: { label: 'Go to My Readings', to: appPaths.readings },
  },
  sharedReadingNotFound: {
    title: 'Reading Not Found',
    help: 'The shared reading you followed no longer exists, or its link has expired.',
    icon: ShareIcon,
    body: 'This shared reading could not be found. Its link may have expired or been revoked.',
    link: startReading,
  },
  bonus: {
    title: 'Bonus Readings',
    help: 'Special readings with their own spread and a fixed gem price, available for a limited time.',
    icon: MoonIcon,
    body: 'Special readings with their own spread and a fixed price will appear here while they are available.',
    link: startReading,
  },
  bonusReading: {
    title: 'Bonus Reading',
    help: 'Keep it general or ask a question for this special reading; its spread of named positions and its price are fixed.',
    icon: MoonIcon,
    body: 'Here you will ask your question for this special reading.',
    link: { label: 'All bonus readings', to: appPaths.bonus },
  },
  bonusDraw: {
    title: 'Draw for a Bonus Reading',
    help: 'Pick the face-down cards for your special reading.',
    icon: CardsIcon,
    body: 'Pick the cards for your special reading here.',
    link: { label: 'All bonus readings', to: appPaths.bonus },
  },
  decks: {
    title: 'View Decks',
    help: 'Browse the decks, unlock new ones with coins, and mark your favorite cards.',
    icon: CardsIcon,
    body: 'Every deck will be shown here: browse the art, unlock decks with coins and choose favorite cards.',
    link: startReading,
  },
  deckDetails: {
    title: 'Deck Details',
    help: 'What this deck looks like, what it costs and which cards it holds. Unlock a deck with coins to read with its cards and keep favorites.',
    icon: CardsIcon,
    body: 'The story and style of this deck, its price and its cards.',
    link: { label: 'All decks', to: appPaths.decks },
  },
  deckCards: {
    title: 'Deck Cards',
    help: 'All 78 cards of this deck. Filter them by arcana, suit or favorites, and open a card to read its meaning upright and reversed. Cards of unlocked decks can be marked as favorites.',
    icon: CardsIcon,
    body: 'All 78 cards of this deck, with favorites you can mark on unlocked cards.',
    link: { label: 'All decks', to: appPaths.decks },
  },
  gems: {
    title: 'Get More Gems',
    help: 'Gems regenerate over time. You can also earn extra gems or trade gems for coins.',
    icon: GemIcon,
    body: 'Ways to earn extra gems, and to trade gems for coins, will be offered here.',
    link: startReading,
  },
  profile: {
    title: 'Profile',
    help: 'Your account: its details and totals, your name and account password, sign-in methods, email news, exporting your readings and deleting the account.',
    icon: UserIcon,
    body: 'Your account details and linked sign-in providers.',
    link: { label: 'Open settings', to: appPaths.settings },
  },
  messages: {
    title: 'Messages',
    help: 'News and notices from Arcana. The menu badge counts the unread ones.',
    icon: EnvelopeIcon,
    body: 'News and notices for you will be collected here.',
    link: startReading,
  },
  settings: {
    title: 'Settings',
    help: 'Choose the theme, the text size and which notices you want to see.',
    icon: SlidersIcon,
    body: 'Theme, text size and notification preferences will be adjustable here.',
    link: startReading,
  },
  admin: {
    title: 'Admin',
    help: 'Manage users, costs, bonus readings and broadcast messages.',
    icon: ShieldIcon,
    body: 'Users, costs, bonus readings and broadcast messages will be managed here.',
    link: { label: 'Queue dashboard', to: appPaths.queueDashboard },
  },
  queueDashboard: {
    title: 'Queue Dashboard',
    help: 'How many readings are waiting, running and failed, with actions on stuck jobs.',
    icon: ChartIcon,
    body: 'Queue statistics and job actions will be shown here.',
    link: { label: 'Back to Admin', to: appPaths.admin },
  },
  cacheDashboard: {
    title: 'Cache Dashboard',
    help: 'Cache statistics and a purge action.',
    icon: ChartIcon,
    body: 'Cache statistics and a purge action will be shown here.',
    link: { label: 'Back to Admin', to: appPaths.admin },
  },
  sharedReading: {
    title: 'Shared Reading',
    help: 'A reading shared with you through a private link.',
    icon: ShareIcon,
    body: 'A reading someone shared with you will be shown here. Only people with the link can open it.',
    link: backToDemo,
  },
  tryReading: {
    title: 'Try a Reading',
    help: 'A free one- or three-card reading without an account, written by Arcana’s built-in interpreter. Nothing you ask is stored.',
    icon: SparkleIcon,
    body: 'Draw one card or three without an account. Nothing you ask here is stored.',
    link: { label: 'Create your free account', to: publicPaths.login({ signup: true }) },
  },
  animate: {
    title: 'Your Cards',
    help: 'The cards of your active reading, turned over one by one, full screen. Press Escape to close.',
    icon: EyeIcon,
    body: 'The cards of your active reading, revealed one by one.',
    link: { label: 'Open the app', to: appPaths.root },
  },
  createPassword: {
    title: 'Create Password',
    help: 'Your readings are encrypted with this password. It cannot be recovered if you forget it.',
    icon: LockIcon,
    body: 'You will choose the password that encrypts your readings. Nobody, not even us, can recover it.',
    link: { label: 'Open the app', to: appPaths.root },
  },
  unlock: {
    title: 'Unlock Your Readings',
    help: 'Enter your encryption password to open your readings for this session.',
    icon: LockIcon,
    body: 'Enter your encryption password here to open your readings for this session.',
    link: { label: 'Open the app', to: appPaths.root },
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
