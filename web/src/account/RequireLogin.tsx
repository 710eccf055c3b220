/** Screens for logged-in users only send anonymous visitors to /login. */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../session/SessionContext';

export function RequireLogin({ children }: { children: ReactNode }) {
  const { currentUser } = useSession();
  return currentUser ? <>{children}</> : <Navigate to="/login" replace />;
}
