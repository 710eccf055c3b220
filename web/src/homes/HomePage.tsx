/** /homes/{id}: the rental home, its rating and its reviews. */
import { HOME_SWITCHES } from '@ffc/domain/homes';
import { addressRows, auditRows, contactRows, detailRows, locationRows, REVIEWED_ELSEWHERE } from '../ui/detailRows';
import { switchRows } from '../entries/switches';
import { reviewedAccommodationRows } from '../entries/accommodations';
import { EntryDetail, type EntryDetailSpec } from '../entries/EntryDetail';
import { HOME_UI } from '../kinds/entryUi';
import type { HomeFieldsFragment as Home } from '../gql/graphql';
import { DeleteHomeMutation, HomeQuery, SetHomeClosedMutation, CheckHomeAccommodationsMutation } from './operations';

const details = detailRows<Home>()(
  {
    description: (h) => ['Description', h.description],
    homeType: (h) => ['Type', h.homeType.name],
    people: (h) => ['Sleeps', h.people],
    bedrooms: (h) => ['Bedrooms', h.bedrooms],
    bathrooms: (h) => ['Bathrooms', h.bathrooms],
    ...switchRows(HOME_SWITCHES),
    ...addressRows,
    ...contactRows,
    ...locationRows,
    ...reviewedAccommodationRows('homes'),
    ...auditRows,
  },
  REVIEWED_ELSEWHERE,
);

const HOME_DETAIL: EntryDetailSpec<Home> = {
  checks: { kind: 'homes', mutation: CheckHomeAccommodationsMutation },
  ui: HOME_UI,
  title: 'Rental Home',
  query: HomeQuery,
  remove: DeleteHomeMutation,
  setClosed: SetHomeClosedMutation,
  details,
};

export default function HomePage() {
  return <EntryDetail spec={HOME_DETAIL} />;
}
