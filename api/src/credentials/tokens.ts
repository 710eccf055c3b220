/**
 * Access tokens (short JWTs in an HttpOnly cookie) and refresh tokens (random, stored hashed,
 * rotated on every use; a rotated token presented again after the grace period revokes its family).
 * An access token is believed only while the database says its session lives: the account exists
 * and is enabled, and its session family was not ended. No cache decides that, so a logout, a
 * disabled or deleted account, or a password change holds through any restart of Redis or the API.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { build, first, rows } from '../db/query.js';
import { RECENT_LOGIN_MINUTES } from '@ffc/domain';

/** The account's roles, in order, as one array column of a query over `users u`. */
export const rolesOf = sql<string[]>`ARRAY(SELECT role FROM user_roles r WHERE r.user_id = u.id ORDER BY role)`.as(
  'roles',
);

export interface Session {
  readonly userId: number;
  readonly roles: readonly string[];
  /** The login this access token belongs to. */
  readonly familyId: string;
  /** Whether the password was proved (a login) within RECENT_LOGIN_MINUTES. */
  readonly recentLogin: boolean;
}

export interface TokenSettings {
  readonly secret: string;
  readonly accessTokenTtlSeconds: number;
  readonly refreshTokenTtlSeconds: number;
  readonly refreshGraceSeconds: number;
}

/** Milliseconds since the epoch: `Date.now`, or a test's clock that it moves forward instead of sleeping. */
export type Clock = () => number;

const ISSUER = 'ffc-api';
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export class Tokens {
  private readonly key: Uint8Array;

  constructor(
    private readonly settings: TokenSettings,
    private readonly now: Clock = Date.now,
  ) {
    this.key = new TextEncoder().encode(settings.secret);
  }

  get accessTtl(): number {
    return this.settings.accessTokenTtlSeconds;
  }

  get refreshTtl(): number {
    return this.settings.refreshTokenTtlSeconds;
  }

  signAccess(session: Pick<Session, 'userId' | 'roles' | 'familyId'>): Promise<string> {
    const issuedAt = Math.floor(this.now() / 1000);
    return new SignJWT({ roles: [...session.roles], fam: session.familyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.userId))
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.settings.accessTokenTtlSeconds)
      .sign(this.key);
  }

  /**
   * The session of a valid, unexpired access token whose session still lives; null for anything
   * else. Roles are read afresh, so a changed role counts at once.
   */
  async verifyAccess(db: Queryable, token: string | undefined): Promise<Session | null> {
    if (!token) return null;
    let userId: number;
    let familyId: string;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.fam !== 'string') return null;
      familyId = payload.fam;
    } catch {
      return null;
    }
    const live = await first(
      db,
      build
        .selectFrom('refresh_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        // Every row of a family carries the login's time, so any live one answers.
        .select([
          rolesOf,
          sql<boolean>`t.authenticated_at > now() - make_interval(mins => ${RECENT_LOGIN_MINUTES})`.as('recent'),
        ])
        .where('t.family_id', '=', familyId)
        .where('t.user_id', '=', userId)
        .where('t.revoked_at', 'is', null)
        .where('u.enabled', '=', true)
        .limit(1),
    );
    if (!live) return null;
    return { userId, roles: live.roles, familyId, recentLogin: live.recent };
  }

  /**
   * Starts a session family (a login, proving the password now) or continues one (a rotation,
   * keeping the time the password was proved); answers the raw token.
   */
  async issueRefresh(
    db: Queryable,
    userId: number,
    continued?: { familyId: string; authenticatedAt: string },
  ): Promise<{ token: string; familyId: string }> {
    const token = randomBytes(32).toString('base64url');
    const familyId = continued?.familyId ?? randomUUID();
    await rows(
      db,
      build.insertInto('refresh_tokens').values({
        user_id: userId,
        family_id: familyId,
        token_hash: sha256(token),
        expires_at: sql<string>`now() + make_interval(secs => ${this.settings.refreshTokenTtlSeconds})`,
        authenticated_at: continued ? continued.authenticatedAt : sql<string>`now()`,
      }),
    );
    return { token, familyId };
  }

  /**
   * Exchanges a refresh token for a new one. A token already rotated within the grace period
   * (two tabs refreshing at once) still succeeds; later, it is a replay and revokes the family.
   */
  async rotate(
    db: Queryable,
    token: string | undefined,
  ): Promise<{ userId: number; familyId: string; token: string } | null> {
    if (!token) return null;
    const row = await first(
      db,
      build
        .selectFrom('refresh_tokens')
        .select([
          'id',
          'user_id',
          'family_id',
          'authenticated_at',
          sql<boolean>`expires_at <= now()`.as('expired'),
          sql<boolean>`revoked_at IS NOT NULL`.as('revoked'),
          sql<boolean>`rotated_at IS NOT NULL`.as('rotated'),
          sql<boolean>`rotated_at IS NOT NULL
            AND rotated_at > now() - make_interval(secs => ${this.settings.refreshGraceSeconds})`.as('in_grace'),
        ])
        .where('token_hash', '=', sha256(token))
        .forUpdate(),
    );
    if (!row || row.expired || row.revoked) return null;
    if (row.rotated && !row.in_grace) {
      await this.revokeFamily(db, row.family_id);
      return null;
    }
    if (!row.rotated)
      await rows(
        db,
        build
          .updateTable('refresh_tokens')
          .set({ rotated_at: sql<string>`now()` })
          .where('id', '=', row.id),
      );
    const next = await this.issueRefresh(db, row.user_id, {
      familyId: row.family_id,
      authenticatedAt: row.authenticated_at,
    });
    return { userId: row.user_id, familyId: row.family_id, token: next.token };
  }

  /** Ends a session family: its refresh tokens and, at once, its access tokens. */
  async revokeFamily(db: Queryable, familyId: string): Promise<void> {
    await rows(
      db,
      build
        .updateTable('refresh_tokens')
        .set({ revoked_at: sql<string>`now()` })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null),
    );
  }

  /** Revokes the family a refresh token belongs to (logout). */
  async revokeByToken(db: Queryable, token: string | undefined): Promise<void> {
    if (!token) return;
    const row = await first(
      db,
      build.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', sha256(token)),
    );
    if (row) await this.revokeFamily(db, row.family_id);
  }

  /** Ends every session of a user but the one named (a password change). */
  async revokeUserSessions(db: Queryable, userId: number, keepFamilyId?: string): Promise<void> {
    await rows(
      db,
      build
        .updateTable('refresh_tokens')
        .set({ revoked_at: sql<string>`now()` })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('family_id', 'is distinct from', keepFamilyId ?? null),
    );
  }
}
