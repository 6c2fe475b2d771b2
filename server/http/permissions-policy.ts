import type { FastifyInstance } from 'fastify';

/**
 * The browser features Arcana's pages use, each for the app's own origin only: Copy link writes the share link
 * to the clipboard, and Share hands it to the system's share sheet (client/features/shares/copy-text.ts).
 * Reading-ready notifications need no entry: notifications are a permission the visitor grants, not a policy feature.
 */
const USED = ['clipboard-write', 'web-share'];

/**
 * Features no page of Arcana uses, refused to every origin, so a script that got into a page (or a frame, which the
 * CSP refuses anyway) cannot ask the visitor for them. `browsing-topics` opts the pages out of the browser's
 * interest-based advertising; its withdrawn predecessor `interest-cohort` is left out, since Chromium no longer knows
 * it and logs an error about the header in every page's console.
 */
const DENIED = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** The Permissions-Policy header's value (SECURITY.md#what-the-browser-keeps). */
export const PERMISSIONS_POLICY = [...DENIED.map((feature) => `${feature}=()`), ...USED.map((feature) => `${feature}=(self)`)].join(', ');

/** Sends {@link PERMISSIONS_POLICY} with every response, errors and 404s included, as helmet does its headers. */
export function permissionsPolicy(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
