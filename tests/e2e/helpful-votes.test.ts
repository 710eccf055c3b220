/**
 * Helpful votes in Chromium against the real system: two members mark a review helpful (one with
 * the mouse, one by keyboard alone), "Most helpful" then puts it first, and the detail page passes
 * axe at 1280 and 390 px, light and dark.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REVIEW_ORDER_LABELS, UI } from '@ffc/domain';
import { accessibilityViolations, hasChromium } from '../support/browser.js';
import { choose, expectFocus, tabTo } from '../support/keyboard.js';
import { businessId } from '../support/system.js';
import { browserSuite, signUp } from '../support/pages.js';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The titles of the review cards, top to bottom. */
const cardTitles = (page: Page) => page.locator('.review-card-title a').allTextContents();
/** A review card, by its title. */
const card = (page: Page, title: string) =>
  page.locator('.review-card').filter({ has: page.getByRole('link', { name: title, exact: true }) });

describe.skipIf(!hasChromium)('helpful votes in the browser', () => {
  const suite = browserSuite();

  it('two members mark a review helpful, by mouse and by keyboard; Most helpful then puts it first', async () => {
    const cafeId = await businessId(suite.system(), 'Clear Air Cafe');
    const path = `/businesses/${cafeId}`;

    // The first member, with the mouse: the review shown last, newest first.
    const first = await suite.visitors().loggedIn('member', 'demo-password', { viewport: DESKTOP });
    await first.goto(path);
    await first.locator('.review-card').first().waitFor();
    const titles = await cardTitles(first);
    expect(titles.length).toBeGreaterThanOrEqual(2);
    const oldest = titles.at(-1)!;
    const toggle = card(first, oldest).getByRole('button', { name: UI.helpful(0) });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect
      .poll(() =>
        card(first, oldest)
          .getByRole('button', { name: UI.helpful(1) })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');

    // The second member, by keyboard alone: Tab to the toggle, Space to press it.
    await signUp(suite.system(), 'secondvoter');
    const second = await suite.visitors().loggedIn('secondvoter', 'secondvoter-password', { viewport: DESKTOP });
    await second.goto(path);
    const theirs = card(second, oldest).getByRole('button', { name: UI.helpful(1) });
    await tabTo(second, theirs, { limit: 80 });
    await second.keyboard.press('Space');
    const pressed = card(second, oldest).getByRole('button', { name: UI.helpful(2) });
    await expect.poll(() => pressed.getAttribute('aria-pressed')).toBe('true');
    await expectFocus(second, pressed);

    // Counted once each, in the database (the button shows the vote before the API's answer is in: wait for the write).
    const storedCount = async () =>
      (
        await suite
          .system()
          .api.ctx.db.query<{ helpful_count: number }>('SELECT helpful_count FROM business_reviews WHERE name = $1', [
            oldest,
          ])
      )[0]?.helpful_count;
    await expect.poll(storedCount).toBe(2);

    // "Sort reviews: Most helpful", chosen by keyboard: the review now comes first, and stays in the address.
    const order = second.getByRole('combobox', { name: UI.sortReviews });
    await tabTo(second, order, { backwards: true, limit: 80 });
    await choose(second, order, REVIEW_ORDER_LABELS.helpful);
    await expect.poll(async () => (await cardTitles(second))[0]).toBe(oldest);
    expect(new URL(second.url()).searchParams.get('order')).toBe('helpful');
    // Back to newest first with the arrow key (the first option): it is last again.
    await expectFocus(second, order);
    await second.keyboard.press('ArrowUp');
    await expect
      .poll(() => order.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent))
      .toBe(REVIEW_ORDER_LABELS.newest);
    await expect.poll(async () => (await cardTitles(second)).at(-1)).toBe(oldest);

    // The member's own review shows its count, with nothing to press.
    const willowId = await businessId(suite.system(), 'Willow Fragrance-Free Salon');
    await first.goto(`/businesses/${willowId}`);
    const own = first.locator('.review-card').filter({ has: first.getByText('member', { exact: true }) });
    await own.getByText(UI.helpful(0)).waitFor();
    expect(await own.getByRole('button', { name: /Helpful/ }).count()).toBe(0);
  });

  it('the detail page with its votes and order passes axe at 1280 px in light and 390 px in dark', async () => {
    const cafeId = await businessId(suite.system(), 'Clear Air Cafe');
    // The whole-site sweep checks every page in both schemes; here, the screen with its votes shown.
    for (const [viewport, colorScheme] of [
      [DESKTOP, 'light'],
      [PHONE, 'dark'],
    ] as const) {
      const page = await suite.visitors().loggedIn('member', 'demo-password', { viewport, colorScheme });
      await page.goto(`/businesses/${cafeId}?order=helpful`);
      await page
        .getByRole('button', { name: /^Helpful \(\d+\)$/ })
        .first()
        .waitFor();
      await page.getByRole('combobox', { name: UI.sortReviews }).waitFor();
      expect(await accessibilityViolations(page), `${viewport.width} px, ${colorScheme}`).toEqual([]);
      // Nothing sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
});
