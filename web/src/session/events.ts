/**
 * What an answer meant for the session, told from wherever it was seen (Apollo's links, a photo
 * upload) to the shell below the router, which acts on it (App.tsx).
 */

/**
 * `expired`, the session is over (spec: go to /logout); `login-again`, a change of email or
 * password needs a recent login (go to /login and back).
 */
export type SessionEvent = 'expired' | 'login-again';

export const SESSION_EXPIRED = 'ffc:session-expired';
export const LOGIN_AGAIN = 'ffc:login-again';

/** Tells the shell what an answer meant for the session. */
export const dispatchSessionEvent = (event: SessionEvent) =>
  window.dispatchEvent(new Event(event === 'expired' ? SESSION_EXPIRED : LOGIN_AGAIN));
