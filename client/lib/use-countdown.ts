import { useEffect, useState } from 'react';

const SECOND_MS = 1_000;

/**
 * Counts whole seconds down to zero. Returns the seconds left and `start(seconds)`; starting again
 * replaces the running countdown.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, SECOND_MS / 4);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = (seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * SECOND_MS);
  };

  return { secondsLeft: endsAt === null ? 0 : Math.max(Math.ceil((endsAt - now) / SECOND_MS), 0), start };
}
