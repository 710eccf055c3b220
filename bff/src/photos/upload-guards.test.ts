/**
 * Uploads that would hold the BFF, over real sockets to a listening BFF in front of the real API:
 * a refused upload is answered and closed before a byte of its body is read, however large it
 * claims to be; a signed-in upload streams to the API, is cut off when it stops arriving or grows
 * past the largest upload, and holds one of a bounded number of slots while it runs.
 */
import net from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M, PHOTO } from '@ffc/domain';
import { startStack, type GraphQLClient, type Stack } from '../../test/testing.js';
import { UPLOAD_BYTES_MAX, UPLOAD_HEADER } from './routes.js';
import { UploadSlots } from './upload-guards.js';

const BOUNDARY = 'ffc-test-boundary';
const CLAIMED = 15 * 1024 * 1024;

interface RawAnswer {
  readonly status: number;
  readonly body: { message?: string; errors?: { field: string; message: string }[] };
  /** Whether the server closed the connection after answering. */
  readonly closed: boolean;
  /** The answer's headers, lower-cased. */
  readonly head: string;
}

/**
 * Sends a request's head and the first bytes of its body over a socket of its own, sends nothing
 * more unless told, and resolves with the answer once the server has closed the connection.
 */
function rawUpload(
  port: number,
  headers: Record<string, string>,
  first: Buffer,
  rest?: (socket: net.Socket) => void,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
      const split = text.indexOf('\r\n\r\n');
      if (!status || split < 0) return reject(new Error(`no answer before the connection closed: ${text}`));
      const head = text.slice(0, split).toLowerCase();
      const body = text.slice(split + 4);
      const chunked = /transfer-encoding: chunked/.test(head);
      const json = chunked ? body.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '') : body;
      resolve({ status, body: JSON.parse(json || '{}') as RawAnswer['body'], closed: true, head });
    });
    socket.write(
      [
        'POST /uploads/businesses/1/photos HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(first);
    rest?.(socket);
  });
}

/** The start of a multipart body: the file part's header and `bytes` of the file. */
const fileStart = (bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
    bytes,
  ]);

/** A whole multipart upload: caption, shows and the file. */
const wholeUpload = (file: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nThe soap\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="shows"\r\n\r\nlabel\r\n`,
    ),
    fileStart(file),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

const cookieOf = (client: GraphQLClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describe('uploads that would hold the BFF', () => {
  let stack: Stack;
  let port: number;
  let member: GraphQLClient;
  let png: Buffer;
  /** The headers of the web app's own upload: this site's origin, the header, the member's cookies. */
  let fromPage: Record<string, string>;

  beforeAll(async () => {
    stack = await startStack({ bff: { uploadsAtOnce: { total: 2, perAddress: 1 }, uploadIdleMs: 500 } });
    await stack.bff.app.listen({ port: 0, host: '127.0.0.1' });
    const address = stack.bff.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    [member] = await stack.loggedIn('member');
    png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#225533' } })
      .png()
      .toBuffer();
    fromPage = {
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      Origin: `http://127.0.0.1:${port}`,
      [UPLOAD_HEADER.name]: UPLOAD_HEADER.value,
      Cookie: cookieOf(member),
    };
  });
  afterAll(() => stack.close());

  it('answers a forged upload claiming 15 MB at once and closes it, reading none of its body', async () => {
    stack.calls.length = 0;
    const forged = await rawUpload(
      port,
      {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': String(CLAIMED),
        Origin: 'https://attacker.example',
      },
      fileStart(Buffer.alloc(1024, 1)),
    );
    expect(forged).toMatchObject({ status: 403, closed: true, body: { message: M.forbidden } });
    expect(forged.head).toContain('connection: close');
    expect(stack.calls).toEqual([]);
  });

  it('answers an upload without a session at once (401), after asking the API nothing but the session', async () => {
    const { Cookie: _cookie, ...noCookie } = fromPage;
    const anonymous = await rawUpload(
      port,
      { ...noCookie, 'Content-Length': String(CLAIMED) },
      fileStart(Buffer.alloc(1024, 1)),
    );
    expect(anonymous).toMatchObject({ status: 401, closed: true, body: { message: M.notLoggedIn } });
    stack.calls.length = 0;
    const ended = await rawUpload(
      port,
      { ...fromPage, Cookie: 'ffc_access=forged; ffc_refresh=forged', 'Content-Length': String(CLAIMED) },
      fileStart(Buffer.alloc(1024, 1)),
    );
    expect(ended).toMatchObject({ status: 401, closed: true });
    expect(stack.calls).toEqual(['GET /user', 'POST /auth/refresh']);
  });

  it('refuses at once an upload that declares more than the largest upload', async () => {
    stack.calls.length = 0;
    const declared = await rawUpload(
      port,
      { ...fromPage, 'Content-Length': String(UPLOAD_BYTES_MAX + 1) },
      fileStart(Buffer.alloc(1024, 1)),
    );
    expect(declared).toMatchObject({
      status: 413,
      body: { message: PHOTO.tooLarge, errors: [{ field: 'file', message: PHOTO.tooLarge }] },
    });
    expect(stack.calls).toEqual([]);
  });

  it('cuts off a body that grows past the largest upload without saying its length', async () => {
    const grown = await rawUpload(port, { ...fromPage, 'Transfer-Encoding': 'chunked' }, Buffer.alloc(0), (socket) => {
      const chunk = Buffer.alloc(1024 * 1024, 7);
      const piece = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
      // A part header, then more than the largest upload, a megabyte at a time, as fast as it is taken.
      socket.write(`${fileStart(Buffer.alloc(0)).length.toString(16)}\r\n`);
      socket.write(Buffer.concat([fileStart(Buffer.alloc(0)), Buffer.from('\r\n')]));
      let sent = 0;
      const more = () => {
        while (sent <= UPLOAD_BYTES_MAX && !socket.destroyed) {
          sent += chunk.length;
          if (!socket.write(piece)) return void socket.once('drain', more);
        }
      };
      more();
    });
    // Cut off here (413), or refused by the API as it read the file past the largest photo (400).
    expect([400, 413]).toContain(grown.status);
    expect(grown.body.errors).toEqual([{ field: 'file', message: PHOTO.tooLarge }]);
  });

  it('gives up an upload whose body stops arriving, and frees its slot for the next', async () => {
    // The first holds the address's one slot while its body stalls; a second is refused meanwhile.
    const stalled = rawUpload(port, { ...fromPage, 'Content-Length': String(CLAIMED) }, fileStart(png));
    await expect.poll(() => stack.calls.filter((c) => c.startsWith('POST /businesses/')).length).toBeGreaterThan(0);
    const busy = await rawUpload(port, { ...fromPage, 'Content-Length': String(CLAIMED) }, fileStart(png));
    expect(busy).toMatchObject({ status: 429, closed: true, body: { message: PHOTO.uploadBusy } });
    expect(busy.head).toMatch(/retry-after: \d+/);
    expect(await stalled).toMatchObject({
      status: 408,
      body: { errors: [{ field: 'file', message: PHOTO.uploadStalled }] },
    });

    const whole = wholeUpload(png);
    // Connection: close, so that the answer ends with the connection, as every other here does.
    const added = await rawUpload(
      port,
      { ...fromPage, 'Content-Length': String(whole.length), Connection: 'close' },
      whole,
    );
    expect(added.status).toBe(201);
  });
});

describe('upload slots', () => {
  it('hold a few uploads per address and a few more in all, each given back once', () => {
    const slots = new UploadSlots({ total: 3, perAddress: 2 });
    const a1 = slots.take('10.0.0.1');
    const a2 = slots.take('10.0.0.1');
    expect(a1 && a2).toBeTruthy();
    expect(slots.take('10.0.0.1')).toBeNull();
    const b1 = slots.take('10.0.0.2');
    expect(b1).toBeTruthy();
    expect(slots.take('10.0.0.3')).toBeNull();
    a1!();
    a1!();
    expect(slots.inUse).toBe(2);
    expect(slots.take('10.0.0.3')).toBeTruthy();
    expect(slots.take('10.0.0.1')).toBeNull();
  });
});
