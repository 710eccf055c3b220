/**
 * Small things a person notices in a real browser, in Chromium against the real system: titles
 * that wrap without overlapping themselves, a wrong password said only at its field, a click right
 * after leaving an invalid field, and a map that keeps its place when the tiles cannot load.
 */
import { describe, expect, it } from 'vitest';
import { M, UI } from '@ffc/domain';
import { hasChromium } from '../support/browser.js';
import { browserSuite, signUp } from '../support/pages.js';

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
    const [account] = await suite.system().api.ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE username = 'staying'");
    expect(account!.n).toBe(1);
  });
});
