/**
 * An entry's history in Chromium against the real system: a member edits a demo business someone
 * else made; anyone sees the change with the member's username, before and after; a moderator
 * reverts it by keyboard; the old text is back, the history shows the revert, and the moderation log
 * both acts. The History view passes axe at 1280 and 390 px and scrolls nothing sideways on a phone.
 */
import { describe, expect, it } from 'vitest';
import { UI } from '@ffc/domain';
import { accessibilityViolations, hasChromium } from '../support/browser.js';
import { expectFocus, tabTo } from '../support/keyboard.js';
import { businessId } from '../support/system.js';
import { browserSuite } from '../support/pages.js';

const ORIGINAL = 'Every product on the shelf is fragrance-free; they will show you the ingredient lists.';
const EDITED = 'E2E: now they also sell scented candles by the door.';

describe.skipIf(!hasChromium)("an entry's history and revert in the browser", () => {
  const suite = browserSuite();

  it('a member edits a business, anyone sees the change, a moderator reverts it, and the log shows both', async () => {
    // Willow Fragrance-Free Salon: a demo business the moderator made.
    const salonId = await businessId(suite.system(), 'Willow Fragrance-Free Salon');
    const id = salonId;

    const member = await suite.visitors().loggedIn('member');
    await member.goto(`/businesses/${id}/edit`);
    const description = member.getByLabel('Description', { exact: true });
    await expect.poll(() => description.inputValue()).toBe(ORIGINAL);
    await description.fill(EDITED);
    await member.getByRole('button', { name: 'Save' }).click();
    await member.waitForURL(new RegExp(`/businesses/${id}$`));
    await expect.poll(() => member.getByText(EDITED).isVisible()).toBe(true);

    // Anyone, logged in or not, reaches the history from the detail page.
    const visitor = await suite.visitors().anonymous({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`/businesses/${id}`);
    await visitor.getByRole('link', { name: UI.history.link }).click();
    await visitor.waitForURL(new RegExp(`/businesses/${id}/history$`));
    await visitor.getByRole('heading', { level: 1, name: UI.history.title('Willow Fragrance-Free Salon') }).waitFor();
    const revisions = visitor
      .getByRole('list', { name: UI.history.title('Willow Fragrance-Free Salon') })
      .locator(':scope > li');
    await expect.poll(() => revisions.count()).toBe(2);
    await expect
      .poll(() => revisions.nth(0).getByRole('heading', { level: 2 }).textContent())
      .toMatch(/^Edited by member,/);
    expect(await revisions.nth(0).locator('del').first().textContent()).toBe(ORIGINAL);
    expect(await revisions.nth(0).locator('ins').first().textContent()).toBe(EDITED);
    expect(await revisions.nth(1).getByRole('heading', { level: 2 }).textContent()).toMatch(/^Created by moderator,/);
    expect(await visitor.getByRole('button', { name: new RegExp(UI.history.revert) }).count()).toBe(0);
    expect(await accessibilityViolations(visitor)).toEqual([]);

    // On a phone, in dark mode: nothing scrolls sideways, long values wrap, colours still read.
    const phone = await suite.visitors().anonymous({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    await phone.goto(`/businesses/${id}/history`);
    await phone.getByText(EDITED).waitFor();
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    expect(await accessibilityViolations(phone)).toEqual([]);

    // The moderator reverts to the creation, by keyboard: the dialog opens on Cancel.
    const moderator = await suite.visitors().loggedIn('moderator');
    await moderator.goto(`/businesses/${id}/history`);
    const created = moderator
      .getByRole('list', { name: UI.history.title('Willow Fragrance-Free Salon') })
      .locator(':scope > li')
      .nth(1);
    const revertButton = created.getByRole('button', { name: new RegExp(`^${UI.history.revert}`) });
    await tabTo(moderator, revertButton, { limit: 80 });
    await moderator.keyboard.press('Enter');
    const dialog = moderator.getByRole('alertdialog');
    await expectFocus(moderator, dialog.getByRole('button', { name: 'Cancel' }));
    await moderator.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    expect(await accessibilityViolations(moderator)).toEqual([]);
    // Blueprint puts the confirm button before Cancel in the footer.
    await moderator.keyboard.press('Shift+Tab');
    await expectFocus(moderator, dialog.getByRole('button', { name: UI.history.revertConfirm, exact: true }));
    await moderator.keyboard.press('Enter');
    await expect.poll(() => moderator.getByText(UI.history.reverted).isVisible()).toBe(true);
    const newest = moderator
      .getByRole('list', { name: UI.history.title('Willow Fragrance-Free Salon') })
      .locator(':scope > li')
      .first();
    await expect.poll(() => newest.getByRole('heading', { level: 2 }).textContent()).toMatch(/^Reverted by moderator,/);
    expect(await newest.locator('ins').first().textContent()).toBe(ORIGINAL);

    // The entry shows the old text again, to anyone.
    await visitor.goto(`/businesses/${id}`);
    await expect.poll(() => visitor.getByText(ORIGINAL).isVisible()).toBe(true);
    expect(await visitor.getByText(EDITED).count()).toBe(0);

    // The moderation log names the edit and the revert, each leading to the history.
    await moderator.goto('/moderation');
    await expect
      .poll(() =>
        moderator
          .getByRole('link', { name: /^reverted the business “Willow Fragrance-Free Salon” to revision \d+$/ })
          .isVisible(),
      )
      .toBe(true);
    // The save geocodes the address again, so the position may be among the fields changed.
    const edit = moderator.getByRole('link', {
      name: /^edited the business “Willow Fragrance-Free Salon” \(Description/,
    });
    expect(await edit.isVisible()).toBe(true);
    expect(await edit.getAttribute('href')).toBe(`/businesses/${id}/history`);
  });
});
