import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: the slow tests that start whole server processes and break things under them
 * (killed workers, a restarted PostgreSQL, a failing model, a full disk) or scale them out. They run one
 * file at a time, since each one loads the machine on its own, and `npm test` runs them after the unit
 * and integration tests. Each prints what it proved.
 */
export default defineConfig({
  test: {
    name: 'faults',
    include: ['**/*.faults.test.ts'],
    exclude: ['node_modules/**', 'dist/**'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
