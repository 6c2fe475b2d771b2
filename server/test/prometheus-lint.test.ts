import { describe, expect, it } from 'vitest';
import { lintExposition } from './prometheus-lint.ts';
import { parseExposition } from './prometheus-text.ts';

const lint = (...lines: string[]) => lintExposition(parseExposition(`${lines.join('\n')}\n`), { prefix: 'arcana_' });

describe('lintExposition', () => {
  it('passes conventional names of every type', () => {
    expect(
      lint(
        '# HELP arcana_http_requests_total Requests.',
        '# TYPE arcana_http_requests_total counter',
        'arcana_http_requests_total{status_code="200"} 1',
        '# HELP arcana_http_request_duration_seconds Time.',
        '# TYPE arcana_http_request_duration_seconds histogram',
        'arcana_http_request_duration_seconds_bucket{le="+Inf"} 1',
        'arcana_http_request_duration_seconds_sum 1',
        'arcana_http_request_duration_seconds_count 1',
        '# HELP arcana_wait_seconds Wait.',
        '# TYPE arcana_wait_seconds summary',
        'arcana_wait_seconds{quantile="0.5"} 1',
        '# HELP arcana_process_cpu_seconds_total CPU.',
        '# TYPE arcana_process_cpu_seconds_total counter',
        'arcana_process_cpu_seconds_total 1',
        '# HELP arcana_last_backup_timestamp_seconds When.',
        '# TYPE arcana_last_backup_timestamp_seconds gauge',
        'arcana_last_backup_timestamp_seconds 1',
      ),
    ).toEqual([]);
  });

  it.each([
    ['a gauge ending in "_sum"', ['# HELP arcana_ledger_sum Sum.', '# TYPE arcana_ledger_sum gauge', 'arcana_ledger_sum 1'], 'a gauge metric must not end in "_sum"'],
    ['a gauge ending in "_count"', ['# HELP arcana_users_count Users.', '# TYPE arcana_users_count gauge', 'arcana_users_count 1'], 'a gauge metric must not end in "_count"'],
    ['a counter ending in "_bucket"', ['# HELP arcana_hits_bucket Hits.', '# TYPE arcana_hits_bucket counter', 'arcana_hits_bucket 1'], 'a counter metric must not end in "_bucket"'],
    ['a gauge ending in "_total"', ['# HELP arcana_users_total Users.', '# TYPE arcana_users_total gauge', 'arcana_users_total 1'], 'a gauge metric must not end in "_total"'],
    ['a gauge ending in "_created"', ['# HELP arcana_jobs_created Made.', '# TYPE arcana_jobs_created gauge', 'arcana_jobs_created 1'], 'a gauge metric must not end in "_created"'],
    ['a counter without "_total"', ['# HELP arcana_requests Requests.', '# TYPE arcana_requests counter', 'arcana_requests 1'], 'a counter\'s name ends in "_total"'],
    ['a name without the prefix', ['# HELP http_requests_total Requests.', '# TYPE http_requests_total counter', 'http_requests_total 1'], 'the name does not start with "arcana_"'],
    ['a camelCase name', ['# HELP arcana_queueJobs Jobs.', '# TYPE arcana_queueJobs gauge', 'arcana_queueJobs 1'], 'the name is not snake_case (lower-case words joined by "_")'],
    ['a colon in the name', ['# HELP arcana:jobs Jobs.', '# TYPE arcana:jobs gauge', 'arcana:jobs 1'], 'the name is not snake_case (lower-case words joined by "_")'],
    ['milliseconds', ['# HELP arcana_wait_milliseconds Wait.', '# TYPE arcana_wait_milliseconds gauge', 'arcana_wait_milliseconds 1'], 'the unit is "milliseconds", not the base unit "seconds"'],
    ['an abbreviated unit', ['# HELP arcana_wait_ms Wait.', '# TYPE arcana_wait_ms gauge', 'arcana_wait_ms 1'], 'the name abbreviates a unit ("ms")'],
    ['a unit before another word', ['# HELP arcana_memory_bytes_used Memory.', '# TYPE arcana_memory_bytes_used gauge', 'arcana_memory_bytes_used 1'], 'the unit "bytes" is not the name\'s last word (before "_total")'],
    ['the type in the name', ['# HELP arcana_jobs_gauge Jobs.', '# TYPE arcana_jobs_gauge gauge', 'arcana_jobs_gauge 1'], 'the name holds the type word "gauge"'],
    ['no HELP', ['# TYPE arcana_jobs gauge', 'arcana_jobs 1'], 'no HELP text'],
    ['no TYPE', ['# HELP arcana_jobs Jobs.', 'arcana_jobs 1'], 'no TYPE line'],
    ['a camelCase label', ['# HELP arcana_jobs Jobs.', '# TYPE arcana_jobs gauge', 'arcana_jobs{queueName="a"} 1'], 'the label "queueName" is not snake_case'],
    ['a label Prometheus reserves', ['# HELP arcana_jobs Jobs.', '# TYPE arcana_jobs gauge', 'arcana_jobs{__queue="a"} 1'], 'the label "__queue" starts with "__", which Prometheus reserves'],
    ['"le" on a gauge', ['# HELP arcana_jobs Jobs.', '# TYPE arcana_jobs gauge', 'arcana_jobs{le="1"} 1'], 'the label "le" belongs to histogram metrics only'],
    ['"quantile" on a histogram', ['# HELP arcana_wait_seconds Wait.', '# TYPE arcana_wait_seconds histogram', 'arcana_wait_seconds_bucket{le="+Inf",quantile="1"} 1'], 'the label "quantile" belongs to summary metrics only'],
  ])('flags %s', (_case, lines, problem) => {
    expect(lint(...lines).map((found) => found.problem)).toContain(problem);
  });
});
