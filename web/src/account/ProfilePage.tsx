/** The own profile: every field, with links to edit it and to change the password. */
import { Card, H1 } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { LABELS } from '@ffc/domain';
import { Loading } from '../ui/Loading';
import { LinkButton } from '../ui/LinkButton';
import { PageHead } from '../ui/PageHead';
import { notifyFailure } from '../ui/toaster';
import { ProfileQuery } from './operations';
import { RequireLogin } from './RequireLogin';

const dash = (value: string | null | undefined) => value || '—';

function Profile() {
  const { data, loading, error } = useQuery(ProfileQuery, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) notifyFailure(LABELS.profile, error);
  }, [error]);
  const profile = data?.profile;
  if (loading && !profile) return <Loading />;
  if (!profile) return <p>Your profile could not be loaded.</p>;
  const rows: [string, string][] = [
    ['Username', profile.username],
    ['Email', dash(profile.email)],
    ['Name', dash(profile.name)],
    ['Address', dash([profile.address1, profile.address2].filter(Boolean).join(', '))],
    ['City', dash(profile.city)],
    ['State/Province', dash(profile.state?.name)],
    ['Country', dash(profile.country?.name)],
    ['Postal Code', dash(profile.postalCode)],
    ['Phone Number', dash(profile.phoneNumber)],
    ['Website', dash(profile.website)],
    ['Member since', profile.createdDate ? new Date(profile.createdDate).toLocaleDateString() : '—'],
  ];
  return (
    <Card>
      <H1>{profile.username}</H1>
      <dl className="details">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="form-actions">
        <LinkButton to={`/user/edit?id=${profile.id}`} intent="primary">
          Edit Profile
        </LinkButton>
        <LinkButton to="/reset">Reset Password</LinkButton>
      </div>
    </Card>
  );
}

export default function ProfilePage() {
  return (
    <RequireLogin>
      <PageHead title="Profile" description="Your profile." />
      <Profile />
    </RequireLogin>
  );
}
