/**
 * The accessibility sweep: every page of the spec as each role sees it, in the states people meet
 * (a list with results, an empty list, a form showing its errors, the review dialog open, the
 * confirm dialog open), each checked by axe-core at a desktop and a phone width; for the two roles
 * whose pages differ most (anonymous and administrator, who between them reach every route's
 * content), also in the dark scheme at both widths, and at the narrowest phone (320 px), where
 * nothing may scroll sideways.
 */
import type { Page } from 'playwright-core';
import { accessibilityViolations, COLOUR_RULES, type AxeViolation } from './browser.js';
import { matchPage, UI } from '@ffc/domain';
import type { System } from './system.js';

export const SWEEP_WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The narrowest phone people still use, checked for the roles in `FULL_SWEEP_ROLES`. */
export const NARROWEST = { width: 320, height: 640 } as const;

export type SweepRole = 'anonymous' | 'member' | 'moderator' | 'administrator';
export const SWEEP_ROLES: readonly SweepRole[] = ['anonymous', 'member', 'moderator', 'administrator'];
/**
 * The roles checked at 320 px and in the dark as well. A member's and a moderator's pages are the
 * administrator's with less on them, so the extra widths and scheme would repeat the same nodes.
 */
export const FULL_SWEEP_ROLES: readonly SweepRole[] = ['anonymous', 'administrator'];

export interface SweepFinding {
  role: SweepRole;
  path: string;
  state: string;
  width: number;
  scheme: 'light' | 'dark';
  violations: AxeViolation[];
}

/** A route to visit, and the further states to open on it. */
interface Stop {
  path: string;
  /** Submit the form as it loads (empty), to show its errors. */
  submitEmpty?: boolean;
}

/** The ids the spec's routes need, read from the demo database (plus one support ticket). */
async function sweepIds(system: System) {
  const db = system.api.ctx.db;
  const first = async (sql: string) => (await db.query<{ id: number }>(sql))[0]!.id;
  const member = await first("SELECT id FROM users WHERE username = 'member'");
  const [ticket] = await db.query<{ id: number }>(
    "INSERT INTO support_tickets (name, description, support_type_id, created_by_id, modified_by_id) VALUES ('Sweep ticket', 'Checked by the accessibility sweep.', (SELECT min(id) FROM support_types), $1, $1) RETURNING id",
    [member],
  );
  // A business nobody has reviewed: every logged-in role is offered Add Review on it.
  const [unreviewed] = await db.query<{ id: number }>(
    `INSERT INTO businesses (name, description, business_type_id, website, city, state_id, country_id, policy, created_by_id, modified_by_id)
     SELECT 'Sweep Bakery', description, business_type_id, website, city, state_id, country_id, policy, created_by_id, modified_by_id
     FROM businesses WHERE id = (SELECT min(id) FROM businesses) RETURNING id`,
  );
  return {
    member,
    unreviewed: unreviewed!.id,
    ticket: ticket!.id,
    business: await first('SELECT min(id) AS id FROM businesses'),
    businessReview: await first('SELECT min(id) AS id FROM business_reviews'),
    home: await first('SELECT min(id) AS id FROM homes'),
    homeReview: await first('SELECT min(id) AS id FROM home_reviews'),
    product: await first('SELECT min(id) AS id FROM products'),
    productReview: await first('SELECT min(id) AS id FROM product_reviews'),
    social: await first('SELECT min(id) AS id FROM socials'),
  };
}

/**
 * The sweep's route groups, each its own test file so that both workers share the sweep: the site's
 * own pages (home, static pages, people, support), the account pages, each reviewed kind in every state, and
 * social groups with the lists' other states and the error pages.
 */
export const SWEEP_GROUPS = ['site', 'accounts', 'businesses', 'homes', 'products', 'socials'] as const;
export type SweepGroup = (typeof SWEEP_GROUPS)[number];

/** Every route of the spec's route table in `group`, with real ids; /logout last, since it ends the session. */
export async function sweepStops(system: System, group: SweepGroup): Promise<Stop[]> {
  const ids = await sweepIds(system);
  if (group === 'site')
    return [
      { path: '/' },
      { path: '/home' },
      { path: '/about' },
      { path: '/help' },
      { path: '/privacy' },
      { path: '/terms' },
      { path: '/amazon' },
      { path: '/users' },
      { path: `/users/${ids.member}` },
      { path: '/support' },
      { path: '/support/add', submitEmpty: true },
      { path: `/support/${ids.ticket}` },
      { path: `/support/${ids.ticket}/edit` },
    ];
  if (group === 'accounts')
    return [
      { path: '/login', submitEmpty: true },
      { path: '/register', submitEmpty: true },
      { path: '/forgot-username', submitEmpty: true },
      { path: '/reset', submitEmpty: true },
      { path: '/forgot-password', submitEmpty: true },
      { path: '/reset-password?token=a-sweep-token-that-names-no-account', submitEmpty: true },
      { path: '/reset-password' },
      { path: '/moderation' },
      { path: '/profile' },
      { path: '/user/edit' },
      { path: '/profile/needs' },
      { path: '/my-places' },
      { path: '/notifications' },
      { path: '/notifications/settings' },
      { path: '/shared/a-link-that-was-never-made' },
    ];
  const reviewed = {
    businesses: { id: ids.business, edit: 'edit', review: ids.businessReview },
    homes: { id: ids.home, edit: 'edit', review: ids.homeReview },
    products: { id: ids.product, edit: 'editV3', review: ids.productReview },
  };
  if (group !== 'socials') {
    const { id, edit, review } = reviewed[group];
    const list = `/${group}`;
    return [
      { path: list },
      { path: `${list}?searchText=nothing-matches-this` },
      { path: `${list}/${id}` },
      { path: `${list}/${id}/${edit}` },
      { path: `${list}/0/${edit}`, submitEmpty: true },
      { path: `${list}/${id}/reviews/${review}` },
      ...(group === 'businesses' ? [{ path: `/businesses/${ids.unreviewed}` }] : []),
    ];
  }
  return [
    // Measured from a typed place: the distance column (cards on a phone) and the map.
    { path: '/businesses?near.place=Portland%2C+Oregon&near.radiusKm=100&sort=distance' },
    // A list read for the signed-in person's needs (a hint to choose some, for anyone with none).
    { path: '/homes?meetsNeeds=true&sort=for-me' },
    { path: '/socials' },
    { path: '/socials?searchText=nothing-matches-this' },
    { path: `/socials/${ids.social}` },
    { path: `/socials/${ids.social}/edit` },
    { path: '/socials/0/edit', submitEmpty: true },
    { path: '/businesses/999999' },
    { path: '/no-such-page' },
    { path: '/logout' },
  ];
}

/**
 * Instruments a page for the sweep: counts the requests in flight (Apollo uses fetch). Added
 * through the DevTools protocol, which the site's CSP does not govern.
 */
export async function instrument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    let inFlight = 0;
    Object.defineProperty(window, '__inFlight', { get: () => inFlight });
    window.fetch = (...args: Parameters<typeof fetch>) => {
      inFlight += 1;
      return original(...args).finally(() => {
        inFlight -= 1;
      });
    };
  });
}

/**
 * Moves to a path the way the app's own links do (history and a popstate, no reload), so the
 * page keeps its scripts and axe; the old page's content is marked, to wait for the new one.
 * The same screen with other parameters (or under another address, / and /home) is loaded
 * afresh instead, since React keeps its nodes.
 */
async function visit(page: Page, path: string, previous: string | undefined): Promise<void> {
  const screen = (p: string) => {
    const key = matchPage(new URL(p, 'http://site').pathname)?.key ?? p;
    return key === 'homeAlias' ? 'home' : key;
  };
  if (previous === undefined || screen(previous) === screen(path)) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    for (const child of document.querySelectorAll('#main > *')) child.setAttribute('data-sweep-stale', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * How often a wait checks the page. Playwright's default checks on every animation frame, which
 * with four pages open keeps both cores busy and slows everything else running beside the sweep.
 */
const POLL_MS = 50;

/** Until the routed page is on screen with its title, nothing is loading, and its heading is in place (axe says so if it never is). */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.title !== '' &&
      document.querySelector('#main > *:not([data-sweep-stale])') !== null &&
      document.querySelector('#main > [data-sweep-stale]') === null &&
      document.querySelector('.loading') === null &&
      window.__inFlight === 0,
    undefined,
    { timeout: 10_000, polling: POLL_MS },
  );
  await page.waitForSelector('#main h1', { timeout: 1_000 }).catch(() => undefined);
}

/** Two frames and every finite transition ended: the layout after a resize or an opened dialog is in place. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    {
      polling: POLL_MS,
    },
  );
}

/** The colour scheme the page shows, switched as the system's preference would switch it. */
async function useScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((expected) => document.documentElement.dataset.theme === expected, scheme, {
    polling: POLL_MS,
    timeout: 5_000,
  });
}

/** How far the page scrolls sideways, in pixels (0 when everything fits the width). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The other colour scheme. */
const otherScheme = (scheme: 'light' | 'dark') => (scheme === 'light' ? 'dark' : 'light');

/**
 * Runs axe at 1280 and 390 px, starting with the page's current width (one resize per state).
 * With `full`, the widths are walked as a ladder from whichever end the page is at (320, 390,
 * 1280 px, or back), and at 390 and 1280 px axe runs in both colour schemes, toggling once per
 * width: the dark scheme changes colours only (the same nodes, the same layout), so there it runs
 * the rules that read colours. At 320 px, the same phone layout as 390 px in less room, it runs
 * every rule but those (whichever scheme the page is in), and nothing may scroll sideways.
 */
async function check(
  page: Page,
  findings: SweepFinding[],
  where: Omit<SweepFinding, 'width' | 'violations' | 'scheme'>,
  full: boolean,
  scheme: { current: 'light' | 'dark' },
): Promise<void> {
  const current = page.viewportSize()?.width;
  const at = async (size: { width: number; height: number }) => {
    if (size.width !== page.viewportSize()?.width) await page.setViewportSize(size);
    await nextFrames(page);
  };
  const record = async (width: number) => {
    const colours = scheme.current === 'light' ? undefined : { only: COLOUR_RULES };
    findings.push({
      ...where,
      width,
      scheme: scheme.current,
      violations: await accessibilityViolations(page, colours),
    });
  };
  if (!full) {
    const sizes = [...SWEEP_WIDTHS].sort((a, b) => Number(b.width === current) - Number(a.width === current));
    for (const size of sizes) {
      await at(size);
      await record(size.width);
    }
    return;
  }
  const ladder = [NARROWEST, SWEEP_WIDTHS[1], SWEEP_WIDTHS[0]];
  for (const size of current === SWEEP_WIDTHS[0].width ? ladder.reverse() : ladder) {
    await at(size);
    if (size.width === NARROWEST.width) {
      const violations = await accessibilityViolations(page, { except: COLOUR_RULES });
      const overflow = await sideways(page);
      if (overflow > 0)
        violations.push({
          id: 'scrolls-sideways',
          impact: 'serious',
          help: `The page scrolls sideways by ${overflow} px`,
          nodes: [],
        });
      findings.push({ ...where, width: size.width, scheme: scheme.current, violations });
      continue;
    }
    await record(size.width);
    scheme.current = otherScheme(scheme.current);
    await useScheme(page, scheme.current);
    await record(size.width);
  }
}

/** The buttons that open a confirm dialog. */
const CONFIRM_OPENERS = new RegExp(`^(${['Delete', UI.deleteGroup, UI.deleteTicket, UI.clearUserData].join('|')})$`);

/** Visits every stop as the page's role, checking each state it can open. */
export async function sweepRole(page: Page, role: SweepRole, stops: Stop[]): Promise<SweepFinding[]> {
  const findings: SweepFinding[] = [];
  const full = FULL_SWEEP_ROLES.includes(role);
  // Pages open in the light scheme; a full check leaves the page in whichever it ended on.
  const scheme: { current: 'light' | 'dark' } = { current: 'light' };
  let previous: string | undefined;
  for (const stop of stops) {
    await visit(page, stop.path, previous);
    previous = stop.path;
    await settle(page).catch((error: Error) => {
      throw new Error(`${role} ${stop.path}: the page did not settle (${error.message.split('\n')[0]})`);
    });
    const where = { role, path: stop.path };
    await check(page, findings, { ...where, state: 'page' }, full, scheme);

    const main = page.locator('#main');
    const submit = main.locator('form button[type="submit"]').first();
    if (stop.submitEmpty && (await submit.count()) > 0) {
      await submit.click();
      await page.getByRole('alert').first().waitFor();
      await check(page, findings, { ...where, state: 'form errors' }, full, scheme);
    }

    // Each dialog: opened, checked, closed with Escape.
    const dialogs = [
      {
        state: 'review dialog',
        opener: main.getByRole('button', { name: 'Add Review', exact: true }),
        dialog: page.getByRole('dialog'),
      },
      {
        state: 'confirm dialog',
        opener: main.getByRole('button', { name: CONFIRM_OPENERS }).first(),
        dialog: page.getByRole('alertdialog'),
      },
    ];
    for (const { state, opener, dialog } of dialogs) {
      if ((await opener.count()) === 0) continue;
      await opener.click();
      await dialog.waitFor();
      await nextFrames(page);
      await check(page, findings, { ...where, state }, full, scheme);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
  }
  return findings;
}

/** Violations counted per rule (a rule counts once per page state and width it fails on). */
export function countByRule(findings: SweepFinding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const finding of findings) for (const v of finding.violations) counts[v.id] = (counts[v.id] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/** One line per failing state, readable in a test failure. */
export function describeFindings(findings: SweepFinding[]): string[] {
  return findings
    .filter((f) => f.violations.length > 0)
    .flatMap((f) =>
      f.violations.map(
        (v) =>
          `${f.role} ${f.path} [${f.state}, ${f.width}px, ${f.scheme}] ${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join('; ')})`,
      ),
    );
}
