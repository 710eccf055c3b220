/**
 * Notifications (/notifications): what changed at the places the person watches, newest first, each
 * linking to the place; following one marks it read, and "Mark all as read" marks the rest.
 */
import { Button, Card, H1, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SITE_PAGES } from '@ffc/domain/pages';
import { formatDay } from '@ffc/domain/text';
import { WATCHING } from '@ffc/domain/watching';
import { RequireLogin } from '../account/RequireLogin';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { Paging } from '../ui/Paging';
import { notifyFailure, submitTo, toastSuccess } from '../ui/toaster';
import { MarkNotificationsReadMutation, NotificationsQuery } from './operations';

function Notifications() {
  const [page, setPage] = useState(0);
  const { data, loading, refetch } = useQuery(NotificationsQuery, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const [markRead] = useMutation(MarkNotificationsReadMutation);
  if (!data) return loading ? <Loading /> : <p>{WATCHING.loadFailed}</p>;
  const { content } = data.page;
  const markAll = () =>
    submitTo(
      WATCHING.title,
      async () => {
        await markRead({ variables: { all: true }, refetchQueries: ['UnreadNotifications'] });
        await refetch();
      },
      () => toastSuccess(WATCHING.allRead),
    );
  // Followed, a notification is read (and the bell counts it so); the page it leads to need not wait for that.
  const opened = (id: number) =>
    void markRead({ variables: { ids: [id] }, refetchQueries: ['UnreadNotifications'] }).catch((error: unknown) =>
      notifyFailure(WATCHING.title, error),
    );
  return (
    <Card>
      <H1>{WATCHING.title}</H1>
      <div className="form-actions">
        {data.page.unread > 0 && (
          <Button icon="tick" onClick={() => void markAll()}>
            {WATCHING.markAllRead}
          </Button>
        )}
        <Link to={SITE_PAGES.notificationSettings.path} className="standalone-link">
          {WATCHING.settings.link}
        </Link>
      </div>
      {content.length === 0 ? (
        <p>{WATCHING.empty}</p>
      ) : (
        <ol className="notification-list">
          {content.map((n) => (
            <li key={n.id} className={n.read ? 'read' : 'unread'}>
              <Link to={n.path} onClick={() => n.read || opened(n.id)}>
                {n.title}
              </Link>
              {!n.read && (
                <Tag minimal className="unread-tag">
                  {WATCHING.unread}
                </Tag>
              )}
              <p>{n.text}</p>
              <time dateTime={n.createdDate}>{formatDay(n.createdDate)}</time>
            </li>
          ))}
        </ol>
      )}
      <Paging page={data.page} onPage={setPage} />
    </Card>
  );
}

export default function NotificationsPage() {
  return (
    <RequireLogin>
      <PageHead title={WATCHING.title} description={WATCHING.description} />
      <Notifications />
    </RequireLogin>
  );
}
