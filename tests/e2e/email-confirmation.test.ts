/**
 * Email confirmation in Chromium against the real system: a new person's review is shown but
 * counts in no rating until they follow the link mailed at signup; then the rating and the review
 * count include it. The profile's line and the link's page pass axe at 1280 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatRating, M } from '@ffc/domain';
import { waitForConfirmationToken } from '@ffc/api/testing';
import { accessibilityViolations, hasChromium } from '../support/browser.js';
import { browserSuite } from '../support/pages.js';

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

describe.skipIf(!hasChromium)('email confirmation in the browser', () => {
  const suite = browserSuite();

  /** No WCAG 2.2 AA violations at 1280 px and at 390 px. */
  async function accessibleAtBothWidths(page: Page): Promise<void> {
    await page.setViewportSize(WIDE);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize(WIDE);
  }

  /** The business's stars, as the page labels them, and its review count. */
  const ratingShown = (page: Page) => page.locator('main .rating').first().textContent();

  it('a new person reviews a demo business, which counts only once they follow the mailed link', async () => {
    const { db } = suite.system().api.ctx;
    // A demo business whose average a 5 would change.
    const [target] = await db.query<{ id: number; review_count: number; rating: number }>(
      'SELECT id, review_count, rating FROM businesses WHERE review_count > 0 AND rating < 4.5 ORDER BY id LIMIT 1',
    );
    expect(target).toBeDefined();
    const { id, review_count: count, rating } = target!;
    const before = `Rated ${formatRating(rating)} out of 5`;
    const after = `Rated ${formatRating((rating * count + 5) / (count + 1))} out of 5`;
    expect(after).not.toBe(before);

    const page = await suite.visitors().anonymous({ viewport: WIDE });
    await page.goto('/register');
    await page.getByLabel('Username').fill('trustworthy');
    await page.getByLabel('Email').fill('trustworthy@example.org');
    await page.getByLabel('Password', { exact: true }).fill('trustworthy-password');
    await page.getByLabel('Confirm Password').fill('trustworthy-password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(/\/login$/);
    // The login screen has replaced the signup form (its lazy module may still be loading).
    await expect.poll(() => page.getByRole('heading', { name: 'User Login' }).isVisible()).toBe(true);
    await page.getByLabel('Username').fill('trustworthy');
    await page.getByLabel('Password').fill('trustworthy-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${suite.system().url}/`);

    await page.goto(`/businesses/${id}`);
    await expect.poll(() => page.getByRole('img', { name: before }).first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add Review' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Breathed easily here');
    await dialog.getByLabel('Rating').selectOption('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // Shown, marked, and counted in neither the average nor the count.
    const mine = page.getByRole('listitem').filter({ hasText: 'Breathed easily here' });
    await expect.poll(() => mine.getByText(M.reviewNotCounted).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('img', { name: before }).first().isVisible()).toBe(true);
    expect(await ratingShown(page)).toContain(`(${count} review`);
    expect(
      (
        await db.query<{ review_count: number; rating: number }>(
          'SELECT review_count, rating FROM businesses WHERE id = $1',
          [id],
        )
      )[0],
    ).toEqual({ review_count: count, rating });

    await page.goto('/profile');
    await expect.poll(() => page.getByText(M.emailNotConfirmed).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Send the link again' }).isVisible()).toBe(true);
    await accessibleAtBothWidths(page);
    // Too soon after the signup's link: said beside the button.
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect.poll(() => page.getByText(M.emailConfirmationThrottled).isVisible()).toBe(true);

    const token = await waitForConfirmationToken(suite.system().api.ctx, 'trustworthy@example.org');
    await page.goto(`/confirm-email?token=${encodeURIComponent(token)}`);
    await expect.poll(() => page.getByRole('heading', { name: M.emailConfirmed }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe('Confirm Email | Fragrance Free Community');
    await accessibleAtBothWidths(page);
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await page.waitForURL(/\/profile$/);
    await expect.poll(() => page.getByRole('heading', { name: 'trustworthy', level: 1 }).isVisible()).toBe(true);
    expect(await page.getByText(M.emailNotConfirmed).count()).toBe(0);

    await page.goto(`/businesses/${id}`);
    await expect.poll(() => page.getByRole('img', { name: after }).first().isVisible()).toBe(true);
    expect(await ratingShown(page)).toContain(`(${count + 1} reviews)`);
    expect(await page.getByText(M.reviewNotCounted).count()).toBe(0);

    // The link worked once: followed again, signed out, it says so.
    const again = await suite.visitors().anonymous({ viewport: PHONE });
    await again.goto(`/confirm-email?token=${encodeURIComponent(token)}`);
    await expect
      .poll(() => again.getByRole('heading', { name: M.emailConfirmationLinkInvalid }).isVisible())
      .toBe(true);
    expect(await accessibilityViolations(again)).toEqual([]);
  });
});
