/** Accounts: lookup, creation, roles, profile reads and writes. The only place that knows the users tables. */
import { ROLE_USER, usernameKey, type ProfilePayload } from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { one } from '../db/database.js';
import { containsPattern } from '../http/pages.js';
import { ref, type Ref } from '../http/rows.js';

export interface Account {
  id: number;
  username: string;
  email: string;
  passwordHash: string;
  roles: string[];
}

/** The own profile (GET /user), and the full record administrators see. */
export interface Profile {
  id: number;
  username: string;
  email: string;
  name: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: Ref | null;
  country: Ref | null;
  postalCode: string | null;
  phoneNumber: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  createdDate: string | null;
  modifiedDate: string | null;
  roles: string[];
}

const ROLES_OF = `ARRAY(SELECT role FROM user_roles r WHERE r.user_id = u.id ORDER BY role) AS roles`;

export async function findAccountByUsername(db: Queryable, username: string): Promise<Account | undefined> {
  return one<Account>(
    db,
    `SELECT id, username, email, password_hash AS "passwordHash", ${ROLES_OF}
     FROM users u WHERE username_key = $1`,
    [usernameKey(username)],
  );
}

export async function findAccountById(db: Queryable, id: number): Promise<Account | undefined> {
  return one<Account>(
    db,
    `SELECT id, username, email, password_hash AS "passwordHash", ${ROLES_OF} FROM users u WHERE id = $1`,
    [id],
  );
}

export async function findUsernameByEmail(db: Queryable, email: string): Promise<{ username: string; email: string } | undefined> {
  return one(db, 'SELECT username, email FROM users WHERE lower(email) = lower($1)', [email]);
}

export async function usernameOrEmailTaken(
  db: Queryable,
  username: string | null,
  email: string | null,
  exceptUserId = 0,
): Promise<{ username: boolean; email: boolean }> {
  const row = await one<{ username: boolean; email: boolean }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM users WHERE username_key = $1 AND id <> $3) AS username,
            EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($2) AND id <> $3) AS email`,
    [username == null ? null : usernameKey(username), email, exceptUserId],
  );
  return row ?? { username: false, email: false };
}

export async function createAccount(
  db: Queryable,
  input: { username: string; email: string; passwordHash: string; roles?: readonly string[] },
): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    'INSERT INTO users (username, username_key, email, password_hash) VALUES ($1, $2, $3, $4) RETURNING id',
    [input.username, usernameKey(input.username), input.email, input.passwordHash],
  );
  const id = row!.id;
  await grantRoles(db, id, input.roles ?? [ROLE_USER]);
  return id;
}

export async function grantRoles(db: Queryable, userId: number, roles: readonly string[]): Promise<void> {
  await db.query(
    `INSERT INTO user_roles (user_id, role) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
    [userId, [ROLE_USER, ...roles]],
  );
}

export async function setPassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, modified_date = now() WHERE id = $1', [userId, passwordHash]);
}

export interface ProfileRow {
  id: number;
  username: string;
  email: string;
  name: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state_id: number | null;
  state_name: string | null;
  country_id: number | null;
  country_name: string | null;
  postal_code: string | null;
  phone_number: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  /** ISO-8601, as both engines answer times (db/pglite.ts, db/postgres.ts). */
  created_date: string;
  modified_date: string;
  roles: string[];
}

export const PROFILE_COLUMNS = `
  SELECT u.id, u.username, u.email, u.name, u.address1, u.address2, u.city,
         u.state_id, s.name AS state_name, u.country_id, c.name AS country_name,
         u.postal_code, u.phone_number, u.website, u.latitude, u.longitude,
         u.created_date, u.modified_date, ${ROLES_OF}`;
export const PROFILE_FROM = `
  FROM users u
  LEFT JOIN states s ON s.id = u.state_id
  LEFT JOIN countries c ON c.id = u.country_id`;
export const PROFILE_SELECT = `${PROFILE_COLUMNS} ${PROFILE_FROM}`;

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: ref(row.state_id, row.state_name),
    country: ref(row.country_id, row.country_name),
    postalCode: row.postal_code,
    phoneNumber: row.phone_number,
    website: row.website,
    latitude: row.latitude,
    longitude: row.longitude,
    createdDate: row.created_date,
    modifiedDate: row.modified_date,
    roles: row.roles,
  };
}

export async function findProfile(db: Queryable, id: number): Promise<Profile | undefined> {
  const row = await one<ProfileRow>(db, `${PROFILE_SELECT} WHERE u.id = $1`, [id]);
  return row && toProfile(row);
}

export interface ProfileUpdate extends Omit<ProfilePayload, 'email'> {
  /** Null keeps the current address: an account always has one (forgot username needs it). */
  email?: string | null;
  latitude: number | null;
  longitude: number | null;
}

export async function updateProfile(db: Queryable, id: number, p: ProfileUpdate): Promise<void> {
  await db.query(
    `UPDATE users SET name = $2, email = coalesce($3, email), address1 = $4, address2 = $5, city = $6,
            state_id = $7, country_id = $8, postal_code = $9, phone_number = $10, website = $11,
            latitude = $12, longitude = $13, modified_date = now()
     WHERE id = $1`,
    [
      id,
      p.name ?? null,
      p.email ?? null,
      p.address1 ?? null,
      p.address2 ?? null,
      p.city ?? null,
      p.state?.id ?? null,
      p.country?.id ?? null,
      p.postalCode ?? null,
      p.phoneNumber ?? null,
      p.website ?? null,
      p.latitude,
      p.longitude,
    ],
  );
}

/** What anyone may see of another user: never the email, phone, street address or coordinates. */
export interface PublicUser {
  id: number;
  username: string;
  name: string | null;
  city: string | null;
  state: Ref | null;
  country: Ref | null;
  createdDate: string | null;
}

export function toPublicUser(profile: Profile): PublicUser {
  const { id, username, name, city, state, country, createdDate } = profile;
  return { id, username, name, city, state, country, createdDate };
}

/** The user list's filters: a name or username fragment, and an id. */
export function userListQuery(filter: { searchText?: string | null; userId?: number | null }) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.userId != null) {
    params.push(filter.userId);
    conditions.push(`u.id = $${params.length}`);
  }
  if (filter.searchText) {
    params.push(containsPattern(filter.searchText));
    conditions.push(`(lower(coalesce(u.name, '')) LIKE $${params.length} OR lower(u.username) LIKE $${params.length})`);
  }
  return { where: conditions.join(' AND '), params };
}
