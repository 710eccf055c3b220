/**
 * The own profile: every field (a line when the email is unconfirmed), with links to edit it and to change the
 * password.
 */
import { Card, H1, H2 } from '@blueprintjs/core';
import { AccountActions } from './AccountActions';
import { EmailConfirmationLine } from './EmailConfirmationLine';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { LABELS } from '@ffc/domain/toasts';
import { addressRows, detailRows } from '../ui/detailRows';
import type { ProfileFieldsFragment } from '../gql/graphql';
import { DetailList } from '../ui/DetailList';
import { Loading } from '../ui/Loading';
import { LinkButton } from '../ui/LinkButton';
import { PageHead } from '../ui/PageHead';
import { notifyFailure } from '../ui/toaster';
import { ProfileQuery } from './operations';
import { RequireLogin } from './RequireLogin';
import { formatDay } from '@ffc/domain/text';
import { NEEDS_TEXT } from '@ffc/domain/needs';
import { MY_PLACES } from '@ffc/domain/myPlaces';
import { SITE_PAGES } from '@ffc/domain/pages';

const profileRows = detailRows<ProfileFieldsFragment>()(
  {
    username: (p) => ['Username', p.username],
    email: (p) => ['Email', p.email],
    name: (p) => ['Name', p.name],
    ...addressRows,
    phoneNumber: (p) => ['Phone Number', p.phoneNumber],
    website: (p) => ['Website', p.website],
    createdDate: (p) => ['Member since', p.createdDate ? formatDay(p.createdDate) : null],
  },
  // The id goes into the Edit Profile link; the last change is not shown; an unconfirmed address has its own line.
  ['id', 'modifiedDate', 'emailConfirmed'],
);

function Profile() {
  const { data, loading, error } = useQuery(ProfileQuery, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) notifyFailure(LABELS.profile, error);
  }, [error]);
  const profile = data?.profile;
  if (loading && !profile) return <Loading />;
  if (!profile) return <p>Your profile could not be loaded.</p>;
  const rows = profileRows(profile);
  return (
    <Card>
      <H1>{profile.username}</H1>
      {profile.emailConfirmed === false && <EmailConfirmationLine />}
      <DetailList rows={rows} />
      <div className="form-actions">
        <LinkButton to={`/user/edit?id=${profile.id}`} intent="primary">
          Edit Profile
        </LinkButton>
        <LinkButton to="/reset">Reset Password</LinkButton>
      </div>
      <section aria-labelledby="your-needs" className="your-needs">
        <H2 id="your-needs">{NEEDS_TEXT.title}</H2>
        <p>
          {NEEDS_TEXT.description} {NEEDS_TEXT.privacy}
        </p>
        <div className="form-actions">
          <LinkButton to={SITE_PAGES.needs.path}>{NEEDS_TEXT.choose}</LinkButton>
          <LinkButton to={SITE_PAGES.myPlaces.path}>{MY_PLACES.title}</LinkButton>
        </div>
      </section>
      <section aria-labelledby="your-data" className="your-data">
        <H2 id="your-data">Your data</H2>
        <p>
          A copy of everything stored about you, or your account deleted: see the Privacy page for what each includes.
        </p>
        <div className="form-actions">
          <AccountActions username={profile.username} />
        </div>
      </section>
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
