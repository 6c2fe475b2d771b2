import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { getAdminUsers, grantPoints } from '#common/api/admin.ts';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { endpointUrl } from '#common/api/endpoint.ts';
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

/** Changes a member's regular gems by `amount` through the admin API, finding the member by email. */
export async function grantGemsAs(api: APIRequestContext, email: string, amount: number, reason: string): Promise<void> {
  const found = await api.get(getAdminUsers.path, { params: { query: email } });
  expect(found.status(), await found.text()).toBe(200);
  const { users } = (await found.json()) as { users: { id: string }[] };
  expect(users).toHaveLength(1);
  const granted = await api.post(endpointUrl(grantPoints, { id: users[0]!.id }), { data: { currency: 'gems', amount, reason } });
  expect(granted.status(), await granted.text()).toBe(200);
}
