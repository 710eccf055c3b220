/**
 * Access tokens (short JWTs in an HttpOnly cookie) and refresh tokens (random, stored hashed,
 * rotated on every use; a rotated token presented again after the grace period revokes its family).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { build, first, rows } from '../db/query.js';
import type { RevokedFamilies } from './revocations.js';

export interface Session {
  readonly userId: number;
  readonly roles: readonly string[];
  /** The login this access token belongs to. */
  readonly familyId: string;
}

export interface TokenSettings {
  readonly secret: string;
  readonly accessTokenTtlSeconds: number;
  readonly refreshTokenTtlSeconds: number;
  readonly refreshGraceSeconds: number;
}

const ISSUER = 'ffc-api';
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export class Tokens {
  private readonly key: Uint8Array;

  constructor(
    private readonly settings: TokenSettings,
    private readonly revoked: RevokedFamilies,
  ) {
    this.key = new TextEncoder().encode(settings.secret);
  }

  get accessTtl(): number {
    return this.settings.accessTokenTtlSeconds;
  }

  get refreshTtl(): number {
    return this.settings.refreshTokenTtlSeconds;
  }

  signAccess(session: Session): Promise<string> {
    return new SignJWT({ roles: [...session.roles], fam: session.familyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.settings.accessTokenTtlSeconds}s`)
      .sign(this.key);
  }

  /** The session of a valid, unexpired access token of a live session family; null for anything else. */
  async verifyAccess(token: string | undefined): Promise<Session | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is string => typeof r === 'string') : [];
      if (!Number.isInteger(userId) || typeof payload.fam !== 'string') return null;
      if (await this.revoked.has(payload.fam)) return null;
      return { userId, roles, familyId: payload.fam };
    } catch {
      return null;
    }
  }

  /** Starts a session family (a login) or continues one (a rotation); answers the raw token. */
  async issueRefresh(db: Queryable, userId: number, familyId: string = randomUUID()): Promise<{ token: string; familyId: string }> {
    const token = randomBytes(32).toString('base64url');
    await rows(
      db,
      build.insertInto('refresh_tokens').values({
        user_id: userId,
        family_id: familyId,
        token_hash: sha256(token),
        expires_at: sql<string>`now() + make_interval(secs => ${this.settings.refreshTokenTtlSeconds})`,
      }),
    );
    return { token, familyId };
  }

  /**
   * Exchanges a refresh token for a new one. A token already rotated within the grace period
   * (two tabs refreshing at once) still succeeds; later, it is a replay and revokes the family.
   */
  async rotate(db: Queryable, token: string | undefined): Promise<{ userId: number; familyId: string; token: string } | null> {
    if (!token) return null;
    const row = await first(
      db,
      build
        .selectFrom('refresh_tokens')
        .select([
          'id',
          'user_id',
          'family_id',
          sql<boolean>`expires_at <= now()`.as('expired'),
          sql<boolean>`revoked_at IS NOT NULL`.as('revoked'),
          sql<boolean>`rotated_at IS NOT NULL`.as('rotated'),
          sql<boolean>`rotated_at IS NOT NULL AND rotated_at > now() - make_interval(secs => ${this.settings.refreshGraceSeconds})`.as('in_grace'),
        ])
        .where('token_hash', '=', sha256(token))
        .forUpdate(),
    );
    if (!row || row.expired || row.revoked) return null;
    if (row.rotated && !row.in_grace) {
      await this.revokeFamily(db, row.family_id);
      return null;
    }
    if (!row.rotated) await rows(db, build.updateTable('refresh_tokens').set({ rotated_at: sql<string>`now()` }).where('id', '=', row.id));
    const next = await this.issueRefresh(db, row.user_id, row.family_id);
    return { userId: row.user_id, familyId: row.family_id, token: next.token };
  }

  /** Ends a session family: its refresh tokens and, at once, its access tokens. */
  async revokeFamily(db: Queryable, familyId: string): Promise<void> {
    await rows(
      db,
      build.updateTable('refresh_tokens').set({ revoked_at: sql<string>`now()` }).where('family_id', '=', familyId).where('revoked_at', 'is', null),
    );
    await this.revoked.add([familyId]);
  }

  /** Revokes the family a refresh token belongs to (logout). */
  async revokeByToken(db: Queryable, token: string | undefined): Promise<void> {
    if (!token) return;
    const row = await first(db, build.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', sha256(token)));
    if (row) await this.revokeFamily(db, row.family_id);
  }

  /** Ends every session of a user but the one named (a password change). */
  async revokeUserSessions(db: Queryable, userId: number, keepFamilyId?: string): Promise<void> {
    const ended = await rows(
      db,
      build
        .updateTable('refresh_tokens')
        .set({ revoked_at: sql<string>`now()` })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('family_id', 'is distinct from', keepFamilyId ?? null)
        .returning('family_id'),
    );
    await this.revoked.add([...new Set(ended.map((row) => row.family_id))]);
  }
}
