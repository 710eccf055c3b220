/** /socials/{id}: every field of the group; edit from level 1, delete (confirm button Delete Group) from level 2. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { UI, yesNo } from '@ffc/domain';
import { addressRows, contactRows, detailRows } from '../entries/detailRows';
import { EntryDetail } from '../entries/EntryDetail';
import { SOCIAL_UI } from '../entries/entryUi';
import type { SocialFieldsFragment as Social } from '../gql/graphql';
import { DeleteSocialMutation, SocialQuery } from './operations';

const when = (date: string | null | undefined) => (date ? new Date(date).toLocaleString() : null);

const details = detailRows<Social>()(
  {
    socialType: (s) => ['Meeting Type', s.socialType.name],
    frequencyType: (s) => ['Frequency', s.frequencyType.name],
    description: (s) => ['Description', s.description],
    contactName: (s) => ['Contact Name', s.contactName],
    ...contactRows,
    ...addressRows,
    active: (s) => ['Active', yesNo(s.active)],
    id: (s) => ['Id', s.id],
    createdByUsername: (s) => ['Created By', s.createdByUsername],
    createdDate: (s) => ['Created', when(s.createdDate)],
    modifiedById: (s) => ['Modified By', s.modifiedById],
    modifiedDate: (s) => ['Modified', when(s.modifiedDate)],
  },
  // The name is the heading; the creator's id is shown as their username; the position is kept
  // for the map to come, not shown as numbers.
  ['name', 'createdById', 'latitude', 'longitude'],
);

export default function SocialPage() {
  const id = Number(useParams().id);
  const { data, loading, error, refetch } = useQuery(SocialQuery, { variables: { id }, skip: !Number.isInteger(id), fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DeleteSocialMutation);
  return (
    <EntryDetail<Social>
      ui={SOCIAL_UI}
      title="Social Group"
      result={{ entry: data?.entry, loading, error }}
      details={details}
      onDelete={(socialId) => remove({ variables: { id: socialId } })}
      refetch={refetch}
      deleteLabel={UI.deleteGroup}
      loginMessage={UI.socialLoginPrompt}
    />
  );
}
