/**
 * Photos through the BFF, against the real API over HTTP: the upload passed through with the
 * session (and the one refresh after a 401), its refusals, the files streamed from this origin,
 * photos in GraphQL (entries, list rows, reviews, the report queue; reporting and deleting), and the
 * Content-Security-Policy's image sources.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { M, PHOTO, PHOTO_BYTES_MAX, type Photo } from '@ffc/domain';
import { loadBffConfig } from '../config.js';
import { imageSources } from '../edge.js';
import { UPLOAD_HEADER } from './routes.js';
import { buildBff } from '../server.js';
import { startStack, type GraphQLClient, type Stack } from '../../test/testing.js';

/** A multipart body as a browser's FormData sends it, and its content type (with the boundary). */
async function multipart(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

const cookieOf = (client: GraphQLClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const fromPage = (client: GraphQLClient) => ({ cookie: cookieOf(client), [UPLOAD_HEADER.name]: UPLOAD_HEADER.value });
/** RIFF….WEBP: a WebP file's first twelve bytes. */
const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
const PHOTO_FIELDS =
  'id caption shows width height placeholder urls { thumb screen large } createdBy createdDate reviewId';

describe('photo uploads and files through the BFF', () => {
  let stack: Stack;
  let member: GraphQLClient;
  let businessId: number;
  let jpeg: Buffer;
  beforeAll(async () => {
    stack = await startStack();
    [member] = await stack.loggedIn('member');
    const listed = await stack
      .client()
      .run<{ businesses: { content: { id: number }[] } }>('{ businesses { content { id } } }');
    businessId = listed.data!.businesses.content[0]!.id;
    jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d44' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => stack.close());

  const upload = async (
    path: string,
    body: { body: Buffer; contentType: string },
    headers: Record<string, string> = {},
  ) =>
    stack.bff.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': body.contentType, ...headers },
      payload: body.body,
    });

  it('refuses an upload without the x-requested-with header or from another site, before the API sees it', async () => {
    const body = await multipart(
      { caption: 'The posted policy', shows: 'policy' },
      { bytes: jpeg, name: 'policy.jpg', type: 'image/jpeg' },
    );
    stack.calls.length = 0;
    const bare = await upload(`/uploads/businesses/${businessId}/photos`, body, { cookie: cookieOf(member) });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ status: 403, message: M.forbidden });
    const crossSite = await upload(`/uploads/businesses/${businessId}/photos`, body, {
      cookie: cookieOf(member),
      [UPLOAD_HEADER.name]: UPLOAD_HEADER.value,
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    const fetchedCrossSite = await upload(`/uploads/businesses/${businessId}/photos`, body, {
      cookie: cookieOf(member),
      [UPLOAD_HEADER.name]: UPLOAD_HEADER.value,
      'sec-fetch-site': 'cross-site',
    });
    expect(fetchedCrossSite.statusCode).toBe(403);
    expect(stack.calls).toEqual([]);
  });

  it('answers 404 for a kind without photos or an id that is no id, and 415 for a body that is not multipart', async () => {
    const body = await multipart({ caption: 'x', shows: 'other' }, { bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' });
    const headers = { cookie: cookieOf(member), [UPLOAD_HEADER.name]: UPLOAD_HEADER.value };
    expect((await upload('/uploads/support/1/photos', body, headers)).statusCode).toBe(404);
    expect((await upload('/uploads/businesses/0/photos', body, headers)).statusCode).toBe(404);
    expect((await upload('/uploads/businesses/abc/photos', body, headers)).statusCode).toBe(404);
    const json = await stack.bff.app.inject({
      method: 'POST',
      url: `/uploads/businesses/${businessId}/photos`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a body over the largest photo at the file field, without passing it on', async () => {
    const big = await multipart(
      { caption: 'Too big', shows: 'other' },
      { bytes: Buffer.alloc(PHOTO_BYTES_MAX + 1024 * 1024 + 1), name: 'big.jpg', type: 'image/jpeg' },
    );
    stack.calls.length = 0;
    const answer = await upload(`/uploads/businesses/${businessId}/photos`, big, {
      cookie: cookieOf(member),
      [UPLOAD_HEADER.name]: UPLOAD_HEADER.value,
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({
      status: 413,
      message: PHOTO.tooLarge,
      errors: [{ field: 'file', message: PHOTO.tooLarge }],
    });
    expect(stack.calls).toEqual([]);
  });

  it('passes an upload to the API with the session, answers 201 and the photo, and serves its files from this origin', async () => {
    const body = await multipart(
      { caption: 'The posted policy', shows: 'policy' },
      { bytes: jpeg, name: 'policy.jpg', type: 'image/jpeg' },
    );
    const answer = await upload(`/uploads/businesses/${businessId}/photos`, body, fromPage(member));
    expect(answer.statusCode, answer.body).toBe(201);
    const added = answer.json<Photo>();
    expect(added).toMatchObject({
      caption: 'The posted policy',
      shows: 'policy',
      width: 64,
      height: 48,
      createdBy: 'member',
      reviewId: null,
    });
    expect(added.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(added.urls.thumb).toMatch(/^\/photos\/photos\/[0-9a-f-]{36}\/thumb\.webp$/);

    for (const url of Object.values(added.urls)) {
      const file = await stack.bff.app.inject({ url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(isWebp(file.rawPayload)).toBe(true);
    }
    const missing = await stack.bff.app.inject({
      url: added.urls.thumb.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000'),
    });
    expect(missing.statusCode).toBe(404);

    const entry = await stack
      .client()
      .run<{ business: { photos: Photo[] } }>(
        `query ($id: Int!) { business(id: $id) { photos { ${PHOTO_FIELDS} } } }`,
        { id: businessId },
      );
    expect(entry.data?.business.photos[0]).toEqual(added);
    const listed = await stack.client().run<{
      businesses: {
        content: { id: number; photoCount: number; photos: { id: number; urls: { thumb: string } }[] }[];
      };
    }>('{ businesses { content { id photoCount photos { id urls { thumb } } } } }');
    const row = listed.data!.businesses.content.find((b) => b.id === businessId)!;
    expect(row.photoCount).toBeGreaterThanOrEqual(1);
    expect(row.photos).toEqual([{ id: added.id, urls: { thumb: added.urls.thumb } }]);
  });

  it('checks the session first, refreshing it once after a 401, then sends the body once', async () => {
    const [client] = await stack.loggedIn('member');
    client.cookies.set('ffc_access', 'expired-or-forged');
    const body = await multipart(
      { caption: 'Unscented soap by the sink', shows: 'label' },
      { bytes: jpeg, name: 'soap.jpg', type: 'image/jpeg' },
    );
    stack.calls.length = 0;
    const answer = await upload(`/uploads/businesses/${businessId}/photos`, body, fromPage(client));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<Photo>().caption).toBe('Unscented soap by the sink');
    // The body streams to the API as it arrives, so it can go once only: the refresh comes before it.
    expect(stack.calls).toEqual(['GET /user', 'POST /auth/refresh', `POST /businesses/${businessId}/photos`]);
    const setCookie = answer.headers['set-cookie'];
    expect((Array.isArray(setCookie) ? setCookie : [setCookie]).some((c) => c?.startsWith('ffc_access='))).toBe(true);
  });

  it("answers the API's refusals as they come: field errors at their fields, 401 for nobody signed in", async () => {
    const noCaption = await upload(
      `/uploads/businesses/${businessId}/photos`,
      await multipart({ caption: ' ', shows: 'policy' }, { bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' }),
      fromPage(member),
    );
    expect(noCaption.statusCode).toBe(400);
    expect(noCaption.json().errors).toContainEqual({ field: 'caption', message: PHOTO.captionRequired });
    const lying = await upload(
      `/uploads/businesses/${businessId}/photos`,
      await multipart(
        { caption: 'A photo?', shows: 'other' },
        { bytes: Buffer.from('just some text, not a photo'), name: 'photo.jpg', type: 'image/jpeg' },
      ),
      fromPage(member),
    );
    expect(lying.statusCode).toBe(400);
    expect(lying.json().errors).toEqual([{ field: 'file', message: PHOTO.notAnImage }]);
    const anonymous = await upload(
      `/uploads/businesses/${businessId}/photos`,
      await multipart({ caption: 'x', shows: 'other' }, { bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' }),
      { [UPLOAD_HEADER.name]: UPLOAD_HEADER.value },
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a photo on its review, queues a report of it for moderators, and lets only its uploader or a moderator delete it', async () => {
    // A business the member has not reviewed yet, and their review of it.
    const rows = (
      await stack.client().run<{ businesses: { content: { id: number }[] } }>('{ businesses { content { id } } }')
    ).data!.businesses.content;
    let parentId = 0;
    for (const { id } of rows) {
      const mine = await member.run<{ business: { myReview: { id: number } | null } }>(
        'query ($id: Int!) { business(id: $id) { myReview { id } } }',
        { id },
      );
      if (!mine.data?.business.myReview) {
        parentId = id;
        break;
      }
    }
    expect(parentId).toBeGreaterThan(0);
    const created = await member.run<{ createReview: { id: number } }>(
      'mutation ($p: Int!) { createReview(kind: BUSINESS, parentId: $p, input: { name: "Clean air", rating: 5 }) { id } }',
      { p: parentId },
    );
    const reviewId = created.data!.createReview.id;
    const body = await multipart(
      { caption: 'Their fragrance-free sign', shows: 'policy', reviewId: String(reviewId) },
      { bytes: jpeg, name: 'sign.jpg', type: 'image/jpeg' },
    );
    const answer = await upload(`/uploads/businesses/${parentId}/photos`, body, fromPage(member));
    expect(answer.statusCode, answer.body).toBe(201);
    const added = answer.json<Photo>();
    expect(added.reviewId).toBe(reviewId);
    const read = await stack
      .client()
      .run<{ business: { photos: { id: number }[]; reviews: { content: { id: number; photos: Photo[] }[] } } }>(
        `query ($id: Int!) { business(id: $id) { photos { id } reviews { content { id photos { ${PHOTO_FIELDS} } } } } }`,
        { id: parentId },
      );
    expect(read.data?.business.photos.map((p) => p.id)).toContain(added.id);
    expect(read.data?.business.reviews.content.find((r) => r.id === reviewId)?.photos).toEqual([added]);

    // Someone else reports it (once: a second report answers the first) and may not delete it.
    const skeptic = stack.client();
    const signup = await skeptic.run('mutation ($i: SignupInput!) { signup(input: $i) }', {
      i: { username: 'photoskeptic', email: 'photoskeptic@example.org', password: 'photoskeptic-password' },
    });
    expect(signup.errors).toBeUndefined();
    await skeptic.login('photoskeptic', 'photoskeptic-password');
    const report = (client: GraphQLClient, reason: string) =>
      client.run<{ reportPhoto: { id: number; reason: string; photo: { id: number } } }>(
        'mutation ($id: Int!, $r: String!) { reportPhoto(id: $id, reason: $r) { id reason photo { id } } }',
        { id: added.id, r: reason },
      );
    expect((await report(skeptic, 'blurry')).errors?.[0]?.extensions.fieldErrors).toEqual([
      { field: 'reason', message: PHOTO.reportReasonRequired },
    ]);
    const filed = await report(skeptic, 'personal');
    expect(filed.data?.reportPhoto).toMatchObject({ reason: 'personal', photo: { id: added.id } });
    expect((await report(skeptic, 'personal')).data?.reportPhoto.id).toBe(filed.data?.reportPhoto.id);
    const refused = await skeptic.run('mutation ($id: Int!) { deletePhoto(id: $id) }', { id: added.id });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });

    // The moderators' queue shows the photo; deleting it resolves the report and removes its files.
    const [moderator] = await stack.loggedIn('moderator');
    const queue = () =>
      moderator.run<{ reports: { content: { id: number; reason: string; photo: Photo | null }[] } }>(
        `{ reports(status: "open") { content { id reason photo { ${PHOTO_FIELDS} } } } }`,
      );
    expect((await queue()).data?.reports.content).toContainEqual({
      id: filed.data!.reportPhoto.id,
      reason: 'personal',
      photo: added,
    });
    expect(
      (await moderator.run<{ deletePhoto: boolean }>('mutation ($id: Int!) { deletePhoto(id: $id) }', { id: added.id }))
        .data,
    ).toEqual({ deletePhoto: true });
    expect((await queue()).data?.reports.content.map((r) => r.id)).not.toContain(filed.data!.reportPhoto.id);
    const after = await stack
      .client()
      .run<{ business: { photos: { id: number }[] } }>('query ($id: Int!) { business(id: $id) { photos { id } } }', {
        id: parentId,
      });
    expect(after.data?.business.photos.map((p) => p.id)).not.toContain(added.id);
    expect((await stack.bff.app.inject({ url: added.urls.large })).statusCode).toBe(404);
  });

  it('answers 404 for a file key that is not a photo key, without asking the API', async () => {
    stack.calls.length = 0;
    for (const url of [
      '/photos/photos/../../etc/passwd',
      '/photos/secrets/a.webp',
      '/photos/photos/A.webp',
      '/photos/photos/a%20b.webp',
    ]) {
      const answer = await stack.bff.app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
    }
    expect(stack.calls).toEqual([]);
  });

  it("passes on the API's refusal of a file key (414 for one too long), never a bad gateway", async () => {
    const long = await stack.bff.app.inject({ url: `/photos/photos/${'a'.repeat(101)}/large.webp` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ status: 414, message: M.urlTooLong });
    const unknown = await stack.bff.app.inject({ url: `/photos/photos/${'b'.repeat(36)}/large.webp` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, message: M.notFound });
  });
});

describe('the Content-Security-Policy for photos', () => {
  it('lets images come from this site and its own previews, and from the photo store only when S3_PUBLIC_URL names one', () => {
    const plain = loadBffConfig({ NODE_ENV: 'test', MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' });
    expect(plain.photoOrigin).toBeUndefined();
    expect(imageSources(plain)).toEqual(["'self'", 'data:', 'blob:']);
    const s3 = loadBffConfig({
      NODE_ENV: 'test',
      MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png',
      S3_PUBLIC_URL: 'https://photos.example.org/ffc-bucket',
    });
    expect(s3.photoOrigin).toBe('https://photos.example.org');
    expect(imageSources(s3)).toEqual(["'self'", 'data:', 'blob:', 'https://photos.example.org']);
  });

  it('sends that policy on every response', async () => {
    const { app } = await buildBff(
      loadBffConfig({
        NODE_ENV: 'test',
        MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png',
        S3_PUBLIC_URL: 'https://photos.example.org/ffc-bucket',
      }),
    );
    try {
      const answer = await app.inject({ url: '/no-such-thing', headers: { accept: 'application/json' } });
      expect(String(answer.headers['content-security-policy'])).toContain(
        "img-src 'self' data: blob: https://photos.example.org;",
      );
    } finally {
      await app.close();
    }
  });

  it('stops the BFF at start for an S3_PUBLIC_URL that is no http(s) URL', () => {
    expect(() => loadBffConfig({ NODE_ENV: 'test', S3_PUBLIC_URL: 'ftp://photos.example.org' })).toThrow(
      /S3_PUBLIC_URL/,
    );
    expect(() => loadBffConfig({ NODE_ENV: 'test', S3_PUBLIC_URL: '*; script-src *' })).toThrow(/S3_PUBLIC_URL/);
  });
});
