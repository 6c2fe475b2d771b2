import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '#server/jobs/boss.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { lintExposition } from '#server/test/prometheus-lint.ts';
import { type MetricFamily, parseExposition } from '#server/test/prometheus-text.ts';
import { readingRequest, startReading, waitForReading } from '#server/test/reading-helpers.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

const TOKEN = 'metrics-token-for-the-operator-0123456789';

describe('/metrics is lint-clean for Prometheus', () => {
  let server: TestServer;
  let families: MetricFamily[];
  beforeAll(async () => {
    server = await startTestServer({ workers: true, env: { METRICS_TOKEN: TOKEN } });
    // A served request, a finished reading (a job, a ledger spend) and a job still waiting: every family has samples.
    const user = await signUpWithKey(server);
    const started = await startReading(server, user, await readingRequest(server, user));
    await waitForReading(server, user, started.json<{ id: string }>().id);
    await server.services.boss.send(QUEUES.ping, {}, { startAfter: 3600 });
    const response = await server.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    families = parseExposition(response.body);
  });
  afterAll(() => server.close());

  it('serves an exposition in which every family has samples', () => {
    expect(families.filter((family) => family.samples.length === 0).map((family) => family.name)).toEqual([]);
    expect(families.length).toBeGreaterThan(0);
  });

  it('names every family and label by Prometheus conventions, as promtool check metrics lints them', () => {
    expect(lintExposition(families, { prefix: 'arcana_' })).toEqual([]);
  });
});
