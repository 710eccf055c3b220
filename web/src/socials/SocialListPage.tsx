/** /socials: filter by type, country in use, state and name; rows open the group. */
import { LOAD_FAILED, loginToAddMessage, UI } from '@ffc/domain/messages';
import { socialListFilters } from '@ffc/domain/socials';
import { SITE_PAGES } from '@ffc/domain/pages';
import { CUTS, truncate, yesNo } from '@ffc/domain/text';
import { ListOrderFields } from '../entries/ListOrderFields';
import { AccommodationBadges, AccommodationsField, ConfirmedRecentlyField } from '../entries/accommodations';
import { EntryList, listSpec, type Column } from '../entries/EntryList';
import type { SocialsQuery as Result } from '../gql/graphql';
import { TypeAndPlaceFields } from '../reference/TypeAndPlaceFields';
import { SocialsQuery } from './operations';
import { SearchTextField } from '../entries/SearchTextField';

type Row = Result['page']['content'][number];

const COLUMNS: Column<Row>[] = [
  { header: 'Group Name', cell: (s) => truncate(s.name, CUTS.entryName) },
  { header: 'Meeting Type', cell: (s) => s.socialType.name },
  { header: 'FF Policy', cell: (s) => yesNo(s.policy) },
  {
    header: 'Accommodations',
    cell: (e) => <AccommodationBadges kind="socials" keys={e.accommodations} status={e.accommodationStatus} />,
  },
  { header: 'City', cell: (s) => [s.city, s.state?.name].filter(Boolean).join(', ') },
  { header: 'Country', cell: (s) => s.country?.name },
  { header: 'Active', cell: (s) => yesNo(s.active) },
];

const SOCIAL_LIST = listSpec({
  title: 'Social Groups',
  description: 'Fragrance-free social and support groups, in person and online.',
  filterSchema: socialListFilters,
  query: SocialsQuery,
  columns: COLUMNS,
  path: '/socials',
  suggestKind: 'socials',
  map: true,
  loadFailed: LOAD_FAILED.socials,
  emptyMessage: UI.empty.socials,
  add: { label: UI.add.social, path: '/socials/0/edit' },
  loginMessage: loginToAddMessage('Social Groups'),
  goBack: SITE_PAGES.socials.list.goBack,
});

export default function SocialListPage() {
  return (
    <EntryList spec={SOCIAL_LIST}>
      <TypeAndPlaceFields typeList="socialTypes" />
      <SearchTextField kind="socials" label="Name" />
      <ListOrderFields kind="socials" />
      <AccommodationsField kind="socials" label="Offers all of these" />
      <ConfirmedRecentlyField />
    </EntryList>
  );
}
