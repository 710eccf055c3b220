/**
 * The hourly sweep of the photo store: files that no photo row names (an upload that died between
 * writing its files and its row, a deletion whose file deletion failed) are deleted once they are
 * PHOTO_ORPHAN_MINUTES old; an upload still in progress is younger than that.
 */
import { PHOTO_ORPHAN_MINUTES } from '@ffc/domain';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { compiled, rows } from '../db/query.js';
import type { PhotoStore } from '../media/store.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Keys looked up, and deleted, this many at a time. */
const BATCH = 500;

/** The uuid a key is stored under (`photos/{uuid}/…`), or undefined for a key no photo row can name. */
function uuidOf(key: string): string | undefined {
  const [top, uuid] = key.split('/');
  return top === 'photos' && uuid !== undefined && UUID.test(uuid) ? uuid : undefined;
}

/** Which of `uuids` some photo row names. */
async function named(db: Queryable, uuids: readonly string[]): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const found = await rows(
    db,
    compiled(sql<{ key: string }>`SELECT key::text AS key FROM photos WHERE key = ANY(${uuids}::uuid[])`),
  );
  return new Set(found.map((r) => r.key));
}

/**
 * Deletes the files under `photos/` written before `before` (default: PHOTO_ORPHAN_MINUTES ago)
 * that no photo row names; answers how many it deleted.
 */
export async function sweepPhotoStore(
  db: Queryable,
  store: PhotoStore,
  before = new Date(Date.now() - PHOTO_ORPHAN_MINUTES * 60_000),
): Promise<number> {
  let deleted = 0;
  let batch: { key: string; uuid: string | undefined }[] = [];
  const settle = async () => {
    const kept = await named(db, [...new Set(batch.flatMap((b) => (b.uuid ? [b.uuid] : [])))]);
    const orphans = batch.filter((b) => !b.uuid || !kept.has(b.uuid)).map((b) => b.key);
    if (orphans.length > 0) await store.delete(orphans);
    deleted += orphans.length;
    batch = [];
  };
  for await (const { key, lastModified } of store.list('photos/')) {
    if (lastModified >= before) continue;
    batch.push({ key, uuid: uuidOf(key) });
    if (batch.length >= BATCH) await settle();
  }
  await settle();
  return deleted;
}
