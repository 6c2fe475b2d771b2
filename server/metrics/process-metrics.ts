import { Gauge, type Registry } from 'prom-client';

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
 */
export function recordProcessMetrics(registry: Registry): void {
  scrapedGauge(registry, 'arcana_process_resident_memory_bytes', 'Resident memory of this process.', () => process.memoryUsage.rss());
  scrapedGauge(registry, 'arcana_process_cpu_seconds', 'CPU time this process has used, user and system together.', () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  });
  scrapedGauge(registry, 'arcana_process_uptime_seconds', 'Seconds since this process started.', () => process.uptime());
}
