/** What the fuzz suites share: a seeded generator so a failure replays, the bad values they send, and the checks every answer must pass. */

/** A small seeded generator (mulberry32): the same seed sends the same requests. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** `count` different items (all of them when there are fewer). */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const left = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && left.length) chosen.push(left.splice(Math.floor(next() * left.length), 1)[0]!);
    return chosen;
  };
  return { next, pick, sample };
}

export type Random = ReturnType<typeof random>;

/** Path ids no entry has: negative, past PostgreSQL's integer, not numbers, encoded junk. */
export const BAD_IDS = [
  '0',
  '-1',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999',
  '1e400',
  '1.5',
  'abc',
  '%00',
  '%E0%A4%A',
  '%27%20OR%201%3D1',
  'x'.repeat(300),
  '１',
  'NaN',
  'Infinity',
  '0x10',
  '',
  '%2e%2e',
];

/** JSON values of every wrong kind: types, sizes, NUL, injections, prototype tricks. */
export const BAD_SCALARS: unknown[] = [
  null,
  true,
  -1,
  0,
  2 ** 31,
  2 ** 53,
  1e308,
  -1e308,
  1.5,
  'abc',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(5000),
  '😀'.repeat(300),
  "'; DROP TABLE users; --",
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  [],
  [1, 2],
  {},
  { id: 'x' },
  { id: 2 ** 31 },
  { id: -5 },
  { id: null },
  { __proto__: { admin: true } },
  { constructor: { prototype: { x: 1 } } },
];

/** Query values, already encoded for the address. */
export const QUERY_VALUES = [
  '-1',
  '2147483648',
  '1e400',
  'abc',
  '%00',
  '%25',
  '_',
  'x'.repeat(3000),
  '%E0%A4%A',
  'true',
  '[]',
  '1,2',
  '%27',
];

/** Bodies that are not JSON, or not the JSON object an operation takes. */
export const BROKEN_JSON = ['{', '[]', 'null', '"x"', '{"a":}', '\u0000', 'x'.repeat(2000), '{"name":"\\ud800"}'];

/** Content types the API does not read. */
export const WRONG_CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/xml',
];

/** What no answer may show: a stack trace, a source path, or SQL. */
export const LEAKS =
  /\n\s+at |node_modules|\.ts:\d+|\bSELECT\b|\bINSERT INTO\b|syntax error at|violates .* constraint|\brelation "/;

/** Whether an error answer is in the REST error contract `{ status, error, message, errors }` with its own status. */
export function inErrorContract(status: number, text: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  if (!body || typeof body !== 'object') return false;
  const fields: Partial<Record<'status' | 'error' | 'message' | 'errors', unknown>> = body;
  return (
    fields.status === status &&
    typeof fields.error === 'string' &&
    typeof fields.message === 'string' &&
    Array.isArray(fields.errors)
  );
}
