/**
 * The API's configuration: every variable (names fixed by the architecture doc) parsed once at
 * start by one schema. A bad value stops the API with one line before it touches the database.
 */
import path from 'node:path';
import { p256PublicKey, PHOTO_ATTEMPTS_PER_HOUR, signupSchema, SITE_NAME } from '@ffc/domain';
import { ConfigError, env, parseEnv, publicUrlOf, SITE_PORT_DEFAULT } from '@ffc/server-kit/env';
import { z } from 'zod';

/** An S3-compatible store for photo files (S3_ENDPOINT and its companions). */
export interface S3Config {
  readonly endpoint: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
  /** Where the bucket's objects are publicly readable, without a trailing slash; unset: the BFF serves them. */
  readonly publicUrl: string | undefined;
}

export interface ApiConfig {
  readonly port: number;
  readonly host: string;
  /** PostgreSQL connection string; unset means embedded PGlite in `dataDir`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly demoData: boolean;
  /** Unset: generated once and kept in `dataDir`. */
  readonly authSecret: string | undefined;
  readonly accessTokenTtlSeconds: number;
  readonly refreshTokenTtlSeconds: number;
  /** Seconds during which a rotated refresh token may be presented again (concurrent refreshes). */
  readonly refreshGraceSeconds: number;
  /** Proxies whose X-Forwarded-For is believed (proxy-addr syntax). */
  readonly trustProxy: string;
  readonly smtpUrl: string | undefined;
  /** The sender of every mail. */
  readonly mailFrom: string;
  /**
   * Whether mail kept in the outbox (no SMTP_URL) is also written to the log in full: in development,
   * so a developer can follow a reset link; never in production, where the log is no mailbox.
   */
  readonly logMailBodies: boolean;
  /** The site's public address, for links in mail. */
  readonly publicUrl: string;
  readonly loginFailuresPerWindow: number;
  readonly loginFailureWindowSeconds: number;
  readonly authRequestsPerMinute: number;
  /** Photo upload attempts per person and hour, failed ones included (twice as many per address). */
  readonly photoAttemptsPerHour: number;
  /** Created at start when no account has this username (never overwritten). */
  readonly admin: { username: string; password: string; email: string } | undefined;
  readonly logLevel: string;
  /** Shared state of every API instance (login throttle, rate limits, ended sessions); unset: in memory. */
  readonly redisUrl: string | undefined;
  /** Prefix of every Redis key, so deployments (and tests) sharing a Redis stay apart. */
  readonly redisKeyPrefix: string;
  /** Bearer token that /actuator/prometheus requires; unset: the metrics are not served. */
  readonly metricsToken: string | undefined;
  /** Longest a request may take to arrive in full; slow senders are cut off. */
  readonly requestTimeoutMs: number;
  /** Most open connections; more are refused, so slow clients cannot use up the file descriptors. */
  readonly maxConnections: number;
  /** Where photo files go: this S3-compatible store, or, unset, a folder under `dataDir`. */
  readonly s3: S3Config | undefined;
  /** The VAPID key pair for Web Push; unset, one is made once and kept in the database. */
  readonly vapid: { publicKey: string; privateKey: string } | undefined;
  /** NODE_ENV=production: a push endpoint must then be a public https address. */
  readonly production: boolean;
}

const schema = z.object({
  NODE_ENV: env.optional(),
  API_PORT: env.port(8080),
  API_HOST: env.text('127.0.0.1'),
  DATABASE_URL: env.url(['postgres', 'postgresql']),
  DATA_DIR: env.text('./.data'),
  DEMO_DATA: env.flag(),
  AUTH_SECRET: env.secret(32),
  ACCESS_TOKEN_TTL_SECONDS: env.int(900, 10, 86_400),
  REFRESH_TOKEN_TTL_SECONDS: env.int(2_592_000, 60, 31_536_000),
  REFRESH_GRACE_SECONDS: env.int(10, 0, 300),
  TRUST_PROXY: env.text('loopback'),
  SMTP_URL: env.url(['smtp', 'smtps']),
  MAIL_FROM: env.text(`"${SITE_NAME}" <no-reply@localhost>`),
  PUBLIC_URL: env.url(['http', 'https']),
  /** The BFF's port: the default PUBLIC_URL's. */
  PORT: env.port(SITE_PORT_DEFAULT),
  LOGIN_FAILURES_PER_WINDOW: env.int(10, 1),
  LOGIN_FAILURE_WINDOW_SECONDS: env.int(15 * 60, 1),
  AUTH_REQUESTS_PER_MINUTE: env.int(100, 1),
  PHOTO_ATTEMPTS_PER_HOUR: env.int(PHOTO_ATTEMPTS_PER_HOUR, 1),
  ADMIN_USERNAME: env.optional(),
  ADMIN_PASSWORD: env.optional(),
  ADMIN_EMAIL: env.optional(),
  LOG_LEVEL: env.logLevel(),
  REDIS_URL: env.url(['redis', 'rediss']),
  REDIS_KEY_PREFIX: env.text('ffc:'),
  METRICS_TOKEN: env.secret(16),
  REQUEST_TIMEOUT_MS: env.int(30_000, 1_000),
  MAX_CONNECTIONS: env.int(10_000, 1),
  S3_ENDPOINT: env.url(['http', 'https']),
  S3_BUCKET: env.optional(),
  S3_ACCESS_KEY_ID: env.optional(),
  S3_SECRET_ACCESS_KEY: env.optional(),
  S3_REGION: env.optional(),
  S3_PUBLIC_URL: env.url(['http', 'https']),
  VAPID_PUBLIC_KEY: env.optional(),
  VAPID_PRIVATE_KEY: env.optional(),
});

/** The first administrator: all three variables or none, and the signup rules apply. */
function administrator(e: z.output<typeof schema>): ApiConfig['admin'] {
  const given = [e.ADMIN_USERNAME, e.ADMIN_PASSWORD, e.ADMIN_EMAIL].filter((v) => v !== undefined).length;
  if (given === 0) return undefined;
  if (given < 3)
    throw new ConfigError(
      'api: invalid configuration: ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL must be set together.',
    );
  const admin = { username: e.ADMIN_USERNAME!, password: e.ADMIN_PASSWORD!, email: e.ADMIN_EMAIL! };
  const checked = signupSchema.safeParse(admin);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new ConfigError(
      `api: invalid configuration: ADMIN_${String(issue.path[0]).toUpperCase()} ` +
        `must follow the signup rules: ${issue.message}.`,
    );
  }
  return admin;
}

/** The photo store: S3 when its four required variables are set (all four or none); undefined: a folder. */
function s3(e: z.output<typeof schema>): S3Config | undefined {
  const {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = e;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    return {
      endpoint,
      bucket,
      accessKeyId,
      secretAccessKey,
      region: e.S3_REGION ?? 'us-east-1',
      publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
    };
  }
  const required = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length < Object.keys(required).length)
    throw new ConfigError(
      'api: invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY ' +
        `must be set together (${missing.join(', ')} missing).`,
    );
  const stray = (['S3_REGION', 'S3_PUBLIC_URL'] as const).find((name) => e[name] !== undefined);
  if (stray)
    throw new ConfigError(
      `api: invalid configuration: ${stray} needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`,
    );
  return undefined;
}

export function loadApiConfig(source: Record<string, string | undefined> = process.env): ApiConfig {
  const e = parseEnv(schema, source, 'api');
  const production = e.NODE_ENV === 'production';
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    // Never in production: the demo password is public.
    demoData: production ? false : (e.DEMO_DATA ?? !e.DATABASE_URL),
    authSecret: e.AUTH_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logMailBodies: !production && !e.SMTP_URL,
    publicUrl: publicUrlOf(e.PUBLIC_URL, e.PORT),
    loginFailuresPerWindow: e.LOGIN_FAILURES_PER_WINDOW,
    loginFailureWindowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
    authRequestsPerMinute: e.AUTH_REQUESTS_PER_MINUTE,
    photoAttemptsPerHour: e.PHOTO_ATTEMPTS_PER_HOUR,
    admin: administrator(e),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    metricsToken: e.METRICS_TOKEN,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
    s3: s3(e),
    vapid: vapid(e),
    production,
  };
}

/** The site's VAPID keys for Web Push (base64url, as `web-push generate-vapid-keys` prints them): both or none. */
function vapid(e: z.output<typeof schema>): ApiConfig['vapid'] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = e;
  if (publicKey === undefined && privateKey === undefined) return undefined;
  // The public key in the form a browser's is checked in; the private one is 32 bytes of base64url.
  const checked = p256PublicKey.safeParse(publicKey);
  if (!checked.success || !privateKey || !/^[A-Za-z0-9_-]{43}$/.test(privateKey))
    throw new ConfigError(
      'api: invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together, ' +
        'as `npx web-push generate-vapid-keys` prints them (base64url).',
    );
  return { publicKey: checked.data, privateKey };
}
