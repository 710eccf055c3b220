/**
 * Photos at the BFF's edge, against the real API over HTTP: the upload passed through with the
 * session (and the one refresh after a 401), its refusals, the files streamed from this origin, and
 * the Content-Security-Policy's image sources.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { M, PHOTO, PHOTO_BYTES_MAX } from '@ffc/domain';
import { loadBffConfig } from './config.js';
import { imageSources } from './edge.js';
import { UPLOAD_HEADER } from './photos.js';
import { startStack, type GraphQLClient, type Stack } from '../test/testing.js';

/** A multipart body as a browser's FormData sends it, and its content type (with the boundary). */
async function multipart(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

const cookieOf = (client: GraphQLClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describe('photo uploads and files through the BFF', () => {
  let stack: Stack;
  let member: GraphQLClient;
  let businessId: number;
  let jpeg: Buffer;
  beforeAll(async () => {
    stack = await startStack();
    [member] = await stack.loggedIn('member');
    const listed = await stack.client().run<{ businesses: { content: { id: number }[] } }>('{ businesses { content { id } } }');
    businessId = listed.data!.businesses.content[0]!.id;
    jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d44' } }).jpeg().toBuffer();
  });
  afterAll(() => stack.close());

  const upload = async (path: string, body: { body: Buffer; contentType: string }, headers: Record<string, string> = {}) =>
    stack.bff.app.inject({ method: 'POST', url: path, headers: { 'content-type': body.contentType, ...headers }, payload: body.body });

  it('refuses an upload without the x-requested-with header or from another site, before the API sees it', async () => {
    const body = await multipart({ caption: 'The posted policy', shows: 'policy' }, { bytes: jpeg, name: 'policy.jpg', type: 'image/jpeg' });
    stack.calls.length = 0;
    const bare = await upload(`/uploads/businesses/${businessId}/photos`, body, { cookie: cookieOf(member) });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ status: 403, message: M.forbidden });
    const crossSite = await upload(`/uploads/businesses/${businessId}/photos`, body, { cookie: cookieOf(member), [UPLOAD_HEADER.name]: UPLOAD_HEADER.value, origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    const fetchedCrossSite = await upload(`/uploads/businesses/${businessId}/photos`, body, { cookie: cookieOf(member), [UPLOAD_HEADER.name]: UPLOAD_HEADER.value, 'sec-fetch-site': 'cross-site' });
    expect(fetchedCrossSite.statusCode).toBe(403);
    expect(stack.calls).toEqual([]);
  });

  it('answers 404 for a kind without photos or an id that is no id, and 415 for a body that is not multipart', async () => {
    const body = await multipart({ caption: 'x', shows: 'other' }, { bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' });
    const headers = { cookie: cookieOf(member), [UPLOAD_HEADER.name]: UPLOAD_HEADER.value };
    expect((await upload('/uploads/support/1/photos', body, headers)).statusCode).toBe(404);
    expect((await upload('/uploads/businesses/0/photos', body, headers)).statusCode).toBe(404);
    expect((await upload('/uploads/businesses/abc/photos', body, headers)).statusCode).toBe(404);
    const json = await stack.bff.app.inject({ method: 'POST', url: `/uploads/businesses/${businessId}/photos`, headers: { ...headers, 'content-type': 'application/json' }, payload: '{}' });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a body over the largest photo at the file field, without passing it on', async () => {
    const big = await multipart({ caption: 'Too big', shows: 'other' }, { bytes: Buffer.alloc(PHOTO_BYTES_MAX + 1024 * 1024 + 1), name: 'big.jpg', type: 'image/jpeg' });
    stack.calls.length = 0;
    const answer = await upload(`/uploads/businesses/${businessId}/photos`, big, { cookie: cookieOf(member), [UPLOAD_HEADER.name]: UPLOAD_HEADER.value });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ status: 413, message: PHOTO.tooLarge, errors: [{ field: 'file', message: PHOTO.tooLarge }] });
    expect(stack.calls).toEqual([]);
  });

  it('answers 404 for a file key that is not a photo key, without asking the API', async () => {
    stack.calls.length = 0;
    for (const url of ['/photos/photos/../../etc/passwd', '/photos/secrets/a.webp', '/photos/photos/A.webp', '/photos/photos/a%20b.webp']) {
      const answer = await stack.bff.app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
    }
    expect(stack.calls).toEqual([]);
  });
});

describe('the Content-Security-Policy for photos', () => {
  it('lets images come from this site and its own previews, and from the photo store only when S3_PUBLIC_URL names one', () => {
    const plain = loadBffConfig({ NODE_ENV: 'test', MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' });
    expect(plain.photoOrigin).toBeUndefined();
    expect(imageSources(plain)).toEqual(["'self'", 'data:', 'blob:']);
    const s3 = loadBffConfig({ NODE_ENV: 'test', MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png', S3_PUBLIC_URL: 'https://photos.example.org/ffc-bucket' });
    expect(s3.photoOrigin).toBe('https://photos.example.org');
    expect(imageSources(s3)).toEqual(["'self'", 'data:', 'blob:', 'https://photos.example.org']);
  });

  it('stops the BFF at start for an S3_PUBLIC_URL that is no http(s) URL', () => {
    expect(() => loadBffConfig({ NODE_ENV: 'test', S3_PUBLIC_URL: 'ftp://photos.example.org' })).toThrow(/S3_PUBLIC_URL/);
    expect(() => loadBffConfig({ NODE_ENV: 'test', S3_PUBLIC_URL: '*; script-src *' })).toThrow(/S3_PUBLIC_URL/);
  });
});
