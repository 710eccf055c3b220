/**
 * MAP_TILE_URL at start: a template whose origin cannot go into the Content-Security-Policy, or
 * would open it to every origin, stops the BFF with one line; the usual templates still work.
 */
import { describe, expect, it } from 'vitest';
import { MockAgent } from 'undici';
import { ConfigError, loadBffConfig, tileSource } from './config.js';
import { buildBff } from './server.js';

const refusal = (url: string) =>
  `bff: invalid configuration: MAP_TILE_URL=${JSON.stringify(url)} must be a tile URL template`;

describe('MAP_TILE_URL', () => {
  it.each([
    'https://tiles.example.org;script-src/{z}/{x}/{y}.png',
    'https://tiles.example.org,evil.example/{z}/{x}/{y}.png',
    'https://tiles.example.org/{z}/{x}/{y}.png;q=1',
    '/tiles/{z}/{x}/{y}.png,x',
  ])('refuses %s, whose ; or , would break the Content-Security-Policy', (url) => {
    expect(() => loadBffConfig({ MAP_TILE_URL: url })).toThrow(ConfigError);
    expect(() => loadBffConfig({ MAP_TILE_URL: url })).toThrow(refusal(url));
  });

  it.each([
    'https://*/{z}/{x}/{y}.png',
    'https://*.example.org/{z}/{x}/{y}.png',
    'https://{s}/{z}/{x}/{y}.png',
    'https://{s}.org/{z}/{x}/{y}.png',
    'https://tiles.{s}.example.org/{z}/{x}/{y}.png',
  ])('refuses %s, which would let images come from far more than one tile server', (url) => {
    expect(() => loadBffConfig({ MAP_TILE_URL: url })).toThrow(refusal(url));
  });

  it('says what is wrong in one line', () => {
    expect(() => loadBffConfig({ MAP_TILE_URL: 'https://*/{z}/{x}/{y}.png' })).toThrow(/^[^\n]+$/);
  });

  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['http://localhost:8081/tiles/{z}/{x}/{y}.png?key=abc', 'http://localhost:8081'],
    ['/tiles/{z}/{x}/{y}.png', undefined],
  ])('accepts %s, allowing images from %s', (url, source) => {
    expect(loadBffConfig({ MAP_TILE_URL: url }).mapTiles.url).toBe(url);
    expect(tileSource(url)).toBe(source);
  });

  it('answers requests with a {s} template, its subdomains allowed as image sources', async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    agent
      .get('http://api.test')
      .intercept({ path: '/api/actuator/health/readiness', method: 'GET' })
      .reply(200, { status: 'UP' });
    const config = loadBffConfig({
      NODE_ENV: 'test',
      API_URL: 'http://api.test/api',
      MAP_TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    const bff = await buildBff(config, { dispatcher: agent });
    try {
      const response = await bff.app.inject({ url: '/health' });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['content-security-policy'])).toContain(
        "img-src 'self' data: blob: https://*.tile.openstreetmap.org;",
      );
    } finally {
      await bff.app.close();
    }
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to the site on this machine at PORT, so canonical links and the sitemap follow another port', () => {
    expect(loadBffConfig({}).publicUrl).toBe('http://localhost:4000');
    const moved = loadBffConfig({ PORT: '4100' });
    expect(moved.publicUrl).toBe('http://localhost:4100');
    expect(moved.allowedOrigins).toEqual(['http://localhost:4100']);
    expect(loadBffConfig({ PORT: '4100', PUBLIC_URL: 'https://ffc.example/' }).publicUrl).toBe('https://ffc.example');
  });
});
