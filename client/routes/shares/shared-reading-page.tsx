import { SharedReadingScreen } from './shared-reading-screen.tsx';

/** /shared_reading/:readingId/:uuid: a shared reading for anyone holding its link, signed in or not. */
export function Component() {
  return <SharedReadingScreen inApp={false} />;
}
