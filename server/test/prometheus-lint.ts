import type { MetricFamily, MetricType } from './prometheus-text.ts';

/**
 * Prometheus's naming rules, as `promtool check metrics` lints them, plus this project's own: every family
 * has HELP and a TYPE, is named in snake_case with the project's prefix, and ends in its unit.
 */

export interface LintProblem {
  metric: string;
  problem: string;
}

/** Base units, and the other units a name might use for the same quantity, as promtool knows them. */
const BASE_UNITS: Record<string, string> = {
  amperes: 'amperes',
  bytes: 'bytes',
  celsius: 'celsius',
  grams: 'grams',
  joules: 'joules',
  kelvin: 'kelvin',
  meters: 'meters',
  metres: 'metres',
  seconds: 'seconds',
  volts: 'volts',
  minutes: 'seconds',
  hours: 'seconds',
  days: 'seconds',
  weeks: 'seconds',
  kelvins: 'kelvin',
  fahrenheit: 'celsius',
  rankine: 'celsius',
  inches: 'meters',
  yards: 'meters',
  miles: 'meters',
  bits: 'bytes',
  calories: 'joules',
  pounds: 'grams',
  ounces: 'grams',
};
const UNIT_PREFIXES = ['', 'pico', 'nano', 'micro', 'milli', 'centi', 'deci', 'deca', 'hecto', 'kilo', 'kibi', 'mega', 'mibi', 'giga', 'gibi', 'tera', 'tebi', 'peta', 'pebi'];
const UNIT_ABBREVIATIONS = new Set(['s', 'ms', 'us', 'ns', 'sec', 'b', 'kb', 'mb', 'gb', 'tb', 'pb', 'm', 'h', 'd']);
const TYPE_WORDS = new Set(['counter', 'gauge', 'histogram', 'summary']);

/** Suffixes Prometheus gives the samples of some types; any other family using one would collide with them. */
const RESERVED_SUFFIXES: Array<{ suffix: string; allowed: readonly MetricType[] }> = [
  { suffix: '_total', allowed: ['counter'] },
  { suffix: '_created', allowed: [] },
  { suffix: '_bucket', allowed: ['histogram'] },
  { suffix: '_sum', allowed: ['histogram', 'summary'] },
  { suffix: '_count', allowed: ['histogram', 'summary'] },
  { suffix: '_timestamp_seconds', allowed: ['gauge'] },
];
const RESERVED_LABELS: Record<string, MetricType> = { le: 'histogram', quantile: 'summary' };
const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/** The unit a word of a name stands for, with its base unit. */
function unitOf(word: string): { unit: string; base: string } | undefined {
  for (const prefix of UNIT_PREFIXES) {
    const base = word.startsWith(prefix) ? BASE_UNITS[word.slice(prefix.length)] : undefined;
    if (base !== undefined) return { unit: word, base };
  }
  return undefined;
}

function nameProblems(family: MetricFamily, prefix: string): string[] {
  const { name, type } = family;
  const problems: string[] = [];
  if (!name.startsWith(prefix)) problems.push(`the name does not start with "${prefix}"`);
  if (!SNAKE_CASE.test(name)) problems.push('the name is not snake_case (lower-case words joined by "_")');
  if (type === 'counter' && !name.endsWith('_total')) problems.push('a counter\'s name ends in "_total"');
  for (const { suffix, allowed } of RESERVED_SUFFIXES) {
    if (name.endsWith(suffix) && !allowed.includes(type ?? 'untyped')) problems.push(`a ${type ?? 'untyped'} metric must not end in "${suffix}"`);
  }
  const words = name.toLowerCase().split('_');
  for (const word of words) {
    if (TYPE_WORDS.has(word)) problems.push(`the name holds the type word "${word}"`);
    if (UNIT_ABBREVIATIONS.has(word)) problems.push(`the name abbreviates a unit ("${word}")`);
    const unit = unitOf(word);
    if (unit && unit.unit !== unit.base) problems.push(`the unit is "${unit.unit}", not the base unit "${unit.base}"`);
  }
  const unitWord = words.findLastIndex((word) => unitOf(word) !== undefined);
  const lastWord = words.length - (name.endsWith('_total') ? 2 : 1);
  if (unitWord !== -1 && unitWord !== lastWord) problems.push(`the unit "${words[unitWord]}" is not the name's last word (before "_total")`);
  return problems;
}

function labelProblems(family: MetricFamily): string[] {
  const labelNames = new Set(family.samples.flatMap((sample) => Object.keys(sample.labels)));
  const problems: string[] = [];
  for (const label of labelNames) {
    if (!SNAKE_CASE.test(label)) problems.push(`the label "${label}" is not snake_case`);
    if (label.startsWith('__')) problems.push(`the label "${label}" starts with "__", which Prometheus reserves`);
    const reservedFor = RESERVED_LABELS[label];
    if (reservedFor !== undefined && family.type !== reservedFor) problems.push(`the label "${label}" belongs to ${reservedFor} metrics only`);
  }
  return problems;
}

/** Every problem of every family, as "metric: problem" pairs; none when the exposition is lint-clean. */
export function lintExposition(families: readonly MetricFamily[], { prefix }: { prefix: string }): LintProblem[] {
  return families.flatMap((family) => {
    const problems = [
      ...(family.help === undefined || family.help.trim() === '' ? ['no HELP text'] : []),
      ...(family.type === undefined ? ['no TYPE line'] : []),
      ...nameProblems(family, prefix),
      ...labelProblems(family),
    ];
    return problems.map((problem) => ({ metric: family.name, problem }));
  });
}
