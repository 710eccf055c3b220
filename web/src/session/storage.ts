/** The session user in localStorage under `user`, as the login answered (spec section 3): a personal item. */
import { PERSONAL_KEYS, readPersonal, writePersonal } from '../offline/personal';

export interface StoredUser {
  id: number;
  username: string;
  email?: string | null;
  roles: string[];
}

export const USER_KEY = PERSONAL_KEYS.user;

/** Whether a parsed entry is a user as `storeUser` wrote it; another page or an old version may have left anything. */
function isStoredUser(value: unknown): value is StoredUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'number' &&
    'username' in value &&
    typeof value.username === 'string' &&
    (!('email' in value) || value.email == null || typeof value.email === 'string') &&
    'roles' in value &&
    Array.isArray(value.roles) &&
    value.roles.every((role) => typeof role === 'string')
  );
}

export function readStoredUser(): StoredUser | null {
  const raw = readPersonal('user');
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return isStoredUser(user) ? user : null;
  } catch (error) {
    // A damaged entry is only logged (spec section 8); the visitor is simply logged out.
    console.error('Could not read the stored user', error);
    return null;
  }
}

export function storeUser(user: StoredUser): void {
  writePersonal('user', JSON.stringify(user));
}
