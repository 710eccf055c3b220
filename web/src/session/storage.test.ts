import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredUser, storeUser, USER_KEY } from './storage';

describe('the stored user', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is read back as it was stored, with or without an email', () => {
    storeUser({ id: 7, username: 'ann', email: 'ann@example.com', roles: ['ROLE_USER'] });
    expect(readStoredUser()).toEqual({ id: 7, username: 'ann', email: 'ann@example.com', roles: ['ROLE_USER'] });
    storeUser({ id: 8, username: 'bob', email: null, roles: [] });
    expect(readStoredUser()).toEqual({ id: 8, username: 'bob', email: null, roles: [] });
  });

  it('is none when the entry is not a user as the login answered it', () => {
    for (const entry of [
      'null',
      '"ann"',
      '{"username":"ann","roles":[]}',
      '{"id":"7","username":"ann","roles":[]}',
      '{"id":7,"roles":[]}',
      '{"id":7,"username":"ann"}',
      '{"id":7,"username":"ann","roles":[1]}',
      '{"id":7,"username":"ann","email":3,"roles":[]}',
    ]) {
      localStorage.setItem(USER_KEY, entry);
      expect(readStoredUser(), entry).toBeNull();
    }
  });

  it('is none, with the damage logged, when the entry is not JSON', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(USER_KEY, '{not json');
    expect(readStoredUser()).toBeNull();
    expect(logged).toHaveBeenCalledOnce();
  });
});
