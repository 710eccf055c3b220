import { describe, expect, it } from 'vitest';
import { accessibilityViolations, hasChromium } from '../support/browser.js';
import { browserSuite } from '../support/pages.js';

describe.skipIf(!hasChromium)('rental homes and products in the browser', () => {
  const suite = browserSuite();

  it('a member adds a home, the moderator reviews it, and the member deletes it with its review', async () => {
    const page = await suite.visitors().loggedIn('member');
    await page.goto('/homes');
    await page.getByRole('link', { name: 'Add a Home' }).click();
    await page.waitForURL(`${suite.system().url}/homes/0/edit`);
    await page.getByRole('heading', { name: 'Add a Home' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('E2E Quiet Cabin');
    await page.getByLabel('Description', { exact: true }).fill('Aired out before every stay.');
    await page.getByLabel('Type').selectOption({ label: 'Cabin' });
    await page.getByLabel('Sleeps (people)').fill('4');
    await page.getByLabel('Bedrooms').fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('City is required').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('State is required').isVisible()).toBe(true);
    await page.getByLabel('City').fill('Bend');
    await page.getByLabel('Country').selectOption({ label: 'United States' });
    await expect.poll(() => page.getByRole('option', { name: 'Oregon' }).count()).toBe(1);
    await page.getByLabel('State/Province').selectOption({ label: 'Oregon' });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/homes\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await expect.poll(() => page.getByRole('heading', { name: 'E2E Quiet Cabin' }).isVisible()).toBe(true);

    const moderator = await suite.visitors().loggedIn('moderator');
    await moderator.goto(`/homes/${id}`);
    await moderator.getByRole('button', { name: 'Add Review' }).click();
    await moderator.getByRole('dialog').getByLabel('Title').fill('Truly unscented');
    await moderator.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => moderator.getByRole('img', { name: 'Rated 5.00 out of 5' }).first().isVisible()).toBe(true);
    await moderator.getByRole('link', { name: 'Truly unscented' }).click();
    await moderator.waitForURL(/\/homes\/\d+\/reviews\/\d+$/);
    // The review's own page, not the home's still on screen while it loads (that has an Edit too).
    await expect
      .poll(() => moderator.getByRole('heading', { level: 1, name: 'Truly unscented' }).isVisible())
      .toBe(true);
    await expect.poll(() => moderator.getByRole('button', { name: 'Edit' }).isVisible()).toBe(true);
    expect(await accessibilityViolations(moderator)).toEqual([]);

    await page.reload();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${suite.system().url}/homes`);
    const [left] = await suite
      .system()
      .api.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM home_reviews WHERE home_id = $1', [id]);
    expect(left!.n).toBe(0);
  });

  it('a member adds a product with a new company, another with it, and updates the company through a third', async () => {
    const page = await suite.visitors().loggedIn('member');
    async function product(name: string, company: () => Promise<void>) {
      await page.goto('/products/0/editV3');
      await page.getByRole('heading', { name: 'Add a Product' }).waitFor();
      await page.getByLabel('Product Name').fill(name);
      await page.getByLabel('Product Description').fill('No fragrance, no masking scent.');
      await page.getByLabel('Product Website Link').fill('https://maker.example.org/p');
      await page.getByLabel('Product Category').selectOption({ label: 'Hair Care' });
      await page.getByLabel('Product Type').selectOption({ label: 'Shampoo' });
      await company();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/products\/\d+$/);
      await expect.poll(() => page.getByRole('heading', { name }).isVisible()).toBe(true);
    }

    await product('E2E Shampoo One', async () => {
      await page.getByLabel('Company Option').selectOption({ label: 'Create NEW Company' });
      await page.getByLabel('NEW Company Name').fill('E2E Makers');
      await page.getByLabel('Country').selectOption({ label: 'Canada' });
      await page.getByLabel('Website', { exact: true }).fill('https://e2e-makers.example.org');
      expect(await accessibilityViolations(page)).toEqual([]);
    });
    await product('E2E Shampoo Two', async () => {
      await page.getByLabel('Company Option').selectOption({ label: 'Use Existing Company' });
      await page.getByLabel('Company', { exact: true }).selectOption({ label: 'E2E Makers' });
    });
    await product('E2E Shampoo Three', async () => {
      await page.getByLabel('Company Option').selectOption({ label: 'Update Existing Company' });
      await page.getByLabel('Company', { exact: true }).selectOption({ label: 'E2E Makers' });
      await expect.poll(() => page.getByLabel('Company Name').inputValue()).toBe('E2E Makers');
      await page.getByLabel('Company Name').fill('E2E Makers Ltd.');
    });
    await expect.poll(() => page.getByText('E2E Makers Ltd.').isVisible()).toBe(true);

    const rows = await suite
      .system()
      .api.ctx.db.query<{ name: string; products: number }>(
        "SELECT c.name, count(p.id)::int AS products FROM companies c JOIN products p ON p.company_id = c.id WHERE c.name LIKE 'E2E Makers%' GROUP BY c.name",
      );
    expect(rows).toEqual([{ name: 'E2E Makers Ltd.', products: 3 }]);

    const anonymous = await suite.visitors().anonymous();
    await anonymous.goto('/products');
    await expect.poll(() => anonymous.getByRole('link', { name: 'E2E Shampoo One' }).isVisible()).toBe(true);
    expect(await anonymous.getByRole('link', { name: 'Add a Product' }).count()).toBe(0);
    expect(await accessibilityViolations(anonymous)).toEqual([]);
  });
});
