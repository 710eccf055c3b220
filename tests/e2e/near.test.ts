/**
 * Where and how far, on a phone, in the dark, in Chromium against the real system: a
 * business with accommodations found by them and near a typed place, with its badge, distance
 * and map; the list, menu and review at 390×844; the dark scheme from the emulated preference.
 */
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations, hasChromium } from '../support/browser.js';
import { browserSuite, signUp } from '../support/pages.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** Screenshots for the README (docs/screenshots), taken when SCREENSHOTS is set. */
const SCREENSHOTS = process.env.SCREENSHOTS;
async function screenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** Nothing wider than the screen: no sideways scroll. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.skipIf(!hasChromium)('near me, phones and dark mode in the browser', () => {
  const suite = browserSuite();

  beforeAll(() => signUp(suite.system(), 'phonemember'));

  it('adds a business with accommodations, finds it by one and near a typed place, with its badge, distance and map', async () => {
    const page = await suite.visitors().loggedIn('member', 'demo-password', { viewport: DESKTOP });
    await page.goto('/businesses/0/edit');
    await page.getByRole('heading', { name: 'Add a Business' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Gorge Clean Air Bakery');
    await page.getByLabel('Description', { exact: true }).fill('Bread without the perfume.');
    await page.getByLabel('Type').selectOption({ label: 'Restaurant' });
    await page.getByLabel('Address 1').fill('1 Oak St');
    await page.getByLabel('City').fill('Hood River');
    await page.getByLabel('Country').selectOption({ label: 'United States' });
    await expect.poll(() => page.getByRole('option', { name: 'Oregon' }).count()).toBe(1);
    await page.getByLabel('State/Province').selectOption({ label: 'Oregon' });
    await page.getByLabel('Postal Code').fill('97031');
    await page.getByLabel('Website').fill('https://bakery.example.org');
    await page
      .getByRole('group', { name: 'Fragrance-free accommodations' })
      .getByText('Staff asked not to wear fragrance', { exact: true })
      .click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/businesses\/\d+$/);
    const id = Number(page.url().split('/').pop());

    // The detail: the address as an address, the place on a map, never the coordinates.
    await expect.poll(() => page.getByText('Hood River, Oregon 97031').isVisible()).toBe(true);
    const where = page.getByRole('region', { name: 'Map: where Gorge Clean Air Bakery is' });
    await expect.poll(() => where.locator('.leaflet-tile-loaded').count()).toBeGreaterThan(0);
    expect(await where.locator('path.leaflet-interactive').count()).toBe(1);
    expect(await page.getByText(/45\.70\d*, -121\.5/).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'detail-desktop');

    // Found by its accommodation and near The Dalles (about 29 km, 18 miles, away), nearest first
    // within 25 miles: Chromium's language is en-US, so distances are in miles.
    await page.goto('/businesses');
    await page
      .getByRole('group', { name: 'Offers all of these' })
      .getByText('Staff asked not to wear fragrance', { exact: true })
      .click();
    await page.getByRole('combobox', { name: 'Near' }).fill('The Dalles, Oregon');
    await page.keyboard.press('Escape');
    await page.getByLabel('Within').selectOption({ label: '25 mi' });
    await page.getByLabel('Sort by').selectOption({ label: 'Nearest' });
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/near\.place=The\+Dalles/);
    await expect.poll(() => page.getByText('Distances from The Dalles, Oregon, United States.').isVisible()).toBe(true);
    const row = page.getByRole('row', { name: /Gorge Clean Air Bakery/ });
    await expect.poll(() => row.getByText('Staff asked not to wear fragrance').isVisible()).toBe(true);
    expect(await row.getByRole('cell', { name: /^1\d mi$/ }).count()).toBe(1);
    const map = page.getByRole('region', { name: 'Map of the businesses on this page' });
    await expect.poll(() => map.locator('.leaflet-tile-loaded').count()).toBeGreaterThan(0);
    // Its marker, and the place the distances are measured from.
    expect(await map.locator('path.leaflet-interactive').count()).toBe(2);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'list-desktop');

    // Farther than the radius, it is not listed.
    await page.getByLabel('Within').selectOption({ label: '10 mi' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByText('No Businesses Found', { exact: false }).isVisible()).toBe(true);
    await suite.system().api.ctx.db.query('DELETE FROM businesses WHERE id = $1', [id]);
  });

  it('says so in one line when the map tiles cannot load, and keeps the list', async () => {
    const page = await suite.visitors().anonymous({ tiles: 'fail' });
    await page.goto('/businesses');
    await expect
      .poll(() => page.getByText('The map background could not be loaded.', { exact: false }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Clear Air Cafe' }).isVisible()).toBe(true);
  });

  it('at 390×844: opens the menu, searches, opens a card and writes a review, with nothing to scroll sideways', async () => {
    const page = await suite.visitors().loggedIn('phonemember', 'phonemember-password', { viewport: PHONE });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Businesses' }).count()).toBe(0);
    await nav.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Businesses' }).click();
    await page.waitForURL(/\/businesses$/);
    await expect.poll(() => menu.count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The search box comes first on a phone; the filters wait behind their button.
    await page.getByRole('combobox', { name: 'Search businesses' }).fill('cafe');
    await page.getByRole('button', { name: 'Search' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Clear Air Cafe' }) });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await page.locator('table').count()).toBe(0);
    expect(await sideways(page)).toBe(0);
    // Touch targets: the search button and the card's link are at least 44 px tall.
    for (const target of [
      page.getByRole('button', { name: 'Search' }),
      card.getByRole('link', { name: 'Clear Air Cafe' }),
    ]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'list-phone');

    await card.getByRole('link', { name: 'Clear Air Cafe' }).click();
    await page.waitForURL(/\/businesses\/\d+$/);
    await page.getByRole('button', { name: 'Add Review' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Fine on a phone');
    await dialog.getByLabel('Rating').selectOption('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Edit your review' }).isVisible()).toBe(true);
    expect(await sideways(page)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'detail-phone');
  });

  it('follows a dark system preference, passes axe in the dark, and remembers the switch', async () => {
    const page = await suite.visitors().anonymous({ colorScheme: 'dark', viewport: DESKTOP });
    await page.goto('/businesses');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(28, 33, 39)');
    await expect.poll(() => page.getByRole('link', { name: 'Clear Air Cafe' }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'list-dark');
    await page.getByRole('link', { name: 'Clear Air Cafe' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Clear Air Cafe' }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Light chosen with the switch: kept on the next visit, over the system's preference.
    await page.getByRole('switch', { name: 'Dark mode' }).click({ force: true });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Clear Air Cafe' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await page.getByRole('switch', { name: 'Dark mode' }).isChecked()).toBe(false);
  });

  it('at 390 px: offers the Portlands for "Portland", picks Portland, Oregon by keyboard, and a reload keeps it', async () => {
    const page = await suite.visitors().anonymous({ viewport: PHONE, locale: 'en-US' });
    await page.goto('/businesses');
    // On a phone the filters sit behind their button.
    await page.getByRole('button', { name: /^Filters/ }).click();
    const near = page.getByRole('combobox', { name: 'Near' });
    await near.pressSequentially('Portland');
    const choices = page.getByRole('listbox', { name: 'Near suggestions' });
    await expect
      .poll(() => choices.getByRole('option', { name: 'Portland, Maine, United States' }).isVisible())
      .toBe(true);
    expect(await choices.getByRole('option').first().textContent()).toBe('Portland, Oregon, United States');
    expect(await sideways(page)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'near-choices-phone');

    await near.press('ArrowDown');
    expect(await near.getAttribute('aria-activedescendant')).toBe(
      await choices.getByRole('option').first().getAttribute('id'),
    );
    await near.press('Enter');
    await page.waitForURL(/near\.place=Portland%2C\+Oregon%2C\+United\+States/);
    await expect.poll(() => page.getByText('Distances from Portland, Oregon, United States.').isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByText('Distances from Portland, Oregon, United States.').isVisible()).toBe(true);
    await page.getByRole('button', { name: /^Filters/ }).click();
    expect(await page.getByRole('combobox', { name: 'Near' }).inputValue()).toBe('Portland, Oregon, United States');
  });

  it('says at the Near field that a place cannot be found, and keeps what was typed', async () => {
    const page = await suite.visitors().anonymous({ viewport: DESKTOP });
    await page.goto('/businesses');
    const near = page.getByRole('combobox', { name: 'Near' });
    await near.fill('Qqzzxx Nowhere');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByText('That place could not be found', { exact: false }).isVisible()).toBe(true);
    expect(await near.getAttribute('aria-invalid')).toBe('true');
    expect(await near.inputValue()).toBe('Qqzzxx Nowhere');
    expect(await page.getByText('Failed to get businesses.').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
