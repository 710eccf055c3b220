/**
 * Small things a person notices in a real browser, in Chromium against the real system: titles
 * that wrap without overlapping themselves, a wrong password said only at its field, a click right
 * after leaving an invalid field, and a map that keeps its place when the tiles cannot load.
 */
import { describe, expect, it } from 'vitest';
import { M, UI } from '@ffc/domain';
import { hasChromium } from '../support/browser.js';
import { browserSuite, signUp } from '../support/pages.js';

declare global {
  /** The layout shifts the map test records on the page, read back after it loaded. */
  interface Window {
    layoutShifts?: number[];
  }
}

const PHONE = { width: 360, height: 740 };

describe.skipIf(!hasChromium)('details in the browser', () => {
  const suite = browserSuite();

  it('a refused page title that wraps onto two lines does not overlap itself', async () => {
    const page = await suite.visitors().loggedIn('member', 'demo-password', { viewport: PHONE });
    await page.goto('/support');
    const title = page.getByRole('heading', { level: 1, name: 'This page is for moderators.' });
    await title.waitFor();
    const lines = await title.evaluate((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      // One rectangle per line of text, top to bottom.
      return [...range.getClientRects()].map((r) => ({ top: r.top, bottom: r.bottom }));
    });
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < lines.length; i += 1) expect(lines[i]!.top).toBeGreaterThanOrEqual(lines[i - 1]!.bottom - 1);
  });

  it('a wrong password when deleting the account is said at the password field, with no toast', async () => {
    await signUp(suite.system(), 'staying');
    const page = await suite.visitors().loggedIn('staying', 'staying-password');
    await page.goto('/profile');
    await page.getByRole('button', { name: UI.deleteMyAccount }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: UI.deleteMyAccount }).click();
    await expect.poll(() => dialog.getByText(M.wrongPassword).isVisible()).toBe(true);
    expect(await dialog.getByLabel('Your password').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.bp6-toast').count()).toBe(0);
    const [account] = await suite
      .system()
      .api.ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE username = 'staying'");
    expect(account!.n).toBe(1);
  });

  it('a click right after leaving an invalid field lands: the error does not move the controls below', async () => {
    const page = await suite.visitors().loggedIn('member', 'demo-password', { viewport: { width: 1280, height: 900 } });
    await page.goto('/businesses/0/edit');
    await page.getByRole('heading', { name: 'Add a Business' }).waitFor();
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('not-an-email');
    const group = page.getByRole('group', { name: 'Fragrance-free accommodations' });
    const label = group.getByText('Staff asked not to wear fragrance', { exact: true });
    await label.scrollIntoViewIfNeeded();
    const before = await label.boundingBox();
    // One click: its press takes the focus from the email field, whose error then appears.
    await label.click();
    await expect.poll(() => page.getByText('Invalid email address').isVisible()).toBe(true);
    expect(await group.getByRole('checkbox', { name: 'Staff asked not to wear fragrance' }).isChecked()).toBe(true);
    expect((await label.boundingBox())!.y).toBe(before!.y);
  });

  it('a list map whose tiles cannot load keeps its place and its markers: no layout shift', async () => {
    const page = await suite.visitors().anonymous({ tiles: 'fail', viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      window.layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/businesses');
    const map = page.getByRole('region', { name: 'Map of the businesses on this page' });
    await expect
      .poll(() => page.getByText('The map background could not be loaded', { exact: false }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await map.isVisible()).toBe(true);
    expect(await map.locator('path.leaflet-interactive').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Clear Air Cafe' }).isVisible()).toBe(true);
    const cls = await page.evaluate(() => (window.layoutShifts ?? []).reduce((sum, v) => sum + v, 0));
    expect(cls).toBeLessThan(0.05);
  });
});
