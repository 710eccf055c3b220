import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { M } from '@ffc/domain';
import { accessibilityViolations, hasChromium, launchChromium } from '../support/browser.js';
import { startSystem, type System } from '../support/system.js';

describe.skipIf(!hasChromium)('accounts in the browser', () => {
  let system: System;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    system = await startSystem();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await system?.close();
  });
  beforeEach(async () => {
    const context = await browser.newContext({ baseURL: system.url });
    page = await context.newPage();
  });

  const nav = () => page.getByRole('navigation', { name: 'Main' });

  async function login(username: string, password: string) {
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${system.url}/`);
  }

  it('signs up, logs in, edits the profile and logs out', async () => {
    await page.goto('/register');
    await expect.poll(() => page.title()).toBe('Sign Up | Fragrance Free Community');
    await page.getByLabel('Username').fill('e2eperson');
    await page.getByLabel('Email').fill('e2e@example.org');
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm Password').fill('secret2');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => page.getByText('Passwords must match').isVisible()).toBe(true);
    await page.getByLabel('Confirm Password').fill('secret1');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${system.url}/login`);
    await expect.poll(() => page.getByText(M.registrationSuccessful).isVisible()).toBe(true);

    await login('e2eperson', 'secret1');
    await expect.poll(() => nav().getByRole('link', { name: 'Profile' }).isVisible()).toBe(true);
    expect(await nav().getByRole('link', { name: 'Support' }).count()).toBe(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ username: 'e2eperson', roles: ['ROLE_USER'] });
    // The session cookies are HttpOnly: the page's scripts cannot read them.
    expect(await page.evaluate(() => document.cookie)).toBe('');

    await nav().getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.getByLabel('Name').fill('Eve Tester');
    await page.getByLabel('City').fill('Toronto');
    await page.getByLabel('Country').selectOption({ label: 'Canada' });
    await expect.poll(() => page.getByRole('option', { name: 'Ontario' }).count()).toBe(1);
    await page.getByLabel('State/Province').selectOption({ label: 'Ontario' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${system.url}/profile`);
    await expect.poll(() => page.getByText('Eve Tester').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Ontario').isVisible()).toBe(true);
    const [row] = await system.api.ctx.db.query<{ name: string; city: string }>(
      "SELECT name, city FROM users WHERE username = 'e2eperson'",
    );
    expect(row).toEqual({ name: 'Eve Tester', city: 'Toronto' });

    // The profile survives a reload: the session comes back from localStorage and the cookies.
    await page.reload();
    await expect.poll(() => page.getByText('Eve Tester').isVisible()).toBe(true);

    await nav().getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL(`${system.url}/`);
    await expect.poll(() => page.getByText(M.loggedOut).isVisible()).toBe(true);
    expect(await nav().getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    const revoked = await system.api.ctx.db.query<{ open: number }>(
      "SELECT count(*)::int AS open FROM refresh_tokens t JOIN users u ON u.id = t.user_id WHERE u.username = 'e2eperson' AND t.revoked_at IS NULL AND t.rotated_at IS NULL",
    );
    expect(revoked[0]!.open).toBe(0);
  });

  it('shows Support to the demo moderator, and Support and Users to the administrator', async () => {
    await login('moderator', 'demo-password');
    await expect.poll(() => nav().getByRole('link', { name: 'Support' }).isVisible()).toBe(true);
    expect(await nav().getByRole('link', { name: 'Users' }).count()).toBe(0);

    const adminPage = await (await browser.newContext({ baseURL: system.url })).newPage();
    page = adminPage;
    await login('administrator', 'demo-password');
    await expect.poll(() => nav().getByRole('link', { name: 'Users' }).isVisible()).toBe(true);
    expect(await nav().getByRole('link', { name: 'Support' }).isVisible()).toBe(true);
  });

  it('tells a visitor when the password is wrong', async () => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('member');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByText(M.invalidCredentials).isVisible()).toBe(true);
    expect(page.url()).toBe(`${system.url}/login`);
  });

  it('loads deep links, sets the head, and shows a not-found page', async () => {
    await page.goto('/about');
    await expect.poll(() => page.title()).toBe('About | Fragrance Free Community');
    // The served title is the same as the app's, so wait for the app's head to replace the served
    // one: one canonical link, at the address the browser is on.
    await expect
      .poll(() =>
        page.locator('link[rel="canonical"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      )
      .toEqual([`${system.url}/about`]);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
  });

  it('has no WCAG 2.2 AA violations on the home, login and signup pages', async () => {
    for (const path of ['/', '/login', '/register', '/privacy']) {
      await page.goto(path);
      await page.getByRole('heading').first().waitFor();
      const violations = await accessibilityViolations(page);
      expect(violations, `${path}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
    }
  });
});
