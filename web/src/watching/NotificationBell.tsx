/**
 * The header's bell for a signed-in person (`Bell`), loaded after the page: a visitor who is not signed
 * in downloads none of it, and nobody's first page waits for it.
 */
import { lazy, Suspense } from 'react';
import { useSession } from '../session/SessionContext';

const Bell = lazy(() => import('./Bell'));

export function NotificationBell() {
  const { currentUser } = useSession();
  if (!currentUser) return null;
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}
