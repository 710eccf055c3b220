import { waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { createApolloClient } from '../app/apollo';
import { PERSONAL_KEYS } from '../offline/personal';
import { cancelDueLogout, LOGOUT_DUE_KEY, logOutHere, sendDueLogout, sendDueLogoutWhenOnline } from './logout';

const client = () => createApolloClient(() => undefined, 'http://localhost/graphql');

/** Answers the Logout mutation as `answer` says, counting the calls. */
function logoutAnswers(answer: 'no connection' | 'done' | 'no session' | 'api away') {
  const calls = { count: 0 };
  server.use(
    graphql.mutation('Logout', () => {
      calls.count += 1;
      if (answer === 'no connection') return HttpResponse.error();
      if (answer === 'done') return HttpResponse.json({ data: { logout: true } });
      const code = answer === 'no session' ? 'UNAUTHENTICATED' : 'UPSTREAM_UNAVAILABLE';
      return HttpResponse.json({ data: null, errors: [{ message: 'x', extensions: { code } }] });
    }),
  );
  return calls;
}

const keepPersonalItems = () => {
  localStorage.setItem(PERSONAL_KEYS.user, JSON.stringify({ id: 3, username: 'member', roles: [] }));
  localStorage.setItem(PERSONAL_KEYS.offline, JSON.stringify({ savedAt: '2026-12-01T00:00:00Z', data: {} }));
};

describe('logging out', () => {
  afterEach(() => cancelDueLogout());

  it('forgets the person at once, and keeps the server logout due until the connection returns', async () => {
    keepPersonalItems();
    const apollo = client();
    const offline = logoutAnswers('no connection');
    await logOutHere(apollo);
    for (const key of Object.values(PERSONAL_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem(LOGOUT_DUE_KEY)).not.toBeNull();

    const stop = sendDueLogoutWhenOnline(apollo);
    try {
      await waitFor(() => expect(offline.count).toBe(1));
      expect(await sendDueLogout(apollo)).toBe(false);
      expect(localStorage.getItem(LOGOUT_DUE_KEY)).not.toBeNull();

      const online = logoutAnswers('done');
      window.dispatchEvent(new Event('online'));
      await waitFor(() => expect(localStorage.getItem(LOGOUT_DUE_KEY)).toBeNull());
      expect(online.count).toBe(1);
      // Nothing more is due: coming back online again sends nothing.
      window.dispatchEvent(new Event('online'));
      expect(await sendDueLogout(apollo)).toBe(true);
      expect(online.count).toBe(1);
    } finally {
      stop();
    }
  });

  it('counts a session the server no longer has as ended, and an API away as not yet', async () => {
    const apollo = client();
    await logOutHere(apollo);
    logoutAnswers('api away');
    expect(await sendDueLogout(apollo)).toBe(false);
    expect(localStorage.getItem(LOGOUT_DUE_KEY)).not.toBeNull();
    logoutAnswers('no session');
    expect(await sendDueLogout(apollo)).toBe(true);
    expect(localStorage.getItem(LOGOUT_DUE_KEY)).toBeNull();
  });

  it('sends nothing at start when no logout is due', async () => {
    const calls = logoutAnswers('done');
    const stop = sendDueLogoutWhenOnline(client());
    stop();
    expect(await sendDueLogout(client())).toBe(true);
    expect(calls.count).toBe(0);
  });
});
