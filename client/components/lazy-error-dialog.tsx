import { Suspense } from 'react';
import { lazyPart } from '#client/lib/lazy-part.ts';

const ErrorDialog = lazyPart(() => import('./error-dialog.tsx').then((module) => module.ErrorDialog));

/**
 * The Error dialog, in a chunk of its own with react-bootstrap's Modal so neither weighs on the first load
 * (scripts/first-load-budget.test.ts). It is fetched as soon as this renders, not when the flag is raised, so it is
 * there for the first failure.
 */
export function LazyErrorDialog() {
  return (
    <Suspense fallback={null}>
      <ErrorDialog />
    </Suspense>
  );
}
