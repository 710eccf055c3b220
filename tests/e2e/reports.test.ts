/**
 * Reports of a change, in Chromium against the real system: a member reports that a demo business
 * closed (from the keyboard), the business shows the report; a moderator resolves it as closed from
 * the queue; the member is mailed the outcome; the business leaves the list and shows it closed.
 * The report form and the queue pass axe at 1280 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { REPORT, REPORT_REASON_LABELS, REPORT_RESOLUTION_LABELS, SITE_NAME, UI } from '@ffc/domain';
import { waitForMail } from '@ffc/api/testing';
import { accessibilityViolations, hasChromium } from '../support/browser.js';
import { expectFocus } from '../support/keyboard.js';
import { businessId } from '../support/system.js';
import { browserSuite } from '../support/pages.js';

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const NAME = 'Willow Fragrance-Free Salon';

/** Once every animation (a dialog fading in) has finished, so axe reads the colours as shown. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

describe.skipIf(!hasChromium)('reports of a change in the browser', () => {
  const suite = browserSuite();

  const idOf = (name: string) => businessId(suite.system(), name);

  it(
    'a member reports a closure, a moderator resolves it, the member is mailed and the business shows closed',
    { timeout: 180_000 },
    async () => {
      const id = await idOf(NAME);

      // The report form, at a phone's width in dark mode: axe finds nothing; Escape closes it.
      const phone = await suite
        .visitors()
        .loggedIn('member', 'demo-password', { viewport: PHONE, colorScheme: 'dark' });
      await phone.goto(`/businesses/${id}`);
      await phone.getByRole('button', { name: REPORT.button }).click();
      await phone.getByRole('dialog', { name: REPORT.title }).waitFor();
      await settled(phone);
      expect(await accessibilityViolations(phone)).toEqual([]);
      await phone.keyboard.press('Escape');
      await phone.getByRole('dialog').waitFor({ state: 'detached' });

      // At 1280 px, from the keyboard alone.
      const member = await suite.visitors().loggedIn('member', 'demo-password', { viewport: WIDE });
      await member.goto(`/businesses/${id}`);
      const opener = member.getByRole('button', { name: REPORT.button });
      await opener.focus();
      await member.keyboard.press('Enter');
      const dialog = member.getByRole('dialog', { name: REPORT.title });
      await dialog.waitFor();
      await expectFocus(member, dialog.getByRole('radio', { name: REPORT_REASON_LABELS.scented.label }));
      // Closed permanently is the fourth reason: the arrow keys move through them.
      for (let i = 0; i < 3; i += 1) await member.keyboard.press('ArrowDown');
      expect(await dialog.getByRole('radio', { name: REPORT_REASON_LABELS.closed.label }).isChecked()).toBe(true);
      await member.keyboard.press('Tab');
      await expectFocus(member, dialog.getByLabel(REPORT.text));
      await member.keyboard.type('The salon has shut; the windows are papered over.');
      await settled(member);
      expect(await accessibilityViolations(member)).toEqual([]);
      await member.keyboard.press('Tab');
      await expectFocus(member, dialog.getByRole('button', { name: REPORT.submit }));
      await member.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      // Focus goes back to the button that opened the form.
      await expectFocus(member, opener);
      await expect
        .poll(() => member.getByText(/^Reported \d+ \w+ \d{4}: closed permanently\. Not yet reviewed\.$/).isVisible())
        .toBe(true);

      // The queue, at a phone's width in dark mode: axe finds nothing.
      const moderatorPhone = await suite
        .visitors()
        .loggedIn('moderator', 'demo-password', { viewport: PHONE, colorScheme: 'dark' });
      await moderatorPhone.goto('/moderation/reports');
      await moderatorPhone.getByRole('link', { name: NAME }).waitFor();
      expect(await accessibilityViolations(moderatorPhone)).toEqual([]);

      // At 1280 px the moderator follows the navigation to the queue and resolves the report as closed.
      const moderator = await suite.visitors().loggedIn('moderator', 'demo-password', { viewport: WIDE });
      await moderator.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
      await moderator.getByRole('heading', { name: REPORT.queue }).waitFor();
      expect(await moderator.getByRole('link', { name: NAME }).getAttribute('href')).toBe(`/businesses/${id}`);
      expect(await moderator.getByText('The salon has shut; the windows are papered over.').isVisible()).toBe(true);
      expect(await accessibilityViolations(moderator)).toEqual([]);
      await moderator.getByRole('button', { name: new RegExp(`^${REPORT.resolve}: ${NAME}`) }).click();
      const resolve = moderator.getByRole('dialog');
      await resolve.waitFor();
      // Blueprint draws its own circle over the native radio: a person clicks the choice's label.
      await resolve.getByText(REPORT_RESOLUTION_LABELS.closed.label, { exact: true }).click();
      expect(
        await resolve.getByRole('radio', { name: new RegExp(`^${REPORT_RESOLUTION_LABELS.closed.label}`) }).isChecked(),
      ).toBe(true);
      await resolve.getByLabel(REPORT.note).fill('Confirmed with the landlord.');
      await settled(moderator);
      expect(await accessibilityViolations(moderator)).toEqual([]);
      await resolve.getByRole('button', { name: REPORT.resolve }).click();
      await expect.poll(() => moderator.getByText(REPORT.queueEmpty).isVisible()).toBe(true);

      // The member is mailed the outcome and the moderator's note.
      const [mail] = await waitForMail(
        suite.system().api.ctx,
        'member@example.org',
        `${SITE_NAME}: your report on "${NAME}"`,
      );
      expect(mail!.text).toContain(REPORT_RESOLUTION_LABELS.closed.outcome);
      expect(mail!.text).toContain('Confirmed with the landlord.');

      // The business leaves the list, and its page says it closed.
      const visitor = await suite.visitors().anonymous({ viewport: WIDE });
      await visitor.goto(`/businesses?searchText=${encodeURIComponent('Willow Salon')}`);
      await expect.poll(() => visitor.getByText(UI.empty.businesses).isVisible()).toBe(true);
      await visitor.goto(`/businesses?searchText=${encodeURIComponent('Willow Salon')}&includeClosed=true`);
      await expect.poll(() => visitor.getByRole('link', { name: NAME }).isVisible()).toBe(true);
      expect(await visitor.getByText(REPORT.closedTag, { exact: true }).isVisible()).toBe(true);
      await visitor.goto(`/businesses/${id}`);
      await expect.poll(() => visitor.getByText(REPORT.permanentlyClosed).isVisible()).toBe(true);
      expect(await visitor.getByText(/Not yet reviewed/).count()).toBe(0);
      expect(await visitor.getByRole('link', { name: REPORT.loginToReport }).isVisible()).toBe(true);
    },
  );
});
