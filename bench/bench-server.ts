import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '#server/app.ts';
import { parseEnv } from '#server/config/env.ts';
import { openPglite } from '#server/db/database.ts';
import { migratePgliteDb } from '#server/db/migrate.ts';
import { createServices, stopServices } from '#server/services.ts';

export const BENCH_ORIGIN = 'http://localhost:3000';

/** The real app on a fresh in-memory PGlite, driven by inject: measures our code, not the network. */
export async function startBenchServer(): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const database = await openPglite({ dataDir: 'memory://' });
  await migratePgliteDb(database.pglite);
  const env = parseEnv({ NODE_ENV: 'test', PUBLIC_URL: BENCH_ORIGIN, LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
  const authSecret = 'bench-secret-that-is-long-enough-for-better-auth';
  const services = await createServices({ env, database, log: pino({ level: 'silent' }), authSecret });
  const clientDir = mkdtempSync(join(tmpdir(), 'arcana-bench-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html>');
  const app = await buildApp(services, { clientDir });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await stopServices(services);
    },
  };
}

/** Median of a sample, in the sample's unit. */
export function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs `fn` `runs` times after one warm-up and returns each run's milliseconds. */
export async function time(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  await fn();
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}
