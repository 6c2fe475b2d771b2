import { Counter, Gauge, type Registry } from 'prom-client';

/** A gauge read at each scrape. */
function scrapedGauge(registry: Registry, name: string, help: string, read: () => number): void {
  registry.registerMetric(
    new Gauge({
      name,
      help,
      registers: [],
      collect() {
        this.set(read());
      },
    }),
  );
}

/**
 * This process's memory, CPU time and uptime, read at each scrape. prom-client's default metrics would add an
 * event-loop monitor running for the app's whole life; these three need nothing running between scrapes.
 * CPU time only grows: it is a counter, named `_total` as Prometheus's rate() expects of what it is given.
 */
export function recordProcessMetrics(registry: Registry): void {
  scrapedGauge(registry, 'arcana_process_resident_memory_bytes', 'Resident memory of this process.', () => process.memoryUsage.rss());
  registry.registerMetric(
    new Counter({
      name: 'arcana_process_cpu_seconds_total',
      help: 'CPU time this process has used, user and system together.',
      registers: [],
      collect() {
        const { user, system } = process.cpuUsage();
        this.reset();
        this.inc((user + system) / 1e6);
      },
    }),
  );
  scrapedGauge(registry, 'arcana_process_uptime_seconds', 'Seconds since this process started.', () => process.uptime());
}
