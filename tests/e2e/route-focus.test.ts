/**
 * After every navigation to a main page, by mouse and by keyboard, focus lands on the new page's
 * own heading and the live region names the new page: never the old page's heading, still on
 * screen while the new one is drawn in a transition, and never the document's body.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser.js';
import { expectFocus, tabTo } from '../support/keyboard.js';
import { browserSuite } from '../support/pages.js';

/** Each main page: the link that leads there (in the navigation or the footer) and its heading. */
const MAIN_PAGES = [
  { region: 'navigation', link: 'Businesses', heading: 'Businesses', title: 'Businesses' },
  { region: 'navigation', link: 'Products', heading: 'Products', title: 'Products' },
  { region: 'navigation', link: 'Rental Homes', heading: 'Rental Homes', title: 'Rental Homes' },
  { region: 'navigation', link: 'Social Groups', heading: 'Social Groups', title: 'Social Groups' },
  { region: 'navigation', link: 'Login', heading: 'User Login', title: 'Login' },
  { region: 'contentinfo', link: 'About', heading: /^About /, title: 'About' },
  { region: 'contentinfo', link: 'Help', heading: 'Help', title: 'Help' },
  { region: 'contentinfo', link: 'Privacy', heading: 'Privacy Policy', title: 'Privacy' },
  {
    region: 'contentinfo',
    link: 'Terms and Conditions',
    heading: 'Terms and Conditions',
    title: 'Terms and Conditions',
  },
] as const;

/** The polite live region the route announcer speaks through. */
const announcer = (page: Page) => page.locator('#route-announcer');

async function expectArrived(page: Page, heading: Locator, title: string): Promise<void> {
  await expectFocus(page, heading);
  // The live region names the new page by its own title, not the one before it.
  await expect.poll(async () => (await announcer(page).textContent()) ?? '').toMatch(new RegExp(`^${title} \\| `));
  expect(await page.title()).toBe(await announcer(page).textContent());
}

/** A phone's width: the navigation's links are in the menu's drawer. */
const PHONE = { width: 390, height: 800 };

describe.skipIf(!hasChromium)('focus after a navigation', () => {
  const suite = browserSuite();

  // On a phone the link is in the menu, whose drawer closes as the page changes: focus stays on
  // the new page, not back on the Menu button the drawer returns it to when closed by hand.
  for (const how of ['finger', 'keyboard'] as const) {
    it(`lands on each page the phone menu leads to, by ${how}`, { timeout: 120_000 }, async () => {
      const page = await suite.visitors().anonymous({ viewport: PHONE });
      for (const target of MAIN_PAGES.filter((t) => t.region === 'navigation')) {
        await page.goto('/');
        await page.locator('#main h1').waitFor();
        const menu = page.getByRole('button', { name: 'Menu' });
        const link = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: target.link, exact: true });
        if (how === 'finger') {
          await menu.click();
          await link.click();
        } else {
          await tabTo(page, menu);
          await page.keyboard.press('Enter');
          await tabTo(page, link);
          await page.keyboard.press('Enter');
        }
        const heading = page.locator('#main').getByRole('heading', { level: 1, name: target.heading, exact: true });
        await expectArrived(page, heading, target.title);
        // The drawer has closed (its exit ends by handing focus back when it was closed by hand).
        await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
        await expectFocus(page, heading);
      }
      // Closed by hand instead, the menu hands focus back to its button.
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
      await expectFocus(page, menu);
    });
  }

  for (const how of ['mouse', 'keyboard'] as const) {
    it(`lands on each main page's own heading, by ${how}`, { timeout: 120_000 }, async () => {
      const page = await suite.visitors().anonymous();
      for (const target of MAIN_PAGES) {
        // From the home page each time: its heading is the one a transition keeps on screen.
        await page.goto('/');
        await page.locator('#main h1').waitFor();
        const link = page.getByRole(target.region).getByRole('link', { name: target.link, exact: true });
        if (how === 'mouse') await link.click();
        else {
          await tabTo(page, link, { limit: 60 });
          await page.keyboard.press('Enter');
        }
        const heading = page.locator('#main').getByRole('heading', { level: 1, name: target.heading, exact: true });

        await expectArrived(page, heading, target.title);
      }
    });
  }
});
