import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against a real server. Each worker starts its own server on a free
 * loopback port (e2e/fixtures.ts), so there is no `webServer` here and no fixed baseURL.
 */
export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its output directory, so it gets one of its own inside test-results/.
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // Each worker runs a server plus a browser; two fit the CI machine's two cores.
  workers: 2,
  retries: 0,
  // Two servers, two browsers and Argon2id share two cores: give each step room on a busy machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // Without the service worker, each journey meets the network as a first visit does and
    // `page.route` sees every request; e2e/pwa.spec.ts allows it to test the worker itself.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser here.
      executablePath: '/usr/bin/chromium',
      // No --user-data-dir: Playwright manages the profile itself and refuses one in args.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
