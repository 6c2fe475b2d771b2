import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The light theme's header and page colours (client/styles/_theme.scss, index.html's theme-color). */
const THEME_COLOR = '#2a1b5c';
const BACKGROUND_COLOR = '#faf8ff';

/** Files in client/public the manifest names, made from favicon.svg by scripts/make-icons.ts. */
export const MANIFEST_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/**
 * Navigations the app shell must not answer: the server's own pages and API (server/http/spa.ts's
 * prefixes) and public share pages, whose server-rendered head carries the link preview
 * (docs/product.md#shared-reading). Matched against the path and query.
 */
export const SHELL_DENYLIST = [/^\/(?:api|v1|webhooks|shared_reading)\//, /^\/(?:healthz|metrics|docs|openapi\.json)(?:[/?]|$)/];

/**
 * vite-plugin-pwa's options (docs/architecture.md#installable-app): a Workbox worker at
 * /service-worker.js that precaches the built app and answers navigations with the shell, never
 * caches an API answer, and waits for the user before a new version takes over.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  filename: 'service-worker.js',
  // client/pwa/register.ts registers the worker after the page has loaded.
  injectRegister: false,
  registerType: 'prompt',
  manifestFilename: 'manifest.webmanifest',
  // The precache's glob below already holds the icons.
  includeManifestIcons: false,
  manifest: {
    name: 'Arcana',
    short_name: 'Arcana',
    description: 'Arcana gives you tarot readings written by an AI model, for entertainment and reflection.',
    id: '/app/main',
    start_url: '/app/main',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [...MANIFEST_ICONS],
  },
  workbox: {
    // The whole built app, route chunks included: a page opened offline, or after a release has
    // replaced the files on the server, still finds the chunks its index.html names.
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: SHELL_DENYLIST,
    cleanupOutdatedCaches: true,
    // The one runtime route caches nothing: it sends the navigations the shell leaves to the server
    // (the navigation fallback claims every other one first) to the network, with the offline page
    // when that fails. API calls match no route, so they reach the network untouched.
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'offline.html' } },
      },
    ],
  },
};
