/**
 * The web app as people and crawlers get it: fingerprinted assets (precompressed Brotli and gzip
 * from the build), each page's HTML with its own title, description, canonical link and link-preview
 * tags already in it (an entry's page with the entry's name and description), 404 for addresses
 * that are no page (from domain's SITE_PAGES, the web router's table), robots.txt and paged sitemaps.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstPaint } from './first-paint.js';
import { escapeHtml } from './html.js';
import {
  CUTS,
  ENTRY_KINDS,
  type EntryKind,
  isEntryKind,
  M,
  matchPage,
  NOT_FOUND_PAGE,
  SITE_NAME,
  SITE_PAGES,
  SITEMAP_PAGE_MAX,
  SITEMAP_PAGE_SIZE,
  truncate,
  type SitePage,
} from '@ffc/domain';
import type { SharedCache } from './cache/types-cache.js';
import type { BffConfig } from './config.js';
import { errorBody } from './edge.js';
import { RestApi, type RestTransport } from './rest/api.js';
import { codeForStatus, RestError, UpstreamUnavailableError } from './rest/errors.js';

const SITEMAP_TTL_KEY = 'sitemap:v1';
/** Seconds a crawler is asked to wait before it comes back for a sitemap the API could not give. */
const SITEMAP_RETRY_AFTER_SECONDS = 300;
/** The site's pages, each read as a page (the table's entries are typed one by one). */
const ALL_PAGES: readonly SitePage[] = Object.values(SITE_PAGES);

/**
 * Each page's own small chunks (the build's `.vite/page-chunks.json`, see web/build/page-chunks.ts),
 * named in its HTML as modulepreload hints: the browser fetches them beside the entry instead of
 * after running it. No file (an older build), no hints.
 */
function pagePreloads(webDist: string): ReadonlyMap<string, readonly string[]> {
  const file = path.join(webDist, '.vite', 'page-chunks.json');
  if (!existsSync(file)) return new Map();
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) return new Map();
  return new Map(
    Object.entries(parsed).flatMap(([key, files]: [string, unknown]) => (isChunkList(files) ? [[key, files]] : [])),
  );
}

const isChunkList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((file) => typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file));

function preloadTags(preloads: ReadonlyMap<string, readonly string[]>, request: FastifyRequest): string {
  const page = matchPage(request.url.split('?')[0] ?? '/');
  const files = page ? (preloads.get(page.key) ?? []) : [];
  return files.map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

const escapeXml = escapeHtml;

interface Head {
  title: string;
  description: string;
  canonical: string;
  type: 'website' | 'article';
}

/** The head tags a page is served with; the app removes them (`data-served`) when it starts. */
function headTags(head: Head): string {
  const title = escapeHtml(`${head.title} | ${SITE_NAME}`);
  const description = escapeHtml(head.description);
  const url = escapeHtml(head.canonical);
  return [
    `<title data-served>${title}</title>`,
    `<meta data-served name="description" content="${description}" />`,
    `<link data-served rel="canonical" href="${url}" />`,
    `<meta data-served property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
    `<meta data-served property="og:type" content="${head.type}" />`,
    `<meta data-served property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta data-served property="og:description" content="${description}" />`,
    `<meta data-served property="og:url" content="${url}" />`,
    `<meta data-served name="twitter:card" content="summary" />`,
  ].join('\n    ');
}

/** Pages' heads and sitemaps are the same for everyone: the API is asked with no one's cookie. */
type Anonymous = (request: FastifyRequest) => RestApi;

/** What a page's HTML is made from: the built index.html, each page's chunks, the entry's head from the API. */
interface PageSource {
  readonly publicUrl: string;
  readonly template: string;
  readonly preloads: ReadonlyMap<string, readonly string[]>;
  readonly anonymous: Anonymous;
}

/** What the sitemaps are made from: the API's lists of entries, kept a while in the shared cache. */
interface SitemapSource {
  readonly publicUrl: string;
  readonly cache: SharedCache;
  readonly anonymous: Anonymous;
}

export async function webRoutes(
  app: FastifyInstance,
  options: { config: BffConfig; transport: RestTransport; cache: SharedCache },
): Promise<void> {
  const { config, transport, cache } = options;
  const indexFile = path.join(config.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built web app at ${config.webDist}: run npm run build. Serving GraphQL only.`);
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  const preloads = pagePreloads(config.webDist);
  const anonymous: Anonymous = (request) =>
    new RestApi(transport, {
      requestId: request.id,
      cookie: undefined,
      clientIp: request.ip,
      protocol: request.protocol,
      setCookies: [],
    });

  await staticFiles(app, config.webDist);
  pageRoutes(app, { publicUrl: config.publicUrl, template, preloads, anonymous });
  robotsRoute(app, config.publicUrl);
  sitemapRoutes(app, { publicUrl: config.publicUrl, cache, anonymous });
}

async function staticFiles(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, file) {
      // Vite fingerprints assets: cache them for a year.
      if (file.includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}

/** Deep links such as /businesses/3 load the app, which routes them; unknown pages answer 404. */
function pageRoutes(app: FastifyInstance, pages: PageSource): void {
  app.get('/', (request, reply) => sendPage(pages, request, reply));
  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return sendPage(pages, request, reply);
    return reply.status(404).send(errorBody(404, 'Not found.'));
  });
}

/** Addresses that are never pages: the API's, GraphQL's and the services' own. */
const SERVICE_PATHS = /^\/(?:api|graphql|graphiql|health|metrics)(?:[/?]|$)/;

/**
 * Whether a request for an address outside the static files wants the page (HTML) rather than a
 * JSON 404. Browsers ask for text/html; link unfurlers, Facebook's crawler and uptime checks send
 * `*\/*` or no Accept at all, and must see the page's Open Graph tags too. A client that names
 * JSON (and not HTML) is an API client and keeps its JSON answer.
 */
function wantsPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  if ((request.method !== 'GET' && request.method !== 'HEAD') || path.extname(pathname) || SERVICE_PATHS.test(pathname))
    return false;
  const accept = (request.headers.accept ?? '').toLowerCase();
  if (/text\/html|application\/xhtml\+xml/.test(accept)) return true;
  if (/[/+]json/.test(accept)) return false;
  return accept.trim() === '' || /\*\/\*|text\/\*/.test(accept);
}

/** The page's head: the table's title and description, or the entry's own; null when the address is no page. */
async function headFor(pages: PageSource, request: FastifyRequest): Promise<Head | null> {
  const pathname = request.url.split('?')[0] ?? '/';
  const match = matchPage(pathname);
  const canonical = `${pages.publicUrl}${pathname}`;
  if (!match) return null;
  const page: SitePage = match.page;
  if (!page.entry) return { title: page.title, description: page.description, canonical, type: 'website' };
  const id = Number(match.params.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  try {
    const entry = await pages.anonymous(request).entrySummary(page.entry, id);
    return {
      title: entry.name,
      description: truncate(entry.description || page.description, CUTS.pageDescription),
      canonical,
      type: 'article',
    };
  } catch (error) {
    if (error instanceof RestError && error.status === 404) return null;
    // The API is away: the page still loads, with the table's title, and the app shows the error.
    return { title: page.title, description: page.description, canonical, type: 'website' };
  }
}

async function sendPage(pages: PageSource, request: FastifyRequest, reply: FastifyReply) {
  const head = await headFor(pages, request);
  const tags = headTags(
    head ?? { ...NOT_FOUND_PAGE, canonical: `${pages.publicUrl}${request.url.split('?')[0]}`, type: 'website' },
  );
  return reply
    .status(head ? 200 : 404)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(
      pages.template
        .replace('</head>', `  ${tags}${preloadTags(pages.preloads, request)}\n  </head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root">${firstPaint(request.url.split('?')[0] ?? '/', request.headers.cookie)}</div>`,
        ),
    );
}

function robotsRoute(app: FastifyInstance, publicUrl: string): void {
  app.get('/robots.txt', async (_request, reply) => {
    const privatePaths = ALL_PAGES.filter((page) => page.private)
      // Robots match by prefix, with * for any text: /businesses/:id/edit becomes /businesses/*/edit.
      .map((page) => page.path.replace(/:[^/]+/g, '*').replace(/\/\*$/, ''));
    const lines = [
      'User-agent: *',
      ...[...new Set(['/graphql', '/graphiql/', ...privatePaths])].map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
    ];
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });
}

function sitemapRoutes(app: FastifyInstance, sitemaps: SitemapSource): void {
  app.get('/sitemap.xml', (request, reply) => sitemapIndex(sitemaps, request, reply));
  app.get<{ Params: { file: string } }>('/sitemaps/:file', (request, reply) => sitemapFile(sitemaps, request, reply));
}

/** The sitemap index: the site's fixed pages, then each kind's entries in pages of SITEMAP_PAGE_SIZE. */
async function sitemapIndex(sitemaps: SitemapSource, request: FastifyRequest, reply: FastifyReply) {
  const counts = await sitemapRead(reply, () =>
    sitemaps.cache.getOrLoad(`${SITEMAP_TTL_KEY}:counts`, () => sitemaps.anonymous(request).sitemapCounts()),
  );
  if (!counts) return reply;
  const files = [
    'pages',
    ...ENTRY_KINDS.flatMap((kind) =>
      Array.from({ length: Math.ceil((counts[kind] ?? 0) / SITEMAP_PAGE_SIZE) }, (_, i) => `${kind}-${i}`),
    ),
  ];
  const body = files
    .map((file) => `  <sitemap><loc>${escapeXml(`${sitemaps.publicUrl}/sitemaps/${file}.xml`)}</loc></sitemap>`)
    .join('\n');
  return sendXml(reply, `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>`);
}

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** One sitemap file: `pages.xml` (the site's fixed pages) or `{kind}-{page}.xml` (a page of that kind's entries). */
async function sitemapFile(
  sitemaps: SitemapSource,
  request: FastifyRequest<{ Params: { file: string } }>,
  reply: FastifyReply,
) {
  const match = /^([a-z]+)(?:-(0|[1-9]\d{0,3}))?\.xml$/.exec(request.params.file);
  // Past the API's last page there can be no entries: not found, without asking.
  const [, kind = '', page] = match ?? [];
  const collection = isEntryKind(kind) ? kind : undefined;
  if ((kind !== 'pages' && !collection) || Number(page ?? 0) > SITEMAP_PAGE_MAX)
    return reply.status(404).send(errorBody(404, M.notFound));
  const urls = collection
    ? await entryUrls(sitemaps, request, reply, collection, page ?? '0')
    : pageUrls(sitemaps.publicUrl);
  if (!urls) return reply;
  const body = urls
    .map((u) => `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
    .join('\n');
  return sendXml(reply, `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>`);
}

/** The pages a crawler may list: public ones with no parameter (an entry's page is in its kind's sitemaps). */
const pageUrls = (publicUrl: string): SitemapUrl[] =>
  ALL_PAGES.filter((p) => !p.private && !p.path.includes(':') && p.path !== '/home').map((p) => ({
    loc: `${publicUrl}${p.path}`,
  }));

/** A page of a kind's entries, or undefined once `reply` has answered for it (see `sitemapRead`; 404 past the last). */
async function entryUrls(
  sitemaps: SitemapSource,
  request: FastifyRequest,
  reply: FastifyReply,
  collection: EntryKind,
  page: string,
): Promise<SitemapUrl[] | undefined> {
  const entries = await sitemapRead(reply, () =>
    sitemaps.cache.getOrLoad(`${SITEMAP_TTL_KEY}:${collection}:${page}`, () =>
      sitemaps.anonymous(request).sitemapPage(collection, Number(page)),
    ),
  );
  if (!entries) return undefined;
  if (!entries.length && Number(page) > 0) {
    void reply.status(404).send(errorBody(404, M.notFound));
    return undefined;
  }
  return entries.map((e) => ({
    loc: `${sitemaps.publicUrl}/${collection}/${e.id}`,
    lastmod: e.modifiedDate.slice(0, 10),
  }));
}

/**
 * A sitemap's data from the API, or undefined once `reply` has answered for it: 503 (come back
 * later) while the API is away or cannot serve, 404 for a page it refuses. Anything else is a fault.
 */
async function sitemapRead<T>(reply: FastifyReply, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (
      error instanceof UpstreamUnavailableError ||
      (error instanceof RestError && codeForStatus(error.status) === 'UPSTREAM_UNAVAILABLE')
    ) {
      void reply
        .status(503)
        .header('retry-after', String(SITEMAP_RETRY_AFTER_SECONDS))
        .send(errorBody(503, M.sitemapUnavailable));
      return undefined;
    }
    if (error instanceof RestError && (error.status === 400 || error.status === 404)) {
      void reply.status(404).send(errorBody(404, M.notFound));
      return undefined;
    }
    throw error;
  }
}

function sendXml(reply: FastifyReply, xml: string) {
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('cache-control', 'public, max-age=3600')
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`);
}
