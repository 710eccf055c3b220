/** /socials/{id}: every field of the group; edit from level 1, delete (confirm button Delete Group) from level 2. */
import { UI } from '@ffc/domain/messages';
import { formatDayTime } from '@ffc/domain/text';
import { SOCIAL_SWITCHES } from '@ffc/domain/socials';
import { addressRows, contactRows, detailRows } from '../ui/detailRows';
import { switchRows } from '../entries/switches';
import { accommodationRows } from '../entries/accommodations';
import { EntryDetail, type EntryDetailSpec } from '../entries/EntryDetail';
import { SOCIAL_UI } from '../kinds/entryUi';
import type { SocialFieldsFragment as Social } from '../gql/graphql';
import {
  DeleteSocialMutation,
  SocialQuery,
  SetSocialClosedMutation,
  CheckSocialAccommodationsMutation,
} from './operations';

const when = (date: string | null | undefined) => (date ? formatDayTime(date) : null);

const details = detailRows<Social>()(
  {
    socialType: (s) => ['Meeting Type', s.socialType.name],
    frequencyType: (s) => ['Frequency', s.frequencyType.name],
    description: (s) => ['Description', s.description],
    contactName: (s) => ['Contact Name', s.contactName],
    ...contactRows,
    ...addressRows,
    ...accommodationRows('socials'),
    ...switchRows(SOCIAL_SWITCHES),
    id: (s) => ['Id', s.id],
    createdByUsername: (s) => ['Created By', s.createdByUsername ?? UI.deletedUser],
    createdDate: (s) => ['Created', when(s.createdDate)],
    modifiedByUsername: (s) => ['Modified By', s.modifiedByUsername ?? UI.deletedUser],
    modifiedDate: (s) => ['Modified', when(s.modifiedDate)],
  },
  // The name is the heading; the creator's and modifier's ids are shown as their usernames; the
  // position is kept for the map to come, not shown as numbers.
  ['name', 'createdById', 'modifiedById', 'latitude', 'longitude'],
);

const SOCIAL_DETAIL: EntryDetailSpec<Social> = {
  checks: { kind: 'socials', mutation: CheckSocialAccommodationsMutation },
  ui: SOCIAL_UI,
  title: 'Social Group',
  query: SocialQuery,
  remove: DeleteSocialMutation,
  setClosed: SetSocialClosedMutation,
  details,
  deleteLabel: UI.deleteGroup,
  loginMessage: UI.socialLoginPrompt,
};

export default function SocialPage() {
  return <EntryDetail spec={SOCIAL_DETAIL} />;
}
