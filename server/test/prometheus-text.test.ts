import { describe, expect, it } from 'vitest';
import { parseExposition } from './prometheus-text.ts';

const exposition = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('parseExposition', () => {
  it('reads families with their HELP, TYPE and samples, unescaping help and label values', () => {
    const families = parseExposition(
      exposition(
        '# HELP arcana_requests_total Requests, by "route" \\\\ and\\nmore.',
        '# TYPE arcana_requests_total counter',
        'arcana_requests_total{route="/a\\"b\\\\c\\nd",code="200",} 3 1700000000000',
        '',
        '# HELP arcana_wait_seconds Wait.',
        '# TYPE arcana_wait_seconds histogram',
        'arcana_wait_seconds_bucket{le="1"} 1',
        'arcana_wait_seconds_bucket{le="+Inf"} 2',
        'arcana_wait_seconds_sum 2.5e0',
        'arcana_wait_seconds_count 2',
        '# a comment',
        'arcana_untyped NaN',
      ),
    );
    expect(families).toEqual([
      {
        name: 'arcana_requests_total',
        help: 'Requests, by "route" \\ and\nmore.',
        type: 'counter',
        samples: [{ name: 'arcana_requests_total', labels: { route: '/a"b\\c\nd', code: '200' }, value: 3 }],
      },
      {
        name: 'arcana_wait_seconds',
        help: 'Wait.',
        type: 'histogram',
        samples: [
          { name: 'arcana_wait_seconds_bucket', labels: { le: '1' }, value: 1 },
          { name: 'arcana_wait_seconds_bucket', labels: { le: '+Inf' }, value: 2 },
          { name: 'arcana_wait_seconds_sum', labels: {}, value: 2.5 },
          { name: 'arcana_wait_seconds_count', labels: {}, value: 2 },
        ],
      },
      { name: 'arcana_untyped', help: undefined, type: undefined, samples: [{ name: 'arcana_untyped', labels: {}, value: Number.NaN }] },
    ]);
  });

  it('reads a summary\'s quantiles, sum and count as one family', () => {
    const [summary] = parseExposition(
      exposition('# TYPE arcana_wait_seconds summary', 'arcana_wait_seconds{quantile="0.5"} 1', 'arcana_wait_seconds_sum 4', 'arcana_wait_seconds_count 3'),
    );
    expect(summary?.samples.map((sample) => sample.name)).toEqual(['arcana_wait_seconds', 'arcana_wait_seconds_sum', 'arcana_wait_seconds_count']);
  });

  it.each([
    ['a second HELP', ['# HELP a x', '# HELP a y', 'a 1'], /second HELP/],
    ['a second TYPE', ['# TYPE a gauge', '# TYPE a gauge', 'a 1'], /second TYPE/],
    ['a TYPE after the samples', ['a 1', '# TYPE a gauge'], /after its samples/],
    ['an unknown type', ['# TYPE a meter', 'a 1'], /not a metric type/],
    ['a family in two groups', ['# TYPE a gauge', 'a{x="1"} 1', '# TYPE b gauge', 'b 1', 'a{x="2"} 1'], /not in one group/],
    ['a repeated series', ['# TYPE a gauge', 'a{x="1"} 1', 'a{x="1"} 2'], /appears twice/],
    ['a repeated label', ['a{x="1",x="2"} 1'], /label "x" appears twice/],
    ['an unquoted label value', ['a{x=1} 1'], /malformed label/],
    ['unclosed labels', ['a{x="1", 1'], /malformed label|not closed/],
    ['a bad escape', ['a{x="\\t"} 1'], /invalid escape/],
    ['a bad metric name', ['1a 1'], /not a metric name/],
    ['a bad label name', ['a{1x="1"} 1'], /not a label name/],
    ['a bad value', ['a one'], /not a sample value/],
    ['a bad timestamp', ['a 1 soon'], /not a timestamp/],
    ['a sample without a value', ['a'], /a sample is/],
    ['a histogram sample without a suffix', ['# TYPE h histogram', 'h 1'], /without a suffix/],
    ['a bucket without "le"', ['# TYPE h histogram', 'h_bucket 1', 'h_count 1'], /without "le"/],
    ['a histogram without its +Inf bucket', ['# TYPE h histogram', 'h_bucket{le="1"} 1', 'h_sum 1', 'h_count 1'], /no le="\+Inf" bucket/],
    ['a quantile without "quantile"', ['# TYPE s summary', 's 1'], /without "quantile"/],
  ])('refuses %s', (_case, lines, error) => {
    expect(() => parseExposition(exposition(...lines))).toThrow(error);
  });
});
