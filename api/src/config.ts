/** The API's configuration, read once from the environment (names fixed by the architecture doc). */
import path from 'node:path';

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
  readonly loginFailuresPerWindow: number;
  readonly loginFailureWindowSeconds: number;
  readonly authRequestsPerMinute: number;
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
}

const int = (value: string | undefined, fallback: number): number => {
  const n = value == null || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
};

export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const production = env.NODE_ENV === 'production';
  const demoDefault = !databaseUrl && !production;
  const admin =
    env.ADMIN_USERNAME && env.ADMIN_PASSWORD && env.ADMIN_EMAIL
      ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL }
      : undefined;
  return {
    port: int(env.API_PORT, 8080),
    host: env.API_HOST ?? '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? './.data'),
    // Never in production: the demo password is public.
    demoData: production ? false : env.DEMO_DATA ? env.DEMO_DATA === 'true' : demoDefault,
    authSecret: env.AUTH_SECRET || undefined,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 900),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL_SECONDS, 2_592_000),
    refreshGraceSeconds: int(env.REFRESH_GRACE_SECONDS, 10),
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    smtpUrl: env.SMTP_URL || undefined,
    loginFailuresPerWindow: int(env.LOGIN_FAILURES_PER_WINDOW, 10),
    loginFailureWindowSeconds: int(env.LOGIN_FAILURE_WINDOW_SECONDS, 15 * 60),
    authRequestsPerMinute: int(env.AUTH_REQUESTS_PER_MINUTE, 100),
    admin,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'ffc:',
    metricsToken: env.METRICS_TOKEN || undefined,
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 30_000),
    maxConnections: int(env.MAX_CONNECTIONS, 10_000),
  };
}
