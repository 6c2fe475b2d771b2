// oxlint-disable-next-line import/no-unassigned-import -- registers jest-dom's matchers with vitest
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy pages load their chunks on first use; on a busy two-core machine that can take over the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
