/** Who is logged in, restored from localStorage on load; the moderator and admin flags follow the roles. */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { M } from '@ffc/domain/messages';
import { isAdmin, isModerator } from '@ffc/domain/roles';
import { readStoredUser, storeUser, type StoredUser } from './storage';
import { forgetPersonal } from '../offline/personal';
import { cancelDueLogout } from './logout';

export interface Session {
  currentUser: StoredUser | null;
  showModeratorPage: boolean;
  showAdminPage: boolean;
  authMessage: string;
  /** Keeps the login answer, sets the flags and clears the message. */
  loggedIn: (user: StoredUser) => void;
  /** Forgets the user and all kept of them, and sets the logged-out message (the server's side: session/logout.ts). */
  loggedOut: (message?: string) => void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [currentUser, setCurrentUser] = useState<StoredUser | null>(readStoredUser);
  const [authMessage, setAuthMessage] = useState('');

  const loggedIn = useCallback((user: StoredUser) => {
    // This login's session replaces the one a logout made offline was still to end (the API ended it).
    cancelDueLogout();
    storeUser(user);
    setCurrentUser(user);
    setAuthMessage('');
  }, []);

  const loggedOut = useCallback((message: string = M.loggedOut) => {
    // Nothing personal stays: the stored user, the road copy and the service worker's caches, at once.
    void forgetPersonal();
    setCurrentUser(null);
    setAuthMessage(message);
  }, []);

  const value = useMemo<Session>(
    () => ({
      currentUser,
      showModeratorPage: isModerator(currentUser),
      showAdminPage: isAdmin(currentUser),
      authMessage,
      loggedIn,
      loggedOut,
    }),
    [currentUser, authMessage, loggedIn, loggedOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
