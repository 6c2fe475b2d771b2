import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading, waitForReading } from '#server/test/reading-helpers.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

const TOKEN = 'metrics-token-for-the-operator-0123456789';

/** A metric's value in Prometheus's text format, for the sample whose labels include every given pair. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text.split('\n').find((candidate) => {
    if (!candidate.startsWith(`${name}{`) && !candidate.startsWith(`${name} `)) return false;
    return Object.entries(labels).every(([label, value]) => candidate.includes(`${label}="${value}"`));
  });
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('does not exist, even with a bearer token', async () => {
    const response = await server.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  let metrics: string;
  let readingId: string;
  beforeAll(async () => {
    server = await startTestServer({ workers: true, env: { METRICS_TOKEN: TOKEN } });
    const user = await signUpWithKey(server);
    const started = await startReading(server, user, await readingRequest(server, user));
    readingId = started.json<{ id: string }>().id;
    await waitForReading(server, user, readingId);
    await server.request({ method: 'GET', url: `/v1/reading/get_reading/${readingId}`, user });
    await server.request({ method: 'GET', url: '/healthz' });
    const response = await server.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    metrics = response.body;
  });
  afterAll(() => server.close());

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: `Bearer ${TOKEN}x` }],
    ['the token without Bearer', { authorization: TOKEN }],
    ['a user session only', { authorization: 'Basic b3BlcmF0b3I6cGFzc3dvcmQ=' }],
  ])('answers 401 to %s', async (_case, headers: Record<string, string>) => {
    const response = await server.request({ method: 'GET', url: '/metrics', headers });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.json()).toMatchObject({ error: 'unauthorized' });
    expect(response.body).not.toContain('arcana_');
  });

  it('counts and times requests by route pattern, never by address', () => {
    expect(sample(metrics, 'arcana_http_requests_total', { method: 'GET', route: '/healthz', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(metrics, 'arcana_http_requests_total', { route: '/v1/reading/get_reading/:id', status_code: '200' })).toBeGreaterThanOrEqual(2);
    expect(sample(metrics, 'arcana_http_request_duration_seconds_count', { route: '/v1/reading/start/:kind' })).toBe(1);
    expect(metrics).not.toContain(readingId);
    console.log(`/metrics: ${metrics.split('\n').filter((line) => line.startsWith('arcana_')).length} samples; requests by route pattern, no id in any label`);
  });

  it('reports the queue, reading outcomes and the gem ledger from the database', () => {
    expect(sample(metrics, 'arcana_queue_jobs', { queue: 'generate-reading', state: 'completed' })).toBe(1);
    expect(sample(metrics, 'arcana_readings', { kind: 'reading', status: 'ACTIVE' })).toBe(1);
    expect(sample(metrics, 'arcana_ledger_entries', { kind: 'spend' })).toBe(1);
    expect(sample(metrics, 'arcana_ledger_gems', { kind: 'spend', balance: 'regular' })).toBeLessThan(0);
    expect(sample(metrics, 'arcana_ledger_coins', { kind: 'spend' })).toBe(0);
    expect(sample(metrics, 'arcana_process_resident_memory_bytes', {})).toBeGreaterThan(0);
    expect(sample(metrics, 'arcana_process_cpu_seconds_total', {})).toBeGreaterThan(0);
    expect(metrics).toContain('# TYPE arcana_queue_oldest_waiting_seconds gauge');
  });

  it('reports the age of the oldest waiting job', async () => {
    await server.services.boss.send('ping', {}, { startAfter: 3600 });
    const response = await server.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(sample(response.body, 'arcana_queue_oldest_waiting_seconds', { queue: 'ping' })).toBeGreaterThanOrEqual(0);
    expect(sample(response.body, 'arcana_queue_jobs', { queue: 'ping', state: 'created' })).toBe(1);
  });
});
