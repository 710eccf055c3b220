/**
 * Dated confirmations and disputes in real Chromium: a member answers "Still true?" on a demo
 * business by keyboard, confirming one accommodation and disputing another, and the page's
 * status and date change; a second member's dispute makes it disputed, on the page and on the
 * list's badge. The detail page has no axe violation at 1280 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import { UI } from '@ffc/domain';
import { formatDay } from '@ffc/domain/text';
import { accessibilityViolations, hasChromium } from '../support/browser.js';
import { businessId } from '../support/system.js';
import { browserSuite } from '../support/pages.js';

const PHONE = { width: 390, height: 844 };
const AIR_FRESHENERS = 'No air fresheners, plug-ins or scented candles';
const STAFF = 'Staff asked not to wear fragrance';

describe.skipIf(!hasChromium)('"Still true?" in the browser', () => {
  const suite = browserSuite();

  it(
    'a member confirms one accommodation and disputes another by keyboard; a second dispute makes it disputed',
    { timeout: 120_000 },
    async () => {
      const cafeId = await businessId(suite.system(), 'Clear Air Cafe');
      const path = `/businesses/${cafeId}`;

      const anonymous = await suite.visitors().anonymous();
      await anonymous.goto(path);
      await expect.poll(() => anonymous.getByRole('link', { name: UI.checks.loginToCheck }).isVisible()).toBe(true);

      const member = await suite.visitors().loggedIn('member', 'demo-password');
      await member.goto(path);
      const line = (page: typeof member, label: string) =>
        page.locator('.accommodation-checklist li', { hasText: label });
      await expect.poll(() => line(member, STAFF).textContent()).toContain(UI.checks.unconfirmed);
      const before = (await line(member, AIR_FRESHENERS).textContent()) ?? '';
      expect(before).toContain('Confirmed by 1 · last ');
      // The browser runs on this machine, in its time zone.
      const today = formatDay(new Date().toISOString());
      expect(before).not.toContain(today);

      // By keyboard: an arrow picks No in one accommodation's group, Tab moves to the next group, Space picks Yes.
      const form = member.getByRole('region', { name: UI.checks.stillTrue });
      await form.getByRole('group', { name: AIR_FRESHENERS }).getByRole('radio', { name: UI.checks.yes }).focus();
      await member.keyboard.press('ArrowRight');
      expect(
        await form.getByRole('group', { name: AIR_FRESHENERS }).getByRole('radio', { name: UI.checks.no }).isChecked(),
      ).toBe(true);
      await member.keyboard.press('Tab');
      await member.keyboard.press('Space');
      expect(
        await form.getByRole('group', { name: STAFF }).getByRole('radio', { name: UI.checks.yes }).isChecked(),
      ).toBe(true);
      await member.keyboard.press('Tab');
      await member.keyboard.press('Tab');
      expect(await member.evaluate(() => document.activeElement?.textContent)).toBe(UI.checks.send);
      await member.keyboard.press('Enter');
      await expect.poll(() => form.getByRole('status').textContent()).toBe(UI.checks.sent);

      // The confirmed one now dates from today; the disputed one stands one against one: still confirmed.
      await expect.poll(() => line(member, STAFF).textContent()).toContain(UI.checks.confirmedBy(1, today));
      expect(await line(member, AIR_FRESHENERS).textContent()).not.toContain(UI.checks.disputed);
      expect(await accessibilityViolations(member)).toEqual([]);

      // A second member, on a phone, disputes it too: two against one is disputed.
      const moderator = await suite.visitors().loggedIn('moderator', 'demo-password', { viewport: PHONE });
      await moderator.goto(path);
      const phoneForm = moderator.getByRole('region', { name: UI.checks.stillTrue });
      await phoneForm.getByRole('group', { name: AIR_FRESHENERS }).getByText(UI.checks.no, { exact: true }).click();
      expect(await accessibilityViolations(moderator)).toEqual([]);
      await phoneForm.getByRole('button', { name: UI.checks.send }).click();
      await expect.poll(() => line(moderator, AIR_FRESHENERS).textContent()).toContain(UI.checks.disputed);
      expect(await line(moderator, AIR_FRESHENERS).textContent()).toContain(UI.checks.disputedBy(2));
      expect(await accessibilityViolations(moderator)).toEqual([]);

      // The member's page, reloaded, says so too; and the list's badge is named disputed.
      await member.reload();
      await expect.poll(() => line(member, AIR_FRESHENERS).textContent()).toContain(UI.checks.disputed);
      await member.goto('/businesses?searchText=Clear%20Air%20Cafe');
      const row = member.getByRole('row', { name: /Clear Air Cafe/ });
      await expect.poll(() => row.getByText(`${AIR_FRESHENERS} ${UI.checks.badgeState.disputed}`).count()).toBe(1);

      // Answering again within the month is refused with the message at the form.
      await member.goto(path);
      const again = member.getByRole('region', { name: UI.checks.stillTrue });
      await again.getByRole('group', { name: STAFF }).getByText(UI.checks.yes, { exact: true }).click();
      await again.getByRole('button', { name: UI.checks.send }).click();
      await expect.poll(() => again.getByRole('alert').textContent()).toContain('Still true?');
    },
  );
});
