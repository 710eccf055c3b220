/**
 * A real S3-compatible server for tests: s3rver on a free port, keeping its objects in a temp
 * folder, with one bucket ready. The photo store talks to it over HTTP exactly as to AWS or MinIO.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/config.js';

export interface TestS3 {
  /** What S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_REGION would say. */
  readonly config: S3Config;
  /** The bucket's own address: objects are readable there without signing (s3rver checks no ACLs). */
  readonly bucketUrl: string;
  stop(): Promise<void>;
}

const BUCKET = 'ffc-photos';
/** s3rver's one account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'ffc-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    config: { endpoint, bucket: BUCKET, ...CREDENTIALS, region: 'us-east-1', publicUrl: undefined },
    bucketUrl: `${endpoint}/${BUCKET}`,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
