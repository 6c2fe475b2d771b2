import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Db } from '#server/db/database.ts';
import { round, startBenchServer } from './bench-server.ts';
import { benchUser, timedReading } from './bench-user.ts';
import { LOAD_CONNECTIONS, LOAD_SECONDS, type LoadResult, loadTest } from './load.ts';

type Row = { 'requests/s': number; 'p50 ms': number; 'p99 ms': number; 'x baseline requests/s': number };

const row = (result: LoadResult, baseline: LoadResult): Row => ({
  'requests/s': Math.round(result.perSecond),
  'p50 ms': round(result.p50),
  'p99 ms': round(result.p99),
  'x baseline requests/s': round(result.perSecond / baseline.perSecond, 2),
});

/** A Fastify app of its own on a loopback port, with one route; resolves to its URL and its close. */
async function listenWith(handler: () => Promise<unknown>): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify();
  app.get('/', handler);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${base}/`, close: () => app.close() };
}

/** The bare route: what Fastify and the sockets cost with no code of ours. */
async function benchBare(): Promise<LoadResult> {
  const bare = await listenWith(async () => ({ ok: true }));
  try {
    return await loadTest(bare.url);
  } finally {
    await bare.close();
  }
}

/**
 * On one database: the one-query baseline (`SELECT 1` through the app's Drizzle db, in a bare
 * Fastify app of its own), then the app's authenticated reads for a signed-in, unlocked user.
 */
async function benchDatabase(label: string, postgresUrl: string | undefined, bare: LoadResult): Promise<Record<string, Row>> {
  const server = await startBenchServer({ workers: true, postgresUrl });
  const db: Db = server.services.database.db;
  const oneQuery = await listenWith(async () => {
    await db.execute(sql`select 1`);
    return { ok: true };
  });
  try {
    const query = await loadTest(oneQuery.url);
    const user = await benchUser(server);
    const { id } = await timedReading(server, user.call);
    const base = await server.listen();
    const headers = { ...user.headers, host: new URL(server.origin).host };
    const points = await loadTest(`${base}/v1/points/get`, headers);
    const reading = await loadTest(`${base}/v1/reading/get_reading/${id}`, headers);
    return {
      [`${label}: one query, SELECT 1 (baseline)`]: row(query, query),
      [`${label}: GET /v1/points/get`]: row(points, query),
      [`${label}: GET /v1/reading/get_reading/{id}`]: row(reading, query),
      [`${label}: (one query against the bare route)`]: row(query, bare),
    };
  } finally {
    await oneQuery.close();
    await server.close();
  }
}

/**
 * Requests per second and latency over real sockets (autocannon): a bare Fastify route, a route doing
 * one trivial query, and the app's authenticated reads, on PGlite and, with `TEST_DATABASE_URL`, PostgreSQL.
 */
export async function benchHttp(): Promise<void> {
  const bare = await benchBare();
  const rows: Record<string, Row> = { 'bare Fastify route': row(bare, bare), ...(await benchDatabase('PGlite', undefined, bare)) };
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) Object.assign(rows, await benchDatabase('PostgreSQL', postgresUrl, bare));
  console.log(`\nHTTP under load (autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s each; ratios against the one-query route on the same database)`);
  console.table(rows);
  if (!postgresUrl) console.log('PostgreSQL skipped: set TEST_DATABASE_URL to measure it too.');
}
