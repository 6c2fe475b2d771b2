import { HttpError } from '#server/http/errors.ts';

/**
 * Live progress streams one user may hold open at once. A user has one active reading, and a few
 * tabs of it are normal; more is a leak or an attack holding connections and polls open.
 */
export const MAX_OPEN_STREAMS_PER_USER = 5;

export const TOO_MANY_STREAMS = 'Too many live views of your readings are open. Close another tab and try again.';

/** Counts a user's open streams and refuses one past the cap. */
export interface StreamLimiter {
  /** Takes one of the user's slots, or throws a 429; the returned function gives it back (only its first call counts). */
  acquire(userId: string): () => void;
  /** The user's open streams. */
  openCount(userId: string): number;
}

/**
 * Each API process counts its own streams in memory: the cap bounds what one process holds, and
 * several processes behind a load balancer allow a user that many times more.
 */
export function createStreamLimiter(max = MAX_OPEN_STREAMS_PER_USER): StreamLimiter {
  const open = new Map<string, number>();
  return {
    acquire(userId) {
      const count = open.get(userId) ?? 0;
      if (count >= max) throw new HttpError(429, 'too_many_streams', TOO_MANY_STREAMS);
      open.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const remaining = (open.get(userId) ?? 1) - 1;
        // Deleted at zero, so the map holds only users with a stream open.
        if (remaining > 0) open.set(userId, remaining);
        else open.delete(userId);
      };
    },
    openCount: (userId) => open.get(userId) ?? 0,
  };
}
