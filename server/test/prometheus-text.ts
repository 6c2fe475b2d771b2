/**
 * A strict reader of Prometheus's text exposition format (version 0.0.4), for tests that check what `/metrics`
 * serves. It throws, naming the line, on anything the format forbids: a malformed line, a second HELP or TYPE
 * for a family, a TYPE after the family's samples, a family split into two groups, a sample whose name does
 * not fit its family's type, a repeated label or series, a histogram without its `+Inf` bucket.
 */

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface MetricFamily {
  name: string;
  help: string | undefined;
  /** Undefined when the exposition has no TYPE line for the family (Prometheus then reads it as untyped). */
  type: MetricType | undefined;
  samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES: readonly string[] = ['counter', 'gauge', 'histogram', 'summary', 'untyped'];
/** The names a family's samples may carry, beyond its own, by type. */
const SAMPLE_SUFFIXES: Record<MetricType, readonly string[]> = {
  counter: [],
  gauge: [],
  untyped: [],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['_sum', '_count'],
};

class ExpositionError extends Error {
  constructor(lineNumber: number, message: string) {
    super(`line ${lineNumber}: ${message}`);
  }
}

/** HELP text escapes only backslash and newline; label values also escape the double quote. */
function unescape(text: string, escapable: string, lineNumber: number): string {
  return text.replace(/\\(.?)/g, (_match, escaped: string) => {
    if (escaped === '' || !escapable.includes(escaped)) throw new ExpositionError(lineNumber, `invalid escape "\\${escaped}"`);
    return escaped === 'n' ? '\n' : escaped;
  });
}

function parseValue(text: string, lineNumber: number): number {
  if (text === '+Inf') return Number.POSITIVE_INFINITY;
  if (text === '-Inf') return Number.NEGATIVE_INFINITY;
  if (text === 'NaN') return Number.NaN;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) throw new ExpositionError(lineNumber, `"${text}" is not a sample value`);
  return Number(text);
}

/** `{name="value",…}` from `start` (the brace) to its closing brace; returns the labels and where they end. */
function parseLabels(line: string, start: number, lineNumber: number): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  const label = /\s*([^=\s}]*)\s*=\s*"((?:[^"\\]|\\.)*)"\s*(,\s*|(?=}))/y;
  let position = start + 1;
  while (line[position] !== '}') {
    label.lastIndex = position;
    const match = label.exec(line);
    if (match === null) throw new ExpositionError(lineNumber, `malformed label at "${line.slice(position)}"`);
    const name = match[1]!;
    if (!LABEL_NAME.test(name)) throw new ExpositionError(lineNumber, `"${name}" is not a label name`);
    if (name in labels) throw new ExpositionError(lineNumber, `label "${name}" appears twice`);
    labels[name] = unescape(match[2]!, '\\"n', lineNumber);
    position = label.lastIndex;
    if (position >= line.length) throw new ExpositionError(lineNumber, 'labels are not closed');
  }
  return { labels, end: position + 1 };
}

function parseSample(line: string, lineNumber: number): Sample {
  const name = /^[^{\s]+/.exec(line)?.[0] ?? '';
  if (!METRIC_NAME.test(name)) throw new ExpositionError(lineNumber, `"${name}" is not a metric name`);
  const { labels, end } = line[name.length] === '{' ? parseLabels(line, name.length, lineNumber) : { labels: {}, end: name.length };
  const rest = line.slice(end).trim().split(/\s+/);
  if (end === line.length || !/\s/.test(line[end]!) || rest.length > 2) throw new ExpositionError(lineNumber, 'a sample is a name, labels, a value and an optional timestamp');
  if (rest.length === 2 && !/^-?\d+$/.test(rest[1]!)) throw new ExpositionError(lineNumber, `"${rest[1]}" is not a timestamp`);
  return { name, labels, value: parseValue(rest[0]!, lineNumber) };
}

function labelKey(labels: Record<string, string>, except?: string): string {
  return JSON.stringify(Object.entries(labels).filter(([name]) => name !== except).toSorted(([a], [b]) => a.localeCompare(b)));
}

/** Checks what only the whole family shows: each histogram series has its `+Inf` bucket. */
function checkFamily(family: MetricFamily): void {
  if (family.type !== 'histogram') return;
  const series = new Set(family.samples.filter((sample) => sample.name === `${family.name}_count`).map((sample) => labelKey(sample.labels)));
  const infinite = new Set(
    family.samples.filter((sample) => sample.name === `${family.name}_bucket` && sample.labels.le === '+Inf').map((sample) => labelKey(sample.labels, 'le')),
  );
  for (const labels of series) {
    if (!infinite.has(labels)) throw new Error(`histogram ${family.name} has no le="+Inf" bucket for ${labels}`);
  }
}

/** The families of an exposition, in the order they appear. */
export function parseExposition(text: string): MetricFamily[] {
  const families: MetricFamily[] = [];
  const byName = new Map<string, MetricFamily>();
  const series = new Set<string>();
  let current: MetricFamily | undefined;

  const familyFor = (name: string, lineNumber: number): MetricFamily => {
    if (current?.name === name) return current;
    if (byName.has(name)) throw new ExpositionError(lineNumber, `the lines of ${name} are not in one group`);
    if (current) checkFamily(current);
    current = { name, help: undefined, type: undefined, samples: [] };
    families.push(current);
    byName.set(name, current);
    return current;
  };

  for (const [index, line] of text.split('\n').entries()) {
    const lineNumber = index + 1;
    if (line.trim() === '') continue;
    const descriptor = /^#\s+(HELP|TYPE)\s+(\S+)(?:\s(.*))?$/.exec(line);
    if (descriptor) {
      const name = descriptor[2]!;
      const argument = descriptor[3] ?? '';
      if (!METRIC_NAME.test(name)) throw new ExpositionError(lineNumber, `"${name}" is not a metric name`);
      const family = familyFor(name, lineNumber);
      if (descriptor[1] === 'HELP') {
        if (family.help !== undefined) throw new ExpositionError(lineNumber, `a second HELP for ${name}`);
        family.help = unescape(argument, '\\n', lineNumber);
      } else {
        if (family.type !== undefined) throw new ExpositionError(lineNumber, `a second TYPE for ${name}`);
        if (family.samples.length > 0) throw new ExpositionError(lineNumber, `the TYPE of ${name} comes after its samples`);
        if (!TYPES.includes(argument.trim())) throw new ExpositionError(lineNumber, `"${argument}" is not a metric type`);
        family.type = argument.trim() as MetricType;
      }
      continue;
    }
    if (line.startsWith('#')) continue;

    const sample = parseSample(line, lineNumber);
    const previous = current;
    const suffixed = previous !== undefined && SAMPLE_SUFFIXES[previous.type ?? 'untyped'].some((suffix) => sample.name === previous.name + suffix);
    const family = suffixed ? previous : familyFor(sample.name, lineNumber);
    if (family.type === 'histogram' && sample.name === family.name) throw new ExpositionError(lineNumber, `histogram ${family.name} has a sample without a suffix`);
    if (sample.name === `${family.name}_bucket` && !('le' in sample.labels)) throw new ExpositionError(lineNumber, `bucket of ${family.name} without "le"`);
    if (family.type === 'summary' && sample.name === family.name && !('quantile' in sample.labels)) throw new ExpositionError(lineNumber, `quantile of ${family.name} without "quantile"`);
    const key = sample.name + labelKey(sample.labels);
    if (series.has(key)) throw new ExpositionError(lineNumber, `the series ${sample.name}${JSON.stringify(sample.labels)} appears twice`);
    series.add(key);
    family.samples.push(sample);
  }
  if (current) checkFamily(current);
  return families;
}
