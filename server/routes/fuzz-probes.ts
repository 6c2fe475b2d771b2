import fc from 'fast-check';
import type { Declaration } from '#common/api/endpoint.ts';
import { BODY_LIMIT_BYTES, MAX_PARAM_LENGTH } from '#server/security/http-limits.ts';
import { urlOf, type ValidCall } from './valid-calls.ts';

/** Which part of a request a probe bends; the names Fastify gives them when it validates. */
export type Part = 'params' | 'querystring' | 'body';

/** One bent request of a call: its URL and body, and what the contract's schema of the bent part will see. */
export interface Probe {
  part: Part;
  url: string;
  /** The JSON text sent, when the call takes a body. */
  payload?: string;
  /** The bent part as the server parses it; absent when routing or parsing makes that unknowable. */
  parsed?: unknown;
}

/** Strings from a few bytes to over the body limit, in any script, and the values people and parsers trip on. */
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '../../etc/passwd',
    '%00',
    '%ZZ',
    '\u202Eevil',
    '😀'.repeat(200),
    'null',
    'undefined',
    '-1',
    '0',
    '1.5',
    '1e308',
    '-1e400',
    'NaN',
    'Infinity',
    '0x10',
    '9'.repeat(400),
    '__proto__',
    'constructor',
    'x'.repeat(5_000),
    'y'.repeat(BODY_LIMIT_BYTES + 1),
  ),
);

/** Where integers stop fitting: a 32-bit column, a double's exact range, and beyond. */
const BOUNDARIES = [-1, 0, -0, 0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53 - 1, 2 ** 53 + 2, 1e21, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE];

const nastyNumber = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(...BOUNDARIES));

/** A value of any JSON type to put where a field was; half the time a number past some boundary. */
const nastyValue = fc.oneof(
  { arbitrary: fc.constantFrom(...BOUNDARIES), weight: 6 },
  fc.jsonValue({ maxDepth: 3 }),
  nastyString,
  fc.string({ unit: 'binary', maxLength: 20 }),
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}, [[[[[[[[[[[]]]]]]]]]]]),
  fc.array(nastyNumber, { maxLength: 40 }),
);

/** A path segment: a string the client would encode, or one sent as it is (dot segments, broken escapes, nothing). */
const segment = fc.oneof(
  fc
    .oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.bigInt().map(String),
      nastyNumber.map(String),
      fc.constantFrom(...BOUNDARIES.map(String), '99999999999999999999999', '1e400', 'x'.repeat(MAX_PARAM_LENGTH + 1), '__proto__', 'null'),
    )
    .map((value) => ({ raw: encodeURIComponent(value), value })),
  fc.constantFrom('', '.', '..', '../..', '..%2F..', '%2e%2e', '%2F', '%', '%ZZ', '%00', '%C0%AF', '%F0%9F', '%uD800', ';', '*', '%20', '?', '#').map((raw) => ({ raw, value: undefined })),
);

const jsonText = (value: unknown) => JSON.stringify(value) ?? 'null';

/** The fields an object schema names; none for any other schema. */
const fieldsOf = (schema: object | undefined): string[] => (schema && 'shape' in schema ? Object.keys(schema.shape as object) : []);

/** Bends one path parameter of the valid call. */
export function paramProbes(declaration: Declaration, call: ValidCall): fc.Arbitrary<Probe> | undefined {
  const names = Object.keys(call.params ?? {});
  if (names.length === 0) return undefined;
  const query = call.query;
  return fc.record({ name: fc.constantFrom(...names), segment }).map(({ name, segment: { raw, value } }) => {
    const valid = call.params!;
    const encoded = Object.fromEntries(Object.entries(valid).map(([key, text]) => [key, encodeURIComponent(text)]));
    // An empty or over-long segment routes elsewhere (or nowhere): what the schema would see is unknowable.
    const routed = value !== undefined && value !== '' && raw.length <= MAX_PARAM_LENGTH;
    return {
      part: 'params' as const,
      url: urlOf(declaration, { ...encoded, [name]: raw }, query),
      ...(call.body === undefined ? {} : { payload: jsonText(call.body) }),
      ...(routed ? { parsed: { ...valid, [name]: value } } : {}),
    };
  });
}

/** Bends the query string: one declared field set to anything, unknown fields, or a query that is not one. */
export function queryProbes(declaration: Declaration, call: ValidCall): fc.Arbitrary<Probe> {
  const valid = call.query ?? {};
  const declared = fieldsOf(declaration.query);
  const payload = call.body === undefined ? {} : { payload: jsonText(call.body) };
  const oneField = declared.length === 0 ? [] : [fc.record({ name: fc.constantFrom(...declared), value: fc.string({ unit: 'grapheme', maxLength: 30 }).chain((text) => fc.constantFrom(text, '-1', '1.5', '1e400', '', '0x1', 'x'.repeat(2_000))) }).map(({ name, value }) => ({ ...valid, [name]: value }))];
  const extra = fc.dictionary(fc.string({ unit: 'grapheme', maxLength: 10 }), fc.string({ unit: 'grapheme', maxLength: 20 }), { maxKeys: 4 }).map((junk) => ({ ...junk, ...valid }));
  const structured = fc.oneof(...oneField, extra).map((query) => ({
    part: 'querystring' as const,
    url: urlOf(declaration, encodedParams(call), query),
    ...payload,
    parsed: query,
  }));
  // Sent as they are: broken escapes, repeated and bracketed names, separators with nothing between them.
  const raw = fc
    .oneof(
      fc.string({ maxLength: 40 }).map((text) => encodeURI(text).replace(/#/g, '%23')),
      fc.constantFrom('%', '%%', '&&&', '=', '==&=', 'v=1&v=2', 'page=1&page=2', 'tz[]=UTC', 'a[b]=c', '%E0%A4%A', 'download=1&download=1', 'gemsToSell=1&gemsToSell=2'),
    )
    .map((text) => ({ part: 'querystring' as const, url: urlOf(declaration, encodedParams(call), text), ...payload }));
  return fc.oneof(structured, raw);
}

/** Bends the JSON body: anything at all, one field replaced or removed, or fields added. */
export function bodyProbes(declaration: Declaration, call: ValidCall): fc.Arbitrary<Probe> {
  const valid = (call.body ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(valid), ...fieldsOf(declaration.kind === 'endpoint' ? declaration.body : undefined)])];
  const bodies: fc.Arbitrary<unknown>[] = [
    fc.jsonValue({ maxDepth: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), nastyValue, { maxKeys: 5 }).map((extra) => ({ ...valid, ...extra })),
  ];
  const paths = [...fields.map((name) => [name]), ...innerPaths(valid).filter((path) => path.length > 1)];
  if (fields.length > 0) {
    const oneReplaced = fc.record({ path: fc.constantFrom(...paths), value: nastyValue }).map(({ path, value }) => replaced(valid, path, value));
    bodies.push(oneReplaced, oneReplaced);
    bodies.push(fc.subarray(fields, { minLength: 1 }).map((missing) => Object.fromEntries(Object.entries(valid).filter(([name]) => !missing.includes(name)))));
  }
  return fc.oneof(...bodies).map((body) => {
    const payload = jsonText(body);
    return { part: 'body' as const, url: urlOf(declaration, encodedParams(call), call.query), payload, parsed: JSON.parse(payload) as unknown };
  });
}

/** Below zero, between integers, past a 32-bit column, past a date (the largest exact integer), past exact integers. */
const SWEPT_NUMBERS = [-1, 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, 1e21];

/**
 * Every field of the valid body, nested ones included, set to each of SWEPT_NUMBERS in turn: the numbers random
 * probes reach only now and then, where a bound missing from the contract lets one through to the database.
 */
export function numberSweep(declaration: Declaration, call: ValidCall): Probe[] {
  if (declaration.kind !== 'endpoint' || !declaration.body || call.body === undefined) return [];
  const valid = call.body as Record<string, unknown>;
  const leaves = [...new Set([...fieldsOf(declaration.body), ...Object.keys(valid)])].map((name) => [name] as (string | number)[]);
  leaves.push(...innerPaths(valid).filter((path) => path.length > 1));
  return leaves.flatMap((path) =>
    SWEPT_NUMBERS.map((value) => {
      const payload = jsonText(replaced(valid, path, value));
      return { part: 'body' as const, url: urlOf(declaration, encodedParams(call), call.query), payload, parsed: JSON.parse(payload) as unknown };
    }),
  );
}

function encodedParams(call: ValidCall): Record<string, string> {
  return Object.fromEntries(Object.entries(call.params ?? {}).map(([name, value]) => [name, encodeURIComponent(value)]));
}

/** Every path into a JSON value's objects and arrays, e.g. `['positions', 0, 'name']`. */
function innerPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...innerPaths(inner, path)];
  });
}

/** A deep copy of `value` with what sits at `path` replaced. */
function replaced(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = Array.isArray(value) ? [...(value as unknown[])] : { ...(value as Record<string, unknown>) };
  (copy as Record<string | number, unknown>)[head!] = replaced((value as Record<string | number, unknown> | undefined)?.[head!], rest, replacement);
  return copy;
}
