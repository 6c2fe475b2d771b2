/*
 * The daily gift (docs/product.md#daily-gift, docs/decisions/0022-every-install-can-earn.md): the way to earn that
 * every install has, with no third party. Days are the server's UTC calendar days, so a browser clock never moves one.
 */

/** Coins every gift brings: a week of gifts buys the cheaper locked deck. */
export const DAILY_GIFT_COINS = 10;

/** A gift brings one extra gem per day of the streak, up to this many. */
export const DAILY_GIFT_MAX_GEMS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What one gift brings. */
export interface Gift {
  extraPoints: number;
  coins: number;
}

/** The UTC calendar day of `at` (epoch ms), as `YYYY-MM-DD`. */
export const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** The UTC calendar day before the day of `at`. */
export const dayBefore = (at: number): string => dayOf(at - DAY_MS);

/** Milliseconds from `at` until the next UTC day begins, when the next gift can be claimed (never 0). */
export const msUntilNextDay = (at: number): number => DAY_MS - (at % DAY_MS);

/** The gift of the `streak`-th day in a row (1 for a first day or one after a missed day). */
export const giftFor = (streak: number): Gift => ({ extraPoints: Math.min(Math.max(1, streak), DAILY_GIFT_MAX_GEMS), coins: DAILY_GIFT_COINS });

/**
 * The streak a claim today makes: one more than yesterday's when yesterday was claimed, else 1. `yesterday` is the
 * streak recorded by yesterday's gift, or undefined when there was none.
 */
export const streakAfter = (yesterday: number | undefined): number => (yesterday === undefined ? 1 : yesterday + 1);
