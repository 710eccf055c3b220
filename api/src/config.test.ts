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
    expect(() => loadApiConfig({ PORT: 'abc' })).toThrow(
      'api: invalid configuration: PORT="abc" must be a port number from 0 to 65535.',
    );
  });

  it('logs the text of mail kept in the outbox in development only, never in production or with SMTP', () => {
    expect(loadApiConfig({}).logMailBodies).toBe(true);
    expect(loadApiConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ffc' }).logMailBodies).toBe(false);
    expect(loadApiConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).logMailBodies).toBe(false);
  });

  it('takes a VAPID key pair from the environment, both or none, never printing the private key', async () => {
    const { default: webpush } = await import('web-push');
    const keys = webpush.generateVAPIDKeys();
    expect(loadApiConfig({}).vapid).toBeUndefined();
    expect(loadApiConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).vapid).toEqual(keys);
    for (const partial of [
      { VAPID_PRIVATE_KEY: keys.privateKey },
      { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: 'short' },
    ])
      expect(() => loadApiConfig(partial)).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining(keys.privateKey) }),
      );
  });

  describe('photo storage', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.example.org',
      S3_BUCKET: 'ffc-photos',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'very-secret-key-do-not-print',
    };

    it('keeps photos in a folder under DATA_DIR when no S3 variable is set', () => {
      expect(loadApiConfig({}).s3).toBeUndefined();
    });

    it('uses the S3 store when its four variables are set: region us-east-1 unless S3_REGION says, public URL without a trailing slash', () => {
      expect(loadApiConfig(s3).s3).toEqual({
        endpoint: 'https://s3.example.org',
        bucket: 'ffc-photos',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'very-secret-key-do-not-print',
        region: 'us-east-1',
        publicUrl: undefined,
      });
      expect(
        loadApiConfig({ ...s3, S3_REGION: 'eu-central-1', S3_PUBLIC_URL: 'https://photos.example.org/ffc/' }).s3,
      ).toMatchObject({ region: 'eu-central-1', publicUrl: 'https://photos.example.org/ffc' });
    });

    it('refuses the S3 variables set only in part, naming what is missing and never printing the secret', () => {
      const { S3_BUCKET: _bucket, ...withoutBucket } = s3;
      expect(() => loadApiConfig(withoutBucket)).toThrow(
        'api: invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (S3_BUCKET missing).',
      );
      expect(() => loadApiConfig({ S3_SECRET_ACCESS_KEY: s3.S3_SECRET_ACCESS_KEY })).toThrow(
        '(S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID missing).',
      );
      expect(() => loadApiConfig({ S3_PUBLIC_URL: 'https://photos.example.org' })).toThrow(
        'api: invalid configuration: S3_PUBLIC_URL needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.',
      );
      for (const partial of [withoutBucket, { S3_SECRET_ACCESS_KEY: s3.S3_SECRET_ACCESS_KEY }]) {
        expect(() => loadApiConfig(partial)).toThrow(
          expect.objectContaining({ message: expect.not.stringContaining(s3.S3_SECRET_ACCESS_KEY) }),
        );
      }
    });

    it('refuses an S3_ENDPOINT or S3_PUBLIC_URL that is not an http(s) address', () => {
      expect(() => loadApiConfig({ ...s3, S3_ENDPOINT: 's3.example.org' })).toThrow(
        'api: invalid configuration: S3_ENDPOINT="s3.example.org" must be a URL starting with http:// or https://.',
      );
      expect(() => loadApiConfig({ ...s3, S3_PUBLIC_URL: 'ftp://photos.example.org' })).toThrow(
        'S3_PUBLIC_URL="ftp://photos.example.org" must be a URL starting with http:// or https://.',
      );
    });
  });
});
