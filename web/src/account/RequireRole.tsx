/** Screens for moderators (and administrators): others see why not; anonymous visitors go to /login. */
import { NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { RequireLogin } from './RequireLogin';
import { useSession } from '../session/SessionContext';

export function RequireRole({ role, children }: { role: 'moderator' | 'administrator'; children: ReactNode }) {
  const { showModeratorPage, showAdminPage } = useSession();
  const allowed = role === 'administrator' ? showAdminPage : showModeratorPage || showAdminPage;
  return (
    <RequireLogin>
      {allowed ? children : <NonIdealState icon="disable" title={`This page is for ${role}s.`} description="You do not have permission to see it." />}
    </RequireLogin>
  );
}
