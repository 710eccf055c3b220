/**
 * The one change no one makes: a confirmation growing old. A background round (each minute, one API
 * instance at a time, the others waiting on its mark) finds the accommodations whose last
 * confirmation went stale since the round before (`job_marks` keeps how far it got, so no moment is
 * missed or told twice), and tells each place's watchers as any status change is told, set-based per
 * place.
 */
import { sql } from 'kysely';
import { CONFIRMATION_STALE_MONTHS, monthsBefore, stateChanges } from '@ffc/domain';
import type { Database } from '../db/database.js';
import { build, compiled, first, rows } from '../db/query.js';
import { ACCOMMODATED_TABLES, statesAt } from '../entries/checks.js';
import { notifyWatchers } from './repository.js';

const MARK = 'stale-states';

/** Tells the watchers of each accommodation gone stale since the last round, up to `now`; answers how many. */
export async function notifyStale(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await rows(
      tx,
      build
        .insertInto('job_marks')
        .values({ name: MARK, done_until: now.toISOString() })
        .onConflict((c) => c.doNothing()),
    );
    // Another instance running the round holds the mark: this one waits, then finds the time covered.
    const mark = await first(
      tx,
      build.selectFrom('job_marks').select('done_until').where('name', '=', MARK).forUpdate(),
    );
    const from = new Date(mark!.done_until);
    if (from >= now) return 0;
    // A confirmation made at L is stale at t when L < monthsBefore(t) (domain's rule), and monthsBefore
    // never goes back: those that went stale in (from, now] were made in [monthsBefore(from), monthsBefore(now)).
    const low = monthsBefore(from, CONFIRMATION_STALE_MONTHS);
    const high = monthsBefore(now, CONFIRMATION_STALE_MONTHS);
    let told = 0;
    for (const [collection, table] of Object.entries(ACCOMMODATED_TABLES)) {
      // SQL text: the confirmations made a stale age ago, from the partial index on their dates.
      const candidates = await rows(
        tx,
        compiled(sql<{ id: number }>`SELECT DISTINCT entry_id AS id FROM accommodation_checks
          WHERE holds AND created_date >= ${low.toISOString()}::timestamptz
            AND created_date < ${high.toISOString()}::timestamptz AND entry_kind = ${collection}`),
      );
      for (const { id } of candidates) {
        const [before, after] = await statesAt(tx, { collection, table }, id, [from, now]);
        const changes = stateChanges(before!, after!).filter((c) => c.to === 'stale');
        if (changes.length > 0)
          told += await notifyWatchers(tx, {
            type: 'status-changed',
            kind: collection,
            entryId: id,
            actorId: null,
            details: { changes },
          });
      }
    }
    await rows(tx, build.updateTable('job_marks').set({ done_until: now.toISOString() }).where('name', '=', MARK));
    return told;
  });
}
