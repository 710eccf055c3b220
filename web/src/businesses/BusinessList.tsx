/**
 * The list of /businesses (under its heading, BusinessListPage): filter by type, country, state and text; rows open the
 * business.
 */
import { businessListFilters } from '@ffc/domain/businesses';
import { LOAD_FAILED, UI } from '@ffc/domain/messages';
import { CUTS, truncate, yesNo } from '@ffc/domain/text';
import { ListOrderFields } from '../entries/ListOrderFields';
import { AccommodationBadges, AccommodationsField, ConfirmedRecentlyField } from '../entries/accommodations';
import { EntryList, listSpec, type Column } from '../entries/EntryList';
import { RatingStars } from '../ui/RatingStars';
import type { BusinessesQuery as Result } from '../gql/graphql';
import { TypeAndPlaceFields } from '../reference/TypeAndPlaceFields';
import { BUSINESS_LIST_HEAD } from './listHead';
import { BusinessesQuery } from './operations';
import { SearchTextField } from '../entries/SearchTextField';

type Row = Result['page']['content'][number];

const COLUMNS: Column<Row>[] = [
  { header: 'Name', cell: (b) => truncate(b.name, CUTS.entryName) },
  { header: 'Type', cell: (b) => b.businessType.name },
  { header: 'City', cell: (b) => [b.city, b.state?.name].filter(Boolean).join(', ') },
  { header: 'Country', cell: (b) => b.country?.name },
  { header: 'FF Policy', cell: (b) => yesNo(b.policy) },
  {
    header: 'Accommodations',
    cell: (e) => <AccommodationBadges kind="businesses" keys={e.accommodations} status={e.accommodationStatus} />,
  },
  { header: 'Rating', cell: (b) => <RatingStars rating={b.rating} count={b.reviewCount} /> },
];

const BUSINESS_LIST = listSpec({
  ...BUSINESS_LIST_HEAD,
  filterSchema: businessListFilters,
  query: BusinessesQuery,
  columns: COLUMNS,
  path: '/businesses',
  suggestKind: 'businesses',
  map: true,
  loadFailed: LOAD_FAILED.businesses,
  emptyMessage: UI.empty.businesses,
});

export default function BusinessList() {
  return (
    <EntryList spec={BUSINESS_LIST} header={false}>
      <TypeAndPlaceFields typeList="businessTypes" />
      <SearchTextField kind="businesses" label="Name, description or city" />
      <ListOrderFields kind="businesses" />
      <AccommodationsField kind="businesses" label="Offers all of these" />
      <ConfirmedRecentlyField />
    </EntryList>
  );
}
