// oxlint-disable-next-line import/no-unassigned-import -- registers jest-dom's matchers with vitest
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy pages load their chunks on first use: the first admin page compiles dozens of modules, which on a
// busy two-core machine has taken just over 5 s.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
