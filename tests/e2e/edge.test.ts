/**
 * The site under its Content-Security-Policy in a real browser: GraphiQL runs from our own assets
 * (no CDN, no inline script), and nothing the pages load is refused.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser.js';
import { browserSuite } from '../support/pages.js';

describe.skipIf(!hasChromium)('the site under its Content-Security-Policy', () => {
  const suite = browserSuite();

  it('runs GraphiQL from its own assets, which loads the schema through the BFF', async () => {
    const page = await suite.visitors().anonymous();
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(suite.system().url) && !/^(data|blob):/.test(request.url()))
        foreign.push(request.url());
    });
    const introspection = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().method() === 'POST');
    const response = await page.goto('/graphql');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('.graphiql-container').first().waitFor();
    await expect.poll(() => page.locator('.graphiql-query-editor').count()).toBeGreaterThan(0);
    const schema = await introspection;
    expect(schema.status()).toBe(200);
    expect((await schema.json()).data.__schema.queryType.name).toBe('Query');
    expect(foreign).toEqual([]);
  });

  it('loads the home page, a list and a detail page with no refusal', async () => {
    const page = await suite.visitors().anonymous();
    const response = await page.goto('/');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto('/businesses');
    await page.getByRole('table').waitFor();
    await page.getByRole('table').getByRole('link').first().click();
    await page.waitForURL(/\/businesses\/\d+$/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
});
