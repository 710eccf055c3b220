/** /homes: filter by type, country, state and text; rows open the home. */
import { homeListFilters } from '@ffc/domain/homes';
import { LOAD_FAILED, loginToAddMessage, UI } from '@ffc/domain/messages';
import { CUTS, truncate, yesNo } from '@ffc/domain/text';
import { ListOrderFields } from '../entries/ListOrderFields';
import { AccommodationBadges, AccommodationsField, ConfirmedRecentlyField } from '../entries/accommodations';
import { EntryList, listSpec, type Column } from '../entries/EntryList';
import { RatingStars } from '../ui/RatingStars';
import type { HomesQuery as Result } from '../gql/graphql';
import { TypeAndPlaceFields } from '../reference/TypeAndPlaceFields';
import { HomesQuery } from './operations';
import { SearchTextField } from '../entries/SearchTextField';

type Row = Result['page']['content'][number];

const COLUMNS: Column<Row>[] = [
  { header: 'Name', cell: (h) => truncate(h.name, CUTS.entryName) },
  { header: 'Type', cell: (h) => h.homeType.name },
  { header: 'City', cell: (h) => [h.city, h.state?.name].filter(Boolean).join(', ') },
  { header: 'Country', cell: (h) => h.country?.name },
  { header: 'Sleeps', cell: (h) => h.people ?? '—' },
  { header: 'Bedrooms', cell: (h) => h.bedrooms ?? '—' },
  { header: 'Pets', cell: (h) => yesNo(h.petsAllowed) },
  { header: 'FF Policy', cell: (h) => yesNo(h.policy) },
  {
    header: 'Accommodations',
    cell: (e) => <AccommodationBadges kind="homes" keys={e.accommodations} status={e.accommodationStatus} />,
  },
  { header: 'Rating', cell: (h) => <RatingStars rating={h.rating} count={h.reviewCount} /> },
];

const HOME_LIST = listSpec({
  title: 'Rental Homes',
  description: 'Fragrance-free rental homes reviewed by people who react to fragrances.',
  filterSchema: homeListFilters,
  query: HomesQuery,
  columns: COLUMNS,
  path: '/homes',
  suggestKind: 'homes',
  map: true,
  loadFailed: LOAD_FAILED.homes,
  emptyMessage: UI.empty.homes,
  add: { label: UI.add.home, path: '/homes/0/edit' },
  loginMessage: loginToAddMessage('Rental Homes'),
});

export default function HomeListPage() {
  return (
    <EntryList spec={HOME_LIST}>
      <TypeAndPlaceFields typeList="homeTypes" />
      <SearchTextField kind="homes" label="Name, description or city" />
      <ListOrderFields kind="homes" />
      <AccommodationsField kind="homes" label="Offers all of these" />
      <ConfirmedRecentlyField />
    </EntryList>
  );
}
