/** The connection to the API that every request shares (a keep-alive pool), and what each browser request brings. */
import { Pool, type Dispatcher } from 'undici';

/** The connection to the API, shared by all requests: a keep-alive pool. */
export class RestTransport {
  readonly dispatcher: Dispatcher;
  readonly origin: string;
  readonly basePath: string;

  constructor(
    apiUrl: string,
    dispatcher?: Dispatcher,
    /**
     * Longest wait for a connection, for the headers, and between body chunks: a stalled API is soon
     * UPSTREAM_UNAVAILABLE.
     */
    readonly timeoutMs = 10_000,
    /** Where each REST call is counted by its route (the BFF's /metrics; nowhere when metrics are off). */
    readonly recordCall: (method: string, route: string, status: number, seconds: number) => void = () => undefined,
  ) {
    const url = new URL(apiUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/$/, '');
    this.dispatcher =
      dispatcher ??
      new Pool(this.origin, {
        connections: 64,
        keepAliveTimeout: 30_000,
        pipelining: 1,
        connect: { timeout: Math.min(timeoutMs, 3_000) },
      });
  }

  /** Whether the API answers its health check within a couple of seconds. */
  async health(): Promise<boolean> {
    try {
      const response = await this.dispatcher.request({
        origin: this.origin,
        path: `${this.basePath}/actuator/health/readiness`,
        method: 'GET',
        headersTimeout: 2_000,
        bodyTimeout: 2_000,
      });
      await response.body.dump();
      return response.statusCode === 200;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.dispatcher.close();
  }
}

/** What the browser brought: its cookies and address; `setCookies` collects what goes back. */
export interface BrowserRequest {
  /** Sent to the API as x-request-id, so both logs name the same request. */
  readonly requestId?: string;
  readonly cookie: string | undefined;
  readonly clientIp: string;
  readonly protocol: string;
  readonly setCookies: string[];
}
