/** Who is logged in, restored from localStorage on load; the moderator and admin flags follow the roles. */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { M } from '@ffc/domain/messages';
import { isAdmin, isModerator } from '@ffc/domain/roles';
import { forgetUser, readStoredUser, storeUser, type StoredUser } from './storage';
import { forgetOffline } from '../offline/persisted';

export interface Session {
  currentUser: StoredUser | null;
  showModeratorPage: boolean;
  showAdminPage: boolean;
  authMessage: string;
  /** Keeps the login answer, sets the flags and clears the message. */
  loggedIn: (user: StoredUser) => void;
  /** Forgets the user and sets the logged-out message (the server side is the logout mutation's). */
  loggedOut: (message?: string) => void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [currentUser, setCurrentUser] = useState<StoredUser | null>(readStoredUser);
  const [authMessage, setAuthMessage] = useState('');

  const loggedIn = useCallback((user: StoredUser) => {
    storeUser(user);
    setCurrentUser(user);
    setAuthMessage('');
  }, []);

  const loggedOut = useCallback((message: string = M.loggedOut) => {
    forgetUser();
    // Nothing personal stays for the road: the cache copy and the service worker's caches go too.
    void forgetOffline();
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
