/**
 * Reading a service's environment variables through one zod schema: every variable is checked at
 * start, and a bad value stops the service with one line naming the variable, the value and what
 * is allowed, before anything touches the database. Shared by the API and the BFF (never the web).
 */
import { z } from 'zod';

/** A bad configuration value; its message is the one line a person reads. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Unset and empty are the same: the default applies. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

export const env = {
  port: (fallback: number) =>
    z.preprocess(
      unsetIfEmpty,
      z.coerce
        .number({ error: 'a port number from 0 to 65535' })
        .int('a port number from 0 to 65535')
        .min(0, 'a port number from 0 to 65535')
        .max(65535, 'a port number from 0 to 65535')
        .default(fallback),
    ),
  int: (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
    z.preprocess(
      unsetIfEmpty,
      z.coerce
        .number({ error: `a whole number from ${min} to ${max}` })
        .int(`a whole number from ${min} to ${max}`)
        .min(min, `a whole number from ${min} to ${max}`)
        .max(max, `a whole number from ${min} to ${max}`)
        .default(fallback),
    ),
  /** true or false; unset is undefined, so the caller's default can depend on other variables. */
  flag: () =>
    z.preprocess(
      unsetIfEmpty,
      z
        .enum(['true', 'false'], { error: 'true or false' })
        .transform((v) => v === 'true')
        .optional(),
    ),
  text: (fallback: string) => z.preprocess(unsetIfEmpty, z.string().default(fallback)),
  optional: () => z.preprocess(unsetIfEmpty, z.string().optional()),
  /** A secret: unset, or at least `min` characters. */
  secret: (min: number) =>
    z.preprocess(unsetIfEmpty, z.string().min(min, `at least ${min} characters long`).optional()),
  oneOf: <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
    z.preprocess(unsetIfEmpty, z.enum(values, { error: `one of ${values.join(', ')}` }).default(fallback)),
  /** An absolute URL with one of `protocols` (without the colon). */
  url: (protocols: readonly string[]) =>
    z.preprocess(
      unsetIfEmpty,
      z
        .string()
        .refine(
          (value) => {
            try {
              return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
            } catch {
              return false;
            }
          },
          `a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
        )
        .optional(),
    ),
  logLevel: () =>
    z.preprocess(
      unsetIfEmpty,
      z
        .enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'], {
          error: 'one of trace, debug, info, warn, error, fatal, silent',
        })
        .optional(),
    ),
};

/** The BFF's port when PORT is unset: the site's address on this machine. */
export const SITE_PORT_DEFAULT = 4000;

/**
 * The site's public address (PUBLIC_URL) without a trailing slash, or, unset, the site on this
 * machine at the BFF's PORT: links in mail, canonical links and the sitemap follow a site started
 * on another port. The API reads PORT for this alone (`npm start` gives both services the same
 * environment).
 */
export function publicUrlOf(publicUrl: string | undefined, port: number): string {
  return (publicUrl ?? `http://localhost:${port}`).replace(/\/$/, '');
}

/** A value as the error line shows it: secrets are not printed. */
function shown(name: string, value: unknown): string {
  if (value === undefined) return '(unset)';
  if (/SECRET|PASSWORD|_TOKEN$/.test(name)) return '(hidden)';
  if (/_URL$/.test(name) && typeof value === 'string') return JSON.stringify(value.replace(/\/\/[^@/]*@/, '//***@'));
  return JSON.stringify(value);
}

/** Parses `source` with `schema`, or throws a ConfigError whose message is one line per the first problem. */
export function parseEnv<S extends z.ZodObject>(
  schema: S,
  source: Record<string, string | undefined>,
  service: string,
): z.output<S> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? '');
  throw new ConfigError(
    `${service}: invalid configuration: ${name}=${shown(name, source[name])} must be ${issue.message}.`,
  );
}
