import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;
const databaseTests = ['server/**/*.db.test.ts'];
// The slow fault and scale-out tests (`npm run test:faults`, vitest.faults.config.ts) run after these.

if (!postgresUrl) {
  console.log('Integration tests: PostgreSQL skipped because TEST_DATABASE_URL is not set; running on PGlite only.');
}

const databaseProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `db:${kind}`,
    include: databaseTests,
    environment: 'node',
    env: { TEST_DB: kind },
    globalSetup: kind === 'pglite' ? ['server/test/pglite-template.ts'] : ['server/test/postgres-check.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...databaseTests, '**/*.faults.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'client',
          // The card art (art/) renders React as the client does, so its tests run here.
          include: ['client/**/*.test.{ts,tsx}', 'art/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['client/test/setup.ts'],
          // Stylesheets are blanked in tests, except as raw text, which stylesheet-size.test.ts counts.
          css: { include: [/\.scss\?raw$/] },
          // Rendering 78 SVG cards in happy-dom takes seconds on a busy two-core machine.
          testTimeout: 30_000,
        },
      },
      databaseProject('pglite'),
      ...(postgresUrl ? [databaseProject('postgres')] : []),
    ],
  },
});
