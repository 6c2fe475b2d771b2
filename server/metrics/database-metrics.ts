import { Gauge, type Registry } from 'prom-client';
import type { SqlExecutor } from '#server/db/database.ts';

type Row = Record<string, string | number | null>;

async function rowsOf(database: SqlExecutor, text: string): Promise<Row[]> {
  return (await database.executeSql(text)).rows as Row[];
}

/** A gauge whose values are read from the database at each scrape, so every API process reports the same totals. */
function databaseGauge<L extends string>(
  registry: Registry,
  options: { name: string; help: string; labelNames: readonly L[] },
  read: () => Promise<Array<{ labels: Record<L, string>; value: number }>>,
): void {
  registry.registerMetric(
    new Gauge<L>({
      ...options,
      registers: [],
      async collect() {
        this.reset();
        for (const { labels, value } of await read()) this.set(labels, value);
      },
    }),
  );
}

/**
 * Totals kept in the database (docs/architecture.md#metrics): the job queue, readings by status and the gem
 * ledger. Each scrape runs these few grouped queries; the ledger sums read the whole table, which a scrape
 * every 15 to 60 seconds can afford at Arcana's scale. Gems and coins are separate metrics, as summing a
 * metric over its labels must give a meaningful number.
 */
export function recordDatabaseMetrics(registry: Registry, database: SqlExecutor): void {
  databaseGauge(
    registry,
    { name: 'arcana_queue_jobs', help: 'Jobs pg-boss holds, by queue and state (finished ones until pg-boss archives them, after 12 hours).', labelNames: ['queue', 'state'] },
    async () =>
      (await rowsOf(database, 'SELECT name, state, count(*) AS jobs FROM pgboss.job GROUP BY name, state')).map((row) => ({
        labels: { queue: String(row.name), state: String(row.state) },
        value: Number(row.jobs),
      })),
  );
  databaseGauge(
    registry,
    { name: 'arcana_queue_oldest_waiting_seconds', help: 'Age of the oldest job waiting to run (created or awaiting a retry), by queue.', labelNames: ['queue'] },
    async () =>
      (
        await rowsOf(
          database,
          "SELECT name, extract(epoch FROM now() - min(created_on)) AS age FROM pgboss.job WHERE state IN ('created', 'retry') GROUP BY name",
        )
      ).map((row) => ({ labels: { queue: String(row.name) }, value: Number(row.age) })),
  );
  databaseGauge(
    registry,
    { name: 'arcana_readings', help: 'Readings and clarifiers by status: the outcome of their generation jobs.', labelNames: ['kind', 'status'] },
    async () =>
      (
        await rowsOf(
          database,
          `SELECT 'reading' AS kind, status, count(*) AS n FROM reading GROUP BY status
           UNION ALL SELECT 'clarifier' AS kind, status, count(*) AS n FROM reading_clarifier GROUP BY status`,
        )
      ).map((row) => ({ labels: { kind: String(row.kind), status: String(row.status) }, value: Number(row.n) })),
  );
  databaseGauge(
    registry,
    { name: 'arcana_ledger_entries', help: 'Entries in the gem ledger, by kind (spend, refund, regen, admin_grant…).', labelNames: ['kind'] },
    async () =>
      (await rowsOf(database, 'SELECT kind, count(*) AS n FROM points_ledger GROUP BY kind')).map((row) => ({ labels: { kind: String(row.kind) }, value: Number(row.n) })),
  );
  databaseGauge(
    registry,
    {
      name: 'arcana_ledger_gems',
      help: 'Net gems the gem ledger\'s entries moved, by kind and balance (regular, extra); spends are negative.',
      labelNames: ['kind', 'balance'],
    },
    async () =>
      (
        await rowsOf(
          database,
          'SELECT kind, coalesce(sum(points_delta), 0) AS regular, coalesce(sum(extra_points_delta), 0) AS extra FROM points_ledger GROUP BY kind',
        )
      ).flatMap((row) => (['regular', 'extra'] as const).map((balance) => ({ labels: { kind: String(row.kind), balance }, value: Number(row[balance]) }))),
  );
  databaseGauge(
    registry,
    { name: 'arcana_ledger_coins', help: 'Net coins the gem ledger\'s entries moved, by kind; spends are negative.', labelNames: ['kind'] },
    async () =>
      (await rowsOf(database, 'SELECT kind, coalesce(sum(coins_delta), 0) AS coins FROM points_ledger GROUP BY kind')).map((row) => ({
        labels: { kind: String(row.kind) },
        value: Number(row.coins),
      })),
  );
}
