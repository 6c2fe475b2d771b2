import { setTimeout as delay } from 'node:timers/promises';

/**
 * Polls `check` every `pollMs` until it holds; throws, naming `what`, if it has not within `limitMs`. For the
 * fault tests, which wait on other processes and cannot be told when something happened.
 */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, limitMs = 30_000, pollMs = 50): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${limitMs / 1000} s`);
    await delay(pollMs);
  }
}
