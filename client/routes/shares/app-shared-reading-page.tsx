import { SharedReadingScreen } from './shared-reading-screen.tsx';

/** /app/main/shared_reading/:readingId/:uuid: a shared reading, inside the app. */
export function Component() {
  return <SharedReadingScreen inApp />;
}
