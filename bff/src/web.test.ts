/**
 * The web app as people and crawlers get it: every page's HTML with its own head, an
 * entry's page with the entry's name, 404 for addresses that are no page, robots.txt, paged
 * sitemaps, the favicon, and compressed answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockAgent } from 'undici';
import { loginToAddMessage, M, SITE_NAME, SITE_PAGES, SITEMAP_PAGE_MAX, TAGLINE, type SitePage } from '@ffc/domain';
import { loadBffConfig } from './config.js';
import { buildBff, CSRF_HEADER } from './server.js';
import { fakeWebDist, startStack, type Stack } from '../test/testing.js';

const PUBLIC_URL = 'https://fragrance-free.example';

describe('pages as served', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ bff: { webDist: await fakeWebDist(), publicUrl: PUBLIC_URL } });
  });
  afterAll(() => stack.close());

  const page = (url: string) => stack.bff.app.inject({ url, headers: { accept: 'text/html' } });

  it('gives every page of the table its title and description in the HTML', async () => {
    for (const entry of Object.values(SITE_PAGES as Record<string, SitePage>).filter((p) => !p.path.includes(':'))) {
      const response = await page(entry.path);
      expect(response.statusCode, entry.path).toBe(200);
      expect(response.body).toContain(
        `<title data-served>${entry.title.replace(/&/g, '&#38;')} | ${SITE_NAME}</title>`,
      );
      expect(response.body).toContain(`<meta data-served name="description" content="`);
      expect(response.body).toContain(`<link data-served rel="canonical" href="${PUBLIC_URL}${entry.path}" />`);
      expect(response.body).toContain('app shell');
    }
  });

  it("draws each page's first screen before its script runs: the heading, the tagline or the login message", async () => {
    const root = (body: string) => /<div id="root">(.*?)<\/div>app shell/s.exec(body)?.[1] ?? '';
    const home = root((await page('/')).body);
    expect(home).toContain(`<div class="bp6-navbar-heading site-name">${SITE_NAME}</div>`);
    expect(home).toContain(`<h1 class="bp6-heading">${SITE_NAME}</h1><p class="bp6-text-large">${TAGLINE}</p>`);
    const list = root((await page('/businesses')).body);
    expect(list).toContain('<h1 class="bp6-heading">Businesses</h1>');
    expect(list).toContain(`${loginToAddMessage('Businesses')} <a href="/login">Login</a>`);
    // A visitor with a session may be signed in: no login message to take back.
    const signedIn = await stack.bff.app.inject({
      url: '/businesses',
      headers: { accept: 'text/html', cookie: 'ffc_access=x' },
    });
    expect(root(signedIn.body)).not.toContain('login-message');
    expect(root((await page('/socials')).body)).toContain('Go Back');
    // Other pages: the bar alone, the page itself is the app's.
    const entry = root((await page('/businesses/1')).body);
    expect(entry).toContain('site-name');
    expect(entry).not.toContain('<main');
  });

  it("names a page's own chunks as modulepreload hints, and only well-formed asset paths", async () => {
    expect((await page('/businesses')).body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/app-1234.js">',
    );
    expect((await page('/about')).body).not.toContain('modulepreload');
    expect((await page('/homes')).body).not.toContain('modulepreload');
  });

  it("serves an entry's page with its own name, description and link-preview tags", async () => {
    const response = await page('/businesses/1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title data-served>Clear Air Cafe | ${SITE_NAME}</title>`);
    expect(response.body).toContain('<meta data-served property="og:title" content="Clear Air Cafe" />');
    expect(response.body).toContain('<meta data-served property="og:type" content="article" />');
    expect(response.body).toContain(`<meta data-served property="og:url" content="${PUBLIC_URL}/businesses/1" />`);
    expect(response.body).toMatch(/<meta data-served property="og:description" content="Unscented soap/);
    for (const url of ['/homes/1', '/products/1', '/socials/1']) expect((await page(url)).statusCode, url).toBe(200);
  });

  it('answers 404 with the app for addresses that are no page, and for entries that do not exist', async () => {
    for (const url of ['/nope', '/businesses/999999', '/businesses/abc', '/businesses/1/nothing']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain(`<title data-served>Page Not Found | ${SITE_NAME}</title>`);
      expect(response.body).toContain('app shell');
    }
    expect((await stack.bff.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('serves pages to link unfurlers and uptime checks that accept anything, with their Open Graph tags', async () => {
    for (const headers of [{ accept: '*/*' }, {}, { accept: 'text/*;q=0.9, */*;q=0.8' }] as Record<string, string>[]) {
      const entry = await stack.bff.app.inject({ url: '/businesses/1', headers });
      expect(entry.statusCode, JSON.stringify(headers)).toBe(200);
      expect(entry.headers['content-type']).toMatch(/^text\/html/);
      expect(entry.body).toContain('<meta data-served property="og:title" content="Clear Air Cafe" />');
      const about = await stack.bff.app.inject({ url: '/about', headers });
      expect(about.statusCode).toBe(200);
      expect(about.body).toContain(`<title data-served>About | ${SITE_NAME}</title>`);
      const missing = await stack.bff.app.inject({ url: '/nope', headers });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain(`<title data-served>Page Not Found | ${SITE_NAME}</title>`);
    }
  });

  it('keeps the JSON 404 for API-style requests: JSON only, and the API, GraphQL and service paths', async () => {
    const json = await stack.bff.app.inject({ url: '/nope', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.json()).toMatchObject({ status: 404 });
    for (const url of ['/api/nothing', '/graphql/nothing', '/health/nothing', '/metrics/x']) {
      const response = await stack.bff.app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
    const post = await stack.bff.app.inject({ method: 'POST', url: '/about', headers: { accept: '*/*' } });
    expect(post.headers['content-type']).toMatch(/^application\/json/);
  });

  it('asks crawlers to skip private pages but not entries, and points to the sitemap', async () => {
    const robots = (await stack.bff.app.inject({ url: '/robots.txt' })).body;
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /businesses/*/edit');
    expect(robots).toContain('Disallow: /profile');
    expect(robots).not.toMatch(/^Disallow: \/businesses\/?$/m);
  });

  it('lists the entries in paged sitemaps behind an index', async () => {
    const index = await stack.bff.app.inject({ url: '/sitemap.xml' });
    expect(index.headers['content-type']).toMatch(/application\/xml/);
    for (const file of ['pages', 'businesses-0', 'homes-0', 'products-0', 'socials-0'])
      expect(index.body).toContain(`${PUBLIC_URL}/sitemaps/${file}.xml`);
    const businesses = (await stack.bff.app.inject({ url: '/sitemaps/businesses-0.xml' })).body;
    expect(businesses).toMatch(
      new RegExp(`<url><loc>${PUBLIC_URL}/businesses/1</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`),
    );
    const pages = (await stack.bff.app.inject({ url: '/sitemaps/pages.xml' })).body;
    expect(pages).toContain(`<loc>${PUBLIC_URL}/about</loc>`);
    expect(pages).not.toContain('/profile');
    expect((await stack.bff.app.inject({ url: '/sitemaps/businesses-7.xml' })).statusCode).toBe(404);
    expect((await stack.bff.app.inject({ url: '/sitemaps/users-0.xml' })).statusCode).toBe(404);
  });

  it("answers 404, not an error, for a sitemap page past the API's range", async () => {
    for (const page of [SITEMAP_PAGE_MAX + 1, 9999]) {
      const response = await stack.bff.app.inject({ url: `/sitemaps/businesses-${page}.xml` });
      expect(response.statusCode, `page ${page}`).toBe(404);
      expect(response.json()).toEqual({ status: 404, error: 'Not Found', message: M.notFound, errors: [] });
    }
  });

  it('serves the favicon, and precompressed assets to browsers that take Brotli', async () => {
    expect((await stack.bff.app.inject({ url: '/favicon.ico' })).statusCode).toBe(200);
    const asset = await stack.bff.app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(Number(asset.headers['content-length'] ?? asset.rawPayload.length)).toBeLessThan(200);
  });

  it('compresses GraphQL answers over 1 KB', async () => {
    const response = await stack.bff.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', 'accept-encoding': 'br' },
      payload: { query: '{ types { countryList { id name } } }' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(4_000);
  });
});

describe('sitemaps while the API is away', () => {
  const unavailable = { status: 503, error: 'Service Unavailable', message: M.sitemapUnavailable, errors: [] };

  it('answers 503 with the reason when the API does not answer', async () => {
    // Nothing listens on the discard port: every connection is refused at once.
    const bff = await buildBff({
      ...loadBffConfig({ NODE_ENV: 'test' }),
      apiUrl: 'http://127.0.0.1:9/api',
      webDist: await fakeWebDist(),
    });
    try {
      for (const url of ['/sitemap.xml', '/sitemaps/businesses-0.xml']) {
        const response = await bff.app.inject({ url });
        expect(response.statusCode, url).toBe(503);
        expect(response.json(), url).toEqual(unavailable);
        expect(response.headers['retry-after'], url).toBeDefined();
      }
    } finally {
      await bff.app.close();
    }
  });

  it('answers 503 with the reason when the API answers that it cannot serve', async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    const down = { status: 503, error: 'Service Unavailable', message: M.databaseUnavailable, errors: [] };
    agent
      .get('http://api.test')
      .intercept({ path: /^\/api\/sitemap/, method: 'GET' })
      .reply(503, down)
      .persist();
    const bff = await buildBff(
      { ...loadBffConfig({ NODE_ENV: 'test' }), apiUrl: 'http://api.test/api', webDist: await fakeWebDist() },
      { dispatcher: agent },
    );
    try {
      for (const url of ['/sitemap.xml', '/sitemaps/homes-0.xml']) {
        const response = await bff.app.inject({ url });
        expect(response.statusCode, url).toBe(503);
        expect(response.json(), url).toEqual(unavailable);
      }
    } finally {
      await bff.app.close();
    }
  });
});
