/**
 * Access tokens (short JWTs in an HttpOnly cookie) and refresh tokens (random, stored hashed,
 * rotated on every use; a rotated token presented again after the grace period revokes its family).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Queryable } from '../db/database.js';
import { one } from '../db/database.js';
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
    await db.query(
      `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [userId, familyId, sha256(token), this.settings.refreshTokenTtlSeconds],
    );
    return { token, familyId };
  }

  /**
   * Exchanges a refresh token for a new one. A token already rotated within the grace period
   * (two tabs refreshing at once) still succeeds; later, it is a replay and revokes the family.
   */
  async rotate(db: Queryable, token: string | undefined): Promise<{ userId: number; familyId: string; token: string } | null> {
    if (!token) return null;
    const row = await one<{ id: number; user_id: number; family_id: string; expired: boolean; revoked: boolean; rotated: boolean; in_grace: boolean }>(
      db,
      `SELECT id, user_id, family_id,
              expires_at <= now() AS expired,
              revoked_at IS NOT NULL AS revoked,
              rotated_at IS NOT NULL AS rotated,
              rotated_at IS NOT NULL AND rotated_at > now() - make_interval(secs => $2) AS in_grace
       FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
      [sha256(token), this.settings.refreshGraceSeconds],
    );
    if (!row || row.expired || row.revoked) return null;
    if (row.rotated && !row.in_grace) {
      await this.revokeFamily(db, row.family_id);
      return null;
    }
    if (!row.rotated) await db.query('UPDATE refresh_tokens SET rotated_at = now() WHERE id = $1', [row.id]);
    const next = await this.issueRefresh(db, row.user_id, row.family_id);
    return { userId: row.user_id, familyId: row.family_id, token: next.token };
  }

  /** Ends a session family: its refresh tokens and, at once, its access tokens. */
  async revokeFamily(db: Queryable, familyId: string): Promise<void> {
    await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
    await this.revoked.add([familyId]);
  }

  /** Revokes the family a refresh token belongs to (logout). */
  async revokeByToken(db: Queryable, token: string | undefined): Promise<void> {
    if (!token) return;
    const row = await one<{ family_id: string }>(db, 'SELECT family_id FROM refresh_tokens WHERE token_hash = $1', [sha256(token)]);
    if (row) await this.revokeFamily(db, row.family_id);
  }

  /** Ends every session of a user but the one named (a password change). */
  async revokeUserSessions(db: Queryable, userId: number, keepFamilyId?: string): Promise<void> {
    const ended = await db.query<{ family_id: string }>(
      `UPDATE refresh_tokens SET revoked_at = now()
       WHERE user_id = $1 AND revoked_at IS NULL AND family_id IS DISTINCT FROM $2
       RETURNING family_id`,
      [userId, keepFamilyId ?? null],
    );
    await this.revoked.add([...new Set(ended.map((row) => row.family_id))]);
  }
}
