import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { expect, newCredentials } from './fixtures.ts';

interface AdminApiOptions {
  playwright: PlaywrightWorkerArgs['playwright'];
  server: { baseURL: string; confirmationLink(email: string): Promise<string> };
  /** An admin address of the journey's own: an address signs up only once per server. */
  adminEmail: string;
  extraHTTPHeaders: Record<string, string> | undefined;
}

/**
 * An API context signed in as an admin, for a journey that changes something as an admin does from another browser:
 * the admin signs up through the API and confirms through the link in the server's log, which signs them in.
 * The caller disposes of it.
 */
export async function signedInAdminApi({ playwright, server, adminEmail, extraHTTPHeaders }: AdminApiOptions): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { ...extraHTTPHeaders, origin: server.baseURL, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE },
  });
  const admin = newCredentials(adminEmail);
  const signedUp = await api.post('/api/auth/sign-up/email', { data: admin });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  expect((await api.get(await server.confirmationLink(admin.email), { maxRedirects: 0 })).status()).toBe(302);
  return api;
}
