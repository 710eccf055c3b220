/**
 * The header's bell: a link to /notifications whose accessible name says how many are unread
 * ("Notifications, 3 unread"). The count is asked again when the person comes back to the tab.
 */
import { Classes, Icon } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import { WATCHING } from '@ffc/domain/watchingText';
import { UnreadNotificationsQuery } from './operations';

export default function Bell() {
  const { data, refetch } = useQuery(UnreadNotificationsQuery, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', again);
    return () => document.removeEventListener('visibilitychange', again);
  }, [refetch]);
  const unread = data?.unreadNotifications ?? 0;
  return (
    <NavLink
      to="/notifications"
      aria-label={WATCHING.bell(unread)}
      className={({ isActive }) =>
        `${Classes.BUTTON} ${Classes.MINIMAL} notification-bell${isActive ? ` ${Classes.ACTIVE}` : ''}`
      }
    >
      <Icon icon="notifications" />
      {unread > 0 && (
        <span className="bell-count" aria-hidden="true">
          {unread}
        </span>
      )}
    </NavLink>
  );
}
