/** Edit own profile, and Clear User Data (with a confirm). Only the email is checked ('Invalid email'). */
import { Button, Card, H1 } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { UI } from '@ffc/domain/messages';
import { LABELS } from '@ffc/domain/toasts';
import { profileSchema } from '@ffc/domain/users';
import { ConfirmButton } from '../ui/ConfirmButton';
import { CountryStateFields } from '../reference/CountryStateFields';
import { useReferenceData } from '../reference/useReferenceData';
import { TextField } from '../ui/fields';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { SchemaForm } from '../ui/SchemaForm';
import { notifyFailure, notifySaved, submitTo } from '../ui/toaster';
import { ClearProfileMutation, ProfileQuery, UpdateProfileMutation } from './operations';
import { RequireLogin } from './RequireLogin';

interface ProfileValues {
  name?: string | null;
  email?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  country?: number | null;
  state?: number | null;
  postalCode?: string | null;
  phoneNumber?: string | null;
  website?: string | null;
}

function ProfileForm() {
  const { data, loading } = useQuery(ProfileQuery, { fetchPolicy: 'network-only' });
  const { types } = useReferenceData();
  const [update] = useMutation(UpdateProfileMutation);
  const [clear] = useMutation(ClearProfileMutation);
  const navigate = useNavigate();
  const profile = data?.profile;
  if (loading || !profile) return <Loading />;

  const initialValues: ProfileValues = {
    name: profile.name,
    email: profile.email,
    address1: profile.address1,
    address2: profile.address2,
    city: profile.city,
    country: profile.country?.id ?? null,
    state: profile.state?.id ?? null,
    postalCode: profile.postalCode,
    phoneNumber: profile.phoneNumber,
    website: profile.website,
  };

  const onSubmit = ({ country, state, ...fields }: ProfileValues) =>
    submitTo(
      LABELS.user,
      () => update({ variables: { input: { ...fields, countryId: country ?? null, stateId: state ?? null } } }),
      () => {
        notifySaved(LABELS.user, 200);
        void navigate('/profile');
      },
    );

  async function onClear() {
    try {
      await clear();
      // Clearing is a PUT of the user: the spec's toast for it (section 8).
      notifySaved(LABELS.user, 200);
      void navigate('/profile');
    } catch (error) {
      notifyFailure(LABELS.user, error);
    }
  }

  return (
    <Card>
      <H1>Edit Profile</H1>
      <SchemaForm<ProfileValues>
        schema={profileSchema}
        onSubmit={onSubmit}
        initialValues={initialValues}
        // The selects hold ids; the schema checks the text fields (only the email, in practice).
        toPayload={({ country: _country, state: _state, ...fields }) => fields}
        submitLabel="Save"
        actions={
          <>
            <ConfirmButton
              confirmLabel={UI.clearUserData}
              what="your profile details"
              onConfirm={onClear}
              detail={
                <p>Your name, address, phone number and website will be removed. Your username and email stay.</p>
              }
            >
              {UI.clearUserData}
            </ConfirmButton>
            <Button onClick={() => void navigate(-1)}>Go Back</Button>
          </>
        }
      >
        <TextField name="name" label="Name" autoComplete="name" />
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <TextField name="address1" label="Address 1" autoComplete="address-line1" />
        <TextField name="address2" label="Address 2" autoComplete="address-line2" />
        <TextField name="city" label="City" autoComplete="address-level2" />
        <CountryStateFields countries={types?.countryList ?? []} />
        <TextField name="postalCode" label="Postal Code" autoComplete="postal-code" />
        <TextField name="phoneNumber" label="Phone Number" type="tel" autoComplete="tel" />
        <TextField name="website" label="Website" type="url" autoComplete="url" />
      </SchemaForm>
    </Card>
  );
}

export default function ProfileEditPage() {
  return (
    <RequireLogin>
      <PageHead title="Edit Profile" description="Edit your profile." />
      <ProfileForm />
    </RequireLogin>
  );
}
