/** The session user in localStorage under `user`, as the login answered (spec section 3). */

export interface StoredUser {
  id: number;
  username: string;
  email?: string | null;
  roles: string[];
}

export const USER_KEY = 'user';

export function readStoredUser(): StoredUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as StoredUser;
    return typeof user?.id === 'number' && Array.isArray(user.roles) ? user : null;
  } catch (error) {
    // A damaged entry is only logged (spec section 8); the visitor is simply logged out.
    console.error('Could not read the stored user', error);
    return null;
  }
}

export function storeUser(user: StoredUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function forgetUser(): void {
  localStorage.removeItem(USER_KEY);
}
