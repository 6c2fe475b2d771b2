import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateCosts } from '#common/api/admin.ts';
import { endpointUrl } from '#common/api/endpoint.ts';
import { getCosts } from '#common/api/settings.ts';
import { deleteShare, getSharedReadingIds, getSharedReadingInfo } from '#common/api/shares.ts';
import { DEFAULT_COSTS } from '#common/domain/reading-cost.ts';
import { mockApi, refusal } from './mock-api.ts';

afterEach(() => vi.unstubAllGlobals());

const answer = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('mockApi: client tests mock calls by declaration, answers typed by its response', () => {
  it('answers a declaration’s method and path, whatever its params, with the body', async () => {
    mockApi([
      [getSharedReadingIds, [['s1', 2]]],
      [getSharedReadingInfo, ({ params }) => ({ id: params.id, readingId: 'r1', vissibleTitle: 'Tide', summary: '', expires: null, createdAt: 0, uuid: 'k', hitCount: 0 })],
    ]);
    expect(await answer(endpointUrl(getSharedReadingIds))).toEqual({ status: 200, body: [['s1', 2]] });
    expect(await answer(endpointUrl(getSharedReadingInfo, { id: 's 9' }))).toMatchObject({ status: 200, body: { id: 's 9', readingId: 'r1' } });
  });

  it('answers a refusal with its status and error, and anything not mocked with a 404 naming it', async () => {
    mockApi([[deleteShare, refusal(409, { error: 'busy', message: 'Try again.' })]]);
    const url = endpointUrl(deleteShare, { id: 's1' });
    expect(await answer(url, { method: 'DELETE' })).toEqual({ status: 409, body: { error: 'busy', message: 'Try again.' } });
    expect(await answer(url)).toEqual({ status: 404, body: { error: 'not_found', message: `No answer is mocked for GET ${url}` } });
  });

  it('records what each declaration was sent', async () => {
    const api = mockApi([
      [getCosts, DEFAULT_COSTS],
      [updateCosts, ({ body }) => ({ ...DEFAULT_COSTS, ...body })],
    ]);
    await answer(endpointUrl(getCosts));
    await answer(endpointUrl(updateCosts), { method: 'POST', body: JSON.stringify({ ...DEFAULT_COSTS, costPerCard: 4 }) });
    expect(api.requests(updateCosts).map((request) => request.body)).toEqual([{ ...DEFAULT_COSTS, costPerCard: 4 }]);
    expect(api.requests(getCosts)).toHaveLength(1);
  });

  it('refuses, at compile time, a body that does not fit the declaration’s response', () => {
    // @ts-expect-error: the ids list is a list of [id, views] pairs, not of strings
    mockApi([[getSharedReadingIds, ['s1']]]);
  });
});
