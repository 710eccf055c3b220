/**
 * Logging out, connected or not. This browser forgets the person at once (`forgetPersonal`: the
 * stored user, the road copy, the caches; and Apollo's cache) and notes that the server's logout is
 * due; the logout mutation goes now if it can, else when the connection returns or at the app's
 * next start, until the server has ended the session. Part of the first page, so it never waits
 * for a chunk the network would have to bring.
 */
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphql } from '../gql';
import { forgetPersonal } from '../offline/personal';

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/** Present while a logout has not reached the server (localStorage; it names nobody). */
export const LOGOUT_DUE_KEY = 'ffc-logout-due';

const markDue = () => {
  try {
    localStorage.setItem(LOGOUT_DUE_KEY, '1');
  } catch {
    // Storage refused: the logout is sent now or not at all, as before there was a queue.
  }
};
const isDue = () => {
  try {
    return localStorage.getItem(LOGOUT_DUE_KEY) !== null;
  } catch {
    return false;
  }
};

/** A new session replaced the one a due logout was for (the API ended that one at the login): nothing is due. */
export function cancelDueLogout(): void {
  try {
    localStorage.removeItem(LOGOUT_DUE_KEY);
  } catch {
    // Storage refused: nothing was noted.
  }
}

/** Forgets the person in this browser, now, and notes that the server's logout is due. */
export async function logOutHere(client: ApolloClient): Promise<void> {
  // Noted first: a tab closed half-way still ends the session at the next start.
  markDue();
  const caches = forgetPersonal();
  await client.clearStore();
  await caches;
}

/** Whether the server's answer means the session is over (ended now, or already). */
function sessionOver(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.every((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

let sending: Promise<boolean> | undefined;

/** Sends the server's logout if one is due; true once none is (sent, or none was due). */
export function sendDueLogout(client: ApolloClient): Promise<boolean> {
  if (!isDue()) return Promise.resolve(true);
  sending ??= client
    .mutate({ mutation: LogoutMutation })
    .then(
      () => true,
      // No connection, or the API away (UPSTREAM_UNAVAILABLE): still due.
      (error: unknown) => sessionOver(error),
    )
    .then((done) => {
      if (done) cancelDueLogout();
      return done;
    })
    .finally(() => (sending = undefined));
  return sending;
}

/** Sends a due logout now and whenever the connection returns; the returned function stops listening. */
export function sendDueLogoutWhenOnline(client: ApolloClient): () => void {
  const send = () => void sendDueLogout(client);
  send();
  window.addEventListener('online', send);
  return () => window.removeEventListener('online', send);
}
