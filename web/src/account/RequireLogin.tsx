/** Screens for logged-in users only send anonymous visitors to /login, which brings them back here afterwards. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session/SessionContext';

/** Where a login should return to: the page that asked for it (an address on this site only). */
export interface LoginReturn {
  from?: string;
}

export function RequireLogin({ children }: { children: ReactNode }) {
  const { currentUser } = useSession();
  const location = useLocation();
  const state: LoginReturn = { from: `${location.pathname}${location.search}` };
  return currentUser ? <>{children}</> : <Navigate to="/login" replace state={state} />;
}
