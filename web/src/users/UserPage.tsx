/**
 * /users/{id}: the public view (username, name, city, state, country, member since); administrators
 * also see the account's contact details and roles, and can reset its password.
 */
import { Card, H1 } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { LABELS } from '@ffc/domain';
import { DetailList } from '../ui/DetailList';
import { useSession } from '../session/SessionContext';
import { LinkButton } from '../ui/LinkButton';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { notifyFailure } from '../ui/toaster';
import { UserQuery } from './operations';
import { StateMessage } from '../ui/StateMessage';

export default function UserPage() {
  const id = Number(useParams().id);
  const { showAdminPage } = useSession();
  const { data, loading, error } = useQuery(UserQuery, { variables: { id }, skip: !Number.isInteger(id), fetchPolicy: 'cache-and-network' });
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
    ['Member since', user.createdDate ? new Date(user.createdDate).toLocaleDateString() : null],
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
  const reset = `/reset?${new URLSearchParams({ username: user.username, email: user.email ?? '' })}`;
  return (
    <>
      <PageHead title={user.username} description={`${user.username} on the site.`} />
      <Card>
        <H1>{user.username}</H1>
        <DetailList rows={rows} />
        <div className="form-actions">
          {showAdminPage && <LinkButton to={reset} intent="primary">Reset Password</LinkButton>}
          {showAdminPage && <LinkButton to="/users">Go Back</LinkButton>}
        </div>
      </Card>
    </>
  );
}
