/**
 * Debian's Chromium driven by playwright-core. Without a browser the suite is skipped with the
 * install command, except under CI=true, where a missing browser fails the run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Debian's headless shell (package `chromium-headless-shell`): the same Chromium build, Blink and
 * V8 as `/usr/bin/chromium`, without the desktop browser around them, as Playwright's own headless
 * default is. Measured here, it runs the browser suites on about a quarter less CPU (the axe sweep,
 * mostly axe's own work, on a tenth less); `.ci/run` installs it.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** `CHROMIUM_PATH` if set; else the headless shell when installed; else Debian's Chromium. */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const INSTALL_HINT = 'apt-get update && apt-get install -y chromium chromium-headless-shell';
export const hasChromium = existsSync(CHROMIUM_PATH);

if (!hasChromium) {
  if (process.env.CI === 'true') throw new Error(`Chromium is missing at ${CHROMIUM_PATH} (CI=true): ${INSTALL_HINT}`);
  console.warn(`End-to-end tests skipped: no Chromium at ${CHROMIUM_PATH}. Install it with: ${INSTALL_HINT}`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for the browser suites a worker runs one after another (the project shares modules
 * between them, `isolate: false`), instead of one launched and closed per file. Each suite opens
 * browser contexts of its own (no cookies, storage or cache in common) and closes them after it;
 * Playwright ends the browser when the worker exits. Launched again if it went away.
 */
export function sharedChromium(): Promise<Browser> {
  shared ??= launchChromium().then(
    (browser) => {
      browser.once('disconnected', () => (shared = undefined));
      return browser;
    },
    (error: unknown) => {
      shared = undefined;
      throw error;
    },
  );
  return shared;
}

const require = createRequire(import.meta.url);
let axeSource: string | undefined;
const AXE_SOURCE = () => (axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

declare global {
  interface Window {
    /** axe-core, once `accessibilityViolations` has put it on the page. */
    axe?: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    /** Requests the app has under way, counted by the sweep's `instrument` (sweep.ts). */
    __inFlight?: number;
  }
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The axe rules that read colours: all that a change of colour scheme alone can make fail. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Which axe rules to run: all of them (WCAG 2.2 A and AA, and axe's best practices), `only` the
 * named ones, or all `except` the named ones.
 */
export type AxeRules = { only: readonly string[] } | { except: readonly string[] };

/** WCAG 2.2 A and AA violations, and axe's best practices, on the page as it is now (axe-core). */
export async function accessibilityViolations(page: Page, rules?: AxeRules): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the site's CSP (no inline scripts) does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE());
  return page.evaluate(
    async ({ only, except }) => {
      // A toast or dialog still fading in has its colours half mixed with the page: axe would read
      // contrast mid-transition (a busy machine makes that likely). Finite animations end first.
      const finite = document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
      const axe = window.axe;
      if (!axe) throw new Error('axe-core is not on the page');
      const runOnly = only
        ? { type: 'rule', values: only }
        : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'] };
      const off = Object.fromEntries((except ?? []).map((rule) => [rule, { enabled: false }]));
      const result = await axe.run(document, { resultTypes: ['violations'], runOnly, rules: off });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      }));
    },
    {
      only: rules && 'only' in rules ? [...rules.only] : undefined,
      except: rules && 'except' in rules ? [...rules.except] : undefined,
    },
  );
}
