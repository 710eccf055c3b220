/**
 * The moderation log: one row per act on someone else's content or account, written in
 * the same transaction as the act, so the log never misses one that happened.
 */
import type { ModerationAction, ModerationLogEntry, ModerationTarget } from '@ffc/domain';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { build, rows } from '../db/query.js';
import { fetchPage, type Page, type PageRequest } from '../http/pages.js';

export interface ModerationAct {
  readonly actorId: number;
  readonly action: ModerationAction;
  readonly targetKind: ModerationTarget;
  readonly targetId: number;
  readonly targetName: string | null;
  readonly detail?: string | null;
}

export async function recordModeration(db: Queryable, act: ModerationAct): Promise<void> {
  await rows(
    db,
    build.insertInto('moderation_log').values({
      actor_id: act.actorId,
      // Kept beside the id: the log still names the actor after that account is deleted.
      actor_username: sql<string>`(SELECT username FROM users WHERE id = ${act.actorId})`,
      action: act.action,
      target_kind: act.targetKind,
      target_id: act.targetId,
      target_name: act.targetName,
      detail: act.detail ?? null,
    }),
  );
}

const log = build.selectFrom('moderation_log as l');

/** A page of the log, newest first. */
export async function moderationPage(db: Queryable, request: PageRequest): Promise<Page<ModerationLogEntry>> {
  return fetchPage(
    db,
    {
      page: (limit, offset, count) =>
        log
          .select([
            sql<number>`l.id::int`.as('id'),
            'l.actor_id as actorId',
            'l.actor_username as actorUsername',
            sql<ModerationAction>`l.action`.as('action'),
            sql<ModerationTarget>`l.target_kind`.as('targetKind'),
            'l.target_id as targetId',
            'l.target_name as targetName',
            'l.detail',
            'l.created_date as createdDate',
            count,
          ])
          .orderBy('l.created_date', 'desc')
          .orderBy('l.id', 'desc')
          .limit(limit)
          .offset(offset),
      matching: (limit) => log.select('l.id').limit(limit),
    },
    request,
  );
}
