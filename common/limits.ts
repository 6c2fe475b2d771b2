/** Named constants from docs/product.md#constants. Never inline these numbers. */

/** The header warns (pulsing) when the gem count is under this. */
export const LOW_GEMS = 7;
/** The client regenerates gems locally this often. */
export const GEM_TICK_MS = 20_000;
/** Points are re-fetched from the server this often (and when the page becomes visible). */
export const POINTS_REFRESH_MS = 60 * 60 * 1000;
/** The unread message count is polled this often while the page is visible. */
export const UNREAD_POLL_MS = 5 * 60 * 1000;
/** The page reloads when the user returns after this much inactivity. */
export const INACTIVITY_RELOAD_MS = 3_600_000;
/** Cached API responses expire after this long. */
export const CACHE_EXPIRY_MS = 30 * 24 * 60 * 60 * 1000;

/** The encryption password (docs/product.md#create-password-rules); the upper bound keeps Argon2id's input sane. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 1024;
export const HINT_MAX_LENGTH = 255;

/** The account (sign-in) password: separate from the encryption password, and enforced by better-auth. */
export const ACCOUNT_PASSWORD_MIN_LENGTH = 8;
export const ACCOUNT_PASSWORD_MAX_LENGTH = 128;
/** The longest name and email address a sign-up takes (254 is the longest address SMTP can carry). */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** The longest question a reading takes, and the most cards a spread lays. */
export const QUESTION_MAX_LENGTH = 1000;
export const MAX_READING_CARDS = 10;
export const HUMAN_CHECK_MS = 1_500;
export const TRACKED_CLICKS = 5;
export const NOTICE_CLOSE_DELAY_MS = 300;
export const THEME_HUE_STEP_MAX_DEG = 2;
export const FONT_SCALE = { SMALL: 0.875, MEDIUM: 1, LARGE: 1.125 } as const;

export const CARDS_PER_DECK = 78;

/** Unexpired share links one user may hold at once (docs/product.md#sharing): plenty for friends, no bulk publishing. */
export const MAX_ACTIVE_SHARES = 50;

/** Days an offer wall stays paused for a user after the provider reversed one of their rewards (docs/product.md#gems-and-coins). */
export const OFFER_WALL_REVERSAL_COOLDOWN_DAYS = 30;

/** Card cost tiers: at or above each threshold (docs/product.md#costs-and-constants). */
export const TIER_THRESHOLDS = { tier1: 96, tier2: 80, tier3: 64 } as const;

/** New users start full (docs/product.md#reading-cost). */
export const DEFAULT_MAX_POINTS = 36;
export const DEFAULT_MS_PER_POINT = 1_200_000;

/** Bootstrap 5 breakpoints, in pixels (docs/product.md#costs-and-constants). */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

/**
 * The journal (docs/product.md#the-journal): the longest reflection and check-in answer, the most tags on a reading and
 * the longest tag, the earlier versions an entry keeps, and a page of My Readings.
 */
export const JOURNAL_REFLECTION_MAX_LENGTH = 10_000;
export const JOURNAL_OUTCOME_MAX_LENGTH = 1_000;
export const JOURNAL_MAX_TAGS = 10;
export const JOURNAL_TAG_MAX_LENGTH = 32;
export const JOURNAL_HISTORY_VERSIONS = 10;
export const JOURNAL_PAGE_SIZE = 50;
/**
 * The most readings one user keeps in My Readings (and so the most journal entries). Years of daily readings: the
 * bound is there so one account cannot fill the disk, not to make anyone choose what to forget.
 */
export const MAX_SAVED_READINGS = 2_000;
