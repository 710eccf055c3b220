/** Browser helpers the end-to-end suites share: a fresh visitor, a logged-in visitor, GraphQL from the page. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { waitForConfirmationToken } from '@ffc/api/testing';
import { sharedChromium } from './browser.js';
import { startSystem, TEST_TILES, type System } from './system.js';

export interface VisitorOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  tiles?: 'load' | 'fail';
  /** The browser's language (navigator.language and Accept-Language); Chromium's own is en-US. */
  locale?: string;
  /** False: the page as served, before (or without) its script. */
  javaScript?: boolean;
  /**
   * True: the app may register its service worker, as it does for everyone. Only the suites about
   * the road need one; elsewhere it would only copy the app's chunks into Cache Storage again for
   * every context (about an eighth of a suite's CPU), so it is blocked as the browser can.
   */
  serviceWorker?: boolean;
}

/** A map tile: one grey pixel, drawn at 256 px. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4CwAA3wDeKXlwtgAAAABJRU5ErkJggg==',
  'base64',
);

export class Visitors {
  private readonly contexts: BrowserContext[] = [];
  /** What Chromium refused under the site's Content-Security-Policy, on any page of the suite. */
  readonly cspViolations: string[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly system: System,
  ) {}

  /**
   * A new browser context: no cookies, no stored user; at a viewport and colour scheme if given.
   * The map tiles load (a plain tile for every address), or fail as an unreachable server's do.
   */
  async anonymous({
    viewport,
    colorScheme,
    tiles = 'load',
    locale,
    javaScript = true,
    serviceWorker = false,
  }: VisitorOptions = {}): Promise<Page> {
    const context = await this.browser.newContext({
      baseURL: this.system.url,
      javaScriptEnabled: javaScript,
      serviceWorkers: serviceWorker ? 'allow' : 'block',
      ...(viewport ? { viewport } : {}),
      ...(colorScheme ? { colorScheme } : {}),
      ...(locale ? { locale } : {}),
    });
    this.contexts.push(context);
    await context.route(`${new URL(TEST_TILES.url).origin}/**`, (route) =>
      tiles === 'fail' ? route.abort('connectionrefused') : route.fulfill({ contentType: 'image/png', body: TILE }),
    );
    context.on('console', (message) => {
      if (/Content[ -]Security[ -]Policy/i.test(message.text()))
        this.cspViolations.push(`${message.location().url}: ${message.text()}`);
    });
    return context.newPage();
  }

  /** A new browser context logged in through the login page. */
  async loggedIn(username: string, password = 'demo-password', options: VisitorOptions = {}): Promise<Page> {
    const page = await this.anonymous(options);
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${this.system.url}/`);
    return page;
  }

  async close(): Promise<void> {
    for (const context of this.contexts) await context.close();
  }
}

/**
 * A new account, signed up through the API (its password `${username}-password`), for a second
 * person in a suite; its email confirmed through the mailed link (so its reviews count) unless
 * `confirmed` is false.
 */
export async function signUp(system: System, username: string, { confirmed = true } = {}): Promise<void> {
  const email = `${username}@example.org`;
  const signup = await system.api.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username, password: `${username}-password`, email },
  });
  expect(signup.statusCode, signup.body).toBe(201);
  if (!confirmed) return;
  const token = await waitForConfirmationToken(system.api.ctx, email);
  const confirm = await system.api.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });
  expect(confirm.statusCode, confirm.body).toBe(200);
}

/** Runs a GraphQL operation from the page, as the app would, with its cookies. */
export function graphqlFrom(page: Page, query: string, variables: Record<string, unknown>) {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json() as Promise<{ data: unknown; errors?: { extensions: { code: string } }[] }>;
    },
    { query, variables },
  );
}

/** Starts the system for a suite, with Chromium (shared by the worker's suites), and stops the system and the suite's pages after it. */
export function browserSuite(): { system: () => System; visitors: () => Visitors } {
  let system: System;
  let visitors: Visitors;
  beforeAll(async () => {
    [system] = await Promise.all([startSystem(), sharedChromium()]);
    visitors = new Visitors(await sharedChromium(), system);
  });
  afterAll(async () => {
    const refused = [...(visitors?.cspViolations ?? [])];
    // Closed before the check below can fail: the shared browser keeps no page of this suite.
    await visitors?.close();
    await system?.close();
    // Every page the suite opened ran under the site's CSP without a refusal.
    expect(refused).toEqual([]);
  });
  return { system: () => system, visitors: () => visitors };
}
