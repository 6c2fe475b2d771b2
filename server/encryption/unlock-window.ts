/**
 * How long an unlock attempt counts against its user (server/commands/unlock-session.ts); the purge (server/jobs/purge.ts)
 * deletes attempts older than this, which no longer count.
 */
export const UNLOCK_WINDOW_MS = 60_000;
