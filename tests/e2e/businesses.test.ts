import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, hasChromium } from '../support/browser.js';
import { browserSuite, signUp, graphqlFrom } from '../support/pages.js';

describe.skipIf(!hasChromium)('businesses in the browser', () => {
  const suite = browserSuite();

  beforeAll(() => signUp(suite.system(), 'secondmember'));

  it('a member adds a business, another reviews it, the first deletes it and the review goes too', async () => {
    const first = await suite.visitors().loggedIn('member', 'demo-password');
    await first.goto('/businesses');
    await first.getByRole('link', { name: 'Add a Business' }).click();
    await first.waitForURL(`${suite.system().url}/businesses/0/edit`);
    await first.getByRole('heading', { name: 'Add a Business' }).waitFor();
    await first.getByLabel('Name', { exact: true }).fill('E2E Fragrance Free Diner');
    await first.getByLabel('Description', { exact: true }).fill('Unscented soap and no air fresheners.');
    await first.getByLabel('Type').selectOption({ label: 'Restaurant' });
    await first.getByLabel('City').fill('Portland');
    await first.getByLabel('Country').selectOption({ label: 'United States' });
    await expect.poll(() => first.getByRole('option', { name: 'Oregon' }).count()).toBe(1);
    await first.getByLabel('State/Province').selectOption({ label: 'Oregon' });
    await first.getByLabel('Website').fill('https://diner.example.org');
    // Blueprint draws each box over a hidden input: a person clicks the label, and so does the test.
    const offered = first.getByRole('group', { name: 'Fragrance-free accommodations' });
    await offered.getByText('Unscented hand soap in the restroom', { exact: true }).click();
    await offered.getByText('No air fresheners, plug-ins or scented candles', { exact: true }).click();
    await first.getByRole('button', { name: 'Save' }).click();
    await first.waitForURL(/\/businesses\/\d+$/);
    const id = Number(first.url().split('/').pop());
    await expect.poll(() => first.getByRole('heading', { name: 'E2E Fragrance Free Diner' }).isVisible()).toBe(true);
    await expect.poll(() => first.getByText('Business created successfully.').isVisible()).toBe(true);
    const [saved] = await suite
      .system()
      .api.ctx.db.query<{ latitude: number }>('SELECT latitude FROM businesses WHERE id = $1', [id]);
    expect(saved!.latitude).toBeCloseTo(45.5, 0);

    const second = await suite.visitors().loggedIn('secondmember', 'secondmember-password');
    await second.goto(`/businesses/${id}`);
    expect(await second.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await second.getByRole('button', { name: 'Add Review' }).click();
    const dialog = second.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Breathed easily');
    await dialog.getByLabel('Rating').selectOption('4');
    await dialog.getByLabel('Comment').fill('No scent at all, even in the restroom.');
    await dialog
      .getByRole('group', { name: 'Unscented hand soap in the restroom' })
      .getByText('True', { exact: true })
      .click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // What exactly is fragrance-free here, and what a visitor confirmed, dated.
    const checklist = second.locator('.accommodation-checklist');
    await expect
      .poll(() => checklist.locator('li', { hasText: 'Unscented hand soap in the restroom' }).textContent())
      .toContain('Confirmed by 1 · last ');
    await expect
      .poll(() => checklist.getByText('No air fresheners, plug-ins or scented candles', { exact: true }).isVisible())
      .toBe(true);

    // Found by its accommodations: the list narrowed to businesses offering both, with its badges.
    await second.goto('/businesses');
    await second.getByRole('combobox', { name: 'Name, description or city' }).fill('E2E Fragrance Free Diner');
    // Its suggestions closed, so they cover nothing below.
    await second.keyboard.press('Escape');
    const offers = second.getByRole('group', { name: 'Offers all of these' });
    await offers.getByText('Unscented hand soap in the restroom', { exact: true }).click();
    await offers.getByText('No air fresheners, plug-ins or scented candles', { exact: true }).click();
    await second.getByRole('button', { name: 'Search' }).click();
    await second.waitForURL(/accommodations=unscented-soap&accommodations=no-air-fresheners/);
    const found = second.getByRole('row', { name: /E2E Fragrance Free Diner/ });
    // The badge's short text; the full one is its accessible name.
    await expect.poll(() => found.getByText('Unscented soap', { exact: true }).isVisible()).toBe(true);
    await offers.getByText('Staff asked not to wear fragrance', { exact: true }).click();
    await second.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => second.getByText('No Businesses Found', { exact: false }).isVisible()).toBe(true);
    await second.goto(`/businesses/${id}`);
    await expect.poll(() => second.getByRole('img', { name: 'Rated 4.00 out of 5' }).first().isVisible()).toBe(true);
    await expect.poll(() => second.getByRole('link', { name: 'Breathed easily' }).isVisible()).toBe(true);
    expect(await accessibilityViolations(second)).toEqual([]);

    // A non-creator sees no Delete button, and the API refuses the delete anyway.
    const refused = await graphqlFrom(second, 'mutation ($id: Int!) { deleteBusiness(id: $id) }', { id });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    await first.reload();
    await expect.poll(() => first.getByRole('link', { name: 'Breathed easily' }).isVisible()).toBe(true);
    await first.getByRole('button', { name: 'Delete' }).click();
    await first.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await first.waitForURL(`${suite.system().url}/businesses`);
    await expect.poll(() => first.getByText('Business deleted successfully.').isVisible()).toBe(true);
    const [left] = await suite
      .system()
      .api.ctx.db.query<{ businesses: number; reviews: number }>(
        'SELECT (SELECT count(*) FROM businesses WHERE id = $1)::int AS businesses, (SELECT count(*) FROM business_reviews WHERE business_id = $1)::int AS reviews',
        [id],
      );
    expect(left).toEqual({ businesses: 0, reviews: 0 });
  });

  it('an anonymous visitor sees the list, the login message and no Add button', async () => {
    const page = await suite.visitors().anonymous();
    await page.goto('/businesses');
    await expect.poll(() => page.getByRole('link', { name: 'Clear Air Cafe' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('Please login to add or edit Businesses and Reviews.').isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Add a Business' }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'Name, description or city' }).fill('grocery');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Green Leaf Grocery' }).isVisible()).toBe(true);
    // The grocery is on the unfiltered list too: wait until the searched answer replaces it.
    await expect.poll(() => page.getByRole('link', { name: 'Clear Air Cafe' }).count()).toBe(0);
    expect(page.url()).toContain('searchText=grocery');

    await page.getByRole('link', { name: 'Green Leaf Grocery' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Green Leaf Grocery' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Review' }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Search forgives a typo and needs every word: the café in Portland, not the grocery in Salem.
    await page.goBack();
    await page.getByRole('combobox', { name: 'Name, description or city' }).fill('portlnd CAFÉ');
    // Its suggestions closed, so they cover nothing below.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Clear Air Cafe' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Green Leaf Grocery' }).count()).toBe(0);
  });
});
