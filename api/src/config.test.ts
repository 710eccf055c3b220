/** The API's configuration: the public address follows the site's port, and mail text reaches the log only in development. */
import { describe, expect, it } from 'vitest';
import { loadApiConfig } from './config.js';

describe('the API configuration', () => {
  it('takes the public address from PORT when PUBLIC_URL is unset, so reset links follow the site to another port', () => {
    expect(loadApiConfig({}).publicUrl).toBe('http://localhost:4000');
    expect(loadApiConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadApiConfig({ PORT: '4100', PUBLIC_URL: 'https://ffc.example/' }).publicUrl).toBe('https://ffc.example');
  });

  it('refuses a PORT that is no port, in one line', () => {
    expect(() => loadApiConfig({ PORT: 'abc' })).toThrow('api: invalid configuration: PORT="abc" must be a port number from 0 to 65535.');
  });

  it('logs the text of mail kept in the outbox in development only, never in production or with SMTP', () => {
    expect(loadApiConfig({}).logMailBodies).toBe(true);
    expect(loadApiConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ffc' }).logMailBodies).toBe(false);
    expect(loadApiConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).logMailBodies).toBe(false);
  });
});
