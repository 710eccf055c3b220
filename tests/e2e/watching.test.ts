/**
 * Watching in real Chromium: a member watches a café from its page, a moderator on a phone disputes one
 * of its accommodations, and when the member comes back to the tab the bell says one unread; the
 * notifications page, reached by keyboard, links to the café. Both pages have no axe violation at
 * 1280 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import { UI } from '@ffc/domain';
import { WATCHING } from '@ffc/domain/watching';
import { waitForMail } from '@ffc/api/testing';
import { accessibilityViolations, hasChromium } from '../support/browser.js';
import { businessId } from '../support/system.js';
import { browserSuite } from '../support/pages.js';

const PHONE = { width: 390, height: 844 };
const STAFF = 'Staff asked not to wear fragrance';

describe.skipIf(!hasChromium)('watching in the browser', () => {
  const suite = browserSuite();

  it(
    "a member watches a place, hears of another person's dispute at the bell, and follows it to the place",
    { timeout: 120_000 },
    async () => {
      const cafeId = await businessId(suite.system(), 'Clear Air Cafe');
      const path = `/businesses/${cafeId}`;

      const member = await suite.visitors().loggedIn('member', 'demo-password');
      await member.goto(path);
      const toggle = member.getByRole('button', { name: WATCHING.watch });
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      const bell = member.getByRole('link', { name: /^Notifications/ });
      expect(await bell.getAttribute('aria-label')).toBe(WATCHING.bell(0));
      expect(await accessibilityViolations(member)).toEqual([]);

      // A moderator, on a phone, disputes one of its accommodations.
      const moderator = await suite.visitors().loggedIn('moderator', 'demo-password', { viewport: PHONE });
      await moderator.goto(path);
      const form = moderator.getByRole('region', { name: UI.checks.stillTrue });
      await form.getByRole('group', { name: STAFF }).getByText(UI.checks.no, { exact: true }).click();
      await form.getByRole('button', { name: UI.checks.send }).click();
      await expect.poll(() => form.getByRole('status').textContent()).toBe(UI.checks.sent);
      // Their own dispute is no news to them.
      expect(await moderator.getByRole('link', { name: /^Notifications/ }).getAttribute('aria-label')).toBe(
        WATCHING.bell(0),
      );

      // The member comes back to the tab: the bell counts one.
      await member.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect.poll(() => bell.getAttribute('aria-label')).toBe(WATCHING.bell(1));

      // By keyboard: the bell opens the notifications, whose one item links to the café.
      await bell.focus();
      await member.keyboard.press('Enter');
      await member.waitForURL('**/notifications');
      const item = member.locator('.notification-list li').first();
      await expect.poll(() => item.textContent()).toContain(`${STAFF}: now disputed (was not confirmed yet).`);
      expect(await accessibilityViolations(member)).toEqual([]);
      await member.setViewportSize(PHONE);
      expect(await accessibilityViolations(member)).toEqual([]);
      await item.getByRole('link', { name: 'Clear Air Cafe' }).focus();
      await member.keyboard.press('Enter');
      await member.waitForURL(`**${path}`);
      // Followed, it is read: the bell counts none.
      await expect.poll(() => bell.getAttribute('aria-label')).toBe(WATCHING.bell(0));

      // The change was mailed at once; its link stops such mail with one button, signed in or not.
      const [mail] = await waitForMail(
        suite.system().api.ctx,
        'member@example.org',
        WATCHING.mail.subject('Clear Air Cafe'),
        30_000,
      );
      const unsubscribe = /Stop these emails: (\S+)/.exec(mail?.text ?? '')?.[1];
      expect(unsubscribe).toBeDefined();
      const reader = await suite.visitors().anonymous();
      await reader.goto(new URL(unsubscribe!).pathname);
      const stop = reader.getByRole('button', { name: WATCHING.unsubscribe.button });
      await stop.waitFor();
      expect(await accessibilityViolations(reader)).toEqual([]);
      await stop.click();
      await expect.poll(() => reader.getByText(WATCHING.unsubscribe.done).isVisible()).toBe(true);
      await member.goto('/notifications/settings');
      const statusMail = member.getByLabel(WATCHING.settings.types['status-changed']);
      await expect.poll(() => statusMail.inputValue()).toBe('off');
      expect(await accessibilityViolations(member)).toEqual([]);
    },
  );
});
