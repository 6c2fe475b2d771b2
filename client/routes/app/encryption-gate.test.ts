import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFlag } from '#client/lib/error-flag.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { mockFetch, type CannedResponse } from '#client/test/mock-fetch.ts';
import { requireUnlocked } from './encryption-gate.ts';
import { testProfile } from '#client/test/profile-fixture.ts';

const profile = testProfile('d'.repeat(32));
const unauthorized: CannedResponse = { status: 401, body: { error: 'UNAUTHORIZED', message: 'Sign in' } };
const request = () => new Request('http://localhost/app/main/readings?page=2');

/** Where the gate sends the user: the redirect's Location, or null when it lets them through. */
async function gate(): Promise<string | null> {
  try {
    await requireUnlocked(request());
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

const calledPaths = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);

afterEach(() => {
  queryClient.clear();
  errorFlag.set(false);
  vi.unstubAllGlobals();
});

describe('the /app/main gate', () => {
  it('asks for the encryption status without waiting for the profile', async () => {
    let answerProfile!: (response: Response) => void;
    const profileResponse = new Promise<Response>((resolve) => (answerProfile = resolve));
    const status = { hasKey: true, unlocked: true, hint: null, cacheKey: null };
    const fetchMock = vi.fn((input: RequestInfo | URL) => (String(input).endsWith('/v1/profile/get') ? profileResponse : Promise.resolve(Response.json(status))));
    vi.stubGlobal('fetch', fetchMock);

    const passing = gate();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/v1/encryption/status', '/v1/profile/get']);
    answerProfile(Response.json(profile));
    expect(await passing).toBeNull();
  });

  it('sends a signed-out user to /login, though the status call fails as well', async () => {
    const fetchMock = mockFetch({ '/v1/profile/get': unauthorized, '/v1/encryption/status': unauthorized });
    expect(await gate()).toBe('/login?next=%2Fapp%2Fmain%2Freadings%3Fpage%3D2');
    expect(calledPaths(fetchMock).toSorted()).toEqual(['/v1/encryption/status', '/v1/profile/get']);
    expect(errorFlag.get()).toBe(false);
  });

  it.each([
    ['without a key to Create Password', { hasKey: false, unlocked: false, hint: null, cacheKey: null }, '/app/encryption/create'],
    ['with a locked key to the unlock page', { hasKey: true, unlocked: false, hint: null, cacheKey: null }, '/app/encryption/unlock?next=%2Fapp%2Fmain%2Freadings%3Fpage%3D2'],
  ])('sends a user %s', async (_, status, location) => {
    mockFetch({ '/v1/profile/get': { body: profile }, '/v1/encryption/status': { body: status } });
    expect(await gate()).toBe(location);
  });
});
