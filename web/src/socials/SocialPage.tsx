/** /socials/{id}: every field of the group; edit from level 1, delete (confirm button Delete Group) from level 2. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { UI, yesNo } from '@ffc/domain';
import { addressRows, contactRows } from '../entries/detailRows';
import { EntryDetail } from '../entries/EntryDetail';
import { SOCIAL_UI } from '../entries/entryUi';
import type { SocialFieldsFragment as Social } from '../gql/graphql';
import { DeleteSocialMutation, SocialQuery } from './operations';

const when = (date: string | null | undefined) => (date ? new Date(date).toLocaleString() : null);

const details = (s: Social): [string, React.ReactNode][] => [
  ['Meeting Type', s.socialType.name],
  ['Frequency', s.frequencyType.name],
  ['Description', s.description],
  ['Contact Name', s.contactName],
  ...contactRows(s),
  ...addressRows(s),
  ['Active', yesNo(s.active)],
  ['Id', s.id],
  ['Created By', s.createdByUsername],
  ['Created', when(s.createdDate)],
  ['Modified By', s.modifiedById],
  ['Modified', when(s.modifiedDate)],
];

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
