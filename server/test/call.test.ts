import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { getAdminUsers, grantPoints } from '#common/api/admin.ts';
import { createShare, getSharedReadingImage } from '#common/api/shares.ts';
import { call, malformed } from './call.ts';
import type { TestResponse, TestUser, UserAgent } from './test-server.ts';

const user: TestUser = { id: 'u1', email: 'u1@arcana.test', name: 'U One', cookie: 'session=1' };

/** A server that records each request and answers it with `answer`. */
function recordingServer(answer: { statusCode: number; body: string; contentType: string }) {
  const sent: (InjectOptions & { user?: TestUser })[] = [];
  const server: Pick<UserAgent, 'request'> = {
    request: async (options) => {
      sent.push(options);
      const response: TestResponse = {
        statusCode: answer.statusCode,
        headers: { 'content-type': answer.contentType },
        body: answer.body,
        json: () => JSON.parse(answer.body),
        cookies: [],
      };
      return response;
    },
  };
  return { server, sent };
}

const json = (statusCode: number, body: unknown) => ({ statusCode, body: JSON.stringify(body), contentType: 'application/json; charset=utf-8' });

describe('call: server tests name the declaration, not its path', () => {
  it('sends the declaration’s method to its path filled with params and query, as the user', async () => {
    const { server, sent } = recordingServer(json(200, { url: 'u', title: 't', description: 'd', id: 's1', expires: null }));
    const result = await call(server, user, createShare, { params: { readingId: 'r/1' }, query: { expires: '7' } });
    expect(sent).toEqual([{ method: 'GET', url: `${createShare.path.replace(':readingId', 'r%2F1')}?expires=7`, user }]);
    expect(result.status).toBe(200);
    expect(result.body.id).toBe('s1');
  });

  it('sends the body as JSON with any headers of the test’s own, signed out when no user is given', async () => {
    const { server, sent } = recordingServer(json(401, { error: 'unauthorized', message: 'Sign in first.' }));
    const body = { currency: 'coins', amount: 5, reason: 'Thanks' } as const;
    const result = await call(server, undefined, grantPoints, { params: { id: 'u2' }, body, headers: { 'x-forwarded-for': '127.0.0.9' } });
    expect(sent).toEqual([{ method: 'POST', url: grantPoints.path.replace(':id', 'u2'), payload: body, headers: { 'x-forwarded-for': '127.0.0.9' } }]);
    expect(result.status).toBe(401);
    expect(result.response.json()).toEqual({ error: 'unauthorized', message: 'Sign in first.' });
  });

  it('leaves the body undefined for an answer that is not JSON', async () => {
    const { server } = recordingServer({ statusCode: 200, body: 'PNG', contentType: 'image/png' });
    const result = await call(server, user, getSharedReadingImage, { params: { readingId: 'r1', uuid: 'k' } });
    expect(result.body).toBeUndefined();
    expect(result.response.body).toBe('PNG');
  });

  it('sends a malformed query as is, for tests of the refusal', async () => {
    const { server, sent } = recordingServer(json(400, { error: 'bad_request', message: 'Pages start at 1', field: 'page' }));
    await call(server, user, getAdminUsers, { query: { page: malformed('zero') } });
    expect(sent[0]?.url).toBe(`${getAdminUsers.path}?page=zero`);
  });

  it('refuses, at compile time, a call without the params its path needs', async () => {
    const { server } = recordingServer(json(200, {}));
    // @ts-expect-error: the share's path carries :readingId
    await expect(call(server, user, createShare)).rejects.toThrow('the param "readingId" is missing');
  });
});
