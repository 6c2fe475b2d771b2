import { SharedReadingNotFound } from './shared-reading-not-found.tsx';

/** /app/main/shared-reading-not-found: where a dead share link goes inside the app. */
export function Component() {
  return <SharedReadingNotFound inApp />;
}
