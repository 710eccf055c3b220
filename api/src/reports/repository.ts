/** The statements of reports of a change and of photos: filing one, the moderators' queue, and resolving one. */
import { sql } from 'kysely';
import type {
  PhotoKind,
  PhotoReportReason,
  Report,
  ReportableKind,
  ReportReason,
  ReportResolution,
  ReportStatus,
} from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { compiled, first, rows } from '../db/query.js';
import { pageOfRows, type Page, type PageRequest } from '../http/pages.js';
import type { EntrySpec } from '../kinds/spec.js';
import { COUNT_CAP } from '@ffc/domain';
import { answerPhoto, PHOTO_JSON, SITE_PHOTO_LINKS, storedPhoto, type PhotoLinks } from '../media/links.js';

/** A report as stored, with what its resolution needs to know. */
export interface StoredReport {
  id: number;
  entryKind: ReportableKind;
  entryId: number;
  reason: ReportReason | PhotoReportReason;
  status: ReportStatus;
  createdById: number | null;
  /** A photo report's photo; null for a report of a change. */
  photoId: number | null;
}

/** An open report of a photo, as resolving it needs. */
export interface OpenPhotoReport {
  id: number;
  reason: PhotoReportReason;
  createdById: number | null;
}

export class ReportRepository {
  /**
   * The entry kinds a report may name, by collection (their specs say where each lives), and the
   * links a photo report's photo is answered with.
   */
  constructor(
    private readonly specs: readonly EntrySpec[],
    private readonly links: PhotoLinks = SITE_PHOTO_LINKS,
  ) {}

  /** A report as answered: its photo (if any) with its files' addresses. */
  private answered(row: Report & { photo: unknown }): Report {
    return { ...row, photo: row.photo == null ? null : answerPhoto(this.links, storedPhoto.parse(row.photo)) };
  }

  /** The entry's name, looked up in its kind's table. */
  private entryName() {
    const cases = this.specs.map(
      (s) => sql`WHEN ${s.collection} THEN (SELECT x.name FROM ${sql.table(s.table)} x WHERE x.id = r.entry_id)`,
    );
    return sql<string | null>`CASE r.entry_kind ${sql.join(cases, sql` `)} END`;
  }

  private selectReport() {
    return sql`SELECT r.id, r.entry_kind AS "entryKind", r.entry_id AS "entryId", ${this.entryName()} AS "entryName",
      r.reason, r.text, r.status, r.resolution, r.note, u.username AS "reporterUsername",
      r.created_date AS "createdDate", r.resolved_date AS "resolvedDate",
      (SELECT ${PHOTO_JSON} FROM photos p LEFT JOIN users pu ON pu.id = p.created_by_id
        WHERE p.id = r.photo_id) AS photo
      FROM reports r LEFT JOIN users u ON u.id = r.created_by_id`;
  }

  async find(db: Queryable, id: number): Promise<Report | undefined> {
    const found = await first(
      db,
      compiled(sql<Report & { photo: unknown }>`${this.selectReport()} WHERE r.id = ${id}`),
    );
    return found && this.answered(found);
  }

  /**
   * Serializes one person's reports (their user row locked for the transaction), so the limits
   * below hold under concurrent requests on PostgreSQL and PGlite alike.
   */
  async lockReporter(tx: Queryable, userId: number): Promise<void> {
    await rows(tx, compiled(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`));
  }

  async hasOpenReport(db: Queryable, userId: number, kind: string, entryId: number): Promise<boolean> {
    const found = await first(
      db,
      compiled(
        sql<{
          id: number;
        }>`SELECT id FROM reports
          WHERE created_by_id = ${userId} AND entry_kind = ${kind} AND entry_id = ${entryId}
          AND status = 'open' AND photo_id IS NULL LIMIT 1`,
      ),
    );
    return found !== undefined;
  }

  /** The person's open report of the photo, if they filed one. */
  async openPhotoReportBy(db: Queryable, userId: number, photoId: number): Promise<number | undefined> {
    const found = await first(
      db,
      compiled(
        sql<{
          id: number;
        }>`SELECT id FROM reports
          WHERE created_by_id = ${userId} AND photo_id = ${photoId} AND status = 'open' LIMIT 1`,
      ),
    );
    return found?.id;
  }

  /** The photo's open reports, oldest first (their reporters are told the outcome). */
  openReportsOfPhoto(db: Queryable, photoId: number): Promise<OpenPhotoReport[]> {
    return rows(
      db,
      compiled(
        sql<OpenPhotoReport>`SELECT id, reason, created_by_id AS "createdById" FROM reports
          WHERE photo_id = ${photoId} AND status = 'open' ORDER BY created_date, id`,
      ),
    );
  }

  /** Files a report of a photo: it names the photo and the photo's entry. */
  async insertPhotoReport(
    db: Queryable,
    photo: { id: number; entryKind: PhotoKind; entryId: number },
    userId: number,
    reason: PhotoReportReason,
  ): Promise<number> {
    const row = await first(
      db,
      compiled(
        sql<{
          id: number;
        }>`INSERT INTO reports (entry_kind, entry_id, photo_id, reason, created_by_id)
          VALUES (${photo.entryKind}, ${photo.entryId}, ${photo.id}, ${reason}, ${userId}) RETURNING id`,
      ),
    );
    return row!.id;
  }

  /** How many reports the person filed in the last 24 hours. */
  async filedToday(db: Queryable, userId: number): Promise<number> {
    const counted = await first(
      db,
      compiled(
        sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM reports
          WHERE created_by_id = ${userId} AND created_date > now() - interval '1 day'`,
      ),
    );
    return counted?.n ?? 0;
  }

  async insert(
    db: Queryable,
    kind: string,
    entryId: number,
    userId: number,
    { reason, text }: { reason: ReportReason; text?: string | null | undefined },
  ): Promise<number> {
    const row = await first(
      db,
      compiled(
        sql<{
          id: number;
        }>`INSERT INTO reports (entry_kind, entry_id, reason, text, created_by_id)
          VALUES (${kind}, ${entryId}, ${reason}, ${text ?? null}, ${userId}) RETURNING id`,
      ),
    );
    return row!.id;
  }

  /** The report, locked until the transaction ends (one moderator resolves it, once). */
  async lock(tx: Queryable, id: number): Promise<StoredReport | undefined> {
    return first(
      tx,
      compiled(sql<StoredReport>`SELECT id, entry_kind AS "entryKind", entry_id AS "entryId", reason, status,
          created_by_id AS "createdById", photo_id AS "photoId"
        FROM reports WHERE id = ${id} FOR UPDATE`),
    );
  }

  async resolve(
    tx: Queryable,
    id: number,
    resolution: ReportResolution,
    note: string | null,
    moderatorId: number,
  ): Promise<void> {
    await rows(
      tx,
      compiled(sql`UPDATE reports
        SET status = 'resolved', resolution = ${resolution}, note = ${note}, resolved_by_id = ${moderatorId},
          resolved_date = now()
        WHERE id = ${id}`),
    );
  }

  /** The queue: open reports oldest first (the partial index's order), resolved ones newest first. */
  async page(db: Queryable, status: ReportStatus, { page, size }: PageRequest): Promise<Page<Report>> {
    const order = status === 'open' ? sql`r.created_date, r.id` : sql`r.resolved_date DESC, r.id DESC`;
    const found = await rows(
      db,
      compiled(sql<Report & { photo: unknown; matches: number }>`${this.selectReport()}
        CROSS JOIN (SELECT count(*)::int AS matches
          FROM (SELECT 1 FROM reports WHERE status = ${status} LIMIT ${COUNT_CAP + 1}) capped) c
        WHERE r.status = ${status} ORDER BY ${order} LIMIT ${size} OFFSET ${page * size}`),
    );
    const matches = found[0]?.matches ?? (page === 0 ? 0 : await this.count(db, status));
    return pageOfRows(
      found.map(({ matches: _, ...r }) => this.answered(r)),
      matches,
      { page, size },
    );
  }

  private async count(db: Queryable, status: ReportStatus): Promise<number> {
    const counted = await first(
      db,
      compiled(
        sql<{
          n: number;
        }>`SELECT count(*)::int AS n
          FROM (SELECT 1 FROM reports WHERE status = ${status} LIMIT ${COUNT_CAP + 1}) capped`,
      ),
    );
    return counted?.n ?? 0;
  }

  /** The reporter's address and public name, for the outcome mail; undefined once the account is gone. */
  async reporter(
    db: Queryable,
    userId: number | null,
  ): Promise<{ id: number; email: string; username: string } | undefined> {
    if (userId == null) return undefined;
    return first(
      db,
      compiled(
        sql<{
          id: number;
          email: string;
          username: string;
        }>`SELECT id, email, username FROM users WHERE id = ${userId}`,
      ),
    );
  }
}
