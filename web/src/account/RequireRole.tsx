/** Screens for moderators (and administrators): others see why not; anonymous visitors go to /login. */
import type { ReactNode } from 'react';
import { UI } from '@ffc/domain/messages';
import { PageHead } from '../ui/PageHead';
import { RequireLogin } from './RequireLogin';
import { useSession } from '../session/SessionContext';
import { StateMessage } from '../ui/StateMessage';

export function RequireRole({ role, children }: { role: 'moderator' | 'administrator'; children: ReactNode }) {
  const { showModeratorPage, showAdminPage } = useSession();
  const allowed = role === 'administrator' ? showAdminPage : showModeratorPage || showAdminPage;
  return (
    <RequireLogin>
      {allowed ? (
        children
      ) : (
        <>
          <PageHead title={UI.permissionNeeded} description={`This page is for ${role}s.`} />
          <StateMessage
            as="h1"
            icon="disable"
            title={`This page is for ${role}s.`}
            description="You do not have permission to see it."
          />
        </>
      )}
    </RequireLogin>
  );
}
