import { lazy, Suspense } from 'react';

const ErrorDialog = lazy(() => import('./error-dialog.tsx').then((module) => ({ default: module.ErrorDialog })));

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
