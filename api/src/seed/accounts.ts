/** The demo accounts (only into an empty database, never in production) and the configured first administrator. */
import { ROLE_ADMIN, ROLE_MODERATOR } from '@ffc/domain';
import { hashPassword } from '../credentials/passwords.js';
import type { Database } from '../db/database.js';
import { sql } from 'kysely';
import { build, first, rows } from '../db/query.js';
import { createAccount, findAccountByUsername } from '../users/repository.js';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ACCOUNTS = [
  {
    username: 'administrator',
    email: 'administrator@example.org',
    name: 'Ada Administrator',
    roles: [ROLE_ADMIN, ROLE_MODERATOR],
  },
  { username: 'moderator', email: 'moderator@example.org', name: 'Mo Moderator', roles: [ROLE_MODERATOR] },
  { username: 'member', email: 'member@example.org', name: 'Mel Member', roles: [] },
] as const;

/** Seeds the demo accounts when the database has no users yet; answers whether it did. */
export async function seedDemoAccounts(db: Database): Promise<boolean> {
  const existing = await first(db, build.selectFrom('users').select(sql<number>`count(*)::int`.as('n')));
  if (existing && existing.n > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const id = await createAccount(tx, { ...account, passwordHash, roles: account.roles });
      await rows(tx, build.updateTable('users').set({ name: account.name }).where('id', '=', id));
    }
  });
  return true;
}

/**
 * ADMIN_USERNAME/ADMIN_PASSWORD/ADMIN_EMAIL create that administrator when no account has the
 * username. An existing account is left exactly as it is: its password is never overwritten at a
 * restart, and an account someone else registered under that name is never promoted. Answers
 * whether it created the account.
 */
export async function ensureAdministrator(
  db: Database,
  admin: { username: string; password: string; email: string },
): Promise<boolean> {
  if (await findAccountByUsername(db, admin.username)) return false;
  const passwordHash = await hashPassword(admin.password);
  await createAccount(db, {
    username: admin.username,
    email: admin.email,
    passwordHash,
    roles: [ROLE_ADMIN, ROLE_MODERATOR],
  });
  return true;
}
