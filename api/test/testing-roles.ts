/**
 * The roles of the authorization table as logged-in test clients: anonymous, another user,
 * member (the creator of fixtures), moderator and administrator; and a runner that checks a
 * route's status for each of them.
 */
import { expect } from 'vitest';
import { confirmMailedAddress, type TestApi, type TestClient } from './testing.js';

export type Role = 'anonymous' | 'other' | 'member' | 'moderator' | 'administrator';
export const ROLES: Role[] = ['anonymous', 'other', 'member', 'moderator', 'administrator'];

export async function roleClients(api: TestApi): Promise<Record<Role, TestClient>> {
  const clients = { anonymous: api.client() } as Record<Role, TestClient>;
  for (const username of ['member', 'moderator', 'administrator'] as const) {
    clients[username] = api.client();
    await clients[username].login(username);
  }
  clients.other = api.client();
  expect(
    (
      await clients.other.post('/auth/signup', {
        username: 'othermember',
        password: 'other-password',
        email: 'other@example.org',
      })
    ).statusCode,
  ).toBe(201);
  await confirmMailedAddress(api, 'other@example.org');
  await clients.other.login('othermember', 'other-password');
  return clients;
}

/** Every role's status for a call made on a fresh fixture (made by member). */
export async function statusByRole<F>(
  clients: Record<Role, TestClient>,
  fixture: () => Promise<F>,
  call: (client: TestClient, fixture: F) => Promise<{ statusCode: number }>,
): Promise<Record<Role, number>> {
  const statuses = {} as Record<Role, number>;
  for (const role of ROLES) statuses[role] = (await call(clients[role], await fixture())).statusCode;
  return statuses;
}

export const all = (status: number) => Object.fromEntries(ROLES.map((r) => [r, status])) as Record<Role, number>;
export const loggedIn = (status: number) => ({ ...all(status), anonymous: 401 });
