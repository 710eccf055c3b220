/** Accounts: lookup, creation, roles, profile reads and writes. The only place that knows the users tables. */
import {
  DEFAULT_LANGUAGE,
  languageOf,
  ROLE_ADMIN,
  ROLE_USER,
  usernameKey,
  type Language,
  type ProfilePayload,
} from '@ffc/domain';
import { sql, type InferResult } from 'kysely';
import type { Queryable } from '../db/database.js';
import { build, first, rows } from '../db/query.js';
import { containsPattern } from '../http/pages.js';
import { ref, type Ref } from '../http/rows.js';
import { rolesOf } from '../credentials/tokens.js';

export interface Account {
  id: number;
  username: string;
  email: string;
  passwordHash: string;
  roles: string[];
  /** A disabled account cannot log in. */
  enabled: boolean;
  /** Until the address is confirmed, the person's reviews count in no rating. */
  emailConfirmed: boolean;
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
  /** Whether the account may log in (administrators see it). */
  enabled: boolean;
  /** Whether the address is confirmed (the own profile and administrators only). */
  emailConfirmed: boolean;
  /** The language the site speaks to them (the own profile only). */
  language?: Language;
}

const accounts = build
  .selectFrom('users as u')
  .select([
    'u.id',
    'u.username',
    'u.email',
    'u.password_hash as passwordHash',
    'u.enabled',
    'u.email_confirmed as emailConfirmed',
    rolesOf,
  ]);

export async function findAccountByUsername(db: Queryable, username: string): Promise<Account | undefined> {
  return first(db, accounts.where('u.username_key', '=', usernameKey(username)));
}

export async function findAccountById(db: Queryable, id: number): Promise<Account | undefined> {
  return first(db, accounts.where('u.id', '=', id));
}

/** The account a username or an email address names (forgot password). */
export async function findAccountByLogin(db: Queryable, login: string): Promise<Account | undefined> {
  return first(
    db,
    accounts.where((eb) =>
      eb.or([eb('u.username_key', '=', usernameKey(login)), eb(sql`lower(u.email)`, '=', login.toLowerCase())]),
    ),
  );
}

/**
 * How many enabled administrators there are besides `userId`, with their role rows locked until the transaction ends.
 */
export async function otherAdministrators(tx: Queryable, userId: number): Promise<number> {
  const admins = await rows(
    tx,
    build
      .selectFrom('user_roles as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select('r.user_id')
      .where('r.role', '=', ROLE_ADMIN)
      .where('u.enabled', '=', true)
      .forUpdate('r'),
  );
  return admins.filter((admin) => admin.user_id !== userId).length;
}

/** An administrator's change of someone's roles: exactly these (ROLE_USER always). */
export async function setRoles(db: Queryable, userId: number, roles: readonly string[]): Promise<void> {
  await rows(db, build.deleteFrom('user_roles').where('user_id', '=', userId));
  await grantRoles(db, userId, roles);
}

export async function setEnabled(db: Queryable, userId: number, enabled: boolean): Promise<void> {
  await rows(
    db,
    build
      .updateTable('users')
      .set({ enabled, modified_date: sql`now()` })
      .where('id', '=', userId),
  );
}

export async function findUsernameByEmail(
  db: Queryable,
  email: string,
): Promise<{ id: number; username: string; email: string } | undefined> {
  return first(
    db,
    build
      .selectFrom('users')
      .select(['id', 'username', 'email'])
      .where(sql`lower(email)`, '=', email.toLowerCase()),
  );
}

export async function usernameOrEmailTaken(
  db: Queryable,
  username: string | null,
  email: string | null,
  exceptUserId = 0,
): Promise<{ username: boolean; email: boolean }> {
  const others = build
    .selectFrom('users')
    .select(sql`1`.as('one'))
    .where('id', '<>', exceptUserId);
  const row = await first(
    db,
    build.selectNoFrom([
      sql<boolean>`EXISTS (${others.where('username_key', '=', username == null ? null : usernameKey(username))})`.as(
        'username',
      ),
      sql<boolean>`EXISTS (${others.where(sql`lower(email)`, '=', email?.toLowerCase() ?? null)})`.as('email'),
    ]),
  );
  return row ?? { username: false, email: false };
}

export async function createAccount(
  db: Queryable,
  input: { username: string; email: string; passwordHash: string; roles?: readonly string[]; emailConfirmed?: boolean },
): Promise<number> {
  const row = await first(
    db,
    build
      .insertInto('users')
      .values({
        username: input.username,
        username_key: usernameKey(input.username),
        email: input.email,
        password_hash: input.passwordHash,
        // Accounts made by the site (demo, ADMIN_*) are confirmed; a signup passes false.
        email_confirmed: input.emailConfirmed ?? true,
      })
      .returning('id'),
  );
  const id = row!.id;
  await grantRoles(db, id, input.roles ?? [ROLE_USER]);
  return id;
}

export async function grantRoles(db: Queryable, userId: number, roles: readonly string[]): Promise<void> {
  const values = [...new Set([ROLE_USER, ...roles])].map((role) => ({ user_id: userId, role }));
  await rows(
    db,
    build
      .insertInto('user_roles')
      .values(values)
      .onConflict((oc) => oc.doNothing()),
  );
}

export async function setPassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await rows(
    db,
    build
      .updateTable('users')
      .set({ password_hash: passwordHash, modified_date: sql`now()` })
      .where('id', '=', userId),
  );
}

const fromUsers = () => build.selectFrom('users as u');
type UsersQuery = ReturnType<typeof fromUsers>;

/**
 * The profile's columns over users `u`, for the own profile and the administrators' list; `toProfile` shapes its rows.
 */
export const withProfile = (users: UsersQuery) =>
  users.leftJoin('states as s', 's.id', 'u.state_id').leftJoin('countries as c', 'c.id', 'u.country_id').select([
    'u.id',
    'u.username',
    'u.email',
    'u.name',
    'u.address1',
    'u.address2',
    'u.city',
    'u.state_id',
    's.name as state_name',
    'u.country_id',
    'c.name as country_name',
    'u.postal_code',
    'u.phone_number',
    'u.website',
    'u.latitude',
    'u.longitude',
    // ISO-8601, as both engines answer times (db/pglite.ts, db/postgres.ts).
    'u.created_date',
    'u.modified_date',
    'u.enabled',
    'u.email_confirmed',
    rolesOf,
  ]);

export type ProfileRow = InferResult<ReturnType<typeof withProfile>>[number];

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
    enabled: row.enabled,
    emailConfirmed: row.email_confirmed,
  };
}

/** The own profile: what an administrator sees of it, and the person's language. */
export async function findProfile(db: Queryable, id: number): Promise<Profile | undefined> {
  const row = await first(db, withProfile(fromUsers().where('u.id', '=', id)).select('u.language'));
  return row && { ...toProfile(row), language: languageOf(row.language) ?? DEFAULT_LANGUAGE };
}

export interface ProfileUpdate extends Omit<ProfilePayload, 'email'> {
  /** Null keeps the current address: an account always has one (forgot username needs it). */
  email?: string | null;
  latitude: number | null;
  longitude: number | null;
}

export async function updateProfile(db: Queryable, id: number, p: ProfileUpdate): Promise<void> {
  await rows(
    db,
    build
      .updateTable('users')
      .set({
        name: p.name ?? null,
        email: sql<string>`coalesce(${p.email ?? null}, email)`,
        address1: p.address1 ?? null,
        address2: p.address2 ?? null,
        city: p.city ?? null,
        state_id: p.state?.id ?? null,
        country_id: p.country?.id ?? null,
        postal_code: p.postalCode ?? null,
        phone_number: p.phoneNumber ?? null,
        website: p.website ?? null,
        latitude: p.latitude,
        longitude: p.longitude,
        ...(p.language ? { language: p.language } : {}),
        modified_date: sql`now()`,
      })
      .where('id', '=', id),
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

/** The user list's filters over users `u`: a name or username fragment, and an id. */
export function filterUsers(filter: { searchText?: string | null; userId?: number | null }): UsersQuery {
  let users = fromUsers();
  if (filter.userId != null) users = users.where('u.id', '=', filter.userId);
  if (filter.searchText) {
    const pattern = containsPattern(filter.searchText);
    users = users.where((eb) =>
      eb.or([eb(sql`lower(coalesce(u.name, ''))`, 'like', pattern), eb(sql`lower(u.username)`, 'like', pattern)]),
    );
  }
  return users;
}
