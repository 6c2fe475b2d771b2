import { useEffect } from 'react';
import { registerServiceWorker } from './register.ts';
import { UpdateToast } from './update-toast.tsx';

/** Once per page, though StrictMode runs the effect twice. */
let registered = false;

function registerOnce(): void {
  if (registered) return;
  registered = true;
  registerServiceWorker();
}

/** The page's side of the service worker, loaded after the page itself: registers it and shows the update toast. */
export function WorkerClient() {
  useEffect(registerOnce, []);
  return <UpdateToast />;
}
