/**
 * /users/{id}: the public view (username, name, city, state, country, member since); administrators
 * also see the account's contact details and roles, can reset its password, make it a moderator
 * and disable it.
 */
import { Card, H1, H2, Switch } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { UI } from '@ffc/domain/messages';
import { ROLE_MODERATOR } from '@ffc/domain/roles';
import { LABELS } from '@ffc/domain/toasts';
import { DetailList } from '../ui/DetailList';
import { useSession } from '../session/SessionContext';
import { LinkButton } from '../ui/LinkButton';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { notifyFailure, notifySaved } from '../ui/toaster';
import { SetUserEnabledMutation, SetUserRolesMutation, UserQuery } from './operations';
import { StateMessage } from '../ui/StateMessage';
import { formatDay } from '@ffc/domain/text';

export default function UserPage() {
  const id = Number(useParams().id);
  const { showAdminPage, currentUser } = useSession();
  const [setRoles] = useMutation(SetUserRolesMutation);
  const [setEnabled] = useMutation(SetUserEnabledMutation);
  const { data, loading, error } = useQuery(UserQuery, {
    variables: { id },
    skip: !Number.isInteger(id),
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) notifyFailure(LABELS.user, error);
  }, [error]);
  const user = data?.user;
  if (loading && !user) return <Loading />;
  if (!user) return <StateMessage as="h1" icon="search" title={`${LABELS.user} not found.`} />;

  const rows: [string, React.ReactNode][] = [
    ['Username', user.username],
    ['Name', user.name],
    ['City', user.city],
    ['State/Province', user.state?.name],
    ['Country', user.country?.name],
    ['Member since', user.createdDate ? formatDay(user.createdDate) : null],
  ];
  if (showAdminPage) {
    rows.push(
      ['Id', user.id],
      ['Email', user.email],
      ['Address', [user.address1, user.address2].filter(Boolean).join(', ')],
      ['Postal Code', user.postalCode],
      ['Phone Number', user.phoneNumber],
      ['Website', user.website],
      ['Roles', user.roles.join(', ')],
    );
  }
  const change = async (call: () => Promise<unknown>) => {
    try {
      await call();
      notifySaved(LABELS.user, 200);
    } catch (failure) {
      notifyFailure(LABELS.user, failure);
    }
  };
  const moderator = user.roles.includes(ROLE_MODERATOR);
  const self = currentUser?.id === user.id;
  const reset = `/reset?${new URLSearchParams({ username: user.username, email: user.email ?? '' })}`;
  return (
    <>
      <PageHead title={user.username} description={`${user.username} on the site.`} />
      <Card>
        <H1>{user.username}</H1>
        <DetailList rows={rows} />
        {showAdminPage && (
          <section aria-labelledby="user-access" className="user-access">
            <H2 id="user-access">Access</H2>
            <Switch
              role="switch"
              label={UI.moderator}
              checked={moderator}
              onChange={() =>
                void change(() =>
                  setRoles({
                    variables: {
                      id: user.id,
                      roles: moderator
                        ? user.roles.filter((r) => r !== ROLE_MODERATOR)
                        : [...user.roles, ROLE_MODERATOR],
                    },
                  }),
                )
              }
            />
            <Switch
              role="switch"
              label={UI.accountEnabled}
              checked={user.enabled !== false}
              disabled={self}
              onChange={() =>
                void change(() => setEnabled({ variables: { id: user.id, enabled: user.enabled === false } }))
              }
            />
          </section>
        )}
        <div className="form-actions">
          {showAdminPage && (
            <LinkButton to={reset} intent="primary">
              Reset Password
            </LinkButton>
          )}
          {showAdminPage && <LinkButton to="/users">Go Back</LinkButton>}
        </div>
      </Card>
    </>
  );
}
